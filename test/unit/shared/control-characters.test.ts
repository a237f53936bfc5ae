import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { hasControlCharacter } from '#contract/storable-text.ts';
import { kioskDeviceSchema } from '#contract/validation/kiosk.ts';
import { visitFlagClearanceSchema, watchlistEntrySchema, watchlistResolutionSchema } from '#contract/validation/watchlist.ts';

/** One of each kind: C0 (ESC, BEL, CR, TAB, NUL), DEL, C1 (NEL, CSI), the direction embeddings, overrides and isolates. */
const CONTROLS = ['\u001b', '\u0007', '\r', '\t', '\u0000', '\u007f', '\u0085', '\u009b', '\u202a', '\u202d', '\u202e', '\u2066', '\u2069'];
/** Text that only looks unusual: letters of any script, emoji, the left-to-right mark, a zero-width joiner, NBSP. */
const READABLE = ['Reception, भवन A', 'Zoë 😀', 'left\u200emark', 'joined\u200dtext', 'no\u00a0break'];

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('control characters in names and reasons', () => {
  it('should find every control character, and line feeds only where a field is one line', () => {
    for (const character of CONTROLS) expect(hasControlCharacter(`a${character}b`), JSON.stringify(character)).toBe(true);
    for (const text of READABLE) expect(hasControlCharacter(text), text).toBe(false);
    expect(hasControlCharacter('one\ntwo')).toBe(true);
    expect(hasControlCharacter('one\ntwo', { lineFeeds: true })).toBe(false);
    expect(hasControlCharacter('one\r\ntwo', { lineFeeds: true })).toBe(true);
  });

  it('should refuse them in a kiosk name, line feeds included, with the form\'s message', () => {
    for (const character of [...CONTROLS, '\n']) {
      expect(firstMessage(kioskDeviceSchema.safeParse({ name: `Gate ${character} 2` })), JSON.stringify(character)).toBe(MESSAGES.kiosk.deviceNameInvalid);
    }
    expect(kioskDeviceSchema.parse({ name: ' Reception, भवन A ' })).toEqual({ name: 'Reception, भवन A' });
  });

  it('should refuse them in the watchlist\'s reasons and notes, each with its own message, keeping line feeds', () => {
    const reason = (text: string) => `Threatened the staff ${text} at the gate.`;
    for (const character of CONTROLS) {
      expect(firstMessage(watchlistEntrySchema.safeParse({ name: 'Rohan Verma', reason: reason(character) }))).toBe(MESSAGES.watchlist.reasonInvalid);
      expect(firstMessage(watchlistResolutionSchema.safeParse({ note: reason(character) }))).toBe(MESSAGES.watchlist.noteInvalid);
      expect(firstMessage(visitFlagClearanceSchema.safeParse({ reason: reason(character) }))).toBe(MESSAGES.watchlist.clearReasonInvalid);
    }
    expect(watchlistResolutionSchema.parse({ note: reason('\n') }).note).toBe(reason('\n'));
  });
});
