import { DeadlineError, MemoryBudgetError, type Progress } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  STANDARD_KEYPAD,
  cellOf,
  createKeypad,
  thirtyOneStart,
  type Keypad,
  type ThirtyOnePosition,
} from '../model.js';
import { legalKeys, press } from '../rules.js';
import { solveKeypad } from './solved-keypad.js';
import { anyKeypad } from '../testing/arbitraries.js';
import { directValue, type DirectValue } from '../testing/direct-recursion.js';

/** The position after the opponent pressed a digit of the standard keypad. */
const after = (total: number, digit: number): ThirtyOnePosition => ({
  total,
  last: cellOf(STANDARD_KEYPAD, digit),
});

describe('solveKeypad', () => {
  const standard = solveKeypad(STANDARD_KEYPAD);

  it('answers the examples of Acepta el Reto 220', () => {
    expect(standard.analyze(after(28, 9))).toEqual({
      result: 'lose',
      winningKeys: [],
      remoteness: 1,
    });
    expect(standard.wins(after(29, 2))).toBe(true);
    expect(standard.wins(after(19, 3))).toBe(true);
    // At 29 after a 2, pressing 1 reaches 30 and leaves only keys that go past the limit.
    expect(standard.winningKeys(after(29, 2))).toEqual([cellOf(STANDARD_KEYPAD, 1)]);
    expect(standard.remoteness(after(29, 2))).toBe(2);
  });

  it('gives the game to the player receiving the turn once the total is past the limit', () => {
    expect(standard.analyze({ total: 31, last: 0 })).toEqual({
      result: 'win',
      winningKeys: [],
      remoteness: 0,
    });
    expect(standard.analyze(thirtyOneStart(1000))).toEqual({
      result: 'win',
      winningKeys: [],
      remoteness: 0,
    });
    expect(standard.bestKey({ total: 31, last: 0 })).toBeUndefined();
  });

  it('makes a player with no key to press lose', () => {
    const lone = solveKeypad(createKeypad([[4]]), { limit: 10 });
    expect(lone.analyze({ total: 0, last: 0 })).toEqual({
      result: 'lose',
      winningKeys: [],
      remoteness: 0,
    });
    expect(lone.analyze(thirtyOneStart(0))).toEqual({
      result: 'win',
      winningKeys: [0],
      remoteness: 1,
    });
    const zeros = solveKeypad(createKeypad([[0, 0]]));
    expect(zeros.analyze(thirtyOneStart(0)).result).toBe('lose');
  });

  it('handles a limit of 0: every key goes past it', () => {
    const solved = solveKeypad(STANDARD_KEYPAD, { limit: 0 });
    expect(solved.analyze(thirtyOneStart(0))).toEqual({
      result: 'lose',
      winningKeys: [],
      remoteness: 1,
    });
  });

  it('agrees with a direct recursion on random keypads, limits and positions', () => {
    fc.assert(
      fc.property(anyKeypad, fc.integer({ min: 0, max: 40 }), (keypad, limit) => {
        const solved = solveKeypad(keypad, { limit });
        const memo = new Map<string, DirectValue>();
        for (let total = 0; total <= limit + 2; total++) {
          for (let slot = 0; slot <= keypad.digits.length; slot++) {
            const last = slot === 0 ? undefined : slot - 1;
            const expected = directValue(keypad, limit, total, last, memo);
            expect(solved.analyze({ total, last })).toEqual({
              result: expected.win ? 'win' : 'lose',
              winningKeys: expected.winningKeys,
              remoteness: expected.remoteness,
            });
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('plays a best key that realises the remoteness', () => {
    fc.assert(
      fc.property(anyKeypad, fc.integer({ min: 0, max: 30 }), fc.nat(), (keypad, limit, n) => {
        const solved = solveKeypad(keypad, { limit });
        const position = { total: n % (limit + 1), last: n % keypad.digits.length };
        const key = solved.bestKey(position);
        if (key === undefined) {
          expect(legalKeys(keypad, position.last)).toEqual([]);
          return;
        }
        const next = press(keypad, position, key);
        expect(solved.remoteness(position)).toBe(1 + solved.remoteness(next));
        expect(solved.wins(position)).toBe(!solved.wins(next) && next.total <= limit);
      }),
      { numRuns: 100 },
    );
  });

  it('names the winning openings from a start total', () => {
    const keypad: Keypad = STANDARD_KEYPAD;
    const solved = solveKeypad(keypad, { limit: 30 });
    const openings = solved.winningOpenings(0);
    const memo = new Map<string, DirectValue>();
    expect(openings).toEqual(directValue(keypad, 30, 0, undefined, memo).winningKeys);
  });

  it('solves large limits without deep recursion: 1 and 2 alone force every move', () => {
    const limit = 20_000;
    const solved = solveKeypad(createKeypad([[1, 2]]), { limit });
    // With two keys in one row, each press forces the other key next: simulate that line.
    const firstPlayerWins = (start: number, first: number) => {
      let total = start;
      let digit = first;
      for (let presses = 1; ; presses++) {
        total += digit;
        if (total > limit) return presses % 2 === 0;
        digit = 3 - digit;
      }
    };
    for (const start of [0, 1, 2, 3, 9_998, 13_331, 19_999, 20_000]) {
      const expected = [1, 2].filter((digit) => firstPlayerWins(start, digit));
      expect(solved.winningOpenings(start).map((cell) => cell + 1)).toEqual(expected);
    }
  });

  it('reports its progress in about a hundred steps, ending with every total solved', () => {
    const small: number[] = [];
    solveKeypad(STANDARD_KEYPAD, { onProgress: ({ done }) => small.push(done) });
    // Under 100 totals, every total is a step.
    expect(small).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    const large: Progress[] = [];
    solveKeypad(STANDARD_KEYPAD, { limit: 999, onProgress: (p) => large.push(p) });
    expect(large).toHaveLength(100);
    expect(large.every((p) => p.total === 1000 && p.phase === 'totals')).toBe(true);
    expect(large.map((p) => p.done)).toEqual(Array.from({ length: 100 }, (_, i) => 10 * (i + 1)));
    const uneven: number[] = [];
    solveKeypad(STANDARD_KEYPAD, { limit: 149, onProgress: ({ done }) => uneven.push(done) });
    expect(uneven.at(-1)).toBe(150);
    expect(uneven.every((done, i) => i === 0 || done > uneven[i - 1]!)).toBe(true);
  });

  it('stops at the next progress step once its signal is aborted', () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const solve = () =>
      solveKeypad(STANDARD_KEYPAD, {
        limit: 10_000,
        signal: controller.signal,
        onProgress: ({ done }) => {
          seen.push(done);
          if (done >= 2_000) controller.abort(new Error('stopped by the test'));
        },
      });
    expect(solve).toThrow('stopped by the test');
    // Steps of 101 totals: aborted at 2,020, the solve throws before reporting 2,121.
    expect(seen.at(-1)).toBe(2_020);
  });

  it('refuses a limit whose table of values would pass the memory budget', () => {
    expect(() => solveKeypad(STANDARD_KEYPAD, { limit: 1e8, maxMemoryBytes: 2 ** 30 })).toThrow(
      MemoryBudgetError,
    );
    expect(() => solveKeypad(STANDARD_KEYPAD, { limit: 30, deadline: 0 })).toThrow(DeadlineError);
  });

  it('rejects positions that do not fit the keypad', () => {
    expect(() => standard.wins({ total: -1, last: 0 })).toThrow('non-negative integer');
    expect(() => standard.wins({ total: 3, last: 9 })).toThrow('key of the keypad');
    expect(() => solveKeypad(STANDARD_KEYPAD, { limit: -3 })).toThrow('non-negative integer');
  });
});
