import { describe, expect, it } from 'vitest';
import { AuthenticateSession } from '../../../src/identity/application/authenticate-session.ts';
import { CheckSession } from '../../../src/identity/application/check-session.ts';
import { IdentityHousekeeping } from '../../../src/identity/application/housekeeping.ts';
import { IssueCaptcha } from '../../../src/identity/application/issue-captcha.ts';
import { IssueSetupCode } from '../../../src/identity/application/issue-setup-code.ts';
import { LogIn, type LogInCommand } from '../../../src/identity/application/log-in.ts';
import { LogOut } from '../../../src/identity/application/log-out.ts';
import { otpCodeHash } from '../../../src/identity/domain/one-time-password.ts';
import { SendOtp } from '../../../src/identity/application/send-otp.ts';
import { SetPassword } from '../../../src/identity/application/set-password.ts';
import { VerifyCaptcha } from '../../../src/identity/application/verify-captcha.ts';
import { VerifyOtp } from '../../../src/identity/application/verify-otp.ts';
import { LOGIN_POLICY, OTP_POLICY, SESSION_POLICY } from '../../../src/identity/domain/auth-policy.ts';
import { CAPTCHA_TTL_MS } from '../../../src/identity/domain/captcha-challenge.ts';
import type { Employee } from '../../../src/identity/domain/employee.ts';
import { OneTimePassword, type OtpPurpose } from '../../../src/identity/domain/one-time-password.ts';
import { UserSession } from '../../../src/identity/domain/user-session.ts';
import { failureOf } from '../../support/refusal.ts';
import { fill, MESSAGES, plural } from '#contract/messages.ts';
import { DAY, FakeClock, HOUR, MINUTE, SECOND } from '../../support/fake-clock.ts';
import {
  FakeCaptchaImages,
  FakePasswordHasher,
  FakeServerCrypto,
  InMemoryCaptchas,
  InMemoryEmployees,
  InMemoryOtps,
  InMemorySessions,
  InMemoryUnitOfWork,
  RecordingAuditLog,
  RecordingOutbox,
  employee,
} from './in-memory-identity.ts';
import { mailNotifier } from '../support/mail-notifier.ts';

const DOMAIN = 'example.com';
const PUBLIC_URL = 'http://vms.test';

const world = () => {
  const person = employee(`person@${DOMAIN}`, { role: 'Manager', passwordHash: 'hash:Right' });
  const employees = new InMemoryEmployees(person);
  const otps = new InMemoryOtps();
  const sessions = new InMemorySessions();
  const captchas = new InMemoryCaptchas();
  const outbox = new RecordingOutbox();
  const audit = new RecordingAuditLog();
  const clock = new FakeClock();
  const crypto = new FakeServerCrypto();
  const passwords = new FakePasswordHasher();
  const unitOfWork = new InMemoryUnitOfWork(employees, otps, sessions, outbox, audit);
  const issueCaptcha = new IssueCaptcha(captchas, new FakeCaptchaImages(), crypto, clock, unitOfWork, 'AB12');
  const verifyCaptcha = new VerifyCaptcha(captchas, crypto, clock);
  const authenticator = new AuthenticateSession(sessions, crypto, clock);
  const logIn = new LogIn(employees, sessions, passwords, verifyCaptcha, crypto, audit, clock, unitOfWork);
  const attempt = async (password: string, email = person.email, overrides: Partial<LogInCommand> = {}) => {
    const { captchaId } = await issueCaptcha.execute();
    return logIn.execute({ email, password, captchaId, captcha: 'ab12', ip: '10.0.0.1', userAgent: 'test', ...overrides });
  };
  return { person, employees, otps, sessions, captchas, outbox, audit, clock, crypto, passwords, unitOfWork, issueCaptcha, verifyCaptcha, authenticator, logIn, attempt };
};

