import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { MESSAGES } from '#contract/messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { DeskVisit } from './desk-visit.ts';
import { PASS_QR_PREFIX } from './pass-code.ts';
import { useDeskVisit } from './use-desk-visit.ts';

export type BadgeLoad = { readonly state: 'loading' } | { readonly state: 'ready'; readonly visit: DeskVisit } | { readonly state: 'failed'; readonly message: string };

/**
 * The visit a badge is for: loading, ready, or failed with what to say (the server's words for a
 * refusal such as an unknown visit, the data error for a network failure or a 5xx).
 */
export const useBadgeVisit = (id: number | null): BadgeLoad => {
  const visit = useDeskVisit(id);
  if (visit.isSuccess) return { state: 'ready', visit: visit.data };
  if (visit.isError && !visit.isFetching) {
    const refused = visit.error instanceof ApiError && visit.error.status !== 0 && visit.error.status < 500;
    return { state: 'failed', message: refused ? visit.error.message : MESSAGES.photo.dataError };
  }
  return { state: 'loading' };
};

/** The QR code of a pass code as an image address; null without a code and until it is drawn for this code. */
export const usePassQr = (code: string | null): string | null => {
  const [qr, setQr] = useState<{ code: string; url: string } | null>(null);
  useEffect(() => {
    if (!code) return;
    let current = true;
    // Drawn here in the browser: the pass code never goes to a third party.
    QRCode.toDataURL(`${PASS_QR_PREFIX}${code}`, { errorCorrectionLevel: 'M', margin: 1, width: 360, color: { dark: '#000000', light: '#ffffff' } }).then(
      (url) => {
        if (current) setQr({ code, url });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [code]);
  return qr && qr.code === code ? qr.url : null;
};
