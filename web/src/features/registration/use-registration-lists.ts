import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { MESSAGES } from '#contract/messages.ts';
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

/** What the page needs to know of each list's reading (TanStack Query's result fits). */
export interface ListReading {
  readonly isFetching: boolean;
  readonly isError: boolean;
  /** When it last failed (0: never). */
  readonly errorUpdatedAt: number;
}

/**
 * The failed reading of the two lists to report, once both have answered: a key that changes with each
 * failed reading (so that one is reported once) and the product's message, the designations' first
 * (as when the two were read together); null while either is being read, or when neither failed.
 */
export const listsFailure = (enabled: boolean, designations: ListReading, managers: ListReading): { readonly key: string; readonly message: string } | null => {
  if (!enabled || designations.isFetching || managers.isFetching || !(designations.isError || managers.isError)) return null;
  return {
    key: `${designations.isError ? designations.errorUpdatedAt : 0}:${managers.isError ? managers.errorUpdatedAt : 0}`,
    message: designations.isError ? MESSAGES.registration.designationsFailed : MESSAGES.registration.managersFailed,
  };
};

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
  const failure = listsFailure(enabled, designations, managers);
  const report = useRef(onFailed);
  useEffect(() => {
    report.current = onFailed;
  }, [onFailed]);
  const failureKey = failure?.key ?? null;
  const failureMessage = failure?.message ?? null;
  useEffect(() => {
    // Once per failed reading (the key), not on every render.
    if (failureKey !== null && failureMessage !== null) report.current(failureMessage);
  }, [failureKey, failureMessage]);

  const { refetch: refetchDesignations } = designations;
  const { refetch: refetchManagers } = managers;
  const reload = useCallback(() => {
    void refetchDesignations();
    void refetchManagers();
  }, [refetchDesignations, refetchManagers]);

  return {
    designations: designations.isFetching ? null : (designations.data ?? null),
    managers: managers.isFetching ? null : (managers.data ?? null),
    failed: failure !== null,
    reload,
  };
};
