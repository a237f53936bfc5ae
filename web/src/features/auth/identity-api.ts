import { api } from '../../lib/api-client.ts';
import { envelope } from '../../lib/envelope.ts';
import type { AuthUser } from './auth-state.ts';
import { authUserFromLogin, type LoginAnswer } from './session-user.ts';

/**
 * The identity calls of decisions.md section 4, as the screens use them: payloads enveloped,
 * answers opened. Failures reject with the api-client's ApiError (status and the server's message);
 * an answer of the wrong shape rejects with UnexpectedAnswerError.
 */
export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError';
}

const fail = (what: string): never => {
  throw new UnexpectedAnswerError(`Unexpected answer from ${what}`);
};

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

// ── Existence, OTP, captcha ─────────────────────────────────────────────────
export const EXISTENCE_STATUSES = ['Approval Pending', 'First Login', 'Approved'] as const;
export type ExistenceStatus = (typeof EXISTENCE_STATUSES)[number];
export interface Existence {
  readonly emailExists: boolean;
  readonly status: ExistenceStatus | null;
}

export const checkUserExistence = async (email: string): Promise<Existence> => {
  const body = await api.post<unknown>('/api/auth/check-user-existence', { en_email: envelope.encrypt(email) });
  const result = isObject(body) ? body['result'] : undefined;
  if (!isObject(result) || typeof result['emailExists'] !== 'boolean') return fail('check-user-existence');
  if (!result['emailExists']) return { emailExists: false, status: null };
  let status: string;
  try {
    status = envelope.decrypt(result['status']);
  } catch {
    return fail('check-user-existence');
  }
  return (EXISTENCE_STATUSES as readonly string[]).includes(status)
    ? { emailExists: true, status: status as ExistenceStatus }
    : fail('check-user-existence');
};

export type OtpPurpose = 'register' | 'reset';

const messageOf = (body: unknown, field: 'message' | 'result'): string => {
  const value = isObject(body) ? body[field] : undefined;
  return typeof value === 'string' ? value : '';
};

/** Mails a code; resolves with the server's message ('OTP sent successfully to your email'). */
export const sendOtp = async (email: string, purpose: OtpPurpose): Promise<string> =>
  messageOf(await api.post('/api/auth/send-otp', { en_email: envelope.encrypt(email), purpose }), 'message');

/** Resolves with the server's message ('OTP verification successful' or the reset wording). */
export const verifyOtp = async (email: string, otp: string, purpose: OtpPurpose): Promise<string> =>
  messageOf(await api.post('/api/auth/verify-otp', { encryptedData: envelope.encrypt({ email, otp, purpose }) }), 'message');

export interface Captcha {
  /** A data: URL of the picture. */
  readonly image: string;
  readonly captchaId: string;
}

export const fetchCaptcha = async (signal?: AbortSignal): Promise<Captcha> => {
  const body = await api.get<unknown>('/captcha', signal ? { signal } : undefined);
  if (!isObject(body) || typeof body['captcha'] !== 'string' || typeof body['captchaId'] !== 'string') return fail('captcha');
  if (!body['captcha'].startsWith('data:image/')) return fail('captcha');
  return { image: body['captcha'], captchaId: body['captchaId'] };
};

// ── Login and sessions ──────────────────────────────────────────────────────
export interface LoginRequest {
  readonly email: string;
  /** SHA-256 hex of the password (passwordDigest). */
  readonly password: string;
  readonly captchaId: string;
  readonly captcha: string;
}

export interface LoggedIn {
  readonly user: AuthUser;
  readonly message: string;
}

