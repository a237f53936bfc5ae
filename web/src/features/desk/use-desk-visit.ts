import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchDeskVisit, fetchVisitByPass, uploadPhoto } from './desk-api.ts';
import { deskKeys } from './desk-keys.ts';
// The pages that read one visit as they render (the badge, Capture Photo) seal its id in the read's address:
// they load the payload envelope and the answer checks with the page, so that the read does not wait for
// them (desk-api.ts fetches them on demand, which for these pages then costs nothing).
import '../../lib/answer.ts';
import '../../lib/envelope.ts';

/** One visit with its state and latest photo (`GET /fetchVisitorDetails/{enc(id)}`); nothing is asked without an id. */
export const useDeskVisit = (id: number | null) =>
  useQuery({ queryKey: deskKeys.visit(id ?? 0), queryFn: ({ signal }) => fetchDeskVisit(id ?? 0, signal), enabled: id !== null });

/** The visit a pass code names, asked afresh each time (the scanner: a code read or typed, or the visit again after a refusal). */
export const lookUpPass = (client: QueryClient, code: string) =>
  client.fetchQuery({ queryKey: deskKeys.pass(code), queryFn: ({ signal }) => fetchVisitByPass(code, signal), staleTime: 0 });

/**
 * Upload the photo just taken (`POST /upload`); never retried by itself. The visit's latest photo,
 * the visit and the desk lists (which show whether a visit has a photo) are read again when next shown.
 */
export const useUploadPhoto = (id: number | null) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photo: Blob) => uploadPhoto(id ?? 0, photo),
    onSuccess: () => {
      if (id === null) return;
      void client.invalidateQueries({ queryKey: deskKeys.latestPhoto(id) });
      void client.invalidateQueries({ queryKey: deskKeys.visit(id) });
      void client.invalidateQueries({ queryKey: deskKeys.lists() });
    },
  });
};
