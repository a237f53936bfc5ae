import { OTP_POLICY } from './auth-policy.ts';
import type { KeyedHasher } from './keyed-hasher.ts';

/** `setup` is the one-time code `vms users add` prints: it stands for a verified `reset` code. */
export const OTP_PURPOSES = ['register', 'reset', 'setup'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** How a code is stored: keyed to its address and purpose, so a code is good for nothing else. */
export const otpCodeHash = (hasher: KeyedHasher, email: string, purpose: string, code: string): string =>
  hasher.keyedHash('otp', `${email.toLowerCase()}|${purpose}|${code}`);

/** An e-mailed code; only its hash is stored. */
export class OneTimePassword {
  id!: number;
  email: string;
  purpose: OtpPurpose;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
  failedAttempts = 0;
  verifiedAt: Date | null = null;
  /** Set when the verified code has been used up (registration submitted, password set). */
  consumedAt: Date | null = null;

  constructor(props: { email: string; purpose: OtpPurpose; codeHash: string; createdAt: Date; expiresAt: Date }) {
    this.email = props.email.toLowerCase();
    this.purpose = props.purpose;
    this.codeHash = props.codeHash;
    this.createdAt = props.createdAt;
    this.expiresAt = props.expiresAt;
  }

  isExpired(now: Date): boolean {
    return now.getTime() >= this.expiresAt.getTime();
  }

  isExhausted(): boolean {
    return this.failedAttempts >= OTP_POLICY.maxWrongAttempts;
  }

  /** Counts a wrong guess; true when that was the last one allowed. */
  recordWrongAttempt(): boolean {
    this.failedAttempts += 1;
    return this.isExhausted();
  }

  markVerified(now: Date): void {
    this.verifiedAt = now;
  }

  /** A verified code that has not been used yet and is recent enough to use. */
  isUsableProof(now: Date): boolean {
    if (this.consumedAt !== null) return false;
    if (this.purpose === 'setup') return !this.isExpired(now);
    return this.verifiedAt !== null && now.getTime() - this.verifiedAt.getTime() <= OTP_POLICY.verifiedUsableFor;
  }

  consume(now: Date): void {
    this.consumedAt = now;
  }
}
