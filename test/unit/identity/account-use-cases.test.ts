import { describe, expect, it } from 'vitest';
import { AddEmployee, type AddEmployeeCommand } from '../../../src/identity/application/add-employee.ts';
import { ApproveEmployees, type Approver } from '../../../src/identity/application/approve-employee.ts';
import { CheckUserExistence } from '../../../src/identity/application/check-user-existence.ts';
import { DisableEmployee } from '../../../src/identity/application/disable-employee.ts';
import { EmployeeDirectory } from '../../../src/identity/application/employee-directory.ts';
import { EnsureDesignations } from '../../../src/identity/application/ensure-designations.ts';
import { ListDesignations } from '../../../src/identity/application/list-designations.ts';
import { ListEmployees } from '../../../src/identity/application/list-employees.ts';
import { RejectRegistration } from '../../../src/identity/application/reject-registration.ts';
import { RegisterEmployee } from '../../../src/identity/application/register-employee.ts';
import { RequestApproval } from '../../../src/identity/application/request-approval.ts';
import { VerifyCaptcha } from '../../../src/identity/application/verify-captcha.ts';
import { APPROVAL_NOTICE_INTERVAL, OTP_POLICY } from '../../../src/identity/domain/auth-policy.ts';
import { CaptchaChallenge } from '../../../src/identity/domain/captcha-challenge.ts';
import { EMPLOYEE_STATUS, type Employee } from '../../../src/identity/domain/employee.ts';
import { OneTimePassword } from '../../../src/identity/domain/one-time-password.ts';
import { UserSession } from '../../../src/identity/domain/user-session.ts';
import type { Actor } from '../../../src/platform/ports/audit-log.ts';
import { domainErrorOf, failureOf, refusalOf } from '../../support/refusal.ts';
import { MESSAGES } from '#contract/messages.ts';
import { SEEDED_DESIGNATIONS } from '#contract/roles.ts';
import type { RegistrationPayload } from '#contract/validation/auth-payloads.ts';
import { FakeClock, MINUTE } from '../../support/fake-clock.ts';
import {
  FakePasswordHasher,
  FakeServerCrypto,
  InMemoryCaptchas,
  InMemoryDesignations,
  InMemoryEmployees,
  InMemoryOtps,
  InMemorySessions,
  InMemoryUnitOfWork,
  RecordingAuditLog,
  RecordingOutbox,
  FixedRegistrationSites,
  employee,
  principalOf,
} from './in-memory-identity.ts';
import { mailNotifier } from '../support/mail-notifier.ts';
import { privacyWorld } from '../privacy/in-memory-privacy.ts';
import { VISIT_CONSENT } from '../../support/consent.ts';

const DOMAIN = 'example.com';
const PUBLIC_URL = 'http://vms.test';
const CLI: Actor = { type: 'cli', label: 'cli:test' };


/** Every port in memory, the company's four designations, an admin and a manager reporting to them. */
const world = () => {
  const admin = employee(`admin@${DOMAIN}`, { role: 'Admin' });
  const manager = employee(`manager@${DOMAIN}`, { role: 'Manager' });
  manager.manager = admin;
  const employees = new InMemoryEmployees(admin, manager);
  const designations = new InMemoryDesignations(...SEEDED_DESIGNATIONS);
  const otps = new InMemoryOtps();
  const sessions = new InMemorySessions();
  const captchas = new InMemoryCaptchas();
  const outbox = new RecordingOutbox();
  const audit = new RecordingAuditLog();
  const clock = new FakeClock();
  const crypto = new FakeServerCrypto();
  const passwords = new FakePasswordHasher();
  const unitOfWork = new InMemoryUnitOfWork(employees, designations, otps, sessions, outbox, audit);
  const verifyCaptcha = new VerifyCaptcha(captchas, crypto, clock);
  /** A captcha the server issued, answered `AB12`. */
  const captcha = (): { captchaId: string; captcha: string } => {
    const id = `captcha-${captchas.rows.length + 1}`;
    captchas.add(new CaptchaChallenge({ id, answerHash: crypto.keyedHash('captcha', 'ab12'), createdAt: clock.now(), expiresAt: new Date(clock.now().getTime() + MINUTE) }));
    return { captchaId: id, captcha: 'AB12' };
  };
  /** A pending registrant reporting to `to`, with the notice sent `noticeAgo` ago. */
  const pending = (email: string, to: Employee = manager, noticeAgo = 0): Employee => {
    const made = employee(email, { approved: false, passwordHash: null });
    made.manager = to;
    made.approvalNoticeAt = new Date(clock.now().getTime() - noticeAgo);
    employees.rows.push(made);
    return made;
  };
  return { admin, manager, employees, designations, otps, sessions, captchas, outbox, audit, clock, crypto, passwords, unitOfWork, verifyCaptcha, captcha, pending };
};

