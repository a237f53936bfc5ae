import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../../src/shared/messages.ts';
import { siteToday } from '../../../../src/shared/site-calendar.ts';
import { ApiError } from '../../lib/api-client.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import type { DeskVisit } from './desk-visit.ts';
import { lookUpPass } from './use-desk-visit.ts';
import { useTimeActions, type TimeAction } from './use-time-actions.ts';

export interface Found {
  readonly visit: DeskVisit;
  /** The site's date when the visit was read: In is for today's visits only. */
  readonly today: string;
}

export type Notice = { readonly severity: 'success' | 'error' | 'info' | 'warning'; readonly text: string };

const foundNow = (visit: DeskVisit): Found => ({ visit, today: siteToday(runtimeConfig.timeZone, new Date()) });

/**
 * The scanner's look-up of a pass code and In or Out on what it found, with the notice that tells the desk how it
 * went. `onFound` runs when a pass is found (the camera stops); `onVisitChanged` after In or Out, so that the list
 * updates its row.
 */
export const usePassLookup = ({ onFound, onVisitChanged }: { readonly onFound: () => void; readonly onVisitChanged: (visit: DeskVisit) => void }) => {
  const [found, setFound] = useState<Found | null>(null);
  const [looking, setLooking] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Only the latest look-up's answer counts (a new code, or the dialog closed, supersedes it).
  const latestLookup = useRef(0);
  const { busy, record } = useTimeActions();
  const client = useQueryClient();

  const lookUp = useCallback(
    async (code: string) => {
      const mine = ++latestLookup.current;
      const superseded = () => latestLookup.current !== mine;
      setLooking(true);
      setNotice(null);
      try {
        const visit = await lookUpPass(client, code);
        if (superseded()) return;
        setFound(foundNow(visit));
        onFound();
      } catch (error) {
        if (superseded()) return;
        const text = error instanceof ApiError && error.status === 404 ? MESSAGES.time.unknownPass : error instanceof ApiError ? error.message : MESSAGES.photo.dataError;
        setNotice({ severity: 'error', text });
      } finally {
        if (!superseded()) setLooking(false);
      }
    },
    [onFound, client],
  );

  useEffect(() => {
    const lookups = latestLookup;
    return () => {
      lookups.current += 1;
    };
  }, []);

  const recordTime = async (what: TimeAction) => {
    if (!found) return;
    const result = await record(found.visit, what);
    if (result.ok) {
      setFound(foundNow(result.visit));
      onVisitChanged(result.visit);
      setNotice({ severity: 'success', text: result.message });
      return;
    }
    setNotice({ severity: 'error', text: result.message });
    if (result.stale && found.visit.visitor_id) {
      // The visit changed at another desk: show it as it is now.
      lookUpPass(client, found.visit.visitor_id).then(
        (visit) => {
          setFound(foundNow(visit));
          onVisitChanged(visit);
        },
        () => undefined,
      );
    }
  };

  /** Back to looking: nothing found, no notice. */
  const forget = () => {
    setFound(null);
    setNotice(null);
  };

  return { found, looking, notice, setNotice, lookUp, recordTime, busy: found ? busy.get(found.visit.id) : undefined, forget };
};