describe(`${IssueCaptcha.name} and ${VerifyCaptcha.name}`, () => {
  it('should keep only the answer\'s hash, and take a right answer (any case, spaces around) once', async () => {
    const { issueCaptcha, verifyCaptcha, captchas, clock } = world();
    const issued = await issueCaptcha.execute();
    expect(issued.image).toBe('data:image/svg+xml,AB12');
    expect(captchas.rows).toHaveLength(1);
    expect(captchas.rows[0]).toMatchObject({ id: issued.captchaId, expiresAt: new Date(clock.now().getTime() + CAPTCHA_TTL_MS) });
    expect(captchas.rows[0]!.answerHash).not.toContain('AB12');
    expect(await verifyCaptcha.execute(issued.captchaId, ' ab12 ')).toBe(true);
    expect(await verifyCaptcha.execute(issued.captchaId, 'AB12')).toBe(false);
  });

  it('should use a captcha up on a wrong answer too, and refuse an expired or empty one', async () => {
    const { issueCaptcha, verifyCaptcha, clock } = world();
    const wrong = await issueCaptcha.execute();
    expect(await verifyCaptcha.execute(wrong.captchaId, 'XY99')).toBe(false);
    expect(await verifyCaptcha.execute(wrong.captchaId, 'AB12')).toBe(false);
    const late = await issueCaptcha.execute();
    clock.advance(CAPTCHA_TTL_MS);
    expect(await verifyCaptcha.execute(late.captchaId, 'AB12')).toBe(false);
    expect(await verifyCaptcha.execute('', 'AB12')).toBe(false);
    expect(await verifyCaptcha.execute('unknown', '')).toBe(false);
  });
});

describe(LogIn.name, () => {
  it('should start a session, replacing any other of the same person, and audit it', async () => {
    const { attempt, person, sessions, audit, clock, crypto } = world();
    const first = await attempt('Right');
    const second = await attempt('Right');
    expect(sessions.rows).toEqual([second.session]);
    expect(second.session).toMatchObject({
      employee: person,
      tokenHash: crypto.keyedHash('session', second.token),
      createdAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + SESSION_POLICY.absoluteLifetime),
      ip: '10.0.0.1',
    });
    expect(second.session.tokenHash).not.toBe(first.session.tokenHash);
    expect(audit.entries.map((entry) => [entry.action, entry.details?.['replacedSessions']])).toEqual([
      ['session.started', 0],
      ['session.started', 1],
    ]);
  });

  it('should refuse a wrong captcha without looking at the password', async () => {
    const { attempt, person, audit } = world();
    expect(await failureOf(attempt('Wrong', person.email, { captcha: 'ZZ99' }))).toMatchObject({ kind: 'invalid_captcha', message: MESSAGES.login.invalidCaptcha });
    expect(person.failedLoginCount).toBe(0);
    expect(audit.entries).toEqual([]);
  });

  it('should answer an unknown address and a wrong password alike, counting only the wrong password', async () => {
    const { attempt, person, audit } = world();
    expect(await failureOf(attempt('Right', `nobody@${DOMAIN}`))).toMatchObject({ kind: 'not_authenticated', message: MESSAGES.login.invalidCredentials });
    expect(await failureOf(attempt('Wrong'))).toMatchObject({ kind: 'not_authenticated', message: MESSAGES.login.invalidCredentials });
    expect(person.failedLoginCount).toBe(1);
    expect(audit.entries).toEqual([
      { actor: { type: 'employee', id: person.id, label: person.email }, action: 'employee.login_failed', subjectType: 'employee', subjectId: person.email, details: { ip: '10.0.0.1', lockoutMinutes: undefined } },
    ]);
  });

  it(`should lock the account on wrong password number ${LOGIN_POLICY.maxFailures}, refuse even the right one, then let it in once the lockout is over`, async () => {
    const { attempt, audit, clock, sessions } = world();
    for (let i = 0; i < LOGIN_POLICY.maxFailures; i += 1) await failureOf(attempt('Wrong'));
    expect(audit.entries.at(-1)).toMatchObject({ action: 'employee.locked_out', details: { lockoutMinutes: LOGIN_POLICY.lockout / MINUTE } });
    const minutes = LOGIN_POLICY.lockout / MINUTE;
    expect(await failureOf(attempt('Right'))).toMatchObject({
      kind: 'rate_limited',
      message: fill(MESSAGES.login.lockedOut, { wait: plural(minutes, 'minute') }),
      details: { retryAfterSeconds: minutes * 60 },
    });
    clock.advance(LOGIN_POLICY.lockout - MINUTE);
    expect(await failureOf(attempt('Right'))).toMatchObject({ message: fill(MESSAGES.login.lockedOut, { wait: plural(1, 'minute') }) });
    clock.advance(MINUTE);
    await attempt('Right');
    expect(sessions.rows).toHaveLength(1);
  });

  it('should tell a pending, a disabled and a first-login account why, whatever the password', async () => {
    const { attempt, employees, clock } = world();
    const pending = employee(`pending@${DOMAIN}`, { approved: false });
    const disabled = employee(`disabled@${DOMAIN}`);
    disabled.disable(clock.now());
    const first = employee(`first@${DOMAIN}`, { passwordHash: null });
    employees.rows.push(pending, disabled, first);
    expect(await failureOf(attempt('Right', pending.email))).toMatchObject({ kind: 'approval_pending', message: MESSAGES.status.pending });
    expect(await failureOf(attempt('Wrong', disabled.email))).toMatchObject({ kind: 'forbidden', message: MESSAGES.login.accountDisabled });
    expect(await failureOf(attempt('Right', first.email))).toMatchObject({ kind: 'forbidden', message: MESSAGES.login.firstLogin });
    expect(disabled.failedLoginCount).toBe(0);
  });
});

