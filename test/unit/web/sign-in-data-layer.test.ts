import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import * as identityFields from '#contract/validation/identity-fields.ts';
import * as identityTyping from '#contract/validation/identity-typing.ts';
import { readEmailPrefix, readOtp } from '../../../web/src/components/form/email-otp-checks.ts';
import { identityKeys } from '../../../web/src/features/auth/identity-keys.ts';
import { checkSessionNow, endSessionNow } from '../../../web/src/features/auth/session-calls.ts';
import { checkLoginFields } from '../../../web/src/features/login/login-checks.ts';
import { existenceFailureMessage, nextStepAfterExistence, signInFailure } from '../../../web/src/features/login/login-outcome.ts';
import { otpResendFailure, otpSendFailure, otpVerifyFailure } from '../../../web/src/components/form/otp-outcome.ts';
import { setPasswordFailure } from '../../../web/src/features/forgot-password/password-outcome.ts';
import { registrationFailure } from '../../../web/src/features/registration/registration-model.ts';
import { listsFailure } from '../../../web/src/features/registration/use-registration-lists.ts';
import { ApiError, UnexpectedAnswerError } from '../../../web/src/lib/api-client.ts';
import { UnexpectedAnswerError as AnswerModuleError } from '../../../web/src/lib/answer.ts';

/** Every call answers `status` with `body`; returns the stub to count its calls. */
const serverAnswers = (status: number, body: unknown) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('the login form decides on codes and statuses, in the product\'s words', () => {
  it('goes on from the existence check: register first, pending, first password, or sign in', () => {
    expect(nextStepAfterExistence({ emailExists: false, status: null })).toBe('register');
    expect(nextStepAfterExistence({ emailExists: true, status: 'Approval Pending' })).toBe('pending');
    expect(nextStepAfterExistence({ emailExists: true, status: 'First Login' })).toBe('firstPassword');
    expect(nextStepAfterExistence({ emailExists: true, status: 'Approved' })).toBe('signIn');
  });

  it('says why the existence check failed', () => {
    expect(existenceFailureMessage(new UnexpectedAnswerError('check-user-existence', 'result: missing'))).toBe(MESSAGES.login.unexpectedResponse);
    expect(existenceFailureMessage(new ApiError(400, MESSAGES.email.finalInvalid, 'input.invalid'))).toBe(MESSAGES.email.finalInvalid);
    expect(existenceFailureMessage(new ApiError(429, MESSAGES.http.tooManyRequests, 'http.too_many_requests'))).toBe(MESSAGES.http.tooManyRequests);
    expect(existenceFailureMessage(new ApiError(0, MESSAGES.http.unavailable, 'http.unavailable'))).toBe(MESSAGES.http.internal);
    expect(existenceFailureMessage(new ApiError(500, 'boom', 'http.internal'))).toBe(MESSAGES.http.internal);
    expect(existenceFailureMessage(new TypeError('Failed to fetch dynamically imported module'))).toBe(MESSAGES.login.unexpected);
  });

  it('tells a wrong captcha, a first password and a pending account by their codes, whatever the wording', () => {
    expect(signInFailure(new ApiError(400, 'anything', 'captcha.wrong'))).toEqual({ kind: 'wrongCaptcha' });
    expect(signInFailure(new ApiError(403, 'anything', 'account.first_login'))).toEqual({ kind: 'firstPassword' });
    expect(signInFailure(new ApiError(403, 'Your account is awaiting approval.', 'account.pending'))).toEqual({ kind: 'pending', message: 'Your account is awaiting approval.' });
  });

  it("shows the server's message for a refusal, and the product's own where the server said nothing useful", () => {
    expect(signInFailure(new ApiError(401, 'Invalid email or password', 'auth.invalid_credentials'))).toEqual({ kind: 'message', message: 'Invalid email or password' });
    expect(signInFailure(new ApiError(401, '', null))).toEqual({ kind: 'message', message: MESSAGES.login.invalidCredentials });
    for (const status of [400, 403, 429]) expect(signInFailure(new ApiError(status, 'refused', null))).toEqual({ kind: 'message', message: 'refused' });
    expect(signInFailure(new ApiError(404, 'Request failed (404)', null))).toEqual({ kind: 'message', message: MESSAGES.http.internal });
    expect(signInFailure(new ApiError(0, MESSAGES.http.unavailable, 'http.unavailable'))).toEqual({ kind: 'message', message: MESSAGES.http.internal });
    expect(signInFailure(new UnexpectedAnswerError('login', 'result.sessionData: missing'))).toEqual({ kind: 'message', message: MESSAGES.login.unexpectedResponse });
    expect(signInFailure(new Error('the digest did not load'))).toEqual({ kind: 'message', message: MESSAGES.http.internal });
  });

  it('knows one UnexpectedAnswerError, whichever module a screen imports it from', () => {
    expect(AnswerModuleError).toBe(UnexpectedAnswerError);
  });
});

