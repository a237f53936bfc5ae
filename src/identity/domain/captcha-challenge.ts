import type { KeyedHasher } from './keyed-hasher.ts';

/**
 * A captcha the server issued. The answer never leaves the server (docs/product/identity.md ID-SIGNIN-03); it is
 * kept as a hash, checked once and then deleted, and it expires.
 */
export class CaptchaChallenge {
  id: string;
  answerHash: string;
  createdAt: Date;
  expiresAt: Date;

  constructor(props: { id: string; answerHash: string; createdAt: Date; expiresAt: Date }) {
    this.id = props.id;
    this.answerHash = props.answerHash;
    this.createdAt = props.createdAt;
    this.expiresAt = props.expiresAt;
  }
}

/** How long an issued captcha may be answered. */
/** How an answer is stored and compared: case and surrounding spaces do not count. */
export const captchaAnswerHash = (hasher: KeyedHasher, answer: string): string => hasher.keyedHash('captcha', answer.trim().toLowerCase());

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
