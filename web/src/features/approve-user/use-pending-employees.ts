import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { MESSAGES } from '#contract/messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { approveEmployee, fetchPendingEmployees, type PendingEmployee } from '../auth/identity-api.ts';
import { employeeApprovalFailure, employeeApprovedMessage } from './employee-approval-outcome.ts';

const APPROVED = 'Approved';

/** Every key Approve User's data lives under in the data layer (app/query-client.tsx). */
export const approveUserKeys = {
  all: ['approve-user'] as const,
  /** The signed-in host's reports waiting for approval. */
  pending: (ownEmail: string | null) => [...approveUserKeys.all, 'pending', ownEmail] as const,
  approve: (ownEmail: string | null) => [...approveUserKeys.all, 'approve', ownEmail] as const,
  reject: (ownEmail: string | null) => [...approveUserKeys.all, 'reject', ownEmail] as const,
};

export interface PendingEmployees {
  /** null while the first answer is awaited. */
  readonly rows: readonly PendingEmployee[] | null;
  readonly error: string | null;
  readonly reload: () => void;
}

/** A refusal in the server's words; offline or a server failure in the product's. */
const refusalOr = (failure: unknown, otherwise: string): string =>
  failure instanceof ApiError && failure.status !== 0 && failure.status < 500 && failure.message ? failure.message : otherwise;

/** The signed-in host's reports waiting for approval (GET /api/fetchEmployeesToApprove). */
export const usePendingEmployees = (ownEmail: string | null): PendingEmployees => {
  const pending = useQuery({
    queryKey: approveUserKeys.pending(ownEmail),
    queryFn: ({ signal }): Promise<readonly PendingEmployee[]> => fetchPendingEmployees(ownEmail ?? '', signal),
    enabled: ownEmail !== null,
  });
  const { refetch } = pending;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    rows: pending.data ?? null,
    error: pending.isError && !pending.isFetching ? refusalOr(pending.error, MESSAGES.photo.dataError) : null,
    reload,
  };
};

/**
 * Approve for that list: which rows have a call under way (by e-mail), and each call's outcome in the
 * product's words; an approved row is replaced by the server's updated copy in place.
 */
export const useApproveEmployee = (ownEmail: string | null) => {
  const client = useQueryClient();
  const { mutateAsync } = useMutation({ mutationKey: approveUserKeys.approve(ownEmail), mutationFn: (row: PendingEmployee) => approveEmployee(row.emp_email) });
  const calls = useMutationState({
    filters: { mutationKey: approveUserKeys.approve(ownEmail), status: 'pending' },
    select: (mutation) => (mutation.state.variables as PendingEmployee | undefined)?.emp_email,
  });
  const approving = useMemo<ReadonlySet<string>>(() => new Set(calls.filter((email): email is string => email !== undefined)), [calls]);

  const approve = useCallback(
    async (row: PendingEmployee): Promise<{ readonly ok: boolean; readonly message: string }> => {
      try {
        const { updatedUser, message } = await mutateAsync(row);
        const updated = updatedUser ?? { ...row, userstatus: APPROVED };
        client.setQueryData<readonly PendingEmployee[]>(approveUserKeys.pending(ownEmail), (rows) =>
          rows?.map((candidate) => (candidate.emp_email === updated.emp_email ? updated : candidate)),
        );
        return { ok: true, message: employeeApprovedMessage(row.emp_email, message) };
      } catch (failure) {
        return { ok: false, message: employeeApprovalFailure(failure) };
      }
    },
    [client, mutateAsync, ownEmail],
  );

  return { approving, approve };
};
