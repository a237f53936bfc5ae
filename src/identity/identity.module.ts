import { EntityManager } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import type { AppConfig } from '../platform/config/config.ts';
import { AuditLog } from '../platform/ports/audit-log.ts';
import { Clock } from '../platform/ports/clock.ts';
import { MailOutbox } from '../platform/ports/mail-outbox.ts';
import { ServerCrypto } from '../platform/ports/server-crypto.ts';
import { SessionAuthenticator } from '../platform/ports/session-authenticator.ts';
import { UnitOfWork } from '../platform/ports/unit-of-work.ts';
import { CONFIG } from '../platform/tokens.ts';
import { MikroOrmCaptchaRepository } from './adapters/mikro-orm/mikro-orm-captcha-repository.ts';
import { MikroOrmDesignationRepository } from './adapters/mikro-orm/mikro-orm-designation-repository.ts';
import { MikroOrmEmployeeRepository } from './adapters/mikro-orm/mikro-orm-employee-repository.ts';
import { MikroOrmOtpRepository } from './adapters/mikro-orm/mikro-orm-otp-repository.ts';
import { MikroOrmSessionRepository } from './adapters/mikro-orm/mikro-orm-session-repository.ts';
import { ScryptPasswordHasher } from './adapters/scrypt-password-hasher.ts';
import { SvgCaptchaImageGenerator } from './adapters/svg-captcha-image-generator.ts';
import { AddEmployee } from './application/add-employee.ts';
import { ApproveEmployees } from './application/approve-employee.ts';
import { AuthenticateSession } from './application/authenticate-session.ts';
import { CheckSession } from './application/check-session.ts';
import { CheckUserExistence } from './application/check-user-existence.ts';
import { DisableEmployee } from './application/disable-employee.ts';
import { EmployeeDirectory } from './application/employee-directory.ts';
import { EnsureDesignations } from './application/ensure-designations.ts';
import { IdentityHousekeeping } from './application/housekeeping.ts';
import { IssueCaptcha } from './application/issue-captcha.ts';
import { IssueSetupCode } from './application/issue-setup-code.ts';
import { ListDesignations } from './application/list-designations.ts';
import { ListEmployees } from './application/list-employees.ts';
import { LogIn } from './application/log-in.ts';
import { LogOut } from './application/log-out.ts';
import {
  CaptchaImageGenerator,
  CaptchaRepository,
  DesignationRepository,
  EmployeeRepository,
  OtpRepository,
  PasswordHasher,
  SessionRepository,
} from './application/ports.ts';
import { RegisterEmployee } from './application/register-employee.ts';
import { RequestApproval } from './application/request-approval.ts';
import { SendOtp } from './application/send-otp.ts';
import { SetPassword } from './application/set-password.ts';
import { VerifyCaptcha } from './application/verify-captcha.ts';
import { VerifyOtp } from './application/verify-otp.ts';

