import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '#contract/messages.ts';
import { siteToday } from '#contract/site-calendar.ts';
import { ApiError } from '../../lib/api-client.ts';
import { fetchDeskVisit } from './desk-api.ts';
import { deskKeys } from './desk-keys.ts';
import type { DeskVisit } from './desk-visit.ts';
import { lookUpPass } from './use-desk-visit.ts';
import { useTimeActions, type TimeAction } from './use-time-actions.ts';

export interface Found {
  readonly visit: DeskVisit;
  /** The visit's site's date when it was read: In is for today's visits only. */
  readonly today: string;
}

export type Notice = { readonly severity: 'success' | 'error' | 'info' | 'warning'; readonly text: string };

const foundNow = (visit: DeskVisit): Found => ({ visit, today: siteToday(visit.site_time_zone, new Date()) });

/**
 * The scanner's look-up of a pass code and In or Out on what it found, with the notice that tells the desk how it
 * went. `onFound` runs when a pass is found (the camera stops); `onVisitChanged` after In or Out, so that the list
 * updates its row. The visit found is then followed as the desk's other screens follow theirs: it is the active
 * read of that visit, which a live update makes stale (app/live-updates.ts), so that another desk's In, or the
 * host's Cancel, shows on the card (and its In goes) without anyone pressing it first.
 */
export const usePassLookup = ({ onFound, onVisitChanged }: { readonly onFound: () => void; readonly onVisitChanged: (visit: DeskVisit) => void }) => {
  const [found, setFound] = useState<Found | null>(null);
  const [looking, setLooking] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Only the latest look-up's answer counts (a new code, or the dialog closed, supersedes it).
  const latestLookup = useRef(0);
  const { busy, record } = useTimeActions();
  const client = useQueryClient();
  const foundId = found?.visit.id ?? null;
  const followed = useQuery({
    queryKey: deskKeys.visit(foundId ?? 0),
    queryFn: ({ signal }) => fetchDeskVisit(foundId ?? 0, signal),
    enabled: foundId !== null,
    // Just read by the look-up, which put it here: read again only when something changes.
    refetchOnMount: false,
  });
  const shown: Found | null = found && followed.data?.id === found.visit.id ? { ...found, visit: followed.data } : found;

  const lookUp = useCallback(
    async (code: string) => {
      const mine = ++latestLookup.current;
      const superseded = () => latestLookup.current !== mine;
      setLooking(true);
      setNotice(null);
      try {
        const visit = await lookUpPass(client, code);
        if (superseded()) return;
        client.setQueryData(deskKeys.visit(visit.id), visit);
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
    if (!shown) return;
    const result = await record(shown.visit, what);
    if (result.ok) {
      setFound(foundNow(result.visit));
      onVisitChanged(result.visit);
      setNotice({ severity: 'success', text: result.message });
      return;
    }
    setNotice({ severity: 'error', text: result.message });
    if (result.stale && shown.visit.visitor_id) {
      // The visit changed at another desk: show it as it is now.
      lookUpPass(client, shown.visit.visitor_id).then(
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

  return { found: shown, looking, notice, setNotice, lookUp, recordTime, busy: shown ? busy.get(shown.visit.id) : undefined, forget };
};
