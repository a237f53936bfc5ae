import type { KioskFailure } from './kiosk-errors.ts';
import type { KioskScreen } from './kiosk-model.ts';

/** Moves the kiosk to another screen of the visitor's turn. */
export type Go = (screen: KioskScreen) => void;

/**
 * A failure that ends the visitor's turn: signed out, timed out (back to start with the words), or see the desk; any
 * other is shown by the screen. `meaning` reads the failure (kiosk-errors.ts: a lookup's, or a tap's).
 */
export type Fail = (error: unknown, show: (message: string) => void, meaning?: (error: unknown) => KioskFailure) => void;
