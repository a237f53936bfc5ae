import type { DesignationAnswerItem, EmployeeRow, ExistenceStatus, RegistrationSite } from '#contract/api/identity-answers.ts';
import type { LoginRequest, OtpPurpose, RegistrationRequest, SetPasswordRequest } from '#contract/validation/auth-payloads.ts';
import { api, ApiError } from '../../lib/api-client.ts';
import { openAnswer, openText, parseAnswer, UnexpectedAnswerError } from '../../lib/answer.ts';
import { envelope } from '../../lib/envelope.ts';
import type { AuthUser } from './auth-state.ts';
import { withIdentityAnswers } from './identity-answers.ts';
import { authUserFromAnswer } from './session-user.ts';

/**
 * The identity calls of docs/product/api.md API-CALLS, as the screens use them: payloads enveloped,
 * answers opened and checked against the shared answer schemas (src/contract/api). Failures reject
 * with the api-client's ApiError (status, code and the server's message); an answer of the wrong
 * shape rejects with UnexpectedAnswerError.
 */
export { UnexpectedAnswerError } from '../../lib/answer.ts';
export type { ExistenceStatus, LoginRequest, OtpPurpose, RegistrationRequest, RegistrationSite, SetPasswordRequest };

// ── Existence, OTP, captcha ─────────────────────────────────────────────────
export interface Existence {
  readonly emailExists: boolean;
  readonly status: ExistenceStatus | null;
}

export const checkUserExistence = async (email: string): Promise<Existence> => {
  const call = 'check-user-existence';
  const [body, schemas] = await withIdentityAnswers(api.post('/api/auth/check-user-existence', { en_email: envelope.encrypt(email) }));
  const { result } = parseAnswer(schemas.existenceAnswerSchema, body, call);
  if (!result.emailExists) return { emailExists: false, status: null };
  if (result.status === null) throw new UnexpectedAnswerError(call, 'result.status: missing for a registered address');
  return { emailExists: true, status: parseAnswer(schemas.existenceStatusSchema, openText(result.status, call), call) };
};

/** Mails a code; resolves with the server's message ('OTP sent successfully to your email'). */
export const sendOtp = async (email: string, purpose: OtpPurpose): Promise<string> => {
  const [body, schemas] = await withIdentityAnswers(api.post('/api/auth/send-otp', { en_email: envelope.encrypt(email), purpose }));
  return parseAnswer(schemas.messageAnswerSchema, body, 'send-otp').message;
};

/** Resolves with the server's message ('OTP verification successful' or the reset wording). */
export const verifyOtp = async (email: string, otp: string, purpose: OtpPurpose): Promise<string> => {
  const [body, schemas] = await withIdentityAnswers(api.post('/api/auth/verify-otp', { encryptedData: envelope.encrypt({ email, otp, purpose }) }));
  return parseAnswer(schemas.messageAnswerSchema, body, 'verify-otp').message;
};

export { fetchCaptcha, fetchCaptchaQuestion, type Captcha, type CaptchaKind } from './captcha-api.ts';

// ── Login and sessions ──────────────────────────────────────────────────────
export interface LoggedIn {
  readonly user: AuthUser;
  readonly message: string;
}

export const logIn = async (request: LoginRequest): Promise<LoggedIn> => {
  const [body, schemas] = await withIdentityAnswers(api.post('/api/auth/login', { data: envelope.encrypt(request) }));
  const answer = parseAnswer(schemas.loginAnswerSchema, body, 'login');
  const user = authUserFromAnswer(answer, (value) => envelope.decrypt(value));
  // The shape is right but a field does not open or names no role.
  if (!user) throw new UnexpectedAnswerError('login', 'result.sessionData: does not open to a known user');
  return { user, message: answer.result.message };
};

/**
 * Who holds this browser's session (GET /api/auth/session, the cookie decides): the user, or null when
 * nobody does (401). A tab without a saved sign-in asks this and rebuilds its state from the answer.
 */
export const fetchSessionUser = async (): Promise<AuthUser | null> => {
  const nobody = Symbol('no session');
  const [body, schemas] = await withIdentityAnswers(
    api.get('/api/auth/session').catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return nobody;
      throw error;
    }),
  );
  if (body === nobody) return null;
  const user = authUserFromAnswer(parseAnswer(schemas.sessionAnswerSchema, body, 'session'), (value) => envelope.decrypt(value));
  if (!user) throw new UnexpectedAnswerError('session', 'result.sessionData: does not open to a known user');
  return user;
};

/** Ends the session on the server (the cookie decides which); never rejects. */
export const endServerSession = async (sessionId: string, email: string): Promise<void> => {
  try {
    await api.post(`/logout/${encodeURIComponent(sessionId)}`, { emailToDelete: envelope.encrypt(email) });
  } catch {
    // Already over on the server, or the server is away: the local sign-out happens regardless.
  }
};

