import { describe, expect, it } from 'vitest';
import { LOGIN_POLICY, OTP_POLICY, SESSION_POLICY } from '../../../src/identity/domain/auth-policy.ts';
import { captchaAnswerHash } from '../../../src/identity/domain/captcha-challenge.ts';
import { Designation } from '../../../src/identity/domain/designation.ts';
import { Employee, EMPLOYEE_STATUS, reportingLineProblem } from '../../../src/identity/domain/employee.ts';
import { OneTimePassword, otpCodeHash, type OtpPurpose } from '../../../src/identity/domain/one-time-password.ts';
import { SessionHolderFacts, sessionTokenHash, UserSession } from '../../../src/identity/domain/user-session.ts';
import { MINUTE, SECOND } from '../../support/fake-clock.ts';

const START = new Date('2026-11-20T09:00:00Z');
const at = (ms: number): Date => new Date(START.getTime() + ms);

const person = (role = 'Employee', email = 'Some.One@Example.com'): Employee =>
  new Employee({ empId: 'E0001', name: 'Some One', email, phone: null, designation: new Designation(role), manager: null, createdAt: START });

/** An approved employee with a password, as most rules start from. */
const active = (role = 'Employee'): Employee => {
  const made = person(role);
  made.approve(null, START);
  made.setPassword('hash', START);
  return made;
};

describe(Designation.name, () => {
  it('should give the role its lowercased, trimmed name, and none for an unknown title', () => {
    expect(new Designation('Manager').role()).toBe('manager');
    expect(new Designation(' SECURITY ').role()).toBe('security');
    expect(new Designation('Janitor').role()).toBeNull();
  });
});

