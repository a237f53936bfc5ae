/**
 * What the domain needs of the server's secret to keep a secret it must only ever compare: an
 * HMAC under the server-only key, separated by purpose (the platform's ServerCrypto is one). A copy
 * of the database alone cannot be used to check guesses of codes, tokens or captcha answers.
 */
export interface KeyedHasher {
  keyedHash(purpose: string, value: string): string;
}