/** The server's answer to "am I still signed in?": 'Session active' or 'Previous session destroyed'. */
export const checkSession = async (email: string): Promise<string> => {
  const [body, schemas] = await withIdentityAnswers(api.get(`/check-session/${encodeURIComponent(envelope.encrypt(email))}/${Date.now()}`));
  return parseAnswer(schemas.messageAnswerSchema, body, 'check-session').message;
};

// ── Registration ────────────────────────────────────────────────────────────
export type Designation = DesignationAnswerItem;

/** A manager in the registration dropdown, the name opened. */
export interface ManagerOption {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  /** 'Manager' or 'Admin'. */
  readonly jobtitle: string;
}

export const fetchDesignations = async (): Promise<Designation[]> => {
  const [body, schemas] = await withIdentityAnswers(api.get('/api/auth/get-roles'));
  return openAnswer(schemas.designationListSchema, parseAnswer(schemas.designationsAnswerSchema, body, 'get-roles').designations, 'get-roles');
};

export const fetchManagers = async (): Promise<ManagerOption[]> => {
  const call = 'get-all-managers';
  const [body, schemas] = await withIdentityAnswers(api.get('/api/auth/get-all-managers'));
  return openAnswer(schemas.managerOptionListSchema, parseAnswer(schemas.managersAnswerSchema, body, call).allManagers, call).map((manager) => ({
    id: manager.id,
    name: openText(manager.emp_name, call),
    email: manager.emp_email,
    jobtitle: manager.jobtitle,
  }));
};

/** `GET /api/registration/sites` (issue 30): the sites a registrant picks a home site from, by name; plain JSON. */
export const fetchRegistrationSites = async (): Promise<RegistrationSite[]> => {
  const [body, schemas] = await withIdentityAnswers(api.get('/api/registration/sites'));
  return parseAnswer(schemas.registrationSitesAnswerSchema, body, 'registration/sites').sites;
};

/** Resolves with the server's result message. */
export const submitRegistration = async (request: RegistrationRequest): Promise<string> => {
  const [body, schemas] = await withIdentityAnswers(api.post('/api/auth/submit-user-data', { encryptedData: envelope.encrypt(request) }));
  return parseAnswer(schemas.resultMessageAnswerSchema, body, 'submit-user-data').result;
};

/** Asks for the manager's notice (idempotent on the server, which queued it already). */
export const requestApproval = async (email: string): Promise<void> => {
  const [body, schemas] = await withIdentityAnswers(api.post('/api/sendEmailToApprove', { encryptedData: envelope.encrypt({ email }) }));
  parseAnswer(schemas.messageAnswerSchema, body, 'sendEmailToApprove');
};

// ── Passwords ───────────────────────────────────────────────────────────────
export const setPassword = async (request: SetPasswordRequest): Promise<string> => {
  const [body, schemas] = await withIdentityAnswers(api.put('/api/auth/submit-forgotPassword', { data: envelope.encrypt(request) }));
  return parseAnswer(schemas.resultMessageAnswerSchema, body, 'submit-forgotPassword').result;
};

// ── Approvals ───────────────────────────────────────────────────────────────
export type PendingEmployee = EmployeeRow;

/** The caller's reports waiting for approval (an admin: everyone waiting). */
export const fetchPendingEmployees = async (ownEmail: string, signal?: AbortSignal): Promise<PendingEmployee[]> => {
  const call = 'fetchEmployeesToApprove';
  const [body, schemas] = await withIdentityAnswers(api.get('/api/fetchEmployeesToApprove', { query: { encryptedData: envelope.encrypt(ownEmail) }, ...(signal ? { signal } : {}) }));
  return openAnswer(schemas.employeeRowListSchema, parseAnswer(schemas.pendingEmployeesAnswerSchema, body, call).result, call);
};

export interface Approval {
  readonly updatedUser: PendingEmployee;
  readonly message: string;
}

export const approveEmployee = async (email: string): Promise<Approval> => {
  const call = 'approve-user';
  const [body, schemas] = await withIdentityAnswers(api.post('/api/auth/approve-user', { encryptedData: envelope.encrypt({ email_to_approve: email }) }));
  const { result } = parseAnswer(schemas.approveUserAnswerSchema, body, call);
  return { updatedUser: openAnswer(schemas.employeeRowSchema, result.updatedUser, call), message: result.message };
};

/** Rejects a pending registration with the reason mailed to the person; answers the server's message. */
export const rejectEmployee = async (email: string, reason: string): Promise<string> => {
  const [body, schemas] = await withIdentityAnswers(api.post('/api/auth/reject-user', { encryptedData: envelope.encrypt({ email_to_reject: email, reason }) }));
  return parseAnswer(schemas.rejectUserAnswerSchema, body, 'reject-user').result.message;
};