describe(Employee.name, () => {
  describe('a new registration', () => {
    it('should be pending, without a password, enabled, with the e-mail lowercased', () => {
      const someone = person();
      expect(someone.email).toBe('some.one@example.com');
      expect(someone.status).toBe(EMPLOYEE_STATUS.pending);
      expect(someone.isPending()).toBe(true);
      expect(someone.isFirstLogin()).toBe(false);
      expect(someone.isDisabled()).toBe(false);
      expect(someone.passwordHash).toBeNull();
      expect(someone.lockoutMinutesLeft(START)).toBe(0);
    });

    it('should take its role from its designation', () => {
      expect(person('Admin').role()).toBe('admin');
      expect(person('Contractor').role()).toBeNull();
    });
  });

  describe('approval and the first password', () => {
    it('should be "First Login" once approved, until a password is set', () => {
      const someone = person();
      someone.approve(7, at(MINUTE));
      expect(someone).toMatchObject({ status: EMPLOYEE_STATUS.approved, approvedAt: at(MINUTE), approvedById: 7 });
      expect(someone.isPending()).toBe(false);
      expect(someone.isFirstLogin()).toBe(true);
      someone.setPassword('scrypt-hash', at(2 * MINUTE));
      expect(someone).toMatchObject({ passwordHash: 'scrypt-hash', passwordSetAt: at(2 * MINUTE) });
      expect(someone.isFirstLogin()).toBe(false);
    });

    it('should record an approval by IT staff (no approver id)', () => {
      const someone = person();
      someone.approve(null, START);
      expect(someone.approvedById).toBeNull();
      expect(someone.isPending()).toBe(false);
    });

    it('should not count a password set before approval as a first login', () => {
      const someone = person();
      someone.setPassword('hash', START);
      expect(someone.isPending()).toBe(true);
      expect(someone.isFirstLogin()).toBe(false);
    });
  });

  describe('the login lockout (docs/product/identity.md ID-SIGNIN-06)', () => {
    it(`should lock on failure number ${LOGIN_POLICY.maxFailures} within the window, and say that this failure locked it`, () => {
      const someone = active();
      const locked = Array.from({ length: LOGIN_POLICY.maxFailures }, (_, i) => someone.recordFailedLogin(at(i * SECOND)));
      expect(locked).toEqual([...Array<boolean>(LOGIN_POLICY.maxFailures - 1).fill(false), true]);
      const lockedAt = at((LOGIN_POLICY.maxFailures - 1) * SECOND);
      expect(someone.lockedUntil).toEqual(new Date(lockedAt.getTime() + LOGIN_POLICY.lockout));
      expect(someone.lockoutMinutesLeft(lockedAt)).toBe(LOGIN_POLICY.lockout / MINUTE);
      // The count starts again: a lockout is not followed by an instant second one.
      expect(someone.failedLoginCount).toBe(0);
      expect(someone.failedLoginWindowStart).toBeNull();
    });

    it('should round the minutes left up, and end the lockout exactly when it runs out', () => {
      const someone = active();
      for (let i = 0; i < LOGIN_POLICY.maxFailures; i += 1) someone.recordFailedLogin(START);
      const end = START.getTime() + LOGIN_POLICY.lockout;
      expect(someone.lockoutMinutesLeft(new Date(end - MINUTE - 1))).toBe(2);
      expect(someone.lockoutMinutesLeft(new Date(end - MINUTE))).toBe(1);
      expect(someone.lockoutMinutesLeft(new Date(end - 1))).toBe(1);
      expect(someone.lockoutMinutesLeft(new Date(end))).toBe(0);
      expect(someone.lockoutMinutesLeft(new Date(end + MINUTE))).toBe(0);
    });

    it('should count failures in a window that starts at the first one: an older first failure starts a new count', () => {
      const someone = active();
      for (let i = 0; i < LOGIN_POLICY.maxFailures - 1; i += 1) expect(someone.recordFailedLogin(START)).toBe(false);
      // Exactly at the end of the window the old failures still count...
      expect(someone.recordFailedLogin(at(LOGIN_POLICY.failureWindow))).toBe(true);

      const later = active();
      for (let i = 0; i < LOGIN_POLICY.maxFailures - 1; i += 1) later.recordFailedLogin(START);
      // ...a millisecond after, they do not: this failure is the first of a new window.
      expect(later.recordFailedLogin(at(LOGIN_POLICY.failureWindow + 1))).toBe(false);
      expect(later.failedLoginCount).toBe(1);
      expect(later.failedLoginWindowStart).toEqual(at(LOGIN_POLICY.failureWindow + 1));
      expect(later.lockoutMinutesLeft(at(LOGIN_POLICY.failureWindow + 1))).toBe(0);
    });

    it('should forget the failures and any lockout on a successful login', () => {
      const someone = active();
      for (let i = 0; i < LOGIN_POLICY.maxFailures - 1; i += 1) someone.recordFailedLogin(START);
      someone.recordSuccessfulLogin();
      expect(someone).toMatchObject({ failedLoginCount: 0, failedLoginWindowStart: null, lockedUntil: null });
      expect(someone.recordFailedLogin(at(SECOND))).toBe(false);
    });

    it('should end a lockout when a new password is set', () => {
      const someone = active();
      for (let i = 0; i < LOGIN_POLICY.maxFailures; i += 1) someone.recordFailedLogin(START);
      expect(someone.lockoutMinutesLeft(START)).toBeGreaterThan(0);
      someone.setPassword('new-hash', at(MINUTE));
      expect(someone.lockoutMinutesLeft(at(MINUTE))).toBe(0);
      expect(someone).toMatchObject({ failedLoginCount: 0, failedLoginWindowStart: null, lockedUntil: null, passwordHash: 'new-hash' });
    });
  });

  describe('disabling', () => {
    it('should disable an account and keep the rest of its state', () => {
      const someone = active();
      someone.disable(at(MINUTE));
      expect(someone.isDisabled()).toBe(true);
      expect(someone.disabledAt).toEqual(at(MINUTE));
      expect(someone.status).toBe(EMPLOYEE_STATUS.approved);
    });
  });
});

