import Hex from 'crypto-js/enc-hex.js';
import SHA256 from 'crypto-js/sha256.js';

/**
 * What the SPA sends instead of a password: its SHA-256 in hex (docs/product/identity.md ID-SIGNIN-04). crypto-js
 * rather than SubtleCrypto, which browsers only offer on https and localhost.
 */
export const passwordDigest = (password: string): string => SHA256(password).toString(Hex);