describe(AddEmployee.name, () => {
  const setUp = () => {
    const w = world();
    const add = new AddEmployee(w.employees, w.designations, w.passwords, w.crypto, w.audit, w.clock, w.unitOfWork, DOMAIN);
    const command = (account: Partial<AddEmployeeCommand['account']>, passwordDigest?: string): AddEmployeeCommand => ({
      account: { email: `new.person@${DOMAIN}`, name: 'New Person', role: 'employee', managerEmail: w.manager.email, ...account },
      ...(passwordDigest ? { passwordDigest } : {}),
      actor: CLI,
    });
    return { ...w, add, command };
  };

  it('should add an approved account reporting to its manager, with a free employee id, and audit it', async () => {
    const { add, command, employees, audit, unitOfWork, clock, manager } = setUp();
    const added = await add.execute(command({}));
    expect(added).toMatchObject({ email: `new.person@${DOMAIN}`, status: EMPLOYEE_STATUS.approved, approvedAt: clock.now(), manager });
    expect(added.empId).toMatch(/^X[A-Z0-9]{5}$/);
    // No password given: the person sets one at their first login.
    expect(added.isFirstLogin()).toBe(true);
    expect(employees.rows).toContain(added);
    expect(unitOfWork.locked).toEqual([`employee-email:new.person@${DOMAIN}`]);
    expect(audit.entries).toEqual([
      { actor: CLI, action: 'employee.added', subjectType: 'employee', subjectId: added.email, details: { role: 'employee', manager: manager.email, passwordSet: false } },
    ]);
  });

  it('should set a known password (demo accounts) and keep the employee id asked for', async () => {
    const { add, command, unitOfWork } = setUp();
    const added = await add.execute(command({ empId: 'EMP77' }, 'digest-of-password'));
    expect(added.passwordHash).toBe('hash:digest-of-password');
    expect(added.isFirstLogin()).toBe(false);
    expect(added.empId).toBe('EMP77');
    expect(unitOfWork.locked).toEqual([`employee-email:new.person@${DOMAIN}`, 'employee-id:emp77']);
  });

  it('should let an admin be the top of the tree, and have an admin report to an admin only', async () => {
    const { add, command, admin, manager } = setUp();
    await expect(add.execute(command({ email: `top@${DOMAIN}`, role: 'admin', managerEmail: undefined }))).resolves.toMatchObject({ manager: null });
    await expect(add.execute(command({ email: `second@${DOMAIN}`, role: 'admin', managerEmail: admin.email }))).resolves.toMatchObject({ manager: admin });
    expect(await failureOf(add.execute(command({ email: `third@${DOMAIN}`, role: 'admin', managerEmail: manager.email })))).toMatchObject({
      kind: 'invalid_input',
      message: MESSAGES.registration.adminManagerRequired,
    });
  });

  it('should refuse a missing or unfit manager, a missing designation and a taken address, adding nothing', async () => {
    const { add, command, employees, audit, designations } = setUp();
    const before = employees.rows.length;
    expect(await failureOf(add.execute(command({ managerEmail: undefined })))).toMatchObject({ kind: 'invalid_input', message: MESSAGES.registration.managerRequired });
    expect(await failureOf(add.execute(command({ managerEmail: `nobody@${DOMAIN}` })))).toMatchObject({ kind: 'invalid_input', message: MESSAGES.registration.managerRequired });
    const plain = employee(`plain@${DOMAIN}`);
    employees.rows.push(plain);
    expect(await failureOf(add.execute(command({ managerEmail: plain.email })))).toMatchObject({ kind: 'invalid_input', message: MESSAGES.registration.managerInvalid });
    expect(await failureOf(add.execute(command({ email: plain.email })))).toMatchObject({ kind: 'conflict', message: MESSAGES.registration.alreadyRegistered });
    designations.rows.splice(designations.rows.findIndex((d) => d.name === 'Security'), 1);
    expect(await failureOf(add.execute(command({ role: 'security' })))).toMatchObject({ kind: 'invalid_input', message: MESSAGES.registration.designationInvalid });
    expect(employees.rows).toHaveLength(before + 1);
    expect(audit.entries).toEqual([]);
  });

  it('should answer a broken field rule with the form\'s own message', async () => {
    const { add, command } = setUp();
    expect(await failureOf(add.execute(command({ name: 'Al' })))).toMatchObject({ kind: 'invalid_input', message: MESSAGES.registration.nameTooShort });
  });
});

