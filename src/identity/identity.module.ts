import { EntityManager } from '@mikro-orm/postgresql';
import { ConsentLedger } from '../privacy/application/consent-ledger.ts';
import { ContainerModule } from 'inversify';
import type { AppConfig } from '../platform/config/config.ts';
import { AuditLog } from '../platform/ports/audit-log.ts';
import { Clock } from '../platform/ports/clock.ts';
import { DomainEvents } from '../platform/ports/domain-events.ts';
import { ServerCrypto } from '../platform/ports/server-crypto.ts';
import { SessionAuthenticator } from '../platform/ports/session-authenticator.ts';
import { UnitOfWork } from '../platform/ports/unit-of-work.ts';
import { COMPANY_DOMAIN, CONFIG, LOGGER, PUBLIC_URL } from '../platform/tokens.ts';
import type { Logger } from '../platform/logging/logger.ts';
import { OpenidClientIdentityProvider } from './adapters/openid-client-identity-provider.ts';
import { UnconfiguredIdentityProvider } from './adapters/unconfigured-identity-provider.ts';
import { SSO_PATHS } from './adapters/http/sso-routes.ts';
import { SignInWithSso } from './application/sign-in-with-sso.ts';
import { bindClass, bindPort } from '../platform/wiring.ts';
import { MikroOrmCaptchaRepository } from './adapters/mikro-orm/mikro-orm-captcha-repository.ts';
import { MikroOrmDesignationRepository } from './adapters/mikro-orm/mikro-orm-designation-repository.ts';
import { MikroOrmEmployeeRepository } from './adapters/mikro-orm/mikro-orm-employee-repository.ts';
import { MikroOrmOtpRepository } from './adapters/mikro-orm/mikro-orm-otp-repository.ts';
import { MikroOrmSessionRepository } from './adapters/mikro-orm/mikro-orm-session-repository.ts';
import { MikroOrmSiteAssignmentRepository } from './adapters/mikro-orm/mikro-orm-site-assignment-repository.ts';
import { ScryptPasswordHasher } from './adapters/scrypt-password-hasher.ts';
import { RandomSumQuestionGenerator } from './adapters/random-sum-question-generator.ts';
import { SvgCaptchaImageGenerator } from './adapters/svg-captcha-image-generator.ts';
import { AddEmployee } from './application/add-employee.ts';
import { ApproveEmployees } from './application/approve-employee.ts';
import { RejectRegistration } from './application/reject-registration.ts';
import { AuthenticateSession } from './application/authenticate-session.ts';
import { CheckSession } from './application/check-session.ts';
import { CheckUserExistence } from './application/check-user-existence.ts';
import { ChangeProvisionedEmployee } from './application/change-provisioned-employee.ts';
import { DeprovisionEmployee } from './application/deprovision-employee.ts';
import { DisableEmployee } from './application/disable-employee.ts';
import { EmployeeDirectory } from './application/employee-directory.ts';
import { SiteAssignments } from './application/site-assignments.ts';
import { EnsureDesignations } from './application/ensure-designations.ts';
import { IdentityHousekeeping } from './application/housekeeping.ts';
import { IssueCaptcha } from './application/issue-captcha.ts';
import { IssueCaptchaQuestion } from './application/issue-captcha-question.ts';
import { IssueSetupCode } from './application/issue-setup-code.ts';
import { ListDesignations } from './application/list-designations.ts';
import { ListEmployees } from './application/list-employees.ts';
import { LogIn } from './application/log-in.ts';
import { LogOut } from './application/log-out.ts';
import { ProvisionEmployee } from './application/provision-employee.ts';
import { ProvisioningPorts } from './application/provisioned-changes.ts';
import { ReadProvisionedEmployees } from './application/read-provisioned-employees.ts';
import { ReadSession } from './application/read-session.ts';
import {
  CaptchaImageGenerator,
  CaptchaQuestionGenerator,
  CaptchaRepository,
  DesignationRepository,
  EmployeeRepository,
  IdentityProvider,
  OtpRepository,
  PasswordHasher,
  RegistrationSites,
  SessionRepository,
  SiteAssignmentRepository,
} from './application/ports.ts';
import { ListRegistrationSites } from './application/list-registration-sites.ts';
import { RegisterEmployee } from './application/register-employee.ts';
import { RequestApproval } from './application/request-approval.ts';
import { SendOtp } from './application/send-otp.ts';
import { SetPassword } from './application/set-password.ts';
import { VerifyCaptcha } from './application/verify-captcha.ts';
import { VerifyOtp } from './application/verify-otp.ts';