describe('the e-mail and OTP steps say why a call failed, in the product\'s words', () => {
  const offline = new ApiError(0, MESSAGES.http.unavailable, 'http.unavailable');
  const serverDown = new ApiError(503, MESSAGES.http.unavailable, 'http.unavailable');

  it('sends: a refusal in the server\'s words, otherwise the page\'s own failure', () => {
    expect(otpSendFailure(new ApiError(409, MESSAGES.registration.alreadyRegistered, 'registration.email_taken'), MESSAGES.otp.sendFailed)).toBe('Email already exits');
    expect(otpSendFailure(new ApiError(429, 'Please wait 40 seconds before requesting a new OTP.', 'otp.cooldown'), MESSAGES.otp.sendFailed)).toBe('Please wait 40 seconds before requesting a new OTP.');
    // Registration's words, and password setting's.
    expect(otpSendFailure(serverDown, MESSAGES.otp.sendFailed)).toBe('Failed to send OTP');
    expect(otpSendFailure(offline, MESSAGES.otp.sendFailedRetry)).toBe('Failed to send OTP. Please try again.');
    expect(otpSendFailure(new TypeError('fetch failed'), MESSAGES.otp.sendFailed)).toBe('Failed to send OTP');
  });

  it('resends: the cooldown\'s wait, otherwise "Failed to resend OTP. Please try again."', () => {
    expect(otpResendFailure(new ApiError(429, 'Please wait 12 seconds before requesting a new OTP.', 'otp.cooldown'))).toBe('Please wait 12 seconds before requesting a new OTP.');
    for (const failure of [offline, serverDown, new ApiError(404, MESSAGES.password.userNotFound, 'account.not_found')]) {
      expect(otpResendFailure(failure)).toBe('Failed to resend OTP. Please try again.');
    }
  });

  it('verifies: 401 the server\'s errmessage and an empty field, another refusal its message, no answer the network wording', () => {
    expect(otpVerifyFailure(new ApiError(401, MESSAGES.otp.invalid, 'otp.wrong'), MESSAGES.otp.invalid)).toEqual({ message: 'Invalid Email OTP. Please enter the correct OTP', clearOtp: true });
    expect(otpVerifyFailure(new ApiError(410, MESSAGES.otp.expired, 'otp.expired'), MESSAGES.otp.invalid)).toEqual({
      message: 'Email OTP has expired. Please click resend button to generate a new OTP.',
      clearOtp: false,
    });
    expect(otpVerifyFailure(offline, MESSAGES.otp.invalid)).toEqual({ message: 'Invalid Email OTP. Please enter the correct OTP', clearOtp: false });
    expect(otpVerifyFailure(serverDown, MESSAGES.otp.invalidReset)).toEqual({ message: 'Invalid Email OTP. Please enter the correct OTP.', clearOtp: false });
  });
});