describe(ApproveEmployees.name, () => {
  const setUp = () => {
    const w = world();
    const approve = new ApproveEmployees(w.employees, mailNotifier(w.outbox, { publicUrl: PUBLIC_URL }), w.audit, w.clock, w.unitOfWork);
    return { ...w, approve };
  };
  const asPrincipal = (someone: Employee): Approver => ({ kind: 'principal', principal: principalOf(someone) });

  it('should let a manager approve their report, mail the person to set a password, and audit it', async () => {
    const { approve, pending, manager, outbox, audit, clock } = setUp();
    const report = pending(`report@${DOMAIN}`);
    expect(await approve.execute([' Report@Example.com '], asPrincipal(manager))).toEqual([report]);
    expect(report).toMatchObject({ status: EMPLOYEE_STATUS.approved, approvedById: manager.id, approvedAt: clock.now() });
    expect(outbox.mails).toHaveLength(1);
    expect(outbox.mails[0]).toMatchObject({ to: [report.email], subject: 'Your Visitor Desk account is approved' });
    expect(outbox.mails[0]!.text).toContain(MESSAGES.status.approved);
    // Issue 28: the link opens the password page as "Set Your Password", with the address filled in, not as "Forgot Password".
    expect(outbox.mails[0]!.text).toContain(`${PUBLIC_URL}/Forgotpassword?mode=first&email=report%40${DOMAIN}`);
    expect(audit.entries).toEqual([
      { actor: { type: 'employee', id: manager.id, label: manager.email }, action: 'employee.approved', subjectType: 'employee', subjectId: report.email },
    ]);
  });

  it('should let an admin approve anyone, and refuse a manager someone else\'s report, changing nothing', async () => {
    const { approve, pending, admin, manager, outbox, audit } = setUp();
    const otherManager = employee(`other.manager@${DOMAIN}`, { role: 'Manager' });
    const theirs = pending(`theirs@${DOMAIN}`, otherManager);
    expect(await failureOf(approve.execute([theirs.email], asPrincipal(manager)))).toMatchObject({ kind: 'forbidden', message: MESSAGES.approvals.notYourReport });
    expect(theirs.isPending()).toBe(true);
    expect(outbox.mails).toEqual([]);
    expect(audit.entries).toEqual([]);
    await approve.execute([theirs.email], asPrincipal(admin));
    expect(theirs.isPending()).toBe(false);
  });

  it('should approve in bulk from the CLI, mailing each person, with the CLI as the actor', async () => {
    const { approve, pending, outbox, audit } = setUp();
    const first = pending(`first@${DOMAIN}`);
    const second = pending(`second@${DOMAIN}`);
    expect((await approve.execute([first.email, second.email], { kind: 'cli', actor: CLI })).map((e) => e.email)).toEqual([first.email, second.email]);
    expect([first.isPending(), second.isPending()]).toEqual([false, false]);
    expect(first.approvedById).toBeNull();
    expect(outbox.recipients()).toEqual([[first.email], [second.email]]);
    expect(audit.entries.map((entry) => [entry.actor, entry.action, entry.subjectId])).toEqual([
      [CLI, 'employee.approved', first.email],
      [CLI, 'employee.approved', second.email],
    ]);
  });

  it('should roll back the approvals before an already approved employee in the same batch', async () => {
    const { approve, pending, employees, outbox, audit, unitOfWork } = setUp();
    const first = pending(`first@${DOMAIN}`);
    const done = employee(`done@${DOMAIN}`);
    employees.rows.push(done);
    expect(await failureOf(approve.execute([first.email, done.email], { kind: 'cli', actor: CLI }))).toMatchObject({
      kind: 'conflict',
      message: `${MESSAGES.approvals.alreadyApproved} (${done.email})`,
    });
    expect(unitOfWork.rollbacks).toBe(1);
    expect(first.isPending()).toBe(true);
    expect(outbox.mails).toEqual([]);
    expect(audit.entries).toEqual([]);
  });

  it('should name every address it does not know', async () => {
    const { approve } = setUp();
    expect(await failureOf(approve.execute([`a@${DOMAIN}`, `b@${DOMAIN}`], { kind: 'cli', actor: CLI }))).toMatchObject({
      kind: 'not_found',
      message: `${MESSAGES.password.userNotFound} (a@${DOMAIN}, b@${DOMAIN})`,
    });
  });
});

