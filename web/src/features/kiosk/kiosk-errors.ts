import { MESSAGES } from '../../../../src/shared/messages.ts';
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
