import { useMutation } from '@tanstack/react-query';
import { usePreload } from '../../components/form/use-preload.ts';
import type { RegistrationRequest } from '../auth/identity-api.ts';
import { identityKeys, loadIdentityApi } from '../auth/identity-keys.ts';
import { useUserExistence } from '../auth/use-user-existence.ts';

/** The payload's check (zod), fetched as the page renders and awaited on Submit. */
const loadRegistrationChecks = () => import('./registration-checks.ts');

/** Registers (POST /api/auth/submit-user-data), then asks for the manager's notice; resolves with the server's message. */
const registerEmployee = async (request: RegistrationRequest): Promise<string> => {
  const identity = await loadIdentityApi();
  const result = await identity.submitRegistration(request);
  // The server queued the manager's notice already; this call is the description's, and idempotent.
  await identity.requestApproval(request.email).catch((error: unknown) => console.warn('sendEmailToApprove failed', error));
  return result;
};

/**
 * What registration asks of the server and of its checks, through the data layer: whether an address
 * is registered (before its OTP), the payload's check and the registration itself (never retried by
 * itself; `submitting` while it is under way). The lists are use-registration-lists.ts.
 */
export const useRegistrationCalls = () => {
  usePreload(loadRegistrationChecks);
  const existence = useUserExistence();
  const register = useMutation({ mutationKey: identityKeys.register(), mutationFn: registerEmployee });
  return {
    /** Whether the address is registered already; rejects when that cannot be told. */
    isRegistered: async (email: string): Promise<boolean> => (await existence.mutateAsync(email)).emailExists,
    /** The payload checked as the server checks it; rejects when the check's code cannot be fetched. */
    check: async (payload: RegistrationRequest) => (await loadRegistrationChecks()).checkRegistration(payload),
    register: register.mutateAsync,
    submitting: register.isPending,
  };
};
