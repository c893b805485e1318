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
      keypad: parseKeypad('371-258-946'),
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
    expect(() => readSetup(new URLSearchParams('moves=1.12'))).toThrow(
      /move 2 presses key 12, but the keypad's keys are numbered 0 to 8/,
    );
    expect(() => readSetup(new URLSearchParams('limit=-3'))).toThrow(/the limit must be a whole/);
    expect(() => readSetup(new URLSearchParams('moves=1..2'))).toThrow(/move 2 is empty/);
    expect(() => readSetup(new URLSearchParams('vs=robot'))).toThrow(/vs=robot is not understood/);
  });

  it('refuses illegal moves, naming the move and the key', () => {
    // Key 4 is the 5 in the middle: pressing it twice in a row is not allowed.
    expect(() => readSetup(new URLSearchParams('moves=4.4.4.4.4.4'))).toThrow(
      'move 2 presses the 5 (row 2, column 2), which is not allowed: it is the key pressed just before',
    );
    // Key 8 (the 3, bottom right) is in neither the row nor the column of key 0 (the 7, top left).
    expect(() => readSetup(new URLSearchParams('moves=0.8'))).toThrow(
      /move 2 presses the 3 \(row 3, column 3\), which is not allowed: it is not in the row or column of the key pressed before, the 7 \(row 1, column 1\)/,
    );
    // 9 + 6 + 9 + 6 = 30, then 9 passes 30: a sixth key comes after the end.
    expect(() => readSetup(new URLSearchParams('moves=2.5.2.5.2.5'))).toThrow(
      /move 6 comes after the game ended: the total 39 was already past 30/,
    );
    expect(readSetup(new URLSearchParams('moves=2.5.2.5.2')).moves).toHaveLength(5);
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
