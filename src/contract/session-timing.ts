/**
 * The timings of signing in that the server and the SPA must agree on (docs/product/identity.md ID-SESSION-03, ID-OTP-01 and ID-OTP-02),
 * in milliseconds: the server's auth policy and the SPA's session watch and OTP step import them.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** No activity for this long ends the session: the server refuses it, the SPA signs out. */
export const SESSION_IDLE_TIMEOUT_MS = 10 * MINUTE;

/** When the SPA asks "am I still signed in?". */
export const SESSION_CHECK_TIMING = {
  /** A check at most this often while the user is active. */
  checkEveryMs: 60 * SECOND,
  /** Activity after a quiet spell checks at once when the last check is older than this. */
  recheckOnActivityAfterMs: 30 * SECOND,
  /** The user counts as active for this long after their last input. */
  activeWindowMs: 30 * SECOND,
} as const;

/** An e-mailed code is valid this long after it is sent. */
export const OTP_VALID_FOR_MS = 120 * SECOND;
/** A new code may be asked for this long after the last one. */
export const OTP_RESEND_COOLDOWN_MS = 60 * SECOND;
