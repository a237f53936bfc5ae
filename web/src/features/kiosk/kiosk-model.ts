import type { KioskBadge, KioskVisit, WalkInStatus } from '#contract/api/kiosk-answers.ts';
import { PHONE_LENGTH } from '#contract/validation/identity-typing.ts';
import type { KioskPurpose } from './kiosk-api.ts';

/**
 * The reception kiosk's screens and the rules between them, as plain data (unit-tested): the page
 * draws the screen this says, and calls the server on the way from one to the next.
 */
export type KioskScreen =
  | { readonly name: 'start' }
  /** Finding the visitor's visit: by phone number (the keypad) or the QR code of their approval mail. */
  | { readonly name: 'find'; readonly purpose: KioskPurpose; readonly method: 'phone' | 'qr' }
  /** What the lookup found (first name, the host's first name, time) and one big button. */
  | { readonly name: 'confirm'; readonly purpose: KioskPurpose; readonly visit: KioskVisit }
  | { readonly name: 'badge'; readonly message: string; readonly badge: KioskBadge }
  | { readonly name: 'goodbye'; readonly message: string; readonly firstName: string }
  | { readonly name: 'walk-in' }
  /** A walk-in waiting for their host (the kiosk asks every 2 s). */
  | { readonly name: 'waiting'; readonly ticket: string; readonly firstName: string; readonly hostFirstName: string }
  /** The end of a visit the kiosk cannot finish: the words to show (see the desk, declined, already in). */
  | { readonly name: 'see-desk'; readonly message: string };

export const START: KioskScreen = { name: 'start' };

/** Back to the start screen after this long without a touch (issue 13). */
export const IDLE_MS = 30_000;
/** While a walk-in waits for their host, the kiosk waits longer before giving up on them. */
export const WAITING_IDLE_MS = 10 * 60_000;

/**
 * Where a turn ends (the badge, goodbye, see the desk) the kiosk goes back to its start sooner, and says
 * when (issue 28: 30 s kept the next visitor waiting): long enough to read it and press Print, and a
 * touch gives the same again.
 */
export const OUTCOME_MS = 10_000;

/** The screens that end a turn, with their countdown and Done. */
export const isOutcome = (screen: KioskScreen): boolean => screen.name === 'badge' || screen.name === 'goodbye' || screen.name === 'see-desk';

/** How long a screen stays without a touch before the kiosk goes back to its start; null on the start screen itself. */
export const idleLimitFor = (screen: KioskScreen): number | null => {
  if (screen.name === 'start') return null;
  if (screen.name === 'waiting') return WAITING_IDLE_MS;
  return isOutcome(screen) ? OUTCOME_MS : IDLE_MS;
};

/** The whole seconds shown by an outcome's countdown, `msLeft` before it ends: 10 … 1, never below 0. */
export const secondsLeft = (msLeft: number): number => Math.max(0, Math.ceil(msLeft / 1000));

/** What the countdown says. */
export const countdownText = (seconds: number): string => `Back to the start in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;

/** What the kiosk does with a walk-in's status as the server answers it. */
export type WalkInStep = 'wait' | 'check-in' | 'declined' | 'see-desk' | 'checked-in';

export const walkInStep = (status: WalkInStatus): WalkInStep => {
  switch (status) {
    case 'waiting':
      return 'wait';
    case 'approved':
      return 'check-in';
    case 'declined':
      return 'declined';
    case 'see_desk':
      return 'see-desk';
    case 'checked_in':
      return 'checked-in';
  }
};

/** The keypad's keys, in the order they are laid out (a phone's: 1 2 3 / 4 5 6 / 7 8 9 / clear 0 delete). */
export const KEYPAD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'delete'] as const;
export type KeypadKey = (typeof KEYPAD_KEYS)[number];

/** The number after one key: digits up to `length` (a phone number's, or a PIN's), delete the last one, clear all. */
export const pressKey = (number: string, key: KeypadKey, length: number = PHONE_LENGTH): string => {
  if (key === 'clear') return '';
  if (key === 'delete') return number.slice(0, -1);
  return number.length >= length ? number : `${number}${key}`;
};

/** The number as it is read out and shown: `98765 43210`. */
export const spacedPhone = (number: string): string => (number.length > 5 ? `${number.slice(0, 5)} ${number.slice(5)}` : number);

/** "Goodbye, Asha": the first name as the server gave it. */
export const goodbyeTitle = (firstName: string): string => `Goodbye, ${firstName}`;