describe(reportingLineProblem.name, () => {
  it('should need a manager', () => {
    expect(reportingLineProblem('employee', null)).toBe('missing');
    expect(reportingLineProblem('admin', null)).toBe('missing');
  });

  it('should accept an approved, enabled manager or admin as the manager of an employee', () => {
    expect(reportingLineProblem('employee', active('Manager'))).toBeNull();
    expect(reportingLineProblem('employee', active('Admin'))).toBeNull();
    expect(reportingLineProblem('security', active('Manager'))).toBeNull();
    expect(reportingLineProblem('manager', active('Admin'))).toBeNull();
  });

  it('should refuse as manager an employee, the desk, a pending or a disabled manager', () => {
    expect(reportingLineProblem('employee', active('Employee'))).toBe('not_a_manager');
    expect(reportingLineProblem('employee', active('Security'))).toBe('not_a_manager');
    expect(reportingLineProblem('employee', active('Janitor'))).toBe('not_a_manager');
    expect(reportingLineProblem('employee', person('Manager'))).toBe('not_a_manager');
    const disabled = active('Manager');
    disabled.disable(START);
    expect(reportingLineProblem('employee', disabled)).toBe('not_a_manager');
  });

  it('should have an admin report to an admin only', () => {
    expect(reportingLineProblem('admin', active('Manager'))).toBe('admin_needs_admin');
    expect(reportingLineProblem('admin', active('Admin'))).toBeNull();
  });
});

describe(OneTimePassword.name, () => {
  const code = (purpose: OtpPurpose = 'register', validFor: number = OTP_POLICY.validFor) =>
    new OneTimePassword({ email: 'New@Example.com', purpose, codeHash: 'h', createdAt: START, expiresAt: at(validFor) });

  it('should keep the address lowercased and start unverified, unused, with no wrong tries', () => {
    expect(code()).toMatchObject({ email: 'new@example.com', failedAttempts: 0, verifiedAt: null, consumedAt: null });
  });

  it('should expire at its expiry instant, not a millisecond before', () => {
    const otp = code();
    expect(otp.isExpired(at(OTP_POLICY.validFor - 1))).toBe(false);
    expect(otp.isExpired(at(OTP_POLICY.validFor))).toBe(true);
  });

  it(`should be used up by wrong try number ${OTP_POLICY.maxWrongAttempts}, and say it was that one`, () => {
    const otp = code();
    const exhausted = Array.from({ length: OTP_POLICY.maxWrongAttempts }, () => otp.recordWrongAttempt());
    expect(exhausted).toEqual([...Array<boolean>(OTP_POLICY.maxWrongAttempts - 1).fill(false), true]);
    expect(otp.isExhausted()).toBe(true);
    expect(otp.failedAttempts).toBe(OTP_POLICY.maxWrongAttempts);
  });

  it(`should be a proof once verified, for ${OTP_POLICY.verifiedUsableFor / MINUTE} minutes, once`, () => {
    const otp = code();
    expect(otp.isUsableProof(START)).toBe(false);
    otp.markVerified(at(MINUTE));
    expect(otp.verifiedAt).toEqual(at(MINUTE));
    expect(otp.isUsableProof(at(MINUTE + OTP_POLICY.verifiedUsableFor))).toBe(true);
    expect(otp.isUsableProof(at(MINUTE + OTP_POLICY.verifiedUsableFor + 1))).toBe(false);
    otp.consume(at(2 * MINUTE));
    expect(otp.consumedAt).toEqual(at(2 * MINUTE));
    expect(otp.isUsableProof(at(2 * MINUTE))).toBe(false);
  });

  it('should stay a proof after the code itself expired (verified within its time)', () => {
    const otp = code('reset');
    otp.markVerified(at(OTP_POLICY.validFor - 1));
    expect(otp.isUsableProof(at(OTP_POLICY.validFor + MINUTE))).toBe(true);
  });

  it('should make a set-up code a proof without verification, until it expires or is used', () => {
    const setup = code('setup', OTP_POLICY.setupCodeValidFor);
    expect(setup.isUsableProof(START)).toBe(true);
    expect(setup.isUsableProof(at(OTP_POLICY.setupCodeValidFor - 1))).toBe(true);
    expect(setup.isUsableProof(at(OTP_POLICY.setupCodeValidFor))).toBe(false);
    const used = code('setup', OTP_POLICY.setupCodeValidFor);
    used.consume(START);
    expect(used.isUsableProof(START)).toBe(false);
  });
});