describe(RegisterEmployee.name, () => {
  /** `sites`: the installation's sites (issue 30), each with its notice; one unless said. */
  const setUp = (sites: readonly { id: number; name: string }[] = [{ id: 1, name: 'Pune Works' }]) => {
    const w = world();
    const privacy = privacyWorld(sites.map((site) => ({ ...site, grievanceEmail: 'privacy@example.com', retentionDays: 180 })));
    const register = new RegisterEmployee(w.employees, w.designations, w.otps, w.verifyCaptcha, mailNotifier(w.outbox, { publicUrl: PUBLIC_URL }), w.audit, w.clock, w.unitOfWork, privacy.ledger, new FixedRegistrationSites(sites));
    const email = `newcomer@${DOMAIN}`;
    /** A registration code verified `ago` ago. */
    const verified = (ago = MINUTE, address = email): OneTimePassword => {
      const now = w.clock.now().getTime();
      const otp = new OneTimePassword({ email: address, purpose: 'register', codeHash: 'h', createdAt: new Date(now - ago - MINUTE), expiresAt: new Date(now - ago + MINUTE) });
      otp.markVerified(new Date(now - ago));
      w.otps.rows.push(otp);
      return otp;
    };
    const payload = (overrides: Partial<RegistrationPayload> = {}): RegistrationPayload => ({
      email,
      name: 'New Comer',
      phonenumber: '9812345670',
      employeeid: 'EMP123',
      selectedDesignation: 'Employee',
      selectedManager: w.manager.email,
      consent: VISIT_CONSENT,
      ...w.captcha(),
      ...overrides,
    });
    return { ...w, register, email, verified, payload, consents: privacy.consents };
  };

  it('should register a pending employee, use up the proof, ask the manager and audit it', async () => {
    const { register, payload, verified, employees, outbox, audit, manager, clock, email } = setUp();
    const proof = verified();
    expect(await register.execute(payload())).toEqual({ message: MESSAGES.registration.success });
    const made = employees.rows.find((row) => row.email === email)!;
    expect(made).toMatchObject({ status: EMPLOYEE_STATUS.pending, empId: 'EMP123', phone: '9812345670', manager, approvalNoticeAt: clock.now(), passwordHash: null });
    expect(proof.consumedAt).toEqual(clock.now());
    expect(outbox.mails).toHaveLength(1);
    expect(outbox.mails[0]).toMatchObject({ to: [manager.email], subject: 'Approval needed: New Comer registered' });
    expect(outbox.mails[0]!.text).toContain(`${PUBLIC_URL}/ApproveUser`);
    expect(audit.entries).toEqual([
      {
        actor: { type: 'employee', label: email },
        action: 'employee.registered',
        subjectType: 'employee',
        subjectId: email,
        details: { designation: 'Employee', manager: manager.email, empId: 'EMP123', homeSiteId: 1 },
      },
    ]);
  });

  it('should take the only site of a one-site installation as the home site when none is picked, its notice the consent\'s', async () => {
    const { register, payload, verified, employees, consents, email } = setUp([{ id: 7, name: 'Pune Works' }]);
    verified();
    await register.execute(payload());
    expect(employees.rows.find((row) => row.email === email)!.homeSiteId).toBe(7);
    expect(consents.rows.map((row) => row.siteId)).toEqual([7]);
  });

  describe('with two sites (issue 30)', () => {
    const TWO_SITES = [
      { id: 1, name: 'Pune Works' },
      { id: 2, name: 'London Office' },
    ];

    it('should store the home site picked and record the consent at it', async () => {
      const { register, payload, verified, employees, consents, audit, email } = setUp(TWO_SITES);
      verified();
      await register.execute(payload({ homeSiteId: 2 }));
      const made = employees.rows.find((row) => row.email === email)!;
      expect(made.homeSiteId).toBe(2);
      expect(consents.rows.map((row) => [row.employeeId, row.siteId])).toEqual([[made.id, 2]]);
      expect(audit.entries[0]!.details).toMatchObject({ homeSiteId: 2 });
    });

    it('should refuse an unknown site, and none picked, with their codes, storing nothing and using nothing up', async () => {
      const { register, payload, verified, employees, consents, outbox, audit } = setUp(TWO_SITES);
      const proof = verified();
      const before = employees.rows.length;
      const unknown = await domainErrorOf(register.execute(payload({ homeSiteId: 3 })));
      expect([unknown.code, refusalOf(unknown)]).toMatchObject(['registration.home_site_invalid', { kind: 'invalid_input', message: MESSAGES.registration.homeSiteInvalid }]);
      const none = await domainErrorOf(register.execute(payload()));
      expect([none.code, refusalOf(none)]).toMatchObject(['registration.home_site_required', { kind: 'invalid_input', message: MESSAGES.registration.homeSiteRequired }]);
      expect(employees.rows).toHaveLength(before);
      expect(consents.rows).toEqual([]);
      expect(proof.consumedAt).toBeNull();
      expect(outbox.mails).toEqual([]);
      expect(audit.entries).toEqual([]);
    });
  });

  it('should refuse a wrong captcha before anything else', async () => {
    const { register, payload, verified, employees } = setUp();
    verified();
    const before = employees.rows.length;
    expect(await failureOf(register.execute(payload({ captcha: 'ZZ99' })))).toMatchObject({ kind: 'invalid_captcha', message: MESSAGES.registration.captchaIncorrect });
    expect(employees.rows).toHaveLength(before);
  });

  it(`should need a verified code from the last ${OTP_POLICY.verifiedUsableFor / MINUTE} minutes, used once`, async () => {
    const { register, payload, verified, otps } = setUp();
    expect(await failureOf(register.execute(payload()))).toMatchObject({ kind: 'forbidden', message: MESSAGES.otp.notVerified });
    verified(OTP_POLICY.verifiedUsableFor + 1);
    expect(await failureOf(register.execute(payload()))).toMatchObject({ kind: 'forbidden', message: MESSAGES.otp.notVerified });
    otps.rows.splice(0);
    verified(OTP_POLICY.verifiedUsableFor);
    await register.execute(payload());
    // The same proof cannot make a second employee (another id, the address is taken anyway).
    expect(await failureOf(register.execute(payload({ employeeid: 'EMP999' })))).toMatchObject({ kind: 'conflict', message: MESSAGES.registration.alreadyRegistered });
  });

  it('should refuse a taken address or employee id, keeping the proof', async () => {
    const { register, payload, verified, employees } = setUp();
    const proof = verified();
    employees.rows.push(employee(`someone@${DOMAIN}`, { empId: 'TAKEN1' }));
    expect(await failureOf(register.execute(payload({ employeeid: 'taken1' })))).toMatchObject({ kind: 'conflict', message: MESSAGES.registration.employeeIdTaken });
    expect(await failureOf(register.execute(payload({ email: `someone@${DOMAIN}` })))).toMatchObject({ kind: 'conflict', message: MESSAGES.registration.alreadyRegistered });
    expect(proof.consumedAt).toBeNull();
  });

  it('should refuse an unknown designation and an unfit reporting line, with the reason, using nothing up', async () => {
    const { register, payload, verified, employees, outbox, audit, admin } = setUp();
    const proof = verified();
    const plain = employee(`plain@${DOMAIN}`);
    employees.rows.push(plain);
    const cases: [Partial<RegistrationPayload>, string][] = [
      [{ selectedDesignation: 'Janitor' }, MESSAGES.registration.designationInvalid],
      [{ selectedManager: `nobody@${DOMAIN}` }, MESSAGES.registration.managerRequired],
      [{ selectedManager: plain.email }, MESSAGES.registration.managerInvalid],
      [{ selectedDesignation: 'Admin' }, MESSAGES.registration.adminManagerRequired],
    ];
    for (const [overrides, message] of cases) {
      expect(await failureOf(register.execute(payload(overrides))), message).toMatchObject({ kind: 'invalid_input', message });
    }
    expect(proof.consumedAt).toBeNull();
    expect(outbox.mails).toEqual([]);
    expect(audit.entries).toEqual([]);
    // An admin reporting to an admin is fine.
    await register.execute(payload({ selectedDesignation: 'Admin', selectedManager: admin.email }));
  });
});

