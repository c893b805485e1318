import { MemoryBudgetError } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { game } from './canonical.js';
import { canonicalFormOf, explicitOrdinalSum } from './explicit.js';
import { explicitForm, type GameTreeRules } from './explicit-tree.js';
import { formatExplicitGame, formatGame } from './notation.js';
import { ordinalSum } from './operations.js';
import { num, ZERO, type Game } from './store.js';

/** A partizan subtraction game on one heap: Left takes one bean, Right two. */
const subtraction: GameTreeRules<number> = {
  leftOptions: (n) => (n >= 1 ? [n - 1] : []),
  rightOptions: (n) => (n >= 2 ? [n - 2] : []),
  key: (n) => n,
};

/** The heap's value by the bare recursion on its moves. */
function heapValue(n: number, memo = new Map<number, Game>()): Game {
  let value = memo.get(n);
  if (value === undefined) {
    value = game(
      [...subtraction.leftOptions(n)].map((m) => heapValue(m, memo)),
      [...subtraction.rightOptions(n)].map((m) => heapValue(m, memo)),
    );
    memo.set(n, value);
  }
  return value;
}

describe('the explicit form of a position', () => {
  it('is its game tree as the rules give it, every move kept', () => {
    // Heap 1 is {0 |} and heap 2 is {1 | 0}, written out down to the empty heap.
    expect(formatExplicitGame(explicitForm(subtraction, 2))).toBe("'{'{'{|}'|}'|'{|}'}'");
  });

  it('has the value of the position', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (n) => {
        expect(canonicalFormOf(explicitForm(subtraction, n))).toBe(heapValue(n));
      }),
      { numRuns: 30 },
    );
  });

  it('gives the form-dependent operations the position as played', () => {
    // By hand: heap 3 is {2 | 1} = {{1|0} | 1} = 0, but 3:1 = {{1|0}, 0 | 1}, where {1|0}
    // reverses through its Right option 0 to nothing: {0 | 1} = 1/2, while 0:1 = 1.
    const three = explicitForm(subtraction, 3);
    expect(canonicalFormOf(three)).toBe(ZERO);
    expect(formatGame(canonicalFormOf(explicitOrdinalSum(three, num(1))))).toBe('1/2');
    expect(ordinalSum(ZERO, num(1))).toBe(num(1));
  });

  it('obeys the memory budget', () => {
    expect(() => explicitForm(subtraction, 900, { maxMemoryBytes: 2 ** 12 })).toThrow(
      MemoryBudgetError,
    );
  });
});