/** Identity's ports bound to their adapters, and its use cases. */
export const identityModule = new ContainerModule(({ bind }) => {
  // Adapters.
  bind(DesignationRepository).toResolvedValue((em: EntityManager) => new MikroOrmDesignationRepository(em), [EntityManager]);
  bind(CaptchaRepository).toResolvedValue((em: EntityManager) => new MikroOrmCaptchaRepository(em), [EntityManager]);
  bind(EmployeeRepository).toResolvedValue((em: EntityManager) => new MikroOrmEmployeeRepository(em), [EntityManager]);
  bind(OtpRepository).toResolvedValue((em: EntityManager) => new MikroOrmOtpRepository(em), [EntityManager]);
  bind(SessionRepository).toResolvedValue((em: EntityManager) => new MikroOrmSessionRepository(em), [EntityManager]);
  bind(CaptchaImageGenerator).toConstantValue(new SvgCaptchaImageGenerator());
  bind(PasswordHasher).toConstantValue(new ScryptPasswordHasher());

  // Captcha and designations.
  bind(ListDesignations).toResolvedValue((designations: DesignationRepository) => new ListDesignations(designations), [DesignationRepository]);
  bind(EnsureDesignations).toResolvedValue(
    (designations: DesignationRepository, audit: AuditLog, unitOfWork: UnitOfWork) => new EnsureDesignations(designations, audit, unitOfWork),
    [DesignationRepository, AuditLog, UnitOfWork],
  );
  bind(IssueCaptcha).toResolvedValue(
    (captchas: CaptchaRepository, images: CaptchaImageGenerator, crypto: ServerCrypto, clock: Clock, unitOfWork: UnitOfWork, config: AppConfig) =>
      new IssueCaptcha(captchas, images, crypto, clock, unitOfWork, config.env === 'production' ? undefined : config.captchaFixedText),
    [CaptchaRepository, CaptchaImageGenerator, ServerCrypto, Clock, UnitOfWork, CONFIG],
  );
  bind(VerifyCaptcha).toResolvedValue(
    (captchas: CaptchaRepository, crypto: ServerCrypto, clock: Clock) => new VerifyCaptcha(captchas, crypto, clock),
    [CaptchaRepository, ServerCrypto, Clock],
  );

  // Registration and approval.
  bind(CheckUserExistence).toResolvedValue((employees: EmployeeRepository) => new CheckUserExistence(employees), [EmployeeRepository]);
  bind(ListEmployees).toResolvedValue((employees: EmployeeRepository) => new ListEmployees(employees), [EmployeeRepository]);
  bind(EmployeeDirectory).toResolvedValue((employees: EmployeeRepository) => new EmployeeDirectory(employees), [EmployeeRepository]);
  bind(SendOtp).toResolvedValue(
    (otps: OtpRepository, employees: EmployeeRepository, outbox: MailOutbox, crypto: ServerCrypto, clock: Clock, unitOfWork: UnitOfWork) =>
      new SendOtp(otps, employees, outbox, crypto, clock, unitOfWork),
    [OtpRepository, EmployeeRepository, MailOutbox, ServerCrypto, Clock, UnitOfWork],
  );
  bind(VerifyOtp).toResolvedValue(
    (otps: OtpRepository, crypto: ServerCrypto, clock: Clock, unitOfWork: UnitOfWork) => new VerifyOtp(otps, crypto, clock, unitOfWork),
    [OtpRepository, ServerCrypto, Clock, UnitOfWork],
  );
  bind(RegisterEmployee).toResolvedValue(
    (
      employees: EmployeeRepository,
      designations: DesignationRepository,
      otps: OtpRepository,
      verifyCaptcha: VerifyCaptcha,
      outbox: MailOutbox,
      audit: AuditLog,
      clock: Clock,
      unitOfWork: UnitOfWork,
      config: AppConfig,
    ) => new RegisterEmployee(employees, designations, otps, verifyCaptcha, outbox, audit, clock, unitOfWork, config.publicUrl),
    [EmployeeRepository, DesignationRepository, OtpRepository, VerifyCaptcha, MailOutbox, AuditLog, Clock, UnitOfWork, CONFIG],
  );
  bind(RequestApproval).toResolvedValue(
    (employees: EmployeeRepository, outbox: MailOutbox, audit: AuditLog, clock: Clock, unitOfWork: UnitOfWork, config: AppConfig) =>
      new RequestApproval(employees, outbox, audit, clock, unitOfWork, config.publicUrl),
    [EmployeeRepository, MailOutbox, AuditLog, Clock, UnitOfWork, CONFIG],
  );
  bind(ApproveEmployees).toResolvedValue(
    (employees: EmployeeRepository, outbox: MailOutbox, audit: AuditLog, clock: Clock, unitOfWork: UnitOfWork, config: AppConfig) =>
      new ApproveEmployees(employees, outbox, audit, clock, unitOfWork, config.publicUrl),
    [EmployeeRepository, MailOutbox, AuditLog, Clock, UnitOfWork, CONFIG],
  );
  bind(AddEmployee).toResolvedValue(
    (
      employees: EmployeeRepository,
      designations: DesignationRepository,
      passwords: PasswordHasher,
      crypto: ServerCrypto,
      audit: AuditLog,
      clock: Clock,
      unitOfWork: UnitOfWork,
      config: AppConfig,
    ) => new AddEmployee(employees, designations, passwords, crypto, audit, clock, unitOfWork, config.companyDomain),
    [EmployeeRepository, DesignationRepository, PasswordHasher, ServerCrypto, AuditLog, Clock, UnitOfWork, CONFIG],
  );
  bind(IssueSetupCode).toResolvedValue(
    (otps: OtpRepository, crypto: ServerCrypto, clock: Clock, unitOfWork: UnitOfWork, config: AppConfig) =>
      new IssueSetupCode(otps, crypto, clock, unitOfWork, config.publicUrl),
    [OtpRepository, ServerCrypto, Clock, UnitOfWork, CONFIG],
  );

  // Passwords and sessions.
  bind(SetPassword).toResolvedValue(
    (
      employees: EmployeeRepository,
      otps: OtpRepository,
      sessions: SessionRepository,
      passwords: PasswordHasher,
      crypto: ServerCrypto,
      audit: AuditLog,
      clock: Clock,
      unitOfWork: UnitOfWork,
    ) => new SetPassword(employees, otps, sessions, passwords, crypto, audit, clock, unitOfWork),
    [EmployeeRepository, OtpRepository, SessionRepository, PasswordHasher, ServerCrypto, AuditLog, Clock, UnitOfWork],
  );
  bind(LogIn).toResolvedValue(
    (
      employees: EmployeeRepository,
      sessions: SessionRepository,
      passwords: PasswordHasher,
      verifyCaptcha: VerifyCaptcha,
      crypto: ServerCrypto,
      audit: AuditLog,
      clock: Clock,
      unitOfWork: UnitOfWork,
    ) => new LogIn(employees, sessions, passwords, verifyCaptcha, crypto, audit, clock, unitOfWork),
    [EmployeeRepository, SessionRepository, PasswordHasher, VerifyCaptcha, ServerCrypto, AuditLog, Clock, UnitOfWork],
  );
  bind(AuthenticateSession).toResolvedValue(
    (sessions: SessionRepository, crypto: ServerCrypto, clock: Clock) => new AuthenticateSession(sessions, crypto, clock),
    [SessionRepository, ServerCrypto, Clock],
  );
  bind(SessionAuthenticator).toService(AuthenticateSession);
  bind(CheckSession).toResolvedValue((authenticator: AuthenticateSession) => new CheckSession(authenticator), [AuthenticateSession]);
  bind(LogOut).toResolvedValue(
    (authenticator: AuthenticateSession, sessions: SessionRepository, audit: AuditLog, unitOfWork: UnitOfWork) =>
      new LogOut(authenticator, sessions, audit, unitOfWork),
    [AuthenticateSession, SessionRepository, AuditLog, UnitOfWork],
  );
  bind(DisableEmployee).toResolvedValue(
    (employees: EmployeeRepository, sessions: SessionRepository, audit: AuditLog, clock: Clock, unitOfWork: UnitOfWork) =>
      new DisableEmployee(employees, sessions, audit, clock, unitOfWork),
    [EmployeeRepository, SessionRepository, AuditLog, Clock, UnitOfWork],
  );
  bind(IdentityHousekeeping).toResolvedValue(
    (captchas: CaptchaRepository, otps: OtpRepository, sessions: SessionRepository, clock: Clock) => new IdentityHousekeeping(captchas, otps, sessions, clock),
    [CaptchaRepository, OtpRepository, SessionRepository, Clock],
  );
});
