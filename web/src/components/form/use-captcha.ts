import { useCallback, useEffect, useState } from 'react';
import { fetchCaptcha, fetchCaptchaQuestion, type Captcha, type CaptchaKind } from '../../features/auth/identity-api.ts';

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

/** A captcha from GET /captcha (a picture) or GET /captcha/question, and its id (the answer never leaves the server). */
export const useCaptcha = (): UseCaptcha => {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [status, setStatus] = useState<CaptchaStatus>('loading');
  const [kind, setKind] = useState<CaptchaKind>('picture');
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    (kind === 'question' ? fetchCaptchaQuestion : fetchCaptcha)(controller.signal).then(
      (next) => {
        setCaptcha(next);
        setStatus('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return;
        setCaptcha(null);
        setStatus('failed');
      },
    );
    return () => controller.abort();
  }, [generation, kind]);

  const refresh = useCallback(() => {
    setStatus('loading');
    setGeneration((current) => current + 1);
  }, []);

  const switchKind = useCallback((next: CaptchaKind) => {
    setStatus('loading');
    setCaptcha(null);
    setKind(next);
  }, []);

  return { captcha, status, kind, refresh, switchKind };
};
