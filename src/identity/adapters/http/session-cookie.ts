import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { SESSION_COOKIE } from '../../../platform/http/require-role.ts';
import { SESSION_POLICY } from '../../domain/auth-policy.ts';

/** The session's cookie, set by every sign-in (password or single sign-on): HttpOnly, SameSite=Strict, Secure behind https (ID-SESSION-01). */
export const setSessionCookie = (c: Context<AppEnv>, token: string, secure: boolean): void => {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    path: '/',
    maxAge: SESSION_POLICY.absoluteLifetime / 1000,
  });
};
