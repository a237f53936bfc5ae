import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { MESSAGES } from '../../../../src/shared/messages.ts';
import type { Designation, ManagerOption } from '../auth/identity-api.ts';
import { identityKeys, loadIdentityApi } from '../auth/identity-keys.ts';

export interface RegistrationLists {
  /** null while the list is being read (first time or again) or when it could not be. */
  readonly designations: readonly Designation[] | null;
  readonly managers: readonly ManagerOption[] | null;
  /** Either list could not be read: the form offers to read them again. */
  readonly failed: boolean;
  /** Reads both lists again. */
  readonly reload: () => void;
}

/**
 * Registration's designations (GET /api/auth/get-roles) and managers (GET /api/auth/get-all-managers),
 * read through the data layer once the e-mail is verified (`enabled`). When either fails, once both have
 * answered, `onFailed` gets the product's message (the designations' first), once per failed reading.
 */
export const useRegistrationLists = (enabled: boolean, onFailed: (message: string) => void): RegistrationLists => {
  const designations = useQuery({
    queryKey: identityKeys.designations(),
    queryFn: async () => (await loadIdentityApi()).fetchDesignations(),
    enabled,
  });
  const managers = useQuery({
    queryKey: identityKeys.managers(),
    queryFn: async () => (await loadIdentityApi()).fetchManagers(),
    enabled,
  });
  const settled = !designations.isFetching && !managers.isFetching;
  const failed = enabled && settled && (designations.isError || managers.isError);
  const failure = failed ? `${designations.errorUpdatedAt}:${managers.errorUpdatedAt}` : null;
  const failedMessage = designations.isError ? MESSAGES.registration.designationsFailed : MESSAGES.registration.managersFailed;
  const report = useRef(onFailed);
  useEffect(() => {
    report.current = onFailed;
  }, [onFailed]);
  useEffect(() => {
    if (failure !== null) report.current(failedMessage);
    // Once per failed reading (its error times), not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure]);

  const { refetch: refetchDesignations } = designations;
  const { refetch: refetchManagers } = managers;
  const reload = useCallback(() => {
    void refetchDesignations();
    void refetchManagers();
  }, [refetchDesignations, refetchManagers]);

  return {
    designations: designations.isFetching ? null : (designations.data ?? null),
    managers: managers.isFetching ? null : (managers.data ?? null),
    failed,
    reload,
  };
};
