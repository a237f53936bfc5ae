import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { MESSAGES } from '#contract/messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { HostVisitorRecord } from '../visits-common/visitor-record.ts';
import { approveVisitor, fetchHostVisitors } from '../visits-common/visits-api.ts';
import { deskKeys } from '../desk/desk-keys.ts';
import { approvalFailureMessage, markApproved } from './approval-list-model.ts';
import { visitorKeys } from './visitor-keys.ts';

/** The host's visitors who sent their details (`GET /fetch-visitorData/{enc(email)}/true`). */
export const useApprovalList = (ownEmail: string) =>
  useQuery({
    queryKey: visitorKeys.approvals(ownEmail),
    queryFn: ({ signal }): Promise<readonly HostVisitorRecord[]> => fetchHostVisitors(ownEmail, true, signal),
  });

/**
 * Approve, for the approval list: which visitors have a call under way, and each call's outcome in
 * the product's words. An approval (or the answer that it was approved meanwhile) marks the row
 * Approved in place, and the desk lists, where an approved visit appears, are read again when next shown.
 */
export const useApproveVisitor = (ownEmail: string) => {
  const client = useQueryClient();
  const setApproved = useCallback(
    (id: number) => {
      client.setQueryData<readonly HostVisitorRecord[]>(visitorKeys.approvals(ownEmail), (visitors) => (visitors ? markApproved(visitors, id) : visitors));
      void client.invalidateQueries({ queryKey: deskKeys.lists(), refetchType: 'none' });
    },
    [client, ownEmail],
  );
  const { mutateAsync } = useMutation({ mutationKey: visitorKeys.approve(ownEmail), mutationFn: (id: number) => approveVisitor(id) });
  const pending = useMutationState({
    filters: { mutationKey: visitorKeys.approve(ownEmail), status: 'pending' },
    select: (mutation) => mutation.state.variables as number | undefined,
  });
  const busy = useMemo<ReadonlySet<number>>(() => new Set(pending.filter((id): id is number => id !== undefined)), [pending]);

  const approve = useCallback(
    async (visitor: HostVisitorRecord): Promise<{ readonly ok: boolean; readonly message: string }> => {
      try {
        const response = await mutateAsync(visitor.id);
        setApproved(visitor.id);
        return { ok: true, message: response.message || MESSAGES.approvals.visitorApproved };
      } catch (error) {
        const apiError = error instanceof ApiError ? error : null;
        // Approved meanwhile (another tab, an admin): the row shows it at once.
        if (apiError?.code === 'visit.already_approved') setApproved(visitor.id);
        return { ok: false, message: approvalFailureMessage(apiError) };
      }
    },
    [mutateAsync, setApproved],
  );

  return { busy, approve };
};
