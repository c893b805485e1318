import { Solver, checkConformance } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thirtyOneGame } from './game.js';
import { STANDARD_KEYPAD, createKeypad, thirtyOneStart } from './model.js';
import { anyKeypad } from './testing/arbitraries.js';
import { directValue } from './testing/direct-recursion.js';

describe('thirtyOneGame', () => {
  it('passes the conformance check of core-search', () => {
    const game = thirtyOneGame(STANDARD_KEYPAD);
    const starts = [0, 7, 19, 28, 30].map(thirtyOneStart);
    expect(checkConformance(game, starts, { playouts: 200 }).playouts).toBe(200);
    const odd = createKeypad([
      [0, 3, 0],
      [2, 0, 9],
    ]);
    checkConformance(thirtyOneGame(odd, 12), [thirtyOneStart(0), { total: 5, last: 4 }]);
  });

  it('ends past the limit with a win for the player receiving the turn', () => {
    const game = thirtyOneGame(STANDARD_KEYPAD, 30);
    expect(game.terminal?.({ total: 31, last: 0 })).toBe('win');
    expect(game.moves({ total: 31, last: 0 })).toEqual([]);
    expect(game.terminal?.({ total: 30, last: 0 })).toBeUndefined();
  });

  it('gives distinct keys to distinct positions up to the limit', () => {
    const game = thirtyOneGame(STANDARD_KEYPAD, 4);
    const keys = new Set<number | bigint | string>();
    for (let total = 0; total <= 4; total++) {
      keys.add(game.key(thirtyOneStart(total)));
      for (let last = 0; last < 9; last++) keys.add(game.key({ total, last }));
    }
    expect(keys.size).toBe(5 * 10);
  });

  it('solved by core-search, agrees with a direct recursion', () => {
    fc.assert(
      fc.property(anyKeypad, fc.integer({ min: 0, max: 25 }), fc.nat(), (keypad, limit, n) => {
        const solver = new Solver(thirtyOneGame(keypad, limit));
        const total = n % (limit + 3);
        const last = n % (keypad.digits.length + 1) === 0 ? undefined : n % keypad.digits.length;
        const expected = directValue(keypad, limit, total, last);
        expect(solver.solve({ total, last })).toEqual({
          outcome: expected.win ? 'win' : 'loss',
          remoteness: expected.remoteness,
        });
      }),
      { numRuns: 200 },
    );
  });

  it('rejects a negative or fractional limit', () => {
    expect(() => thirtyOneGame(STANDARD_KEYPAD, -1)).toThrow('non-negative integer');
    expect(() => thirtyOneGame(STANDARD_KEYPAD, 2.5)).toThrow('non-negative integer');
  });
});
