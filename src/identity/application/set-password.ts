import { DomainError } from '#kernel/domain-error.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { otpCodeHash, type OneTimePassword } from '../domain/one-time-password.ts';
import type { EmployeeRepository, OtpRepository, PasswordHasher, SessionRepository } from './ports.ts';

export interface SetPasswordCommand {
  readonly email: string;
  /** SHA-256 hex of the new password. */
  readonly password: string;
  /** The set-up code `vms users add` printed, instead of a verified e-mailed OTP. */
  readonly setupToken?: string | undefined;
}

/**
 * `PUT /api/auth/submit-forgotPassword`: the first password (ending "First Login") or a reset.
 * Needs a verified reset OTP from the last 15 minutes, or a set-up code. Other sessions end: a
 * password change signs the person out everywhere.
 */
export class SetPassword {
  constructor(
    private readonly employees: EmployeeRepository,
    private readonly otps: OtpRepository,
    private readonly sessions: SessionRepository,
    private readonly passwords: PasswordHasher,
    private readonly crypto: ServerCrypto,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(command: SetPasswordCommand): Promise<{ message: string }> {
    const hash = await this.passwords.hash(command.password);
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      // Locked, and the proof too: a verified code sets one password, however many requests carry it.
      const employee = await this.employees.findByEmail(command.email, { forUpdate: true });
      if (!employee) throw new DomainError('account.not_found');
      if (employee.isPending()) throw new DomainError('account.pending');
      if (employee.isDisabled()) throw new DomainError('account.disabled');

      const proof = await this.proofFor(command);
      if (!proof || proof.email !== employee.email || !proof.isUsableProof(now)) {
        throw new DomainError('otp.not_verified');
      }
      const firstPassword = employee.isFirstLogin();
      employee.setPassword(hash, now);
      proof.consume(now);
      const endedSessions = await this.sessions.endAllFor(employee.id);
      this.audit.record({
        actor: { type: 'employee', id: employee.id, label: employee.email },
        action: firstPassword ? 'employee.first_password_set' : 'employee.password_reset',
        subjectType: 'employee',
        subjectId: employee.email,
        details: { via: proof.purpose, endedSessions },
      });
      return { message: MESSAGES.password.set };
    });
  }

  private proofFor(command: SetPasswordCommand): Promise<OneTimePassword | null> {
    if (command.setupToken) {
      return this.otps.findByCodeHash(otpCodeHash(this.crypto, command.email, 'setup', command.setupToken), 'setup', { forUpdate: true });
    }
    return this.otps.latestProof(command.email, ['reset'], { forUpdate: true });
  }
}
