import { createCipheriv, createDecipheriv, createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import {
  EnvelopeError,
  KEY_LENGTH,
  decodeUtf8,
  parseJson,
  plainTextOf,
  splitEnvelope,
  type PayloadEnvelope,
} from '#contract/envelope/envelope-format.ts';

/** The server's side of the envelope, on node:crypto (far faster than crypto-js). */
export class NodeEnvelope implements PayloadEnvelope {
  /** A key object, made once: handed a buffer, node:crypto wraps it anew on every cipher (on Node 24, more than the cipher's own work). */
  private readonly key: KeyObject;

  constructor(phrase: string) {
    const keyText = createHash('sha256').update(phrase, 'utf8').digest('base64').slice(0, KEY_LENGTH);
    this.key = createSecretKey(Buffer.from(keyText, 'utf8'));
  }

  encrypt(value: unknown, iv: Buffer = randomBytes(16)): string {
    const cipher = createCipheriv('aes-256-cbc', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plainTextOf(value), 'utf8'), cipher.final()]);
    return `${iv.toString('hex')}:${ciphertext.toString('hex')}`;
  }

  decrypt(data: unknown): string {
    const { ivHex, ciphertextHex } = splitEnvelope(data);
    let plain: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-cbc', this.key, Buffer.from(ivHex, 'hex'));
      plain = Buffer.concat([decipher.update(Buffer.from(ciphertextHex, 'hex')), decipher.final()]);
    } catch {
      throw new EnvelopeError('envelope.malformed');
    }
    return decodeUtf8(plain);
  }

  decryptJson(data: unknown): unknown {
    return parseJson(this.decrypt(data));
  }
}
