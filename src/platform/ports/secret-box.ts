/** Seals short secrets (Aadhaar numbers) with the server-only secret; a tampered value does not open. */
export abstract class SecretBox {
  abstract seal(plain: string): string;
  abstract open(sealed: string): string;
}