describe(AuthenticateSession.name, () => {
  const signedIn = async () => {
    const w = world();
    const { token, session } = await w.attempt('Right');
    return { ...w, token, session };
  };

  it('should turn the cookie into the caller, moving last_seen_at at most every touch interval', async () => {
    const { authenticator, token, session, person, clock } = await signedIn();
    expect(await authenticator.authenticate(token, true)).toEqual({ sessionId: session.id, employeeId: person.id, email: person.email, name: person.name, role: 'manager', siteIds: [person.homeSiteId], homeSiteId: person.homeSiteId });
    const started = session.lastSeenAt;
    clock.advance(SESSION_POLICY.touchInterval - 1);
    await authenticator.authenticate(token, true);
    expect(session.lastSeenAt).toEqual(started);
    clock.advance(1);
    await authenticator.authenticate(token, false);
    expect(session.lastSeenAt).toEqual(started);
    await authenticator.authenticate(token, true);
    expect(session.lastSeenAt).toEqual(clock.now());
  });

  it('should refuse no cookie, an over-long one and an unknown one', async () => {
    const { authenticator } = await signedIn();
    for (const token of [undefined, '', 'x'.repeat(201)]) {
      expect(await failureOf(authenticator.authenticate(token, true))).toMatchObject({ kind: 'not_authenticated', message: MESSAGES.http.notAuthenticated });
    }
    expect(await failureOf(authenticator.authenticate('unknown', true))).toMatchObject({ kind: 'session_destroyed', message: MESSAGES.session.destroyed });
  });

  it('should end a session idle for the timeout, or whose person was disabled', async () => {
    const idle = await signedIn();
    idle.clock.advance(SESSION_POLICY.idleTimeout);
    expect(await failureOf(idle.authenticator.authenticate(idle.token, true))).toMatchObject({ kind: 'session_destroyed', message: MESSAGES.session.destroyed });
    expect(idle.sessions.rows).toEqual([]);

    const disabled = await signedIn();
    disabled.person.disable(disabled.clock.now());
    expect(await failureOf(disabled.authenticator.authenticate(disabled.token, true))).toMatchObject({ kind: 'session_destroyed' });
    expect(disabled.sessions.rows).toEqual([]);
  });

  it('should judge a session at the time the call came, not by a clock that moved on while its row was read', async () => {
    const { authenticator, token, session, sessions, clock } = await signedIn();
    clock.advance(SESSION_POLICY.idleTimeout - MINUTE);
    // The row answers two minutes after it was asked for, as it was when asked: idle 9 minutes then.
    const read = sessions.findByTokenHash.bind(sessions);
    sessions.findByTokenHash = async (tokenHash) => {
      const found = await read(tokenHash);
      clock.advance(2 * MINUTE);
      return found;
    };
    expect(await authenticator.authenticate(token, false)).toMatchObject({ sessionId: session.id });
    expect(sessions.rows).toEqual([session]);
    // Asked again now, 11 minutes after the last activity, it is over.
    expect(await failureOf(authenticator.authenticate(token, false))).toMatchObject({ kind: 'session_destroyed' });
    expect(sessions.rows).toEqual([]);
  });

  it('should refuse a session whose designation is no role', async () => {
    const { authenticator, token, person } = await signedIn();
    person.designation.name = 'Contractor';
    expect(await failureOf(authenticator.authenticate(token, true))).toMatchObject({ kind: 'session_destroyed', message: MESSAGES.session.destroyed });
  });
});