describe(UserSession.name, () => {
  const holder = new SessionHolderFacts(3, 'a@example.com', 'A Person', 'Manager', EMPLOYEE_STATUS.approved, null, [1], 1);
  const session = () =>
    new UserSession({ id: 's1', tokenHash: 't', employee: holder, createdAt: START, expiresAt: at(SESSION_POLICY.absoluteLifetime), ip: null, userAgent: null });

  it('should start seen at its creation', () => {
    expect(session().lastSeenAt).toEqual(START);
  });

  it('should be over after the idle timeout without a call', () => {
    const s = session();
    expect(s.isOver(at(SESSION_POLICY.idleTimeout - 1))).toBe(false);
    expect(s.isOver(at(SESSION_POLICY.idleTimeout))).toBe(true);
    s.lastSeenAt = at(SESSION_POLICY.idleTimeout - 1);
    expect(s.isOver(at(SESSION_POLICY.idleTimeout))).toBe(false);
  });

  it('should be over at its absolute lifetime however active it is', () => {
    const s = session();
    s.lastSeenAt = at(SESSION_POLICY.absoluteLifetime - SECOND);
    expect(s.isOver(at(SESSION_POLICY.absoluteLifetime - 1))).toBe(false);
    expect(s.isOver(at(SESSION_POLICY.absoluteLifetime))).toBe(true);
  });

  it('should ask for last_seen_at to be written at most every touch interval', () => {
    const s = session();
    expect(s.needsTouch(at(SESSION_POLICY.touchInterval - 1))).toBe(false);
    expect(s.needsTouch(at(SESSION_POLICY.touchInterval))).toBe(true);
  });

  it('should touch well within the idle timeout, so the idle clock is exact to within the interval', () => {
    expect(SESSION_POLICY.touchInterval).toBeLessThan(SESSION_POLICY.idleTimeout);
  });
});

describe(SessionHolderFacts.name, () => {
  it('should read role, pending and disabled from the facts a session check loads', () => {
    const pending = new SessionHolderFacts(1, 'a@example.com', 'A', 'Security', EMPLOYEE_STATUS.pending, null, [1], 1);
    expect(pending.role()).toBe('security');
    expect(pending.isPending()).toBe(true);
    expect(pending.isDisabled()).toBe(false);
    const disabled = new SessionHolderFacts(1, 'a@example.com', 'A', 'Nobody', EMPLOYEE_STATUS.approved, START, [1], 1);
    expect(disabled.role()).toBeNull();
    expect(disabled.isPending()).toBe(false);
    expect(disabled.isDisabled()).toBe(true);
  });

  it("should answer a holder's sites only when the read brought them, never an empty list for sites it did not read", () => {
    expect(new SessionHolderFacts(1, 'a@example.com', 'A', 'Security', EMPLOYEE_STATUS.approved, null, [2, 5], 2).siteIds()).toEqual([2, 5]);
    const checked = new SessionHolderFacts(1, 'a@example.com', 'A', 'Security', EMPLOYEE_STATUS.approved, null, null, 2);
    expect(checked.role()).toBe('security');
    expect(() => checked.siteIds()).toThrow(/without them/);
  });
});


describe('keyed hashes of stored secrets', () => {
  // An HMAC stand-in that shows what was hashed under which purpose.
  const hasher = { keyedHash: (purpose: string, value: string) => `${purpose}:${value}` };

  it('should key an OTP to its address (in any case) and purpose', () => {
    expect(otpCodeHash(hasher, 'Ann@Example.com', 'register', '123456')).toBe(otpCodeHash(hasher, 'ann@example.com', 'register', '123456'));
    expect(otpCodeHash(hasher, 'ann@example.com', 'register', '123456')).not.toBe(otpCodeHash(hasher, 'ann@example.com', 'reset', '123456'));
    expect(otpCodeHash(hasher, 'ann@example.com', 'register', '123456')).not.toBe(otpCodeHash(hasher, 'bob@example.com', 'register', '123456'));
  });

  it('should compare captcha answers without case or surrounding spaces', () => {
    expect(captchaAnswerHash(hasher, ' aB12 ')).toBe(captchaAnswerHash(hasher, 'ab12'));
    expect(captchaAnswerHash(hasher, 'ab12')).not.toBe(captchaAnswerHash(hasher, 'ab13'));
  });

  it('should keep the purposes apart: a session token never hashes like a code or an answer', () => {
    const secret = '123456';
    const hashes = new Set([sessionTokenHash(hasher, secret), captchaAnswerHash(hasher, secret), otpCodeHash(hasher, 'a@b.c', 'setup', secret)]);
    expect(hashes.size).toBe(3);
  });
});
