import type { ErrorCode } from '#contract/error-codes.ts';
import { MESSAGES } from '#contract/messages.ts';
import { ApiError, UnexpectedAnswerError } from '../../lib/api-client.ts';

/** What a failed kiosk call means for the screen, decided on the server's code (ADR 10), shown in its words. */
export type KioskFailure =
  /** The kiosk was revoked (or its cookie is gone): the page shows "signed out". */
  | { readonly kind: 'signed-out' }
  /** The ticket timed out or belongs elsewhere: back to the start screen, saying so. */
  | { readonly kind: 'start-again'; readonly message: string }
  /** The visitor must see the desk (a flag they never learn of, a declined walk-in). */
  | { readonly kind: 'see-desk'; readonly message: string }
  /** Shown where the visitor is (a number not found, a slow network), to try again. */
  | { readonly kind: 'retry'; readonly message: string };

export const kioskFailureOf = (error: unknown): KioskFailure => {
  if (error instanceof ApiError) {
    if (error.code === 'kiosk.required') return { kind: 'signed-out' };
    if (error.code === 'kiosk.ticket_invalid') return { kind: 'start-again', message: error.message };
    if (error.code === 'kiosk.see_desk') return { kind: 'see-desk', message: error.message };
    return { kind: 'retry', message: error.message };
  }
  if (error instanceof UnexpectedAnswerError) return { kind: 'retry', message: error.message };
  return { kind: 'retry', message: MESSAGES.http.unavailable };
};

/**
 * The refusals of a tap (Check in, Check out) that say the visit changed after it was found: the desk checked the
 * visitor in or out meanwhile, or the host cancelled it. Tapping again cannot help, so the turn ends at the desk.
 */
const CHANGED_MEANWHILE: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['kiosk.already_checked_in', 'kiosk.not_checked_in', 'kiosk.appointment_not_found', 'kiosk.appointment_not_approved']);

/** What a failed tap means: as for any call, except that a visit changed meanwhile sends the visitor to the desk, in the server's words. */
export const kioskTapFailureOf = (error: unknown): KioskFailure => {
  if (error instanceof ApiError && error.code !== null && CHANGED_MEANWHILE.has(error.code)) return { kind: 'see-desk', message: error.message };
  return kioskFailureOf(error);
};
