import type { CaptchaAnswer, CaptchaQuestionAnswer, ExistenceAnswer, ExistenceStatus, LoginAnswer, SessionAnswer } from '#contract/api/identity-answers.ts';
import type { MessageAnswer } from '#contract/api/enveloped.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { AuthUser } from '../../web/src/features/auth/auth-state.ts';
import { envelope } from '../../web/src/lib/envelope.ts';

/**
 * The server's side of the sign-in calls, as a test answers them (render-page.tsx's `answer`): built on
 * the contract's answer schemas' types and sealed with the SPA's own envelope, so the page parses and
 * opens them as it does the server's.
 */

/** A 1×1 picture: the login page shows whatever GET /captcha gives it. */
export const CAPTCHA_PICTURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** `GET /captcha`, with a new id each time (`n`: how many were asked for so far). */
export const captchaAnswer = (n: number): Response => Response.json({ captcha: CAPTCHA_PICTURE, captchaId: `captcha-${n}` } satisfies CaptchaAnswer);

/** `GET /captcha/question`. */
export const captchaQuestionAnswer = (question: string, captchaId: string): Response => Response.json({ question, captchaId } satisfies CaptchaQuestionAnswer);

/** `POST /api/auth/check-user-existence`: unregistered (null) or where the account stands. */
export const existenceAnswer = (status: ExistenceStatus | null): Response =>
  Response.json({ result: { emailExists: status !== null, status: status === null ? null : envelope.encrypt(status) } } satisfies ExistenceAnswer);

/** The session the server gives `user`: what `POST /api/auth/login` and `GET /api/auth/session` both say. */
const sessionOf = (user: AuthUser): SessionAnswer => ({
  result: {
    sessionData: {
      id: Number(user.id),
      emp_name: envelope.encrypt(user.emp_name),
      emp_email: envelope.encrypt(user.emp_email),
      emp_phonenumber: envelope.encrypt(user.emp_phonenumber ?? ''),
      emp_id: envelope.encrypt(user.emp_id),
      manager: envelope.encrypt(user.manager ?? ''),
      userstatus: envelope.encrypt(user.userstatus),
      jobtitle: envelope.encrypt(user.role),
    },
    storedSessionId: user.sessionId,
    isAuthenticated: true,
  },
  user: envelope.encrypt({ email: user.emp_email, employee_id: user.emp_id, designation: user.role }),
});

/** `POST /api/auth/login` signing `user` in, with the server's message. */
export const loginAnswer = (user: AuthUser): Response => {
  const session = sessionOf(user);
  return Response.json({ ...session, result: { ...session.result, message: MESSAGES.login.success } } satisfies LoginAnswer);
};

/** `GET /check-session/…` for a live session. */
export const sessionActiveAnswer = (): Response => Response.json({ message: MESSAGES.session.active } satisfies MessageAnswer);
