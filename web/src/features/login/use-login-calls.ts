import { useMutation } from '@tanstack/react-query';
import { usePreload } from '../../components/form/use-preload.ts';
import type { LoggedIn, LoginRequest } from '../auth/identity-api.ts';
import { digestOf, identityKeys, loadIdentityApi, loadPasswordDigest } from '../auth/identity-keys.ts';
import { useUserExistence } from '../auth/use-user-existence.ts';
import { nextStepAfterExistence, type LoginNextStep } from './login-outcome.ts';

/** The field checks (zod), fetched as the form renders and awaited on Login. */
const loadLoginChecks = () => import('./login-checks.ts');

export interface SignInRequest {
  readonly email: string;
  /** As typed: only its digest is sent, and only the digest is kept by the data layer. */
  readonly password: string;
  readonly captchaId: string;
  readonly captcha: string;
}

/**
 * What the login form asks of the server and of its checks, through the data layer: the field checks,
 * the existence check (a write: POST /api/auth/check-user-existence) and the sign-in (POST
 * /api/auth/login), never retried by themselves. Their code is fetched as the form renders.
 */
export const useLoginCalls = () => {
  usePreload(loadLoginChecks, loadIdentityApi, loadPasswordDigest);
  const existence = useUserExistence();
  const login = useMutation({
    mutationKey: identityKeys.login(),
    // The request holds the password's digest (docs/product/identity.md ID-SIGNIN-04), never the password.
    mutationFn: async (request: LoginRequest): Promise<LoggedIn> => (await loadIdentityApi()).logIn(request),
  });
  return {
    /** The message under each wrong field; rejects when the checks' code cannot be fetched. */
    checkFields: async (prefix: string, password: string) => (await loadLoginChecks()).checkLoginFields(prefix, password),
    /** Where the form goes next for this address; rejects with the check's failure. */
    nextStepFor: async (email: string): Promise<LoginNextStep> => nextStepAfterExistence(await existence.mutateAsync(email)),
    /** The signed-in user and the server's message; rejects with the refusal (login-outcome.ts reads it). */
    signIn: async ({ password, ...request }: SignInRequest): Promise<LoggedIn> => login.mutateAsync({ ...request, password: await digestOf(password) }),
  };
};
