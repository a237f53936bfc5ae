import { useMutation, useQuery } from '@tanstack/react-query';
import { usePreload } from '../../components/form/use-preload.ts';
import type { PassPayload } from '../visits-common/pass-payload.ts';

/**
 * The visits calls with the envelope (crypto-js) they seal payloads with: fetched as the form renders
 * and awaited by the call, so that the form is usable before they arrive (page weight,
 * bench/bundle-budget.ts).
 */
const loadVisitsApi = () => import('../visits-common/visits-api.ts');

/** Every key the pass form's data lives under in the data layer (app/query-client.tsx). */
export const passKeys = {
  all: ['visitor-pass'] as const,
  /** The approved employees a pass may name as its host. */
  hosts: () => [...passKeys.all, 'hosts'] as const,
};

/** The approved employees (`GET /getActiveEmployee`), for the desk's choice of host. */
export const useActiveEmployees = () =>
  useQuery({ queryKey: passKeys.hosts(), queryFn: async ({ signal }) => (await loadVisitsApi()).fetchActiveEmployees(signal) });

/** Create the pass (`POST /api/visitorForm`); never retried by itself: a pass is created once. */
export const useCreatePass = () => {
  usePreload(loadVisitsApi);
  return useMutation({ mutationFn: async (payload: PassPayload) => (await loadVisitsApi()).createPass(payload) });
};
