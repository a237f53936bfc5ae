import type { Hono } from 'hono';
import { CONSENT_FIELD_CODES } from '#contract/consent.ts';
import type { ErrorCode } from '#contract/error-codes.ts';
import type { ExistenceAnswer, LoginAnswer, ManagersAnswer } from '#contract/api/identity-answers.ts';
import type { MessageAnswer, ResultMessageAnswer } from '#contract/api/enveloped.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { MESSAGES } from '#contract/messages.ts';
import {
  approvalRequestSchema,
  loginPayloadSchema,
  otpRequestSchema,
  otpVerificationSchema,
  registrationPayloadSchema,
  setPasswordPayloadSchema,
} from '#contract/validation/auth-payloads.ts';
import { companyEmailSchema } from '#contract/validation/identity-fields.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { clientAddress } from '../../../platform/http/client-address.ts';
import type { ProxyTrust } from '../../../platform/http/proxy-trust.ts';
import { openPayload, openText, readJsonObject } from '../../../platform/http/read-body.ts';
import type { CheckUserExistence } from '../../application/check-user-existence.ts';
import type { ListEmployees } from '../../application/list-employees.ts';
import type { LogIn } from '../../application/log-in.ts';
import type { RegisterEmployee } from '../../application/register-employee.ts';
import type { RequestApproval } from '../../application/request-approval.ts';
import type { SendOtp } from '../../application/send-otp.ts';
import type { SetPassword } from '../../application/set-password.ts';
import type { VerifyOtp } from '../../application/verify-otp.ts';
import { managerOption, signedInAnswer } from './employee-views.ts';
import type { PublicLimits } from './public-limits.ts';
import { setSessionCookie } from './session-cookie.ts';

export interface AuthRouteDeps {
  readonly envelope: NodeEnvelope;
  readonly companyDomain: string;
  readonly secureCookies: boolean;
  readonly trustProxy: ProxyTrust;
  readonly limits: PublicLimits;
  readonly checkUserExistence: CheckUserExistence;
  readonly sendOtp: SendOtp;
  readonly verifyOtp: VerifyOtp;
  readonly listEmployees: ListEmployees;
  readonly registerEmployee: RegisterEmployee;
  readonly requestApproval: RequestApproval;
  readonly setPassword: SetPassword;
  readonly logIn: LogIn;
}

/** For `openPayload`: a registration's wrong consent or home site has its own code. */
const REGISTRATION_FIELD_CODES: Readonly<Record<string, ErrorCode>> = { ...CONSENT_FIELD_CODES, homeSiteId: 'registration.home_site_invalid' };

/** The public calls of registration, password setting and login (docs/product/api.md API-CALLS). */
export const authRoutes = (deps: AuthRouteDeps) => (app: Hono<AppEnv>) => {
  const { envelope, companyDomain: domain, limits } = deps;
  const emailSchema = companyEmailSchema(domain);

  app.post('/api/auth/check-user-existence', limits.lookup, async (c) => {
    const email = parseInput(emailSchema, openText(envelope, (await readJsonObject(c))['en_email']));
    const { emailExists, status } = await deps.checkUserExistence.execute(email);
    return c.json({ result: { emailExists, status: status === null ? null : envelope.encrypt(status) } } satisfies ExistenceAnswer);
  });

  app.post('/api/auth/send-otp', limits.otp, async (c) => {
    const body = await readJsonObject(c);
    const { email, purpose } = parseInput(otpRequestSchema(domain), { email: openText(envelope, body['en_email']), purpose: body['purpose'] });
    return c.json((await deps.sendOtp.execute(email, purpose)) satisfies MessageAnswer);
  });

  app.post('/api/auth/verify-otp', limits.otp, async (c) => {
    const { email, otp, purpose } = openPayload(envelope, (await readJsonObject(c))['encryptedData'], otpVerificationSchema(domain));
    return c.json((await deps.verifyOtp.execute(email, otp, purpose)) satisfies MessageAnswer);
  });

  app.get('/api/auth/get-all-managers', limits.lookup, async (c) => {
    const managers = await deps.listEmployees.managers();
    return c.json({ allManagers: envelope.encrypt(managers.map((manager) => managerOption(manager, envelope))) } satisfies ManagersAnswer);
  });

  app.post('/api/auth/submit-user-data', limits.submit, async (c) => {
    const payload = openPayload(envelope, (await readJsonObject(c))['encryptedData'], registrationPayloadSchema(domain), REGISTRATION_FIELD_CODES);
    const { message } = await deps.registerEmployee.execute(payload);
    return c.json({ result: message } satisfies ResultMessageAnswer);
  });

  app.post('/api/sendEmailToApprove', limits.submit, async (c) => {
    const { email } = openPayload(envelope, (await readJsonObject(c))['encryptedData'], approvalRequestSchema(domain));
    await deps.requestApproval.execute(email);
    return c.json({ message: 'Approval request sent to your reporting manager.' } satisfies MessageAnswer);
  });

  app.put('/api/auth/submit-forgotPassword', limits.submit, async (c) => {
    const command = openPayload(envelope, (await readJsonObject(c))['data'], setPasswordPayloadSchema(domain));
    const { message } = await deps.setPassword.execute(command);
    return c.json({ result: message } satisfies ResultMessageAnswer);
  });

  app.post('/api/auth/login', limits.login, async (c) => {
    const payload = openPayload(envelope, (await readJsonObject(c))['data'], loginPayloadSchema(domain));
    const { employee, session, token } = await deps.logIn.execute({
      ...payload,
      ip: clientAddress(c, deps.trustProxy),
      userAgent: c.req.header('User-Agent') ?? null,
    });
    setSessionCookie(c, token, deps.secureCookies);
    const { result, user } = signedInAnswer(employee, session.id, envelope);
    return c.json({ result: { ...result, message: MESSAGES.login.success }, user } satisfies LoginAnswer);
  });
};
