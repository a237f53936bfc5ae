import { useCallback, useEffect, useState } from 'react';
import { fetchCaptcha, type Captcha } from '../../features/auth/identity-api.ts';

export type CaptchaStatus = 'loading' | 'ready' | 'failed';

export interface UseCaptcha {
  readonly captcha: Captcha | null;
  readonly status: CaptchaStatus;
  /** Fetches a new picture; a captcha is single-use, so call it after every attempt. */
  readonly refresh: () => void;
}

/** A captcha from GET /captcha: its picture and id (the answer never leaves the server). */
export const useCaptcha = (): UseCaptcha => {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [status, setStatus] = useState<CaptchaStatus>('loading');
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchCaptcha(controller.signal).then(
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
  }, [generation]);

  const refresh = useCallback(() => {
    setStatus('loading');
    setGeneration((current) => current + 1);
  }, []);

  return { captcha, status, refresh };
};
