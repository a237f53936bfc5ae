/**
 * The server's secrets at work: unguessable tokens and codes, and keyed hashes under the server-only
 * secret (so a copy of the database alone cannot be used to check guesses of OTPs or captchas).
 */
export abstract class ServerCrypto {
  /** A URL-safe random token carrying `bytes` bytes of entropy. */
  abstract randomToken(bytes?: number): string;
  /** `length` decimal digits from a secure source, leading zeros kept. */
  abstract randomDigits(length: number): string;
  abstract randomUuid(): string;
  /** `length` characters drawn uniformly from `alphabet`. */
  abstract randomString(length: number, alphabet: string): string;
  /** HMAC-SHA256 of `value` under the server secret, separated by `purpose`, as hex. */
  abstract keyedHash(purpose: string, value: string): string;
  /** Compares two strings in constant time. */
  abstract safeEqual(a: string, b: string): boolean;
}
