import { useCallback, useState } from 'react';
import { MESSAGES } from '../../../../src/shared/messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { recordTimeIn, recordTimeOut, timeFailureMessage } from './desk-api.ts';
import type { DeskVisit } from './desk-visit.ts';

export type TimeAction = 'in' | 'out';

export type TimeResult =
  | { readonly ok: true; readonly message: string; readonly visit: DeskVisit }
  | { readonly ok: false; readonly message: string; /** The server refused because the visit changed meanwhile (409). */ readonly stale: boolean };

const NONE: ReadonlyMap<number, TimeAction> = new Map();

/** In and Out for the desk: which visits have a call under way, and each call's outcome in the product's words. */
export const useTimeActions = () => {
  const [busy, setBusy] = useState<ReadonlyMap<number, TimeAction>>(NONE);

  const record = useCallback(async (visit: Pick<DeskVisit, 'id'>, what: TimeAction): Promise<TimeResult> => {
    setBusy((current) => new Map(current).set(visit.id, what));
    try {
      const { message, visit: updated } = await (what === 'in' ? recordTimeIn(visit.id) : recordTimeOut(visit.id));
      return { ok: true, message: message || (what === 'in' ? MESSAGES.time.inRecorded : MESSAGES.time.outRecorded), visit: updated };
    } catch (error) {
      return { ok: false, message: timeFailureMessage(error, what), stale: error instanceof ApiError && error.status === 409 };
    } finally {
      setBusy((current) => {
        const next = new Map(current);
        next.delete(visit.id);
        return next;
      });
    }
  }, []);

  return { busy, record };
};