export interface IdentitySettings {
  /**
   * scrypt's cost (N) for new password hashes; PASSWORD_COST unless said. The in-process test apps
   * pass a small one: hundreds of accounts a run, each at 0.1-0.2 s of CPU, were a sixth of the
   * integration tests' CPU. A hash keeps its own N, so hashes of any cost verify.
   */
  readonly passwordCost?: number;
}

/** Identity's ports bound to their adapters, and its use cases. */
export const identityModule = (settings: IdentitySettings = {}) =>
  new ContainerModule(({ bind }) => {
    // Adapters.
    bindPort(bind, DesignationRepository, MikroOrmDesignationRepository, EntityManager);
    bindPort(bind, CaptchaRepository, MikroOrmCaptchaRepository, EntityManager);
    bindPort(bind, EmployeeRepository, MikroOrmEmployeeRepository, EntityManager);
    bindPort(bind, OtpRepository, MikroOrmOtpRepository, EntityManager);
    bindPort(bind, SessionRepository, MikroOrmSessionRepository, EntityManager);
    bindPort(bind, SiteAssignmentRepository, MikroOrmSiteAssignmentRepository, EntityManager);
    bind(CaptchaImageGenerator).toConstantValue(new SvgCaptchaImageGenerator());
    bind(CaptchaQuestionGenerator).toConstantValue(new RandomSumQuestionGenerator());
    bind(PasswordHasher).toConstantValue(new ScryptPasswordHasher(settings.passwordCost));

    // Captcha and designations.
    bindClass(bind, ListDesignations, DesignationRepository);
    bindClass(bind, EnsureDesignations, DesignationRepository, AuditLog, UnitOfWork);
    bind(IssueCaptcha).toResolvedValue(
      (captchas: CaptchaRepository, images: CaptchaImageGenerator, crypto: ServerCrypto, clock: Clock, unitOfWork: UnitOfWork, config: AppConfig) =>
        // A fixed captcha text is for automated tests only, never in production.
        new IssueCaptcha(captchas, images, crypto, clock, unitOfWork, config.env === 'production' ? undefined : config.captchaFixedText),
      [CaptchaRepository, CaptchaImageGenerator, ServerCrypto, Clock, UnitOfWork, CONFIG],
    );
    bindClass(bind, IssueCaptchaQuestion, CaptchaRepository, CaptchaQuestionGenerator, ServerCrypto, Clock, UnitOfWork);
    bindClass(bind, VerifyCaptcha, CaptchaRepository, ServerCrypto, Clock);

    // Registration and approval.
    bindClass(bind, CheckUserExistence, EmployeeRepository);
    bindClass(bind, ListEmployees, EmployeeRepository);
    bindClass(bind, EmployeeDirectory, EmployeeRepository);
    bindClass(bind, SiteAssignments, SiteAssignmentRepository);
    bindClass(bind, SendOtp, OtpRepository, EmployeeRepository, DomainEvents, ServerCrypto, Clock, UnitOfWork);
    bindClass(bind, VerifyOtp, OtpRepository, ServerCrypto, Clock, UnitOfWork);
    bindClass(bind, RegisterEmployee, EmployeeRepository, DesignationRepository, OtpRepository, VerifyCaptcha, DomainEvents, AuditLog, Clock, UnitOfWork, ConsentLedger, RegistrationSites);
    // RegistrationSites is bound by the sites module (issue 30): identity may not import sites.
    bindClass(bind, ListRegistrationSites, RegistrationSites);
    bindClass(bind, RequestApproval, EmployeeRepository, DomainEvents, AuditLog, Clock, UnitOfWork);
    bindClass(bind, ApproveEmployees, EmployeeRepository, DomainEvents, AuditLog, Clock, UnitOfWork);
    bindClass(bind, RejectRegistration, EmployeeRepository, DomainEvents, AuditLog, UnitOfWork);
    bindClass(bind, AddEmployee, EmployeeRepository, DesignationRepository, PasswordHasher, ServerCrypto, AuditLog, Clock, UnitOfWork, COMPANY_DOMAIN);
    bindClass(bind, IssueSetupCode, OtpRepository, ServerCrypto, Clock, UnitOfWork, PUBLIC_URL);

    // Passwords and sessions.
    bindClass(bind, SetPassword, EmployeeRepository, OtpRepository, SessionRepository, PasswordHasher, ServerCrypto, AuditLog, Clock, UnitOfWork);
    bindClass(bind, LogIn, EmployeeRepository, SessionRepository, PasswordHasher, VerifyCaptcha, ServerCrypto, AuditLog, Clock, UnitOfWork);
    // Single sign-on (ADR 37): the company's provider when VMS_OIDC_ISSUER is set, and its sign-in.
    bind(IdentityProvider).toResolvedValue(
      (config: AppConfig, clock: Clock, logger: Logger) =>
        config.oidc
          ? new OpenidClientIdentityProvider(
              { issuer: config.oidc.issuer, clientId: config.oidc.clientId, clientSecret: config.oidc.clientSecret, redirectUri: `${config.publicUrl}${SSO_PATHS.callback}` },
              clock,
              logger,
            )
          : new UnconfiguredIdentityProvider(),
      [CONFIG, Clock, LOGGER],
    );
    bind(SignInWithSso).toResolvedValue(
      (employees: EmployeeRepository, designations: DesignationRepository, sessions: SessionRepository, events: DomainEvents, crypto: ServerCrypto, audit: AuditLog, clock: Clock, unitOfWork: UnitOfWork, config: AppConfig) =>
        new SignInWithSso(employees, designations, sessions, events, crypto, audit, clock, unitOfWork, {
          emailDomain: config.oidc?.emailDomain ?? config.companyDomain,
          employeeIdClaim: config.oidc?.employeeIdClaim ?? null,
          managerClaim: config.oidc?.managerClaim ?? null,
          groupsClaim: config.oidc?.groupsClaim ?? 'groups',
          groupDesignations: config.oidc?.groupDesignations ?? [],
          approvedGroups: config.oidc?.approvedGroups ?? [],
        }),
      [EmployeeRepository, DesignationRepository, SessionRepository, DomainEvents, ServerCrypto, AuditLog, Clock, UnitOfWork, CONFIG],
    );
    bindClass(bind, AuthenticateSession, SessionRepository, ServerCrypto, Clock);
    bind(SessionAuthenticator).toService(AuthenticateSession);
    bindClass(bind, CheckSession, AuthenticateSession);
    bindClass(bind, ReadSession, AuthenticateSession, EmployeeRepository);
    bindClass(bind, LogOut, AuthenticateSession, SessionRepository, AuditLog, UnitOfWork);
    bindClass(bind, DisableEmployee, EmployeeRepository, SessionRepository, AuditLog, Clock, UnitOfWork);
    // SCIM provisioning (ADR 41): addresses in the domain single sign-on accepts.
    bind(ProvisioningPorts).toResolvedValue(
      (employees: EmployeeRepository, designations: DesignationRepository, sessions: SessionRepository, audit: AuditLog, unitOfWork: UnitOfWork, config: AppConfig) =>
        new ProvisioningPorts(employees, designations, sessions, audit, unitOfWork, config.oidc?.emailDomain ?? config.companyDomain),
      [EmployeeRepository, DesignationRepository, SessionRepository, AuditLog, UnitOfWork, CONFIG],
    );
    bindClass(bind, ProvisionEmployee, ProvisioningPorts, ServerCrypto, Clock);
    bindClass(bind, ChangeProvisionedEmployee, ProvisioningPorts, Clock);
    bindClass(bind, DeprovisionEmployee, ProvisioningPorts, Clock);
    bindClass(bind, ReadProvisionedEmployees, EmployeeRepository);
    bindClass(bind, IdentityHousekeeping, CaptchaRepository, OtpRepository, SessionRepository, Clock);
  });
