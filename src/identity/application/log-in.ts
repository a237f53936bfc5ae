import { DomainError } from '#kernel/domain-error.ts';
import { MESSAGES, plural } from '#contract/messages.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { Employee } from '../domain/employee.ts';
import type { EmployeeRepository, PasswordHasher, SessionRepository } from './ports.ts';
import { startSession, type LoggedIn } from './start-session.ts';
import type { VerifyCaptcha } from './verify-captcha.ts';

export interface LogInCommand {
  readonly email: string;
  /** SHA-256 hex of the password, as the SPA sends it. */
  readonly password: string;
  readonly captchaId: string;
  readonly captcha: string;
  readonly ip: string | null;
  readonly userAgent: string | null;
}

export type { LoggedIn };

type Attempt = { ok: true; result: LoggedIn } | { ok: false; error: DomainError };

const invalidCredentials = (): DomainError => new DomainError('auth.invalid_credentials');

/**
 * `POST /api/auth/login`: captcha first, then the account's state, then the password. A wrong
 * password counts towards the lockout (five in fifteen minutes lock the account for fifteen) and
 * that count is kept even though the answer is an error. A successful login ends any other session
 * of the same person: one session per user.
 *
 * The slow password check runs before any lock is taken; the outcome is then recorded with the
 * employee's row locked and read afresh, so that simultaneous attempts count one by one and an
 * attempt that arrives after the lockout is refused even if its password was right.
 */
export class LogIn {
  constructor(
    private readonly employees: EmployeeRepository,
    private readonly sessions: SessionRepository,
    private readonly passwords: PasswordHasher,
    private readonly verifyCaptcha: VerifyCaptcha,
    private readonly crypto: ServerCrypto,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(command: LogInCommand): Promise<LoggedIn> {
    if (!(await this.verifyCaptcha.execute(command.captchaId, command.captcha))) {
      throw new DomainError('captcha.wrong', { message: MESSAGES.login.invalidCaptcha });
    }
    // Unlocked: refuse what can be refused without the password, then check the password.
    const candidate = await this.employees.findByEmail(command.email);
    if (!candidate) throw invalidCredentials();
    const refusal = this.refusal(candidate, this.clock.now());
    if (refusal) throw refusal;
    const checkedHash = await this.employees.passwordHashOf(candidate);
    const passwordMatched = await this.matches(command.password, checkedHash);

    const attempt = await this.unitOfWork.run(async (): Promise<Attempt> => {
      const now = this.clock.now();
      const employee = await this.employees.findByEmail(command.email, { forUpdate: true });
      if (!employee) return { ok: false, error: invalidCredentials() };
      // Again under the lock: another attempt may have locked the account in the meantime.
      const lockedRefusal = this.refusal(employee, now);
      if (lockedRefusal) return { ok: false, error: lockedRefusal };
      const currentHash = await this.employees.passwordHashOf(employee);
      // The password changed while it was being checked (rare): check it against the new one.
      const ok = currentHash === checkedHash ? passwordMatched : await this.matches(command.password, currentHash);

      if (!ok) {
        const locked = employee.recordFailedLogin(now);
        this.audit.record({
          actor: { type: 'employee', id: employee.id, label: employee.email },
          action: locked ? 'employee.locked_out' : 'employee.login_failed',
          subjectType: 'employee',
          subjectId: employee.email,
          details: { ip: command.ip, lockoutMinutes: employee.lockoutMinutesLeft(now) || undefined },
        });
        return { ok: false, error: invalidCredentials() };
      }

      employee.recordSuccessfulLogin();
      const result = await startSession({ sessions: this.sessions, crypto: this.crypto, audit: this.audit }, employee, now, { ip: command.ip, userAgent: command.userAgent, method: 'password' });
      return { ok: true, result };
    });
    if (!attempt.ok) throw attempt.error;
    return attempt.result;
  }

  /** Why the account may not log in now, whatever the password; null when it may. */
  private refusal(employee: Employee, now: Date): DomainError | null {
    const minutes = employee.lockoutMinutesLeft(now);
    if (minutes > 0) {
      return new DomainError('auth.locked', { values: { wait: plural(minutes, 'minute') }, details: { retryAfterSeconds: minutes * 60 } });
    }
    if (employee.isPending()) return new DomainError('account.pending');
    if (employee.isDisabled()) return new DomainError('account.disabled');
    if (employee.isFirstLogin()) return new DomainError('account.first_login');
    return null;
  }

  private async matches(password: string, stored: string | null): Promise<boolean> {
    return stored !== null && (await this.passwords.verify(password, stored));
  }
}
