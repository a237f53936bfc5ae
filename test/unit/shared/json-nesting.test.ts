import { describe, expect, it } from 'vitest';
import { jsonNestingExceeds, MAX_JSON_NESTING } from '#contract/json-nesting.ts';
import { isRecordId, MAX_RECORD_ID, recordIdOf } from '#contract/record-id.ts';

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;

describe('JSON nesting (issue 27)', () => {
  it('should take JSON up to the limit, arrays and objects alike', () => {
    expect(jsonNestingExceeds(nested(MAX_JSON_NESTING))).toBe(false);
    expect(jsonNestingExceeds('{"a":'.repeat(MAX_JSON_NESTING) + '1' + '}'.repeat(MAX_JSON_NESTING))).toBe(false);
    expect(jsonNestingExceeds('{"encryptedData":"abc","list":[1,[2,{"x":[]}]]}')).toBe(false);
  });

  it('should find JSON nested beyond the limit, however deep', () => {
    expect(jsonNestingExceeds(nested(MAX_JSON_NESTING + 1))).toBe(true);
    expect(jsonNestingExceeds('{"a":'.repeat(MAX_JSON_NESTING + 1) + '1' + '}'.repeat(MAX_JSON_NESTING + 1))).toBe(true);
    expect(jsonNestingExceeds(nested(1_000_000))).toBe(true);
    // Unclosed, as an attacker need not close them.
    expect(jsonNestingExceeds('['.repeat(5000))).toBe(true);
  });

  it('should not count brackets inside strings, escaped quotes included', () => {
    const brackets = '['.repeat(1000);
    expect(jsonNestingExceeds(JSON.stringify({ text: brackets }))).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ text: `say "${brackets}"`, other: `\\${brackets}\\` }))).toBe(false);
    expect(jsonNestingExceeds(`${JSON.stringify({ text: 'a\\"' })}${nested(MAX_JSON_NESTING + 1)}`)).toBe(true);
  });

  it('should leave text that is not JSON to the parser', () => {
    expect(jsonNestingExceeds('"unterminated [[[[')).toBe(false);
    expect(jsonNestingExceeds('name=Reception')).toBe(false);
  });
});

describe('record ids', () => {
  it('should take the ids a PostgreSQL integer holds, written as the product writes them', () => {
    expect(recordIdOf('1')).toBe(1);
    expect(recordIdOf(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
    expect(isRecordId(MAX_RECORD_ID)).toBe(true);
  });

  it.each(['0', '-1', '+1', '01', '1.0', '1e3', ' 1', '2147483648', '9999999999', '99999999999999999999', ''])('should refuse %j', (text) => {
    expect(recordIdOf(text)).toBeUndefined();
  });

  it.each([0, -1, 1.5, MAX_RECORD_ID + 1, Number.MAX_SAFE_INTEGER, Number.NaN, Infinity])('should refuse the number %s', (id) => {
    expect(isRecordId(id)).toBe(false);
  });
});
