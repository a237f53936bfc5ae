import { createHmac, createSecretKey, randomBytes, randomInt, randomUUID, timingSafeEqual, type KeyObject } from 'node:crypto';
import { ServerCrypto } from '../ports/server-crypto.ts';

export class NodeServerCrypto extends ServerCrypto {
  /**
   * The secret as a key object, made once: handed a string, node:crypto checks and wraps it anew on
   * every call, which on Node 24 costs about as much again as the hash (every session check makes one).
   */
  private readonly secret: KeyObject;

  constructor(secret: string) {
    super();
    this.secret = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  randomToken(bytes = 32): string {
    return randomBytes(bytes).toString('base64url');
  }

  randomDigits(length: number): string {
    let digits = '';
    for (let i = 0; i < length; i += 1) digits += String(randomInt(10));
    return digits;
  }

  randomString(length: number, alphabet: string): string {
    let text = '';
    for (let i = 0; i < length; i += 1) text += alphabet[randomInt(alphabet.length)];
    return text;
  }

  randomUuid(): string {
    return randomUUID();
  }

  keyedHash(purpose: string, value: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}\u0000${value}`, 'utf8').digest('hex');
  }

  safeEqual(a: string, b: string): boolean {
    const left = Buffer.from(a, 'utf8');
    const right = Buffer.from(b, 'utf8');
    return left.length === right.length && timingSafeEqual(left, right);
  }
}