describe(CheckSession.name, () => {
  it('should say the session is active for its own e-mail, and destroyed otherwise, without counting as activity', async () => {
    const { authenticator, attempt, person, clock } = world();
    const { token, session } = await attempt('Right');
    const check = new CheckSession(authenticator);
    clock.advance(SESSION_POLICY.touchInterval);
    expect(await check.execute(token, ` ${person.email.toUpperCase()} `)).toEqual({ message: MESSAGES.session.active });
    expect(session.lastSeenAt).toEqual(session.createdAt);
    expect(await failureOf(check.execute(token, `other@${DOMAIN}`))).toMatchObject({ kind: 'session_destroyed', message: MESSAGES.session.destroyed });
    // No cookie at all is also "destroyed" to the SPA's periodic check.
    expect(await failureOf(check.execute(undefined, person.email))).toMatchObject({ kind: 'session_destroyed', message: MESSAGES.session.destroyed });
  });
});

describe(LogOut.name, () => {
  it('should end the cookie\'s own session, and audit it', async () => {
    const { authenticator, attempt, sessions, audit, unitOfWork, person } = world();
    const { token, session } = await attempt('Right');
    const logOut = new LogOut(authenticator, sessions, audit, unitOfWork);
    expect(await logOut.execute(token)).toEqual({ message: MESSAGES.session.loggedOut });
    expect(sessions.rows).toEqual([]);
    expect(audit.entries.at(-1)).toEqual({ actor: { type: 'employee', id: person.id, label: person.email }, action: 'session.ended', subjectType: 'session', subjectId: session.id });
    // Already gone: not an error, and nothing more is audited.
    expect(await logOut.execute(token)).toEqual({ message: MESSAGES.session.loggedOut });
    expect(audit.actions().filter((action) => action === 'session.ended')).toHaveLength(1);
  });
});