describe(RequestApproval.name, () => {
  const setUp = () => {
    const w = world();
    return { ...w, request: new RequestApproval(w.employees, mailNotifier(w.outbox, { publicUrl: PUBLIC_URL }), w.audit, w.clock, w.unitOfWork) };
  };

  it(`should remind the manager when the last notice is ${APPROVAL_NOTICE_INTERVAL / MINUTE} minutes old or more`, async () => {
    const { request, pending, outbox, audit, clock, manager } = setUp();
    const waiting = pending(`waiting@${DOMAIN}`, manager, APPROVAL_NOTICE_INTERVAL);
    expect(await request.execute(waiting.email)).toEqual({ sent: true });
    expect(waiting.approvalNoticeAt).toEqual(clock.now());
    expect(outbox.mails.map((mail) => mail.to)).toEqual([[manager.email]]);
    expect(audit.entries).toEqual([
      { actor: { type: 'employee', label: waiting.email }, action: 'employee.approval_requested', subjectType: 'employee', subjectId: waiting.email, details: { manager: manager.email } },
    ]);
  });

  it('should not remind again within the interval, nor for an approved, unknown or manager-less address', async () => {
    const { request, pending, employees, outbox, audit } = setUp();
    const recent = pending(`recent@${DOMAIN}`, undefined, APPROVAL_NOTICE_INTERVAL - 1);
    const orphan = pending(`orphan@${DOMAIN}`, undefined, APPROVAL_NOTICE_INTERVAL);
    orphan.manager = null;
    const approved = employee(`approved@${DOMAIN}`);
    employees.rows.push(approved);
    for (const email of [recent.email, orphan.email, approved.email, `nobody@${DOMAIN}`]) expect(await request.execute(email), email).toEqual({ sent: false });
    expect(outbox.mails).toEqual([]);
    expect(audit.entries).toEqual([]);
  });
});

