import { z } from 'zod';
import { envelopedSchema } from './enveloped.ts';

/**
 * The answers of the identity calls (docs/product/api.md API-CALLS), with today's JSON field names.
 * `…AnswerSchema` is the body as sent; where a field is enveloped, the schema of what it holds once
 * opened sits beside it. The server's views are typed with these; the SPA parses with them.
 */

// ── Captcha ──────────────────────────────────────────────────────────────────
/** `GET /captcha`: the picture as a data: URL and its id; the expected text never leaves the server. */
export const captchaAnswerSchema = z.object({
  captcha: z.string().startsWith('data:image/'),
  captchaId: z.string().min(1),
});
export type CaptchaAnswer = z.infer<typeof captchaAnswerSchema>;

/** `GET /captcha/question`: the accessible alternative, a question in words and its id; its answer never leaves the server. */
export const captchaQuestionAnswerSchema = z.object({
  question: z.string().min(1).max(200),
  captchaId: z.string().min(1),
});
export type CaptchaQuestionAnswer = z.infer<typeof captchaQuestionAnswerSchema>;

// ── Existence ────────────────────────────────────────────────────────────────
/** Where a registered person stands (docs/product/identity.md ID-SIGNIN-02). */
export const EXISTENCE_STATUSES = ['Approval Pending', 'First Login', 'Approved'] as const;
export const existenceStatusSchema = z.enum(EXISTENCE_STATUSES);
export type ExistenceStatus = z.infer<typeof existenceStatusSchema>;

/** `POST /api/auth/check-user-existence`: `status` is the enveloped ExistenceStatus, null when unregistered. */
export const existenceAnswerSchema = z.object({
  result: z.object({ emailExists: z.boolean(), status: envelopedSchema.nullable() }),
});
export type ExistenceAnswer = z.infer<typeof existenceAnswerSchema>;

// ── Designations and managers (registration) ─────────────────────────────────
export const designationSchema = z.object({ id: z.number().int(), name: z.string().min(1) });
export type DesignationAnswerItem = z.infer<typeof designationSchema>;
export const designationListSchema = z.array(designationSchema);

/** `GET /api/auth/get-roles`: the enveloped list of designationSchema. */
export const designationsAnswerSchema = z.object({ designations: envelopedSchema });
export type DesignationsAnswer = z.infer<typeof designationsAnswerSchema>;

/** A manager in the registration dropdown: `emp_name` enveloped on its own (docs/product/api.md API-CALLS). */
export const managerOptionSchema = z.object({
  id: z.number().int(),
  emp_name: envelopedSchema,
  emp_email: z.string().min(1),
  /** The designation's name: 'Manager' or 'Admin'. */
  jobtitle: z.string(),
});
export type ManagerOptionAnswer = z.infer<typeof managerOptionSchema>;
export const managerOptionListSchema = z.array(managerOptionSchema);

/** `GET /api/auth/get-all-managers`: the enveloped list of managerOptionSchema. */
export const managersAnswerSchema = z.object({ allManagers: envelopedSchema });
export type ManagersAnswer = z.infer<typeof managersAnswerSchema>;

// ── Sites (registration, issue 30) ───────────────────────────────────────────
/** A site a registrant may pick as their home site: its id and name, nothing else about it is public. */
export const registrationSiteSchema = z.object({ id: z.number().int().positive(), name: z.string().min(1) });
export type RegistrationSite = z.infer<typeof registrationSiteSchema>;

/** `GET /api/registration/sites`: every site, by name (plain JSON: ids and names are not secret). */
export const registrationSitesAnswerSchema = z.object({ sites: z.array(registrationSiteSchema) });
export type RegistrationSitesAnswer = z.infer<typeof registrationSitesAnswerSchema>;

// ── Employees (approvals) ────────────────────────────────────────────────────
export const EMPLOYEE_STATUSES = ['Approval Pending', 'Approved'] as const;

/** An employee as the approval list shows it (docs/product/identity.md ID-APPROVAL-01). */
export const employeeRowSchema = z.object({
  emp_name: z.string(),
  emp_id: z.string(),
  emp_email: z.string().min(1),
  emp_phonenumber: z.string(),
  userstatus: z.enum(EMPLOYEE_STATUSES),
  /** The home site's name, picked at registration (issue 30): only on an installation of several sites. */
  home_site: z.string().optional(),
});
export type EmployeeRow = z.infer<typeof employeeRowSchema>;
export const employeeRowListSchema = z.array(employeeRowSchema);

/** `GET /api/fetchEmployeesToApprove`: the enveloped list of employeeRowSchema. */
export const pendingEmployeesAnswerSchema = z.object({ result: envelopedSchema });
export type PendingEmployeesAnswer = z.infer<typeof pendingEmployeesAnswerSchema>;

/** `POST /api/auth/approve-user`: `updatedUser` is the enveloped employeeRowSchema. */
export const approveUserAnswerSchema = z.object({
  result: z.object({ updatedUser: envelopedSchema, message: z.string() }),
});
export type ApproveUserAnswer = z.infer<typeof approveUserAnswerSchema>;

/** `POST /api/auth/reject-user`: the registration is gone; the message says the person was told. */
export const rejectUserAnswerSchema = z.object({ result: z.object({ message: z.string() }) });
export type RejectUserAnswer = z.infer<typeof rejectUserAnswerSchema>;

// ── Login ────────────────────────────────────────────────────────────────────
/** The login answer's sessionData: the id plain, every other field enveloped one by one. */
export const sessionDataSchema = z.object({
  id: z.number().int(),
  emp_name: envelopedSchema,
  emp_email: envelopedSchema,
  emp_phonenumber: envelopedSchema,
  emp_id: envelopedSchema,
  manager: envelopedSchema,
  userstatus: envelopedSchema,
  /** The designation's name, used as the role. */
  jobtitle: envelopedSchema,
});
export type SessionData = z.infer<typeof sessionDataSchema>;

/** The login answer's `user`, once opened. */
export const loginUserSchema = z.object({ email: z.string().min(1), employee_id: z.string(), designation: z.string().min(1) });
export type LoginUser = z.infer<typeof loginUserSchema>;

/** What the login answer and the session lookup both say of a live session: who holds it, and its public handle. */
const signedInResult = {
  sessionData: sessionDataSchema,
  storedSessionId: z.string().min(1),
  isAuthenticated: z.literal(true),
};

/** `POST /api/auth/login`: `user` is the enveloped loginUserSchema. */
export const loginAnswerSchema = z.object({
  result: z.object({ ...signedInResult, message: z.string() }),
  user: envelopedSchema,
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/**
 * `GET /api/auth/session`: the cookie's live session, in the login answer's words (without its message),
 * so that a tab with no saved sign-in rebuilds it from the server (docs/product/identity.md ID-SESSION-06, "Signed in
 * across tabs"). No live session answers 401 (`auth.required` without a cookie, `session.destroyed` for
 * one that is over or replaced). Every login answer is also a session answer.
 */
export const sessionAnswerSchema = z.object({
  result: z.object(signedInResult),
  user: envelopedSchema,
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

// ── OTP, registration, passwords, sessions ───────────────────────────────────
/**
 * `{ message }`: POST /api/auth/send-otp, POST /api/auth/verify-otp, POST /api/sendEmailToApprove,
 * GET /check-session/…, POST /logout/…. `{ result }`: POST /api/auth/submit-user-data,
 * PUT /api/auth/submit-forgotPassword.
 */
export { messageAnswerSchema, resultMessageAnswerSchema, type MessageAnswer, type ResultMessageAnswer } from './enveloped.ts';
