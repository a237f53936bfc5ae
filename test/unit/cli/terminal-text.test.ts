import { describe, expect, it } from 'vitest';
import { terminalJson, terminalLines, terminalText } from '../../../cli/terminal-text.ts';
import { formatTable } from '../../../cli/output.ts';

// eslint-disable-next-line no-control-regex -- what must never reach a terminal raw (a line end aside).
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('text vms prints for a terminal', () => {
  it('should show each control character as a visible escape and leave other text alone', () => {
    expect(terminalText('a\u001b[2Jb\rc\nd\te\u0000f\u007fg\u0085h\u009bi\u202ej\u2066k\u2069l')).toBe(String.raw`a\x1b[2Jb\rc\nd\te\x00f\x7fg\x85h\x9bi\u202ej\u2066k\u2069l`);
    const plain = 'Reception, Building A — राहुल 😀 Zoë \\x1b as typed \u200f';
    expect(terminalText(plain)).toBe(plain);
  });

  it('should keep the line ends of output made of lines and escape the rest', () => {
    expect(terminalLines('one\u001b]0;x\u0007\ntwo\r\nthree\rfour\n')).toBe(`${String.raw`one\x1b]0;x\x07`}\ntwo\r\n${String.raw`three\rfour`}\n`);
  });

  it('should write JSON a program reads back exactly, with no raw control character', () => {
    const value = { name: 'Lobby\u001b[31m\u202e\u0085\u007f', reason: 'line one\nline two', n: 3 };
    const json = terminalJson(value);
    expect(json).not.toMatch(RAW);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('should escape table cells and line the columns up on what is shown', () => {
    const table = formatTable([{ id: 1, name: 'A\u001b[2JB' }, { id: 22, name: 'plain' }]);
    expect(table).toBe(['ID  NAME', String.raw`1   A\x1b[2JB`, '22  plain', ''].join('\n'));
  });
});
