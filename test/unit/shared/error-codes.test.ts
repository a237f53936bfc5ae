import { describe, expect, it } from 'vitest';
import { DomainError } from '#kernel/domain-error.ts';
import { EnvelopeError, MALFORMED_DATA_MESSAGE, UNDEFINED_DATA_MESSAGE, type EnvelopeErrorCode } from '#contract/envelope/envelope-format.ts';
import { ERROR_CODES, ERROR_KINDS, ERRORS, messageOf, statusOf, type ErrorCode } from '#contract/error-codes.ts';
import { MESSAGES } from '#contract/messages.ts';

const textsOf = (code: ErrorCode): readonly string[] => {
  const message: string | readonly string[] | null = ERRORS[code].message;
  return message === null ? [] : typeof message === 'string' ? [message] : message;
};

/** Codes whose text is the failed rule's own message (the shared schemas) or the framework's. */
const FREE_TEXT: readonly ErrorCode[] = ['input.invalid', 'http.bad_request'];

describe('error codes', () => {
  it('should name every code as a dotted, lower-case area and reason', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+\.[a-z]+(?:_[a-z]+)*$/);
  });

  it('should give every code a status of 400 to 599 by its kind', () => {
    for (const code of ERROR_CODES) {
      expect(statusOf(code), code).toBe(ERROR_KINDS[ERRORS[code].kind]);
      expect(statusOf(code), code).toBeGreaterThanOrEqual(400);
      expect(statusOf(code), code).toBeLessThan(600);
    }
  });

  it('should give every code a message, unless its text is the failed rule\'s own', () => {
    for (const code of ERROR_CODES) {
      if (FREE_TEXT.includes(code)) expect(ERRORS[code].message, code).toBeNull();
      else for (const text of textsOf(code)) expect(text.trim(), code).not.toBe('');
      if (!FREE_TEXT.includes(code)) expect(textsOf(code).length, code).toBeGreaterThan(0);
    }
  });

  it('should never give two codes the same message, so that no message stands for two refusals', () => {
    const owner = new Map<string, ErrorCode>();
    for (const code of ERROR_CODES) {
      for (const text of textsOf(code)) {
        expect(owner.get(text), `${code} repeats the message of ${owner.get(text)}`).toBeUndefined();
        owner.set(text, code);
      }
    }
  });

  it('should keep the refusals the issue names apart', () => {
    expect([ERRORS['visit.already_checked_in'].message, ERRORS['visit.not_approved'].message, ERRORS['visit.not_today'].message]).toEqual([
      MESSAGES.time.alreadyIn,
      MESSAGES.time.notApproved,
      MESSAGES.time.notToday,
    ]);
    expect(statusOf('visit.not_today')).toBe(409);
    expect(statusOf('session.destroyed')).toBe(401);
    expect(statusOf('auth.locked')).toBe(429);
    expect(statusOf('http.internal')).toBe(500);
  });
});

describe(DomainError.name, () => {
  it('should carry the code, its kind and the code\'s own message', () => {
    expect(new DomainError('visit.not_today')).toMatchObject({ code: 'visit.not_today', kind: 'conflict', message: MESSAGES.time.notToday });
    expect(new DomainError('session.destroyed')).toMatchObject({ code: 'session.destroyed', kind: 'session_destroyed', message: 'Previous session destroyed' });
  });

  it('should fill a template\'s values and keep the details for the caller', () => {
    const error = new DomainError('otp.cooldown', { values: { seconds: 40 }, details: { retryAfterSeconds: 40 } });
    expect(error).toMatchObject({ code: 'otp.cooldown', kind: 'rate_limited', message: 'Please wait 40 seconds before requesting a new OTP.', details: { retryAfterSeconds: 40 } });
    expect(new DomainError('auth.locked', { values: { wait: '15 minutes' } }).message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
  });

  it('should take one of a code\'s own wordings, the failed rule\'s text, and a subject after the message', () => {
    expect(new DomainError('otp.wrong', { message: MESSAGES.otp.invalidReset }).message).toBe(MESSAGES.otp.invalidReset);
    expect(new DomainError('input.invalid', { message: MESSAGES.details.addressTooShort }).message).toBe(MESSAGES.details.addressTooShort);
    expect(new DomainError('account.not_found', { about: 'a@example.com' }).message).toBe('User not found. Please Register first. (a@example.com)');
    expect(messageOf('mail.not_found', { values: { ids: '7, 9' } })).toBe('No mail with id 7, 9.');
  });

  it('should not compile with an unknown code, a foreign message or a missing value', () => {
    // @ts-expect-error: not a code
    expect(() => new DomainError('conflict')).toThrow();
    // @ts-expect-error: a fixed message takes no other
    void new DomainError('visit.not_today', { message: 'Something else' });
    // @ts-expect-error: not one of the code's wordings
    void new DomainError('otp.wrong', { message: MESSAGES.otp.expired });
    // @ts-expect-error: the template needs its seconds
    void new DomainError('otp.cooldown');
  });
});

describe(EnvelopeError.name, () => {
  it('should answer with the code and the same text as the table', () => {
    const codes: readonly EnvelopeErrorCode[] = ['envelope.undefined', 'envelope.malformed', 'input.invalid_character'];
    for (const code of codes) expect(new EnvelopeError(code).message).toBe(ERRORS[code].message);
    expect([ERRORS['envelope.undefined'].message, ERRORS['envelope.malformed'].message]).toEqual([UNDEFINED_DATA_MESSAGE, MALFORMED_DATA_MESSAGE]);
  });
});