describe(DisableEmployee.name, () => {
  const setUp = () => {
    const w = world();
    return { ...w, disable: new DisableEmployee(w.employees, w.sessions, w.audit, w.clock, w.unitOfWork) };
  };
  const sessionOf = (holder: Employee, id: string) =>
    new UserSession({ id, tokenHash: id, employee: holder, createdAt: new Date(), expiresAt: new Date(Date.now() + MINUTE), ip: null, userAgent: null });

  it('should disable the account, end its sessions and audit it; a second time changes nothing', async () => {
    const { disable, manager, admin, sessions, audit, clock } = setUp();
    sessions.add(sessionOf(manager, 'm1'));
    sessions.add(sessionOf(admin, 'a1'));
    expect(await disable.execute('MANAGER@example.com', CLI)).toEqual({ email: manager.email, endedSessions: 1, alreadyDisabled: false });
    expect(manager.disabledAt).toEqual(clock.now());
    expect(sessions.rows.map((session) => session.id)).toEqual(['a1']);
    expect(audit.entries).toEqual([{ actor: CLI, action: 'employee.disabled', subjectType: 'employee', subjectId: manager.email, details: { endedSessions: 1 } }]);

    clock.advance(MINUTE);
    expect(await disable.execute(manager.email, CLI)).toEqual({ email: manager.email, endedSessions: 0, alreadyDisabled: true });
    expect(manager.disabledAt).toEqual(new Date(clock.now().getTime() - MINUTE));
    expect(audit.entries).toHaveLength(1);
  });

  it('should name an unknown address', async () => {
    const { disable } = setUp();
    expect(await failureOf(disable.execute(`nobody@${DOMAIN}`, CLI))).toMatchObject({ kind: 'not_found', message: `${MESSAGES.password.userNotFound} (nobody@${DOMAIN})` });
  });
});

describe(CheckUserExistence.name, () => {
  it('should say whether the address is registered and where the person stands', async () => {
    const { employees, pending } = world();
    pending(`waiting@${DOMAIN}`);
    employees.rows.push(employee(`first@${DOMAIN}`, { passwordHash: null }), employee(`ready@${DOMAIN}`));
    const check = new CheckUserExistence(employees);
    expect(await check.execute(`nobody@${DOMAIN}`)).toEqual({ emailExists: false, status: null });
    expect(await check.execute(`waiting@${DOMAIN}`)).toEqual({ emailExists: true, status: EMPLOYEE_STATUS.pending });
    expect(await check.execute(`first@${DOMAIN}`)).toEqual({ emailExists: true, status: 'First Login' });
    expect(await check.execute(`READY@${DOMAIN}`)).toEqual({ emailExists: true, status: EMPLOYEE_STATUS.approved });
  });
});

