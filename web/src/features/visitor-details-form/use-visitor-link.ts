import { useMutation, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '#contract/messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { linkExpired, linkStatusForError, type LinkPrefill, type LinkStatus } from '../visits-common/link-token.ts';
import { fetchVisitorByLink, submitVisitorDetails } from '../visits-common/visits-api.ts';

/** Every key the details form's data lives under in the data layer (app/query-client.tsx). */
export const visitorLinkKeys = {
  all: ['visitor-link'] as const,
  /** What the server says about one e-mailed link. */
  link: (token: string) => [...visitorLinkKeys.all, token] as const,
};

export type LinkLoad =
  | { readonly state: 'loading' }
  /** `timeZone`: the visit's site's (issue 30), the clock the link's expiry is told on. */
  | { readonly state: 'ready'; readonly timeZone: string }
  | { readonly state: 'status'; readonly status: LinkStatus }
  | { readonly state: 'unreachable'; readonly message: string };

/** What a failed look-up of the link means: the link's own state when the server said, else that it could not be asked. */
export const linkLoadForError = (reason: unknown, prefill: LinkPrefill, now: Date): LinkLoad => {
  if (!(reason instanceof ApiError)) return { state: 'unreachable', message: MESSAGES.http.internal };
  const status = linkStatusForError(reason.code) ?? (reason.status === 400 ? 'invalid' : null);
  if (status) return { state: 'status', status };
  // No answer about the link itself: the token's own expiry still tells an old link.
  if (linkExpired(prefill, now)) return { state: 'status', status: 'expired' };
  return { state: 'unreachable', message: reason.message };
};

/** Whether the e-mailed link still works (`GET /fetchVisitorData/{enc(phone)}?token=`); nothing is asked for a link that does not parse. */
export const useVisitorLink = (prefill: LinkPrefill | null, token: string): { readonly load: LinkLoad; readonly retry: () => void } => {
  const link = useQuery({
    queryKey: visitorLinkKeys.link(token),
    queryFn: ({ signal }) => fetchVisitorByLink(prefill?.phone ?? '', token, signal),
    enabled: prefill !== null,
  });
  const retry = () => void link.refetch();
  if (link.isSuccess) {
    const visitor = link.data;
    return { load: visitor === null ? { state: 'status', status: 'invalid' } : visitor.is_submitted ? { state: 'status', status: 'submitted' } : { state: 'ready', timeZone: visitor.site_time_zone }, retry };
  }
  if (link.isError && !link.isFetching && prefill !== null) return { load: linkLoadForError(link.error, prefill, new Date()), retry };
  return { load: { state: 'loading' }, retry };
};

/** Send the details (`POST /api/visitorDetails`); never retried by itself. */
export const useSubmitDetails = (token: string) =>
  useMutation({ mutationFn: (details: Readonly<Record<string, unknown>>) => submitVisitorDetails(details, token) });
