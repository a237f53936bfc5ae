import { OTP_RESEND_COOLDOWN_MS, OTP_VALID_FOR_MS, SESSION_IDLE_TIMEOUT_MS } from '#contract/session-timing.ts';
import { OTP_LENGTH } from '#contract/validation/identity-fields.ts';

/**
 * The limits of docs/product/identity.md ID-OTP, ID-SESSION-02 and ID-SIGNIN-06, in one place. What the SPA
 * must agree with (code length, OTP times, idle timeout) comes from src/contract.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const OTP_POLICY = {
  length: OTP_LENGTH,
  validFor: OTP_VALID_FOR_MS,
  resendCooldown: OTP_RESEND_COOLDOWN_MS,
  maxWrongAttempts: 5,
  maxSendsPerHour: 5,
  /** How long a verified code lets the registration or the new password go through. */
  verifiedUsableFor: 15 * MINUTE,
  /** `vms users add` prints a set-up code that stands for a verified reset OTP this long. */
  setupCodeValidFor: 24 * HOUR,
} as const;

export const SESSION_POLICY = {
  idleTimeout: SESSION_IDLE_TIMEOUT_MS,
  absoluteLifetime: 12 * HOUR,
  /** last_seen_at is written at most this often: the idle clock is exact to within it. */
  touchInterval: 15 * SECOND,
} as const;

export const LOGIN_POLICY = {
  maxFailures: 5,
  failureWindow: 15 * MINUTE,
  lockout: 15 * MINUTE,
} as const;

/** docs/product/identity.md ID-REG-03: the registration notice is never sent twice within this. */
export const APPROVAL_NOTICE_INTERVAL = 10 * MINUTE;