describe(EmployeeDirectory.name, () => {
  const setUp = () => {
    const w = world();
    const guard = employee(`guard@${DOMAIN}`, { role: 'Security' });
    const gone = employee(`gone@${DOMAIN}`);
    gone.disable(w.clock.now());
    const host = employee(`host@${DOMAIN}`);
    w.employees.rows.push(guard, gone, host);
    const waiting = w.pending(`waiting@${DOMAIN}`);
    return { ...w, guard, gone, host, waiting, directory: new EmployeeDirectory(w.employees) };
  };

  it('should find an active host: approved, enabled and not the desk', async () => {
    const { directory, host, guard, gone, waiting } = setUp();
    expect(await directory.activeHost(host.email)).toEqual({ id: host.id, email: host.email, name: host.name, empId: host.empId, role: 'employee' });
    for (const someone of [guard, gone, waiting]) expect(await directory.activeHost(someone.email), someone.email).toBeNull();
    expect(await directory.activeHost(`nobody@${DOMAIN}`)).toBeNull();
  });

  it('should list every active host for the desk\'s autocomplete', async () => {
    const { directory, admin, manager, host } = setUp();
    expect((await directory.activeHosts()).map((summary) => summary.email)).toEqual([admin.email, manager.email, host.email]);
  });

  it('should find anyone by e-mail or by id, whatever their status', async () => {
    const { directory, gone, waiting, guard } = setUp();
    expect(await directory.byEmail(gone.email)).toMatchObject({ id: gone.id });
    expect(await directory.byEmail(`nobody@${DOMAIN}`)).toBeNull();
    const byIds = await directory.byIds([waiting.id, guard.id, waiting.id, 99_999]);
    expect([...byIds.keys()].sort()).toEqual([waiting.id, guard.id].sort());
    expect(byIds.get(guard.id)).toMatchObject({ email: guard.email, role: 'security' });
  });
});

describe(ListEmployees.name, () => {
  const setUp = () => {
    const w = world();
    const mine = w.pending(`mine@${DOMAIN}`);
    const theirs = w.pending(`theirs@${DOMAIN}`, w.admin);
    return { ...w, mine, theirs, list: new ListEmployees(w.employees) };
  };

  it('should show a manager their own pending reports, and an admin every pending one', async () => {
    const { list, manager, admin, mine, theirs } = setUp();
    expect(await list.pendingFor(principalOf(manager), manager.email)).toEqual([mine]);
    expect(await list.pendingFor(principalOf(admin), ` ${admin.email.toUpperCase()} `)).toEqual([mine, theirs]);
  });

  it('should refuse the list of someone else\'s e-mail', async () => {
    const { list, manager, admin } = setUp();
    expect(await failureOf(list.pendingFor(principalOf(manager), admin.email))).toMatchObject({ kind: 'forbidden', message: MESSAGES.http.forbidden });
  });

  it('should list managers, tell whether any account exists, and list the disabled for the CLI', async () => {
    const { list, employees, admin, manager, clock } = setUp();
    expect((await list.managers()).map((e) => e.email).sort()).toEqual([admin.email, manager.email].sort());
    expect(await list.anyAccount()).toBe(true);
    manager.disable(clock.now());
    expect((await list.managers()).map((e) => e.email)).toEqual([admin.email]);
    expect((await list.all({})).map((e) => e.email)).toContain(manager.email);
    expect(await new ListEmployees(new InMemoryEmployees()).anyAccount()).toBe(false);
    expect(employees.rows).toContain(manager);
  });
});

describe(EnsureDesignations.name, () => {
  it('should put back every missing designation, in the dropdown\'s order, once, under a lock', async () => {
    const designations = new InMemoryDesignations('Manager');
    const audit = new RecordingAuditLog();
    const unitOfWork = new InMemoryUnitOfWork(designations, audit);
    const ensure = new EnsureDesignations(designations, audit, unitOfWork);
    const missing = SEEDED_DESIGNATIONS.filter((name) => name !== 'Manager');
    expect(await ensure.execute(CLI)).toEqual({ added: missing });
    expect(audit.entries.map((entry) => entry.subjectId)).toEqual(missing);
    expect(unitOfWork.locked).toEqual(['designations:seed']);
    expect(await ensure.execute(CLI)).toEqual({ added: [] });
    expect(designations.rows.map((row) => row.name).sort()).toEqual([...SEEDED_DESIGNATIONS].sort());

    expect(await new ListDesignations(designations).execute()).toEqual(designations.rows.map(({ id, name }) => ({ id, name })));
  });
});

