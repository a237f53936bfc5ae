import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EvacuationView } from '#contract/api/evacuation-answers.ts';
import type { EvacuationMark } from '#contract/evacuation-marks.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useNotice } from '../../components/notices.tsx';
import { evacuationKeys } from './evacuation-keys.ts';

/** The calls, with the envelope and the answer schemas, load with the first call rather than with the page. */
const calls = () => import('./evacuation-api.ts');

/** What a failed call says: the server's words for a refusal, else a plain sentence. */
const messageOf = (error: unknown): string => (error instanceof ApiError ? error.message : 'The server could not be reached. Please try again.');

/** The site's open evacuation (null: none), read again whenever anyone's start, mark or end is announced live. */
export const useOpenEvacuation = (siteId: number | null) =>
  useQuery({
    queryKey: evacuationKeys.open(siteId ?? 0),
    queryFn: async ({ signal }) => (await calls()).fetchOpenEvacuation(siteId!, signal),
    enabled: siteId !== null,
  });

/**
 * Start, mark and end: each writes the answer into the cache at once (the guard sees their own tap
 * without waiting), and a refusal is shown and the roll call read again (someone else may have ended
 * it, or started one first).
 */
export const useEvacuationActions = (siteId: number | null) => {
  const client = useQueryClient();
  const notice = useNotice();
  const key = evacuationKeys.open(siteId ?? 0);
  const refused = (error: unknown) => {
    notice.error(messageOf(error));
    void client.invalidateQueries({ queryKey: evacuationKeys.all });
  };

  const start = useMutation({
    mutationFn: async () => (await calls()).startEvacuation(siteId!),
    onSuccess: (answer) => {
      client.setQueryData(key, answer.evacuation);
      notice.success(answer.message);
    },
    onError: refused,
  });

  const mark = useMutation({
    mutationFn: async ({ evacuationId, personId, value }: { evacuationId: number; personId: number; value: EvacuationMark }) =>
      (await calls()).markPerson(evacuationId, personId, value),
    onSuccess: (person) =>
      client.setQueryData<EvacuationView | null>(key, (current) =>
        current ? { ...current, people: current.people.map((one) => (one.id === person.id ? { ...person, hostPersonId: one.hostPersonId } : one)) } : current,
      ),
    onError: refused,
  });

  const end = useMutation({
    mutationFn: async (evacuationId: number) => (await calls()).endEvacuation(evacuationId),
    onSuccess: (answer) => {
      client.setQueryData(key, null);
      notice.success(answer.message);
    },
    onError: refused,
  });

  return { start, mark, end };
};
