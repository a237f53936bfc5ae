import type { ErrorCode } from '#contract/error-codes.ts';
import { parseVisitDate, TIME_SLOTS } from '#contract/site-calendar.ts';

/**
 * The e-mailed link's token (docs/product/visits.md VIS-LINK-01, the server's link-token.ts): six comma-separated
 * parts, the first five each an enveloped text (name, phone, visit date DD-MM-YYYY, visit time
 * `hh:mm AM`, expiry as an ISO instant), the sixth the server's signature, which only the server
 * checks. The SPA reads the first five to prefill the form and to know until when the link works.
 */
export interface LinkPrefill {
  readonly name: string;
  readonly phone: string;
  /** DD-MM-YYYY */
  readonly date: string;
  /** hh:mm AM */
  readonly time: string;
  /** The end of the visit day at the site. */
  readonly expiresAt: Date;
}

export type ParsedLink = { readonly ok: true; readonly prefill: LinkPrefill } | { readonly ok: false };

const TOKEN_MAX = 4096;
const INVALID: ParsedLink = { ok: false };

/**
 * The token's prefill, or `{ ok: false }` ("Invalid or corrupted token") when it is missing, does not
 * split into six parts, or a part does not decrypt to what it should be. `decrypt` is the envelope's.
 */
export const parseLinkToken = (token: string | null | undefined, decrypt: (part: string) => string): ParsedLink => {
  if (!token || token.length > TOKEN_MAX) return INVALID;
  const parts = token.split(',');
  if (parts.length !== 6 || parts.some((part) => part.trim() === '')) return INVALID;
  let texts: string[];
  try {
    texts = parts.slice(0, 5).map((part) => decrypt(part.trim()));
  } catch {
    return INVALID;
  }
  const [name = '', phone = '', date = '', time = '', expiry = ''] = texts;
  const expiresAt = new Date(expiry);
  if (name.trim() === '' || !/^\d{10}$/.test(phone) || parseVisitDate(date) === null || !TIME_SLOTS.includes(time) || Number.isNaN(expiresAt.getTime())) {
    return INVALID;
  }
  return { ok: true, prefill: { name, phone, date, time, expiresAt } };
};

/** Past the end of the visit day, by the given clock (the server has the final word). */
export const linkExpired = (prefill: Pick<LinkPrefill, 'expiresAt'>, now: Date): boolean => now.getTime() > prefill.expiresAt.getTime();

/** What the details-form page shows. */
export type LinkStatus = 'invalid' | 'expired' | 'submitted' | 'cancelled' | 'superseded';

const LINK_STATUS_BY_CODE: Partial<Readonly<Record<ErrorCode, LinkStatus>>> = {
  'link.expired': 'expired',
  'link.already_submitted': 'submitted',
  'link.invalid': 'invalid',
  'link.cancelled': 'cancelled',
  'link.superseded': 'superseded',
};

/**
 * The page for a failed call with the link's token, by the server's code: the expired link, the form
 * already sent, the bad token. Anything else (a rule's message, no network, a server error) is not
 * about the link: null, and the caller shows the message.
 */
export const linkStatusForError = (code: ErrorCode | null): LinkStatus | null => (code === null ? null : (LINK_STATUS_BY_CODE[code] ?? null));
