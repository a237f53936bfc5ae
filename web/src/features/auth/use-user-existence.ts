import { useMutation } from '@tanstack/react-query';
import { identityKeys, loadIdentityApi } from './identity-keys.ts';

/**
 * "Is this address registered, and in which state?" (POST /api/auth/check-user-existence), asked by the
 * sign-in forms when the user submits: a write of the data layer, never retried by itself and kept by
 * no cache (the answer can change with the next approval).
 */
export const useUserExistence = () =>
  useMutation({
    mutationKey: identityKeys.existence(),
    mutationFn: async (email: string) => (await loadIdentityApi()).checkUserExistence(email),
  });