describe(SendOtp.name, () => {
  const setUp = () => {
    const w = world();
    return { ...w, send: new SendOtp(w.otps, w.employees, mailNotifier(w.outbox), w.crypto, w.clock, w.unitOfWork) };
  };

  it('should mail a fresh code for a new address, keeping only its hash', async () => {
    const { send, otps, outbox, clock, unitOfWork, crypto } = setUp();
    expect(await send.execute(`New@${DOMAIN}`, 'register')).toEqual({ message: MESSAGES.otp.sent });
    const code = crypto.randomDigits(OTP_POLICY.length);
    expect(otps.rows).toHaveLength(1);
    expect(otps.rows[0]).toMatchObject({ email: `new@${DOMAIN}`, purpose: 'register', createdAt: clock.now(), expiresAt: new Date(clock.now().getTime() + OTP_POLICY.validFor) });
    expect(otps.rows[0]!.codeHash).toBe(otpCodeHash(crypto, `new@${DOMAIN}`, 'register', code));
    expect(outbox.mails).toHaveLength(1);
    expect(outbox.mails[0]).toMatchObject({ to: [`New@${DOMAIN}`], subject: 'Your Visitor Desk verification code' });
    expect(outbox.mails[0]!.subject).not.toContain(code);
    expect(outbox.mails[0]!.text).toContain(`: ${code}`);
    expect(outbox.mails[0]!.text).toContain(`valid for ${OTP_POLICY.validFor / MINUTE} minutes`);
    expect(unitOfWork.locked).toEqual([`otp:new@${DOMAIN}`]);
  });

  it('should refuse a registration code for a registered address, and a reset code for an unknown, pending or disabled one', async () => {
    const { send, employees, person, clock, outbox } = setUp();
    const pending = employee(`pending@${DOMAIN}`, { approved: false });
    const disabled = employee(`disabled@${DOMAIN}`);
    disabled.disable(clock.now());
    employees.rows.push(pending, disabled);
    expect(await failureOf(send.execute(person.email, 'register'))).toMatchObject({ kind: 'conflict', message: MESSAGES.registration.alreadyRegistered });
    expect(await failureOf(send.execute(`nobody@${DOMAIN}`, 'reset'))).toMatchObject({ kind: 'not_found', message: MESSAGES.password.userNotFound });
    expect(await failureOf(send.execute(pending.email, 'reset'))).toMatchObject({ kind: 'approval_pending', message: MESSAGES.status.pending });
    expect(await failureOf(send.execute(disabled.email, 'reset'))).toMatchObject({ kind: 'forbidden', message: MESSAGES.login.accountDisabled });
    expect(outbox.mails).toEqual([]);
    await send.execute(person.email, 'reset');
    expect(outbox.mails).toHaveLength(1);
  });

  it(`should make the address wait ${OTP_POLICY.resendCooldown / SECOND} seconds between codes, saying how long`, async () => {
    const { send, clock, otps } = setUp();
    await send.execute(`new@${DOMAIN}`, 'register');
    clock.advance(OTP_POLICY.resendCooldown - 18 * SECOND - 500);
    expect(await failureOf(send.execute(`new@${DOMAIN}`, 'register'))).toMatchObject({
      kind: 'rate_limited',
      message: fill(MESSAGES.otp.cooldown, { seconds: 19 }),
      details: { retryAfterSeconds: 19 },
    });
    expect(otps.rows).toHaveLength(1);
    clock.advance(18 * SECOND + 500);
    await send.execute(`new@${DOMAIN}`, 'register');
    expect(otps.rows).toHaveLength(2);
  });

  it(`should send at most ${OTP_POLICY.maxSendsPerHour} codes an hour to an address`, async () => {
    const { send, clock, outbox } = setUp();
    for (let i = 0; i < OTP_POLICY.maxSendsPerHour; i += 1) {
      await send.execute(`new@${DOMAIN}`, 'register');
      clock.advance(OTP_POLICY.resendCooldown);
    }
    expect(await failureOf(send.execute(`new@${DOMAIN}`, 'register'))).toMatchObject({ kind: 'rate_limited', message: MESSAGES.otp.hourlyLimit, details: { retryAfterSeconds: 3600 } });
    expect(outbox.mails).toHaveLength(OTP_POLICY.maxSendsPerHour);
    // An hour and a millisecond after the first code, it no longer counts.
    clock.advance(HOUR - OTP_POLICY.maxSendsPerHour * OTP_POLICY.resendCooldown + 1);
    await send.execute(`new@${DOMAIN}`, 'register');
    expect(outbox.mails).toHaveLength(OTP_POLICY.maxSendsPerHour + 1);
  });
});

