import { keepPreviousData, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { DeskRecord } from '#contract/api/visit-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { useNotice } from '../../components/notices.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { approveVisit, cancelVisit, fetchMyVisits, loadVisitsApi, resendLink } from './my-visits-api.ts';
import { myVisitsKeys } from './my-visits-keys.ts';
import type { MyVisitsView, RowAction } from './my-visits-model.ts';

/** The page of My visitors the address asks for; while another page or filter loads, the last rows stay (marked as loading). */
export const useMyVisits = (view: MyVisitsView) => {
  const list = useQuery({
    queryKey: myVisitsKeys.list(view),
    queryFn: ({ signal }) => fetchMyVisits(view, signal),
    placeholderData: keepPreviousData,
  });
  const { refetch } = list;
  return {
    /** Null while nothing has loaded yet, and after a failure. */
    page: list.isError ? null : (list.data ?? null),
    /** The rows shown are not yet those of this view (the first load, or another page or filter). */
    loading: list.isPending || list.isPlaceholderData,
    refreshing: list.isFetching,
    failed: list.isError && !list.isFetching,
    reload: useCallback(() => void refetch(), [refetch]),
  };
};

interface Change {
  readonly action: RowAction;
  readonly visit: DeskRecord;
}

const run = ({ action, visit }: Change): Promise<string> => {
  switch (action) {
    case 'resend':
      return resendLink(visit.id);
    case 'cancel':
      return cancelVisit(visit.id);
    case 'approve':
      return approveVisit(visit.id).then((answer) => answer.message || MESSAGES.approvals.visitorApproved);
  }
};

/** What a failed change says: the server's words, the approval's own fallback. */
const failureText = (action: RowAction, error: unknown): string => {
  if (error instanceof ApiError && error.status !== 0 && error.message) return error.message;
  if (action === 'approve') return MESSAGES.approvals.visitorFailed;
  return error instanceof ApiError ? error.message : MESSAGES.photo.dataError;
};

/**
 * Resend link, Cancel and Approve from the list: each success is a brief notice, each refusal an
 * error notice that stays until dismissed; either way the list is read again (a refusal usually
 * means the visit changed meanwhile). `busy` holds the visits whose change is under way.
 */
export const useMyVisitChanges = () => {
  // Approve's call (with the envelope) is fetched as the page renders and awaited by the call; a failed
  // fetch is left to the call that needs it. (Not usePreload: sharing it with this page split it into a
  // chunk of its own that every form then loaded.)
  useEffect(() => {
    loadVisitsApi().catch(() => undefined);
  }, []);
  const client = useQueryClient();
  const notice = useNotice();
  const { mutate } = useMutation({
    mutationKey: myVisitsKeys.change(),
    mutationFn: run,
    onSuccess: (message) => notice.success(message),
    onError: (error, change) => notice.error(failureText(change.action, error)),
    onSettled: () => client.invalidateQueries({ queryKey: myVisitsKeys.all }),
  });
  const pending = useMutationState({
    filters: { mutationKey: myVisitsKeys.change(), status: 'pending' },
    select: (mutation) => (mutation.state.variables as Change | undefined)?.visit.id,
  });
  const busy = useMemo<ReadonlySet<number>>(() => new Set(pending.filter((id): id is number => id !== undefined)), [pending]);
  const change = useCallback((action: RowAction, visit: DeskRecord) => mutate({ action, visit }), [mutate]);
  return { busy, change };
};
