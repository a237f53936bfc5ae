/**
 * The payload envelope's wire format (docs/product/api.md API-ENVELOPE), shared by the server's node:crypto
 * implementation and the SPA's crypto-js one: `hex(iv):hex(ciphertext)`, AES-256-CBC with PKCS7,
 * key = first 32 characters of Base64(SHA-256(phrase)) taken as UTF-8 bytes.
 *
 * It is obfuscation, not security: the phrase ships inside the SPA.
 */
import { jsonNestingExceeds } from '../json-nesting.ts';
import { MESSAGES } from '../messages.ts';
import { isStorableText, isStorableValue } from '../storable-text.ts';

export const UNDEFINED_DATA_MESSAGE = 'Data to decrypt is undefined';
export const MALFORMED_DATA_MESSAGE = 'Encrypted data is malformed';

const ENVELOPE_MESSAGES = {
  'envelope.undefined': UNDEFINED_DATA_MESSAGE,
  'envelope.malformed': MALFORMED_DATA_MESSAGE,
  'input.invalid_character': MESSAGES.http.invalidCharacter,
  'input.too_deep': MESSAGES.http.tooDeep,
} as const;

/** The error codes of src/contract/error-codes.ts that the envelope answers with (its table holds the same texts). */
export type EnvelopeErrorCode = keyof typeof ENVELOPE_MESSAGES;

export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';
  readonly code: EnvelopeErrorCode;

  constructor(code: EnvelopeErrorCode) {
    super(ENVELOPE_MESSAGES[code]);
    this.code = code;
  }
}

export interface PayloadEnvelope {
  /** Strings are encrypted as they are; anything else as its JSON. */
  encrypt(value: unknown): string;
  /** The plain text, or an EnvelopeError for an empty, malformed or tampered value. */
  decrypt(data: unknown): string;
  /** The decrypted JSON value, or an EnvelopeError when it is not JSON. */
  decryptJson(data: unknown): unknown;
}

const IV_HEX = /^[0-9a-f]{32}$/i;
// At least one AES block; always a whole number of blocks.
const CIPHERTEXT_HEX = /^(?:[0-9a-f]{32})+$/i;
/** The longest value we agree to decrypt: far above any real payload, well below the body limit. */
const MAX_ENVELOPE_LENGTH = 4 * 1024 * 1024;

export const KEY_LENGTH = 32;

/** Splits and checks an envelope before any cipher sees it. */
export const splitEnvelope = (data: unknown): { ivHex: string; ciphertextHex: string } => {
  if (data === undefined || data === null || data === '') {
    throw new EnvelopeError('envelope.undefined');
  }
  if (typeof data !== 'string' || data.length > MAX_ENVELOPE_LENGTH) {
    throw new EnvelopeError('envelope.malformed');
  }
  const separator = data.indexOf(':');
  const ivHex = data.slice(0, separator);
  const ciphertextHex = data.slice(separator + 1);
  if (separator < 0 || !IV_HEX.test(ivHex) || !CIPHERTEXT_HEX.test(ciphertextHex)) {
    throw new EnvelopeError('envelope.malformed');
  }
  return { ivHex, ciphertextHex };
};

export const plainTextOf = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/** Decodes UTF-8 strictly: a tampered block decodes to invalid UTF-8 far more often than not. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
export const decodeUtf8 = (bytes: Uint8Array): string => {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw new EnvelopeError('envelope.malformed');
  }
  if (!isStorableText(text)) throw new EnvelopeError('input.invalid_character');
  return text;
};

export const parseJson = (text: string): unknown => {
  // Before anything walks the parsed value recursively (isStorableValue below, a schema).
  if (jsonNestingExceeds(text)) throw new EnvelopeError('input.too_deep');
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new EnvelopeError('envelope.malformed');
  }
  // `\u0000` and lone-surrogate escapes only become characters when parsed.
  if (!isStorableValue(value)) throw new EnvelopeError('input.invalid_character');
  return value;
};
