import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '#contract/messages.ts';
import { registrationNameSchema } from '#contract/validation/identity-fields.ts';
import { DIGIT_CHAR, PERSON_NAME_CHAR, PERSON_NAME_MAX, personNameTypable, phoneTypable } from '#contract/validation/identity-typing.ts';
import { walkInSchema } from '#contract/validation/kiosk.ts';
import { typingHint } from '../../../web/src/lib/typing-hint.ts';
import { addressSchema, purposeSchema, visitorNameSchema } from '#contract/validation/visit-fields.ts';
import { ADDRESS_TYPING_MAX, addressTypable, FREE_TEXT_CHAR, LETTER_OR_SPACE_CHAR, lettersAndSingleSpacesTypable, PURPOSE_MAX, purposeTypable } from '#contract/validation/visit-typing.ts';
import { watchlistEntrySchema } from '#contract/validation/watchlist.ts';

/**
 * Issue 28 (docs/product/README.md DEV-06, "characters real names hold"): names take apostrophes and hyphens,
 * addresses and purposes # ( ) & (and apostrophes), purposes digits; what a field still refuses is named
 * at the field by a hint, and the description's messages stay word for word.
 */

const messageOf = (schema: z.ZodType, value: unknown): string | null => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'unknown');
};

/** Types `text` one character at a time as a browser would, keeping only what the rule takes: the value and each hint shown. */
const typeInto = (rule: Parameters<typeof typingHint>[0], text: string) => {
  let value = '';
  const hints: string[] = [];
  for (const char of text) {
    const typed = value + char;
    if (rule.typable(typed)) value = typed;
    else hints.push(typingHint(rule, value, typed) ?? 'no hint');
  }
  return { value, hints };
};

const NAME = { typable: (value: string) => personNameTypable(value, 100), char: PERSON_NAME_CHAR, max: 100 };
const ADDRESS = { typable: addressTypable, char: FREE_TEXT_CHAR, max: ADDRESS_TYPING_MAX };
const PURPOSE = { typable: purposeTypable, char: FREE_TEXT_CHAR, max: PURPOSE_MAX };

describe('the characters real names, addresses and purposes hold', () => {
  it.each([
    ['name', NAME, "Anne-Marie D'Souza"],
    ['name with a typographic apostrophe', NAME, 'Anne-Marie D’Souza'],
    ['name', NAME, "Joseph D'Cruz"],
    ['address', ADDRESS, '#12/4 MG Road (Near Forum)'],
    ['address', ADDRESS, "Flat 3 & 4, St Mary's Road, Pune"],
    ['purpose', PURPOSE, 'Q3 review & sign-off (2 hrs)'],
    ['purpose', PURPOSE, 'Audit #7, plant 2/B'],
  ])('should keep every character of a %s typed key by key: %j', (_field, rule, text) => {
    expect(typeInto(rule, text)).toEqual({ value: text, hints: [] });
  });

  it('should accept the examples on submit, in every schema that takes them (the server uses the same)', () => {
    for (const name of ["Anne-Marie D'Souza", 'Anne-Marie D’Souza']) {
      expect(messageOf(registrationNameSchema, name)).toBeNull();
      expect(messageOf(visitorNameSchema(100, MESSAGES.details.nameRequired, MESSAGES.details.nameTooLong), name)).toBeNull();
      expect(messageOf(watchlistEntrySchema.in.shape.name, name)).toBeNull();
      expect(messageOf(walkInSchema.shape.name, name)).toBeNull();
    }
    expect(messageOf(addressSchema, '#12/4 MG Road (Near Forum)')).toBeNull();
    expect(messageOf(purposeSchema, 'Q3 review & sign-off (2 hrs)')).toBeNull();
    expect(messageOf(walkInSchema.shape.purposeOfVisit, 'Q3 review & sign-off (2 hrs)')).toBeNull();
  });

  it('should still refuse what no name, address or purpose holds, with the messages as before', () => {
    expect(messageOf(registrationNameSchema, 'Neha_K')).toBe('Please enter a valid name');
    expect(messageOf(registrationNameSchema, "D''Souza")).toBe('Please enter a valid name');
    expect(messageOf(registrationNameSchema, 'Neha 2')).toBe('Please enter a valid name');
    expect(messageOf(registrationNameSchema, 'Al')).toBe('Please enter a valid name (minimum 3 characters)');
    expect(messageOf(addressSchema, 'Plot 4 <b>MG</b> Road, Pune')).toBe(MESSAGES.details.addressInvalid);
    expect(messageOf(addressSchema, 'Plot 4,, MG Road, Pune 411001')).toBe(MESSAGES.details.addressInvalid);
    expect(messageOf(purposeSchema, 'Review = sign-off today')).toBe(MESSAGES.details.purposeInvalid);
    expect(messageOf(purposeSchema, 'Q3 review')).toBe('Purpose must be at least 10 characters.');
  });
});

describe('the hint at a field that refuses a change', () => {
  it('should name a character the field never holds', () => {
    expect(typeInto(NAME, 'Neha#K')).toEqual({ value: 'NehaK', hints: ['# is not allowed here'] });
    expect(typeInto(ADDRESS, 'Plot 4 @ MG Road')).toEqual({ value: 'Plot 4 MG Road', hints: ['@ is not allowed here', 'A space cannot follow a space here'] });
    expect(typeInto(PURPOSE, 'Review = ok')).toEqual({ value: 'Review ok', hints: ['= is not allowed here', 'A space cannot follow a space here'] });
    expect(typeInto({ typable: phoneTypable, char: DIGIT_CHAR, max: 10 }, '98a')).toEqual({ value: '98', hints: ['a is not allowed here'] });
    expect(typeInto({ typable: (value) => lettersAndSingleSpacesTypable(value, 60), char: LETTER_OR_SPACE_CHAR, max: 60 }, 'Pune1')).toEqual({ value: 'Pune', hints: ['1 is not allowed here'] });
  });

  it('should tell a character that is only out of place from one that is never allowed', () => {
    expect(typeInto(NAME, "D''Souza").hints).toEqual(["' cannot follow ' here"]);
    expect(typeInto(NAME, ' Ann').hints).toEqual(['A space cannot come first here']);
    expect(typeInto(ADDRESS, 'Plot 4,, MG').hints).toEqual([', cannot follow , here']);
    expect(typeInto({ typable: phoneTypable, char: DIGIT_CHAR, max: 10 }, '0').hints).toEqual(['0 cannot come first here']);
  });

  it('should say the limit rather than blame the character at one too many', () => {
    const full = 'A'.repeat(PERSON_NAME_MAX);
    expect(typingHint({ typable: personNameTypable, char: PERSON_NAME_CHAR, max: PERSON_NAME_MAX }, full, `${full}B`)).toBe(`At most ${PERSON_NAME_MAX} characters fit here`);
  });

  it('should name the refused character of a paste in the middle, and invisible characters by their code', () => {
    expect(typingHint(ADDRESS, 'Plot 4 Road', 'Plot 4 MG%Road')).toBe('% is not allowed here');
    expect(typingHint(NAME, 'Ann', 'An\u202En')).toBe('U+202E is not allowed here');
    expect(typingHint(NAME, 'Ann', 'Ann\t')).toBe('A line break or tab is not allowed here');
  });

  it('should say nothing of a change the field keeps', () => {
    expect(typingHint(NAME, 'Anne', 'Anne-')).toBeUndefined();
  });
});
