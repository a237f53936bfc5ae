/** Seals short secrets (the single sign-on flow's state, nonce and PKCE verifier, kept in a cookie) with the server-only secret; a tampered value does not open. */
export abstract class SecretBox {
  abstract seal(plain: string): string;
  abstract open(sealed: string): string;
}
