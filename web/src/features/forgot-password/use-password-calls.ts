import { useMutation } from '@tanstack/react-query';
import { usePreload } from '../../components/form/use-preload.ts';
import type { Existence, SetPasswordRequest } from '../auth/identity-api.ts';
import { digestOf, identityKeys, loadIdentityApi, loadPasswordDigest } from '../auth/identity-keys.ts';
import { useUserExistence } from '../auth/use-user-existence.ts';
import type { NewPasswordValues } from './new-password-schema.ts';

/** The new password's checks (zod), fetched as the page renders and awaited on Set Password. */
const loadPasswordChecks = async () => {
  const [{ newPasswordFormSchema }, { validate }] = await Promise.all([import('./new-password-schema.ts'), import('../../lib/validate.ts')]);
  return (values: NewPasswordValues) => validate(newPasswordFormSchema, values);
};

/**
 * What password setting asks of the server and of its checks, through the data layer: whether an
 * address is registered and in which state (before its OTP), the new password's checks, and the new
 * password itself (PUT /api/auth/submit-forgotPassword, never retried by itself; `saving` while it is
 * under way).
 */
export const usePasswordCalls = () => {
  usePreload(loadPasswordChecks, loadPasswordDigest);
  const existence = useUserExistence();
  const save = useMutation({
    mutationKey: identityKeys.setPassword(),
    // The request holds the password's digest (docs/product/identity.md ID-SIGNIN-04), never the password.
    mutationFn: async (request: SetPasswordRequest) => (await loadIdentityApi()).setPassword(request),
  });
  return {
    /** Whether the address is registered, and its state; rejects when that cannot be told. */
    existenceOf: (email: string): Promise<Existence> => existence.mutateAsync(email),
    /** The two passwords checked (every error at once); rejects when the checks' code cannot be fetched. */
    check: async (values: NewPasswordValues) => (await loadPasswordChecks())(values),
    /** Sets the password given as typed (only its digest is sent and kept); resolves with the server's message. */
    setPassword: async ({ password, ...request }: SetPasswordRequest): Promise<string> => save.mutateAsync({ ...request, password: await digestOf(password) }),
    saving: save.isPending,
  };
};
