// Only the parts the envelope uses, so the SPA does not carry all of crypto-js. CBC and PKCS7
// come with AES (cipher-core) and are its defaults; they are still named below for clarity.
import AES from 'crypto-js/aes.js';
import CryptoJS from 'crypto-js/core.js';
import Base64 from 'crypto-js/enc-base64.js';
import Hex from 'crypto-js/enc-hex.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import NoPadding from 'crypto-js/pad-nopadding.js';
import SHA256 from 'crypto-js/sha256.js';
import {
  EnvelopeError,
  KEY_LENGTH,
  decodeUtf8,
  parseJson,
  plainTextOf,
  splitEnvelope,
  type PayloadEnvelope,
} from '#contract/envelope/envelope-format.ts';

const wordArrayToBytes = (words: CryptoJS.lib.WordArray): Uint8Array => {
  const bytes = new Uint8Array(words.sigBytes);
  for (let i = 0; i < words.sigBytes; i += 1) {
    bytes[i] = ((words.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff;
  }
  return bytes;
};

/** The SPA's side of the envelope, on crypto-js as the description has it. */
export class BrowserEnvelope implements PayloadEnvelope {
  private readonly key: CryptoJS.lib.WordArray;

  constructor(phrase: string) {
    const keyText = SHA256(phrase).toString(Base64).slice(0, KEY_LENGTH);
    this.key = Utf8.parse(keyText);
  }

  encrypt(value: unknown, ivHex?: string): string {
    const iv = ivHex ? Hex.parse(ivHex) : CryptoJS.lib.WordArray.random(16);
    const encrypted = AES.encrypt(plainTextOf(value), this.key, {
      iv,
      mode: CryptoJS.mode.CBC,
      padding: CryptoJS.pad.Pkcs7,
    });
    return `${iv.toString(Hex)}:${encrypted.ciphertext.toString(Hex)}`;
  }

  decrypt(data: unknown): string {
    const { ivHex, ciphertextHex } = splitEnvelope(data);
    // crypto-js's own unpadding trusts the last byte; decrypt raw and check PKCS7 the way node:crypto does.
    const raw = wordArrayToBytes(
      AES.decrypt(
        CryptoJS.lib.CipherParams.create({ ciphertext: Hex.parse(ciphertextHex) }),
        this.key,
        { iv: Hex.parse(ivHex), mode: CryptoJS.mode.CBC, padding: NoPadding },
      ),
    );
    const padding = raw[raw.length - 1] ?? 0;
    if (padding < 1 || padding > 16 || raw.subarray(raw.length - padding).some((byte) => byte !== padding)) {
      throw new EnvelopeError('envelope.malformed');
    }
    return decodeUtf8(raw.subarray(0, raw.length - padding));
  }

  decryptJson(data: unknown): unknown {
    return parseJson(this.decrypt(data));
  }
}
