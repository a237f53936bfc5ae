import { z } from 'zod';
import { hasControlCharacter } from '../storable-text.ts';

/** The bounds of every written reason or note (the watchlist's, a registration's rejection). */
export const WRITTEN_TEXT_MIN = 10;
export const WRITTEN_TEXT_MAX = 500;

/**
 * A reason or note, written in a box of several lines: line feeds are kept, every other control
 * character is refused (`vms watchlist list` prints the reason; issue 27). Each use has its own messages.
 */
export const writtenText = (messages: { readonly required: string; readonly tooShort: string; readonly tooLong: string; readonly invalid: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .refine((text) => !hasControlCharacter(text, { lineFeeds: true }), messages.invalid)
    .min(WRITTEN_TEXT_MIN, messages.tooShort)
    .max(WRITTEN_TEXT_MAX, messages.tooLong);
