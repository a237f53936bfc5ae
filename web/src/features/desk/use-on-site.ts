import { useQuery } from '@tanstack/react-query';
import { siteToday } from '../../../../src/shared/visit-time.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { fetchOnSite } from './desk-api.ts';
import { deskKeys } from './desk-keys.ts';
import type { DeskVisit } from './desk-visit.ts';

export interface OnSiteList {
  readonly visits: readonly DeskVisit[];
  /** When the list was read, and the site's date then. */
  readonly at: Date;
  readonly today: string;
}

/** Everyone checked in and not out (`GET /api/on-site`); In and Out at the desk make it stale. */
export const useOnSite = () =>
  useQuery({
    queryKey: deskKeys.onSite(),
    queryFn: async ({ signal }): Promise<OnSiteList> => {
      const visits = await fetchOnSite(signal);
      const at = new Date();
      return { visits, at, today: siteToday(runtimeConfig.timeZone, at) };
    },
  });