describe(RejectRegistration.name, () => {
  const setUp = () => {
    const w = world();
    const reject = new RejectRegistration(w.employees, mailNotifier(w.outbox, { publicUrl: PUBLIC_URL }), w.audit, w.unitOfWork);
    return { ...w, reject };
  };
  const asPrincipal = (someone: Employee): Approver => ({ kind: 'principal', principal: principalOf(someone) });
  const REASON = 'Please pick Priya as your reporting manager and register again.';

  it('should let a manager reject their report: the registration gone, the person mailed the reason, the rejection audited', async () => {
    const { reject, pending, manager, employees, outbox, audit } = setUp();
    const report = pending(`report@${DOMAIN}`);
    expect(await reject.execute(' Report@Example.com ', `  ${REASON}  `, asPrincipal(manager))).toBe(report);
    expect(employees.rows).not.toContain(report);
    expect(outbox.mails).toHaveLength(1);
    expect(outbox.mails[0]).toMatchObject({ to: [report.email], subject: 'Your Visitor Desk registration was not approved' });
    expect(outbox.mails[0]!.text).toContain(`Reason: ${REASON}`);
    expect(outbox.mails[0]!.text).toContain(`${PUBLIC_URL}/registration`);
    expect(audit.entries).toEqual([
      {
        actor: { type: 'employee', id: manager.id, label: manager.email },
        action: 'employee.registration_rejected',
        subjectType: 'employee',
        subjectId: report.email,
        details: { name: report.name, managerId: manager.id, reason: REASON },
      },
    ]);
  });

  it('should refuse a manager someone else\'s report as approving does, and let an admin reject anyone', async () => {
    const { reject, pending, admin, manager, employees, outbox, audit } = setUp();
    const otherManager = employee(`other.manager@${DOMAIN}`, { role: 'Manager' });
    const theirs = pending(`theirs@${DOMAIN}`, otherManager);
    expect(await failureOf(reject.execute(theirs.email, REASON, asPrincipal(manager)))).toMatchObject({
      kind: 'forbidden',
      message: MESSAGES.approvals.notYourReportToReject,
    });
    expect(employees.rows).toContain(theirs);
    expect(outbox.mails).toEqual([]);
    expect(audit.entries).toEqual([]);
    await reject.execute(theirs.email, REASON, asPrincipal(admin));
    expect(employees.rows).not.toContain(theirs);
  });

  it('should refuse an approved employee and an unknown address, changing nothing', async () => {
    const { reject, admin, manager, employees, outbox } = setUp();
    expect(await failureOf(reject.execute(manager.email, REASON, asPrincipal(admin)))).toMatchObject({ kind: 'conflict', message: `${MESSAGES.approvals.alreadyApproved} (${manager.email})` });
    expect(await failureOf(reject.execute(`nobody@${DOMAIN}`, REASON, asPrincipal(admin)))).toMatchObject({ kind: 'not_found' });
    expect(employees.rows).toContain(manager);
    expect(outbox.mails).toEqual([]);
  });

  it('should refuse a missing, short or too long reason with the form\'s words, changing nothing', async () => {
    const { reject, pending, manager, employees, outbox } = setUp();
    const report = pending(`report@${DOMAIN}`);
    for (const [reason, message] of [
      ['   ', MESSAGES.approvals.rejectReasonRequired],
      ['Wrong.', MESSAGES.approvals.rejectReasonTooShort],
      ['x'.repeat(501), MESSAGES.approvals.rejectReasonTooLong],
    ] as const) {
      expect(await failureOf(reject.execute(report.email, reason, asPrincipal(manager)))).toMatchObject({ kind: 'invalid_input', message });
    }
    expect(employees.rows).toContain(report);
    expect(outbox.mails).toEqual([]);
  });

  it('should reject from the CLI with the CLI as the actor', async () => {
    const { reject, pending, audit } = setUp();
    const report = pending(`report@${DOMAIN}`);
    await reject.execute(report.email, REASON, { kind: 'cli', actor: CLI });
    expect(audit.entries.map((entry) => [entry.actor, entry.action, entry.subjectId])).toEqual([[CLI, 'employee.registration_rejected', report.email]]);
  });
});