describe(VerifyOtp.name, () => {
  const setUp = (purpose: OtpPurpose = 'register') => {
    const w = world();
    const email = `new@${DOMAIN}`;
    const code = '123456';
    const otp = new OneTimePassword({
      email,
      purpose,
      codeHash: w.crypto.keyedHash('otp', `${email}|${purpose}|${code}`),
      createdAt: w.clock.now(),
      expiresAt: new Date(w.clock.now().getTime() + OTP_POLICY.validFor),
    });
    w.otps.add(otp);
    return { ...w, email, code, otp, verify: new VerifyOtp(w.otps, w.crypto, w.clock, w.unitOfWork) };
  };

  it('should mark the right code verified, with the wording of each purpose', async () => {
    const registration = setUp('register');
    expect(await registration.verify.execute(registration.email, registration.code, 'register')).toEqual({ message: MESSAGES.otp.verifiedRegistration });
    expect(registration.otp.verifiedAt).toEqual(registration.clock.now());
    const reset = setUp('reset');
    expect(await reset.verify.execute(reset.email, reset.code, 'reset')).toEqual({ message: MESSAGES.otp.verifiedReset });
  });

  it('should count a wrong code, and end the code on the last try allowed', async () => {
    const { verify, email, code, otp } = setUp();
    for (let i = 1; i < OTP_POLICY.maxWrongAttempts; i += 1) {
      expect(await failureOf(verify.execute(email, '000000', 'register'))).toMatchObject({ kind: 'invalid_otp', message: MESSAGES.otp.invalid });
    }
    expect(otp.failedAttempts).toBe(OTP_POLICY.maxWrongAttempts - 1);
    expect(await failureOf(verify.execute(email, '000000', 'register'))).toMatchObject({ kind: 'invalid_otp', message: MESSAGES.otp.tooManyAttempts });
    // The right code no longer helps.
    expect(await failureOf(verify.execute(email, code, 'register'))).toMatchObject({ kind: 'invalid_otp', message: MESSAGES.otp.tooManyAttempts });
    expect(otp.verifiedAt).toBeNull();
  });

  it('should use the reset form\'s wording for a wrong reset code', async () => {
    const { verify, email } = setUp('reset');
    expect(await failureOf(verify.execute(email, '000000', 'reset'))).toMatchObject({ kind: 'invalid_otp', message: MESSAGES.otp.invalidReset });
  });

  it('should refuse an expired code, a code already verified, and an address with no code', async () => {
    const { verify, email, code, clock } = setUp();
    clock.advance(OTP_POLICY.validFor);
    expect(await failureOf(verify.execute(email, code, 'register'))).toMatchObject({ kind: 'expired', message: MESSAGES.otp.expired });
    const again = setUp();
    await again.verify.execute(again.email, again.code, 'register');
    expect(await failureOf(again.verify.execute(again.email, again.code, 'register'))).toMatchObject({ kind: 'invalid_otp', message: MESSAGES.otp.invalid });
    expect(await failureOf(again.verify.execute(`nobody@${DOMAIN}`, again.code, 'register'))).toMatchObject({ kind: 'invalid_otp', message: MESSAGES.otp.invalid });
  });
});

