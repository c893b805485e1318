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
      play: '',
      moves: undefined,
      vs: undefined,
      first: undefined,
      values: undefined,
    });
  });

  it('round-trips a scrambled game through a link', () => {
    const setup = {
      keypad: parseKeypad('371-258-946'),
      limit: 40,
      start: 3,
      moves: [2, 5, 8],
      opponent: 'person' as const,
      computerFirst: false,
      showValues: true,
    };
    const hash = routeHash('thirty-one', writeSetup(setup));
    // Keys are counted from 1 in links; links written before that, from 0, are still read.
    expect(hash).toContain('play=3.6.9');
    expect(readSetup(parseRoute(hash).params)).toEqual(setup);
    expect(readSetup(new URLSearchParams('moves=2.5.8')).moves).toEqual([2, 5, 8]);
  });

  it('names what is wrong in a bad link', () => {
    expect(() => readSetup(new URLSearchParams('keys=78a'))).toThrow(/rows of digits/);
    expect(() => readSetup(new URLSearchParams('keys=78-4'))).toThrow(/row 2/);
    expect(() => readSetup(new URLSearchParams('play=1.12'))).toThrow(
      /move 2 presses key 12, but the keypad's keys are numbered 1 to 9/,
    );
    expect(() => readSetup(new URLSearchParams('limit=-3'))).toThrow(/the limit must be a whole/);
    expect(() => readSetup(new URLSearchParams('moves=1..2'))).toThrow(/move 2 is empty/);
    expect(() => readSetup(new URLSearchParams('vs=robot'))).toThrow(/vs=robot is not understood/);
  });

  it('refuses a start past the limit and limits too large for a browser', () => {
    expect(() => readSetup(new URLSearchParams('start=40'))).toThrow(
      /the starting total 40 is already past the limit 30/,
    );
    expect(readSetup(new URLSearchParams('start=30')).start).toBe(30);
    expect(() => readSetup(new URLSearchParams('limit=1.5'))).toThrow(/whole number/);
    expect(() => readSetup(new URLSearchParams('limit=1e8'))).toThrow(
      /the limit 100,000,000 is too large to solve in a browser; the largest is 1,000,000/,
    );
    expect(() => readSetup(new URLSearchParams('keys=111111-111111'))).toThrow(
      /at most 5 rows of 5 keys, got 2 rows of 6 keys/,
    );
    expect(() => readSetup(new URLSearchParams('keys=00-00'))).toThrow(/other than 0/);
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
