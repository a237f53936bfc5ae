import { createCipheriv, createDecipheriv, createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';
import { SecretBox } from '../ports/secret-box.ts';

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from the server secret for this one purpose, so the
 * same secret never serves two uses. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export class AesGcmSecretBox extends SecretBox {
  /** A key object, made once (node:crypto would wrap a buffer anew on every seal and open). */
  private readonly key: KeyObject;

  constructor(serverSecret: string, purpose: string) {
    super();
    this.key = createSecretKey(Buffer.from(hkdfSync('sha256', serverSecret, 'vms-secret-box', purpose, 32)));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('Unreadable sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}