describe(`${SetPassword.name} and ${IssueSetupCode.name}`, () => {
  const setUp = () => {
    const w = world();
    const setPassword = new SetPassword(w.employees, w.otps, w.sessions, w.passwords, w.crypto, w.audit, w.clock, w.unitOfWork);
    const issueSetupCode = new IssueSetupCode(w.otps, w.crypto, w.clock, w.unitOfWork, PUBLIC_URL);
    /** A reset code for `someone`, verified `ago` ago. */
    const verifiedReset = (someone: Employee, ago = MINUTE): OneTimePassword => {
      const now = w.clock.now().getTime();
      const otp = new OneTimePassword({ email: someone.email, purpose: 'reset', codeHash: `h${w.otps.rows.length}`, createdAt: new Date(now - ago), expiresAt: new Date(now - ago + OTP_POLICY.validFor) });
      otp.markVerified(new Date(now - ago));
      w.otps.add(otp);
      return otp;
    };
    return { ...w, setPassword, issueSetupCode, verifiedReset };
  };

  it('should reset a password with a verified code, use the code up, end every session and audit it', async () => {
    const { setPassword, verifiedReset, person, sessions, audit, clock, attempt } = setUp();
    await attempt('Right');
    const proof = verifiedReset(person);
    expect(await setPassword.execute({ email: person.email, password: 'New' })).toEqual({ message: MESSAGES.password.set });
    expect(person).toMatchObject({ passwordHash: 'hash:New', passwordSetAt: clock.now() });
    expect(proof.consumedAt).toEqual(clock.now());
    expect(sessions.rows).toEqual([]);
    expect(audit.entries.at(-1)).toEqual({
      actor: { type: 'employee', id: person.id, label: person.email },
      action: 'employee.password_reset',
      subjectType: 'employee',
      subjectId: person.email,
      details: { via: 'reset', endedSessions: 1 },
    });
    expect(await failureOf(setPassword.execute({ email: person.email, password: 'Again' }))).toMatchObject({ kind: 'forbidden', message: MESSAGES.otp.notVerified });
    expect(person.passwordHash).toBe('hash:New');
  });

  it('should refuse without a proof, with a stale or someone else\'s proof', async () => {
    const { setPassword, verifiedReset, person, employees } = setUp();
    expect(await failureOf(setPassword.execute({ email: person.email, password: 'New' }))).toMatchObject({ kind: 'forbidden', message: MESSAGES.otp.notVerified });
    verifiedReset(person, OTP_POLICY.verifiedUsableFor + 1);
    expect(await failureOf(setPassword.execute({ email: person.email, password: 'New' }))).toMatchObject({ kind: 'forbidden', message: MESSAGES.otp.notVerified });
    const other = employee(`other@${DOMAIN}`);
    employees.rows.push(other);
    verifiedReset(other);
    expect(await failureOf(setPassword.execute({ email: person.email, password: 'New' }))).toMatchObject({ kind: 'forbidden', message: MESSAGES.otp.notVerified });
    expect(person.passwordHash).toBe('hash:Right');
  });

  it('should refuse an unknown, pending or disabled account', async () => {
    const { setPassword, verifiedReset, employees, clock } = setUp();
    const pending = employee(`pending@${DOMAIN}`, { approved: false });
    const disabled = employee(`disabled@${DOMAIN}`);
    disabled.disable(clock.now());
    employees.rows.push(pending, disabled);
    verifiedReset(pending);
    verifiedReset(disabled);
    expect(await failureOf(setPassword.execute({ email: `nobody@${DOMAIN}`, password: 'New' }))).toMatchObject({ kind: 'not_found', message: MESSAGES.password.userNotFound });
    expect(await failureOf(setPassword.execute({ email: pending.email, password: 'New' }))).toMatchObject({ kind: 'approval_pending', message: MESSAGES.status.pending });
    expect(await failureOf(setPassword.execute({ email: disabled.email, password: 'New' }))).toMatchObject({ kind: 'forbidden', message: MESSAGES.login.accountDisabled });
  });

  it('should let an account added at the CLI set its first password with the printed set-up code, once, within its validity', async () => {
    const { setPassword, issueSetupCode, employees, otps, audit, clock, crypto } = setUp();
    const added = employee(`added@${DOMAIN}`, { passwordHash: null });
    employees.rows.push(added);
    const { code, link, expiresAt } = await issueSetupCode.execute(added.email);
    expect(expiresAt).toEqual(new Date(clock.now().getTime() + OTP_POLICY.setupCodeValidFor));
    expect(new URL(link).pathname).toBe('/Forgotpassword');
    expect(Object.fromEntries(new URL(link).searchParams)).toEqual({ email: added.email, setup: code });
    expect(otps.rows[0]).toMatchObject({ purpose: 'setup', email: added.email });
    expect(otps.rows[0]!.codeHash).toBe(otpCodeHash(crypto, added.email, 'setup', code));

    expect(await failureOf(setPassword.execute({ email: added.email, password: 'New', setupToken: 'not-the-code' }))).toMatchObject({ kind: 'forbidden', message: MESSAGES.otp.notVerified });
    clock.advance(OTP_POLICY.setupCodeValidFor - 1);
    await setPassword.execute({ email: added.email, password: 'First', setupToken: code });
    expect(added.isFirstLogin()).toBe(false);
    expect(audit.entries.at(-1)).toMatchObject({ action: 'employee.first_password_set', details: { via: 'setup', endedSessions: 0 } });
    expect(await failureOf(setPassword.execute({ email: added.email, password: 'Second', setupToken: code }))).toMatchObject({ kind: 'forbidden', message: MESSAGES.otp.notVerified });
  });

  it('should refuse a set-up code after its validity', async () => {
    const { setPassword, issueSetupCode, employees, clock } = setUp();
    const added = employee(`added@${DOMAIN}`, { passwordHash: null });
    employees.rows.push(added);
    const { code } = await issueSetupCode.execute(added.email);
    clock.advance(OTP_POLICY.setupCodeValidFor);
    expect(await failureOf(setPassword.execute({ email: added.email, password: 'First', setupToken: code }))).toMatchObject({ kind: 'forbidden', message: MESSAGES.otp.notVerified });
    expect(added.isFirstLogin()).toBe(true);
  });
});

