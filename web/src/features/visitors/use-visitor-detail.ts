import { useQuery } from '@tanstack/react-query';
import type { DeskRecord } from '#contract/api/visit-answers.ts';
import { fetchVisitorDetails } from '../visits-common/visits-api.ts';
import { visitorKeys } from './visitor-keys.ts';

/** One visit with everything the detail view shows (`GET /fetchVisitorDetails/{enc(id)}`); nothing is asked without an id. */
export const useVisitorDetail = (id: number | null) =>
  useQuery({
    queryKey: visitorKeys.detail(id ?? 0),
    queryFn: ({ signal }): Promise<DeskRecord> => fetchVisitorDetails(id ?? 0, signal),
    enabled: id !== null,
  });
