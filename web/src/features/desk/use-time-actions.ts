import { useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { MESSAGES } from '#contract/messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { recordTimeIn, recordTimeOut, timeFailureMessage, type DeskPage } from './desk-api.ts';
import { deskKeys } from './desk-keys.ts';
import { replaceVisit, type DeskVisit } from './desk-visit.ts';

export type TimeAction = 'in' | 'out';

export type TimeResult =
  | { readonly ok: true; readonly message: string; readonly visit: DeskVisit }
  | { readonly ok: false; readonly message: string; /** The server refused because the visit changed meanwhile (409). */ readonly stale: boolean };

interface TimeCall {
  readonly id: number;
  readonly what: TimeAction;
}

/**
 * A visit as it is now, in every cached page of the desk lists (its row stays where it is until the
 * list is read again) and as the single visit; the lists are marked stale, so that the next time one
 * is shown or refreshed it is read again, and the roll call of who is on site is read again if shown.
 */
export const visitChanged = (client: QueryClient, visit: DeskVisit): void => {
  client.setQueriesData<DeskPage & { readonly today: string }>({ queryKey: deskKeys.lists() }, (page) =>
    page && page.visits.some((row) => row.id === visit.id) ? { ...page, visits: replaceVisit(page.visits, visit) } : page,
  );
  client.setQueryData(deskKeys.visit(visit.id), visit);
  void client.invalidateQueries({ queryKey: deskKeys.lists(), refetchType: 'none' });
  void client.invalidateQueries({ queryKey: deskKeys.onSite() });
};

/**
 * In and Out for the desk: which visits have a call under way (across the list and the scanner), and
 * each call's outcome in the product's words. Never retried by itself: a time is recorded once.
 */
export const useTimeActions = () => {
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationKey: deskKeys.recordTime(),
    mutationFn: ({ id, what }: TimeCall) => (what === 'in' ? recordTimeIn(id) : recordTimeOut(id)),
    onSuccess: ({ visit }) => visitChanged(client, visit),
  });
  const pending = useMutationState({
    filters: { mutationKey: deskKeys.recordTime(), status: 'pending' },
    select: (mutation) => mutation.state.variables as TimeCall | undefined,
  });
  const busy = useMemo<ReadonlyMap<number, TimeAction>>(() => new Map(pending.flatMap((call) => (call ? [[call.id, call.what] as const] : []))), [pending]);

  const record = useCallback(
    async (visit: Pick<DeskVisit, 'id'>, what: TimeAction): Promise<TimeResult> => {
      try {
        const { message, visit: updated } = await mutateAsync({ id: visit.id, what });
        return { ok: true, message: message || (what === 'in' ? MESSAGES.time.inRecorded : MESSAGES.time.outRecorded), visit: updated };
      } catch (error) {
        return { ok: false, message: timeFailureMessage(error, what), stale: error instanceof ApiError && error.status === 409 };
      }
    },
    [mutateAsync],
  );

  return { busy, record };
};