describe(IdentityHousekeeping.name, () => {
  it('should clear expired captchas, codes older than a day (set-up codes a day after they expired) and sessions that are over', async () => {
    const { captchas, otps, sessions, clock, issueCaptcha, person } = world();
    const housekeeping = new IdentityHousekeeping(captchas, otps, sessions, clock);
    await issueCaptcha.execute();
    clock.advance(CAPTCHA_TTL_MS);
    const { captchaId: fresh } = await issueCaptcha.execute();
    const now = clock.now().getTime();
    const code = (purpose: OtpPurpose, createdAgo: number, expiresIn: number) =>
      new OneTimePassword({ email: person.email, purpose, codeHash: `${purpose}${createdAgo}`, createdAt: new Date(now - createdAgo), expiresAt: new Date(now + expiresIn) });
    const session = (id: string, lastSeenAgo: number, expiresIn: number) => {
      const made = new UserSession({ id, tokenHash: id, employee: person, createdAt: new Date(now - DAY / 4), expiresAt: new Date(now + expiresIn), ip: null, userAgent: null });
      made.lastSeenAt = new Date(now - lastSeenAgo);
      return made;
    };
    otps.add(code('register', DAY + 1, -DAY));
    otps.add(code('register', DAY - 1, -DAY));
    otps.add(code('setup', DAY + 1, DAY));
    otps.add(code('setup', 2 * DAY, -DAY / 2));
    otps.add(code('setup', 3 * DAY, -DAY - 1));
    sessions.add(session('idle', SESSION_POLICY.idleTimeout, DAY));
    sessions.add(session('expired', 0, 0));
    sessions.add(session('live', SESSION_POLICY.idleTimeout - 1, 1));
    expect(await housekeeping.execute()).toEqual({ captchas: 1, otps: 2, sessions: 2 });
    expect(captchas.rows.map((row) => row.id)).toEqual([fresh]);
    expect(otps.rows.map((row) => row.codeHash)).toEqual([`register${DAY - 1}`, `setup${DAY + 1}`, `setup${2 * DAY}`]);
    expect(sessions.rows.map((row) => row.id)).toEqual(['live']);
  });
});
