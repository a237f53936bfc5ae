import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { fetchCaptcha, fetchCaptchaQuestion, type Captcha, type CaptchaKind } from '../../features/auth/captcha-api.ts';
import { identityKeys } from '../../features/auth/identity-keys.ts';
import { useAuth } from '../../features/auth/use-auth.ts';

export type CaptchaStatus = 'loading' | 'ready' | 'failed';

export interface UseCaptcha {
  readonly captcha: Captcha | null;
  readonly status: CaptchaStatus;
  /** The picture, or the question in words for someone who cannot read it (issue 12). */
  readonly kind: CaptchaKind;
  /** Fetches a new captcha of the same kind; a captcha is single-use, so call it after every attempt. */
  readonly refresh: () => void;
  /** Switches between the picture and the question, with a new captcha of that kind. */
  readonly switchKind: (kind: CaptchaKind) => void;
}

/** With the page, not with the other identity calls: the captcha is the first thing the form asks for (captcha-api.ts). */
const fetchCaptchaOf = (kind: CaptchaKind, signal: AbortSignal): Promise<Captcha> => (kind === 'question' ? fetchCaptchaQuestion(signal) : fetchCaptcha(signal));

/**
 * A captcha from GET /captcha (a picture) or GET /captcha/question, and its id (the answer never leaves
 * the server), read through the data layer. A captcha answers once, so none is kept for later: each page
 * that shows one asks for its own (gcTime 0), and `refresh` asks again, dropping a call still under way.
 * Only while signed out: the sign-in pages send a signed-in visitor to their dashboard, and someone who
 * has just signed in on the page (whose data layer starts afresh for the new sign-in) needs none.
 */
export const useCaptcha = (): UseCaptcha => {
  const { isAuthenticated } = useAuth();
  const [kind, setKind] = useState<CaptchaKind>('picture');
  const query = useQuery({
    queryKey: identityKeys.captcha(kind),
    queryFn: ({ signal }) => fetchCaptchaOf(kind, signal),
    gcTime: 0,
    enabled: !isAuthenticated,
  });
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const switchKind = useCallback((next: CaptchaKind) => setKind(next), []);
  const status: CaptchaStatus = query.isFetching ? 'loading' : query.isError ? 'failed' : query.data ? 'ready' : 'loading';
  return { captcha: query.isError ? null : (query.data ?? null), status, kind, refresh, switchKind };
};
