import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { siteToday } from '#contract/site-calendar.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { fetchDeskVisit, fetchDeskVisits, type DeskPage } from './desk-api.ts';
import { deskKeys, type DeskScope } from './desk-keys.ts';
import type { DeskListQuery } from './desk-list-query.ts';
import type { DeskVisit } from './desk-visit.ts';
import { visitChanged } from './use-time-actions.ts';
import { siteChosen, useSitePlaces } from '../visits-common/use-site-places.ts';

/** One page of the desk list, with the site's date when it was read (for which rows may check in). */
export interface DeskListPage extends DeskPage {
  readonly today: string;
}

/** A page past the end (rows went away meanwhile): the list goes to its last page that has rows. */
export const pastEndPage = (query: DeskListQuery, page: DeskPage): number | null =>
  page.visits.length === 0 && page.total > 0 && query.page > 1 ? Math.max(1, Math.ceil(page.total / query.pageSize)) : null;

/**
 * The desk list the address asks for (`GET /api/getApprovedVisitor`): the desk's ('all') or a
 * host's own ('mine'). While another page, filter or search loads, the rows shown stay those of the
 * last one; a failed load shows no rows. `updateVisit` puts a visit as it is now into the list;
 * `refreshVisit` reads one again (it changed at another desk).
 */
export const useDeskVisits = (query: DeskListQuery, scope: DeskScope, go: (next: DeskListQuery) => void) => {
  const client = useQueryClient();
  // "Today" is the listed site's (issue 30); until the sites arrive, the installation's zone.
  const places = useSitePlaces().data;
  // Unpicked, the desk is at the site the server opens it at (ADR 42: one of the caller's sites).
  const timeZone = siteChosen(places, query.site ?? places?.deskSiteId ?? null)?.timeZone ?? runtimeConfig.timeZone;
  const list = useQuery({
    queryKey: deskKeys.list(scope, query),
    queryFn: async ({ signal }): Promise<DeskListPage> => {
      const page = await fetchDeskVisits(query, scope, signal);
      return { ...page, today: siteToday(timeZone, new Date()) };
    },
    placeholderData: keepPreviousData,
  });

  const lastPage = list.data && !list.isPlaceholderData ? pastEndPage(query, list.data) : null;
  useEffect(() => {
    if (lastPage !== null) go({ ...query, page: lastPage });
  }, [lastPage, go, query]);

  const updateVisit = useCallback((visit: DeskVisit) => visitChanged(client, visit), [client]);
  const refreshVisit = useCallback(
    (id: number) => {
      client.fetchQuery({ queryKey: deskKeys.visit(id), queryFn: ({ signal }) => fetchDeskVisit(id, signal), staleTime: 0 }).then(updateVisit, () => undefined);
    },
    [client, updateVisit],
  );
  const { refetch } = list;
  const reload = useCallback(() => void refetch(), [refetch]);

  return {
    /** The rows and counts shown; null while nothing has loaded, after a failure, or on a page past the end. */
    page: list.isError || lastPage !== null ? null : (list.data ?? null),
    loading: list.isFetching || lastPage !== null,
    failed: list.isError && !list.isFetching,
    reload,
    updateVisit,
    refreshVisit,
  };
};
