import type { Container } from 'inversify';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { AesGcmSecretBox } from '../platform/crypto/aes-gcm-secret-box.ts';
import { Clock } from '../platform/ports/clock.ts';
import { RateLimiter } from '../platform/ports/rate-limiter.ts';
import { SessionAuthenticator } from '../platform/ports/session-authenticator.ts';
import { TokenAuthenticator } from '../platform/ports/token-authenticator.ts';
import { CONFIG } from '../platform/tokens.ts';
import { ApproveEmployees } from './application/approve-employee.ts';
import { RejectRegistration } from './application/reject-registration.ts';
import { CheckSession } from './application/check-session.ts';
import { CheckUserExistence } from './application/check-user-existence.ts';
import { IssueCaptcha } from './application/issue-captcha.ts';
import { IssueCaptchaQuestion } from './application/issue-captcha-question.ts';
import { ListDesignations } from './application/list-designations.ts';
import { ListEmployees } from './application/list-employees.ts';
import { ListRegistrationSites } from './application/list-registration-sites.ts';
import { LogIn } from './application/log-in.ts';
import { LogOut } from './application/log-out.ts';
import { ReadSession } from './application/read-session.ts';
import { RegisterEmployee } from './application/register-employee.ts';
import { RequestApproval } from './application/request-approval.ts';
import { IdentityProvider } from './application/ports.ts';
import { SendOtp } from './application/send-otp.ts';
import { SignInWithSso } from './application/sign-in-with-sso.ts';
import { SetPassword } from './application/set-password.ts';
import { VerifyOtp } from './application/verify-otp.ts';
import { approvalRoutes } from './adapters/http/approval-routes.ts';
import { authRoutes } from './adapters/http/auth-routes.ts';
import { captchaRoutes } from './adapters/http/captcha-routes.ts';
import { designationRoutes } from './adapters/http/designation-routes.ts';
import { publicLimits } from './adapters/http/public-limits.ts';
import { registrationSiteRoutes } from './adapters/http/registration-site-routes.ts';
import { sessionRoutes } from './adapters/http/session-routes.ts';
import { ssoRoutes } from './adapters/http/sso-routes.ts';
import { scimRoutes, type ScimRouteDeps } from './adapters/scim/scim-routes.ts';
import { ChangeProvisionedEmployee } from './application/change-provisioned-employee.ts';
import { DeprovisionEmployee } from './application/deprovision-employee.ts';
import { ProvisionEmployee } from './application/provision-employee.ts';
import { ReadProvisionedEmployees } from './application/read-provisioned-employees.ts';

/** Calls per provisioning token per minute: a first sync of thousands of employees, without letting a leaked token run unchecked. */
export const SCIM_CALLS_PER_MINUTE = 1200;

/** SCIM provisioning (ADR 41), audited per call by the api-tokens module's recorder (`recordCall`, given by the composition). */
export const scimHttp = (container: Container, recordCall: ScimRouteDeps['recordCall']) => [
  scimRoutes({
    tokens: container.get(TokenAuthenticator),
    limiter: container.get(RateLimiter),
    perMinute: SCIM_CALLS_PER_MINUTE,
    recordCall,
    provision: container.get(ProvisionEmployee),
    change: container.get(ChangeProvisionedEmployee),
    deprovision: container.get(DeprovisionEmployee),
    read: container.get(ReadProvisionedEmployees),
    publicUrl: container.get(CONFIG).publicUrl,
  }),
];

/** Identity's HTTP routes wired to their use cases: composition (the only place besides the module that asks the container), so the route adapters get what they need as arguments. */
export const identityHttp = (container: Container) => {
  const config = container.get(CONFIG);
  const envelope = container.get(NodeEnvelope);
  const limits = publicLimits(container.get(RateLimiter), config.trustProxy);
  const authenticator = container.get(SessionAuthenticator);
  return [
    captchaRoutes(container.get(IssueCaptcha), container.get(IssueCaptchaQuestion), limits),
    designationRoutes(container.get(ListDesignations), envelope, limits),
    registrationSiteRoutes(container.get(ListRegistrationSites), limits),
    authRoutes({
      envelope,
      companyDomain: config.companyDomain,
      secureCookies: config.publicUrl.startsWith('https://'),
      trustProxy: config.trustProxy,
      limits,
      checkUserExistence: container.get(CheckUserExistence),
      sendOtp: container.get(SendOtp),
      verifyOtp: container.get(VerifyOtp),
      listEmployees: container.get(ListEmployees),
      registerEmployee: container.get(RegisterEmployee),
      requestApproval: container.get(RequestApproval),
      setPassword: container.get(SetPassword),
      logIn: container.get(LogIn),
    }),
    ssoRoutes({
      provider: container.get(IdentityProvider),
      signIn: container.get(SignInWithSso),
      flowBox: new AesGcmSecretBox(config.serverSecret, 'sso-flow'),
      clock: container.get(Clock),
      publicUrl: config.publicUrl,
      secureCookies: config.publicUrl.startsWith('https://'),
      trustProxy: config.trustProxy,
      limits,
    }),
    sessionRoutes({ envelope, checkSession: container.get(CheckSession), readSession: container.get(ReadSession), logOut: container.get(LogOut) }),
    approvalRoutes({
      envelope,
      companyDomain: config.companyDomain,
      authenticator,
      listEmployees: container.get(ListEmployees),
      approveEmployees: container.get(ApproveEmployees),
      rejectRegistration: container.get(RejectRegistration),
      listSites: container.get(ListRegistrationSites),
    }),
  ];
};
