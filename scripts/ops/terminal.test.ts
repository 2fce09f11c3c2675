import { describe, expect, it } from 'vitest';
import { printable } from './terminal.ts';

describe('terminal output escaping', () => {
  it.each([
    ['\u001b[2J\u001b[H#1 forged row', '\\u001b[2J\\u001b[H#1 forged row'],
    ['line\nbreak\rreturn', 'line\\u000abreak\\u000dreturn'],
    ['\u009b31m', '\\u009b31m'],
    ['\u202egnp.exe', '\\u202egnp.exe'],
    ['\u001b]0;title\u0007', '\\u001b]0;title\\u0007'],
  ])('given %j, should print %s', (input, expected) => {
    expect(printable(input)).toBe(expected);
  });

  it('given ordinary text and non-strings, should leave the text as it is', () => {
    expect(printable('/pricing/ visitor=ü-1 😀')).toBe('/pricing/ visitor=ü-1 😀');
    expect(printable(null)).toBe('');
    expect(printable(42)).toBe('42');
  });
});
