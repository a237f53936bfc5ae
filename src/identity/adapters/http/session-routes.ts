import type { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { DomainError, type ErrorCode } from '#kernel/domain-error.ts';
import type { MessageAnswer } from '#contract/api/enveloped.ts';
import type { SessionAnswer } from '#contract/api/identity-answers.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { openText, readJsonObject } from '../../../platform/http/read-body.ts';
import { SESSION_COOKIE } from '../../../platform/http/require-role.ts';
import type { CheckSession } from '../../application/check-session.ts';
import type { LogOut } from '../../application/log-out.ts';
import type { ReadSession } from '../../application/read-session.ts';
import { signedInAnswer } from './employee-views.ts';

export const sessionRoutes = (deps: { envelope: NodeEnvelope; checkSession: CheckSession; readSession: ReadSession; logOut: LogOut }) => (app: Hono<AppEnv>) => {
  // A tab without a saved sign-in asks who it is (read-only, not activity); 401 with the error handler's code when nobody.
  app.get('/api/auth/session', async (c) => {
    const { employee, sessionId } = await deps.readSession.execute(getCookie(c, SESSION_COOKIE));
    return c.json(signedInAnswer(employee, sessionId, deps.envelope) satisfies SessionAnswer);
  });

  // The SPA's periodic check: `{ message }` rather than `{ errmessage }`, as the description has it, with the code beside it.
  app.get('/check-session/:email/:sessionTime', async (c) => {
    try {
      const email = openText(deps.envelope, c.req.param('email'));
      return c.json((await deps.checkSession.execute(getCookie(c, SESSION_COOKIE), email)) satisfies MessageAnswer);
    } catch (error) {
      if (error instanceof DomainError || (error instanceof Error && error.name === 'EnvelopeError')) {
        return c.json({ message: MESSAGES.session.destroyed, code: 'session.destroyed' satisfies ErrorCode }, 401);
      }
      throw error;
    }
  });

  app.post('/logout/:sessionId', async (c) => {
    // The e-mail and the path's session id are part of the description's call; the cookie alone decides whose session ends.
    await readJsonObject(c).catch(() => ({}));
    const result = await deps.logOut.execute(getCookie(c, SESSION_COOKIE));
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json(result satisfies MessageAnswer);
  });
};