describe('registration and password setting say why the last step failed, in the product\'s words', () => {
  it('registers: the captcha under its field, a stale proof back to the e-mail, a refusal as said, a server failure, no answer', () => {
    expect(registrationFailure(new ApiError(400, MESSAGES.registration.captchaIncorrect, 'captcha.wrong'))).toEqual({ kind: 'captcha', message: 'Incorrect CAPTCHA. Please try again.' });
    expect(registrationFailure(new ApiError(403, MESSAGES.otp.notVerified, 'otp.not_verified'))).toEqual({ kind: 'startOver', message: MESSAGES.otp.notVerified });
    expect(registrationFailure(new ApiError(409, MESSAGES.registration.alreadyRegistered, 'registration.email_taken'))).toEqual({ kind: 'message', message: 'Email already exits' });
    expect(registrationFailure(new ApiError(500, MESSAGES.http.internal, 'http.internal'))).toEqual({ kind: 'message', message: 'Internal server error,Failed to register user' });
    expect(registrationFailure(new ApiError(0, MESSAGES.http.unavailable, 'http.unavailable'))).toEqual({ kind: 'message', message: 'Internal server error,Failed to register user' });
    expect(registrationFailure(new UnexpectedAnswerError('submit-user-data', 'result: missing'))).toEqual({ kind: 'message', message: 'Failed to register user' });
  });

  it('sets a password: 400 or 401 the server\'s message, another answered failure "Failed to set password", otherwise "Internal server error"', () => {
    expect(setPasswordFailure(new ApiError(403, MESSAGES.otp.notVerified, 'otp.not_verified'))).toEqual({ kind: 'startOver', message: MESSAGES.otp.notVerified });
    expect(setPasswordFailure(new ApiError(400, MESSAGES.password.invalid, 'input.invalid'))).toEqual({ kind: 'message', message: 'Please enter valid password' });
    expect(setPasswordFailure(new ApiError(401, MESSAGES.login.invalidCredentials, 'auth.invalid_credentials'))).toEqual({ kind: 'message', message: 'Invalid credentials' });
    expect(setPasswordFailure(new ApiError(409, 'Conflict', null))).toEqual({ kind: 'message', message: 'Failed to set password' });
    expect(setPasswordFailure(new ApiError(500, MESSAGES.http.internal, 'http.internal'))).toEqual({ kind: 'message', message: 'Internal server error' });
    expect(setPasswordFailure(new ApiError(0, MESSAGES.http.unavailable, 'http.unavailable'))).toEqual({ kind: 'message', message: 'Internal server error' });
  });
});

describe('the sign-in forms\' checks, loaded when the user acts, say what the shared schemas say', () => {
  it('checks the login fields in the login form\'s own words', () => {
    expect(checkLoginFields('', '')).toEqual({ email: MESSAGES.email.loginRequired, password: MESSAGES.login.passwordRequired });
    expect(checkLoginFields('a..b', 'short')).toEqual({ email: MESSAGES.email.loginInvalid, password: MESSAGES.login.passwordTooShort });
    expect(checkLoginFields('neha.sharma', 'Neha@2026')).toEqual({ email: undefined, password: undefined });
  });

  it('reads a typed prefix as the whole company address, or says what is wrong with it', () => {
    expect(readEmailPrefix('')).toEqual({ ok: false, error: MESSAGES.email.required });
    expect(readEmailPrefix('a..b')).toEqual({ ok: false, error: MESSAGES.email.invalid });
    expect(readEmailPrefix(' Neha.Sharma ')).toEqual({ ok: true, email: 'neha.sharma@example.com' });
  });

  it('reads a six-digit code, or says what is wrong with it', () => {
    expect(readOtp('')).toEqual({ ok: false, error: MESSAGES.otp.required });
    expect(readOtp('12a')).toEqual({ ok: false, error: MESSAGES.otp.invalidLength });
    expect(readOtp(' 123456 ')).toEqual({ ok: true, otp: '123456' });
  });

  it('keeps one definition of what may be typed: identity-fields re-exports identity-typing\'s, which needs no zod', () => {
    for (const [name, value] of Object.entries(identityTyping)) {
      if (name in identityFields) expect(identityFields[name as keyof typeof identityFields], name).toBe(value);
    }
    expect(identityFields.captchaTypable).toBe(identityTyping.captchaTypable);
    expect(identityFields.toCompanyEmail(' Neha ', 'Example.com')).toBe('neha@example.com');
  });
});

