import { useMutation, useQuery } from '@tanstack/react-query';
import type { PassPayload } from '../visits-common/pass-payload.ts';
import { createPass, fetchActiveEmployees } from '../visits-common/visits-api.ts';

/** Every key the pass form's data lives under in the data layer (app/query-client.tsx). */
export const passKeys = {
  all: ['visitor-pass'] as const,
  /** The approved employees a pass may name as its host. */
  hosts: () => [...passKeys.all, 'hosts'] as const,
};

/** The approved employees (`GET /getActiveEmployee`), for the desk's choice of host. */
export const useActiveEmployees = () => useQuery({ queryKey: passKeys.hosts(), queryFn: ({ signal }) => fetchActiveEmployees(signal) });

/** Create the pass (`POST /api/visitorForm`); never retried by itself: a pass is created once. */
export const useCreatePass = () => useMutation({ mutationFn: (payload: PassPayload) => createPass(payload) });