export const logIn = async (request: LoginRequest): Promise<LoggedIn> => {
  const body = await api.post<LoginAnswer>('/api/auth/login', { data: envelope.encrypt(request) });
  const user = authUserFromLogin(body, (value) => envelope.decrypt(value));
  if (!user) return fail('login');
  const message = body.result?.message;
  return { user, message: typeof message === 'string' ? message : '' };
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
export const checkSession = async (email: string): Promise<string> =>
  messageOf(await api.get(`/check-session/${encodeURIComponent(envelope.encrypt(email))}/${Date.now()}`), 'message');

// ── Registration ────────────────────────────────────────────────────────────
export interface Designation {
  readonly id: number | string;
  readonly name: string;
}

export interface ManagerOption {
  readonly id: number | string;
  readonly name: string;
  readonly email: string;
  /** 'Manager' or 'Admin'. */
  readonly jobtitle: string;
}

export const fetchDesignations = async (): Promise<Designation[]> => {
  const body = await api.get<unknown>('/api/auth/get-roles');
  const list = isObject(body) ? envelope.decryptJson(body['designations']) : null;
  if (!Array.isArray(list)) return fail('get-roles');
  return list.filter(
    (item): item is Designation => isObject(item) && typeof item['name'] === 'string' && (typeof item['id'] === 'number' || typeof item['id'] === 'string'),
  );
};

export const fetchManagers = async (): Promise<ManagerOption[]> => {
  const body = await api.get<unknown>('/api/auth/get-all-managers');
  const list = isObject(body) ? envelope.decryptJson(body['allManagers']) : null;
  if (!Array.isArray(list)) return fail('get-all-managers');
  return list.flatMap((item): ManagerOption[] => {
    if (!isObject(item) || typeof item['emp_email'] !== 'string') return [];
    let name: string;
    try {
      name = envelope.decrypt(item['emp_name']);
    } catch {
      name = item['emp_email'];
    }
    const id = typeof item['id'] === 'number' || typeof item['id'] === 'string' ? item['id'] : item['emp_email'];
    return [{ id, name, email: item['emp_email'], jobtitle: typeof item['jobtitle'] === 'string' ? item['jobtitle'] : '' }];
  });
};

export interface RegistrationRequest {
  readonly email: string;
  readonly name: string;
  readonly phonenumber: string;
  readonly employeeid: string;
  /** The designation's name. */
  readonly selectedDesignation: string;
  /** The manager's e-mail. */
  readonly selectedManager: string;
  readonly captchaId: string;
  readonly captcha: string;
}

/** Resolves with the server's result message. */
export const submitRegistration = async (request: RegistrationRequest): Promise<string> =>
  messageOf(await api.post('/api/auth/submit-user-data', { encryptedData: envelope.encrypt(request) }), 'result');

/** Asks for the manager's notice (idempotent on the server, which queued it already). */
export const requestApproval = async (email: string): Promise<void> => {
  await api.post('/api/sendEmailToApprove', { encryptedData: envelope.encrypt({ email }) });
};

// ── Passwords ───────────────────────────────────────────────────────────────
export interface SetPasswordRequest {
  readonly email: string;
  /** SHA-256 hex of the new password. */
  readonly password: string;
  /** The set-up code of a `vms users add` link, instead of an e-mailed OTP. */
  readonly setupToken?: string;
}

export const setPassword = async (request: SetPasswordRequest): Promise<string> =>
  messageOf(await api.put('/api/auth/submit-forgotPassword', { data: envelope.encrypt(request) }), 'result');

// ── Approvals ───────────────────────────────────────────────────────────────
export interface PendingEmployee {
  readonly emp_name: string;
  readonly emp_id: string;
  readonly emp_email: string;
  readonly emp_phonenumber: string;
  readonly userstatus: string;
}

const isPendingEmployee = (value: unknown): value is PendingEmployee =>
  isObject(value) &&
  typeof value['emp_email'] === 'string' &&
  typeof value['emp_name'] === 'string' &&
  typeof value['emp_id'] === 'string' &&
  typeof value['userstatus'] === 'string';

/** The caller's reports waiting for approval (an admin: everyone waiting). */
export const fetchPendingEmployees = async (ownEmail: string, signal?: AbortSignal): Promise<PendingEmployee[]> => {
  const body = await api.get<unknown>('/api/fetchEmployeesToApprove', { query: { encryptedData: envelope.encrypt(ownEmail) }, ...(signal ? { signal } : {}) });
  const list = isObject(body) ? envelope.decryptJson(body['result']) : null;
  if (!Array.isArray(list)) return fail('fetchEmployeesToApprove');
  return list.filter(isPendingEmployee).map((row) => ({ ...row, emp_phonenumber: typeof row.emp_phonenumber === 'string' ? row.emp_phonenumber : '' }));
};

export interface Approval {
  readonly updatedUser: PendingEmployee | null;
  readonly message: string;
}

export const approveEmployee = async (email: string): Promise<Approval> => {
  const body = await api.post<unknown>('/api/auth/approve-user', { encryptedData: envelope.encrypt({ email_to_approve: email }) });
  const result = isObject(body) ? body['result'] : undefined;
  if (!isObject(result)) return fail('approve-user');
  let row: unknown;
  try {
    row = envelope.decryptJson(result['updatedUser']);
  } catch {
    row = null;
  }
  const updatedUser = isPendingEmployee(row) ? row : null;
  return { updatedUser, message: typeof result['message'] === 'string' ? result['message'] : '' };
};