describe('the sign-in flows\' keys in the data layer', () => {
  it('live under one root, one captcha per kind, one OTP write per purpose', () => {
    const keys = [
      identityKeys.captcha('picture'),
      identityKeys.captcha('question'),
      identityKeys.designations(),
      identityKeys.managers(),
      identityKeys.session('neha@example.com'),
      identityKeys.existence(),
      identityKeys.login(),
      identityKeys.logout(),
      identityKeys.sendOtp('register'),
      identityKeys.verifyOtp('reset'),
      identityKeys.register(),
      identityKeys.setPassword(),
    ];
    for (const key of keys) expect(key.slice(0, 1)).toEqual(identityKeys.all);
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
    expect(identityKeys.sendOtp('register')).not.toEqual(identityKeys.sendOtp('reset'));
  });
});

describe('the session\'s own calls (check and logout) through the data layer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the server once for checks made at the same time, and again for a later one', async () => {
    const fetch = serverAnswers(200, { message: 'Session active' });
    const [first, second] = await Promise.all([checkSessionNow('neha@example.com'), checkSessionNow('neha@example.com')]);
    expect([first, second]).toEqual(['Session active', 'Session active']);
    expect(fetch).toHaveBeenCalledTimes(1);
    await checkSessionNow('neha@example.com');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects with the 401 of a session that is over, without trying again', async () => {
    const fetch = serverAnswers(401, { message: 'Previous session destroyed', code: 'session.destroyed' });
    const failure: unknown = await checkSessionNow('neha@example.com').then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect((failure as ApiError).code).toBe('session.destroyed');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not try again when the server cannot be reached: the watch asks again on its own schedule', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    await expect(checkSessionNow('neha@example.com')).rejects.toMatchObject({ status: 0, code: 'http.unavailable' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ends the session on the server once, and never rejects (a sign-out happens here regardless)', async () => {
    const fetch = serverAnswers(500, { errmessage: 'boom', code: 'http.internal' });
    await expect(endSessionNow('session-handle', 'neha@example.com')).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/logout/session-handle', expect.objectContaining({ method: 'POST' }));
  });
});

describe('registration\'s lists: one message per failed reading, once both lists have answered', () => {
  const read = (isFetching: boolean, isError: boolean, errorUpdatedAt = 0) => ({ isFetching, isError, errorUpdatedAt });

  it('says nothing while either list is being read, when both arrived, or before the e-mail is verified', () => {
    expect(listsFailure(true, read(true, false), read(false, true, 5))).toBeNull();
    expect(listsFailure(true, read(false, true, 5), read(true, false))).toBeNull();
    expect(listsFailure(true, read(false, false), read(false, false))).toBeNull();
    expect(listsFailure(false, read(false, true, 5), read(false, true, 6))).toBeNull();
  });

  it("says the designations' message when they failed, else the managers'", () => {
    expect(listsFailure(true, read(false, true, 5), read(false, true, 6))?.message).toBe(MESSAGES.registration.designationsFailed);
    expect(listsFailure(true, read(false, true, 5), read(false, false))?.message).toBe(MESSAGES.registration.designationsFailed);
    expect(listsFailure(true, read(false, false, 3), read(false, true, 6))?.message).toBe(MESSAGES.registration.managersFailed);
  });

  it('names each failed reading apart, so that a failure read again is reported again and a re-render is not', () => {
    const first = listsFailure(true, read(false, false, 3), read(false, true, 6));
    expect(listsFailure(true, read(false, false, 3), read(false, true, 6))?.key).toBe(first?.key);
    expect(listsFailure(true, read(false, false, 3), read(false, true, 9))?.key).not.toBe(first?.key);
    expect(listsFailure(true, read(false, true, 9), read(false, true, 6))?.key).not.toBe(first?.key);
  });
});
