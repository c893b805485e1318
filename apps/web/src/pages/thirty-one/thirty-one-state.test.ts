import { STANDARD_KEYPAD, hasDistinctDigits } from '@cgkit/thirty-one';
import { describe, expect, it } from 'vitest';
import { routeHash, parseRoute } from '../../shell/route.js';
import {
  formatKeypad,
  parseKeypad,
  randomKeypad,
  readSetup,
  writeSetup,
} from './thirty-one-state.js';

describe('a game of 31 in the URL', () => {
  it('defaults to the standard keypad, limit 30, against the computer', () => {
    const setup = readSetup(new URLSearchParams());
    expect(setup).toMatchObject({ limit: 30, start: 0, moves: [], opponent: 'computer' });
    expect(setup.keypad).toEqual(STANDARD_KEYPAD);
    expect(writeSetup(setup)).toEqual({
      keys: undefined,
      limit: undefined,
      start: undefined,
      moves: '',
      vs: undefined,
      first: undefined,
      values: undefined,
    });
  });

  it('round-trips a scrambled game through a link', () => {
    const setup = {
      keypad: parseKeypad('371 258 946'),
      limit: 40,
      start: 3,
      moves: [2, 5, 8],
      opponent: 'person' as const,
      computerFirst: false,
      showValues: true,
    };
    const hash = routeHash('thirty-one', writeSetup(setup));
    expect(readSetup(parseRoute(hash).params)).toEqual(setup);
  });

  it('names what is wrong in a bad link', () => {
    expect(() => readSetup(new URLSearchParams('keys=78a'))).toThrow(/rows of digits/);
    expect(() => readSetup(new URLSearchParams('keys=78-4'))).toThrow(/row 2/);
    expect(() => readSetup(new URLSearchParams('moves=1.12'))).toThrow(/no key 12/);
    expect(() => readSetup(new URLSearchParams('limit=-3'))).toThrow(/limit/);
  });

  it('writes keypads as dashed rows', () => {
    expect(formatKeypad(STANDARD_KEYPAD)).toBe('789-456-123');
  });

  it('scrambles the nine digits', () => {
    const keypad = randomKeypad(() => 0);
    expect(hasDistinctDigits(keypad)).toBe(true);
    expect([...keypad.digits].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
