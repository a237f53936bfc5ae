import { useQuery } from '@tanstack/react-query';
import { fetchOnSite } from './desk-api.ts';
import { deskKeys } from './desk-keys.ts';
import type { DeskVisit } from './desk-visit.ts';

export interface OnSiteList {
  /** Checked in today and not out: the roll call's count. */
  readonly visits: readonly DeskVisit[];
  /** Checked in before today and never out (src/contract/roll-call.ts): shown only when asked. */
  readonly stale: readonly DeskVisit[];
  /** When the list was read, and the site's date then (the server's, which decides what is stale). */
  readonly at: Date;
  readonly today: string;
}

/** Everyone checked in and not out (`GET /api/on-site`); In and Out at the desk make it stale. */
export const useOnSite = () =>
  useQuery({
    queryKey: deskKeys.onSite(),
    queryFn: async ({ signal }): Promise<OnSiteList> => {
      // The server splits by each visit's own site's date (issue 30): those on site first, then the stale ones.
      const { visits, onSite, today } = await fetchOnSite(signal);
      return { visits: visits.slice(0, onSite), stale: visits.slice(onSite), at: new Date(), today };
    },
  });
