import {
  DeadlineError,
  MemoryBudgetError,
  type AbortSignalLike,
  type SolveControl,
} from '@cgkit/core-search';
import { describe, expect, it } from 'vitest';
import {
  conjunctiveSum,
  nortonProduct,
  ordinalSum,
  overheat,
  reducedCanonicalForm,
  selectiveSum,
} from './short/operations.js';
import {
  add,
  atomicWeight,
  birthday,
  compare,
  cool,
  Dyadic,
  formatGame,
  game,
  heat,
  multiple,
  negate,
  num,
  star,
  outcome,
  parseGame,
  sum,
  thermograph,
  up,
  type Game,
  companion,
  conwayProduct,
  ordinalProduct,
  powTo,
} from './index.js';
import { nimInverse, nimProduct, nimQuotient, octalGrundy } from './impartial/index.js';
import { PartizanSolver, toadsAndFrogs } from './rulesets/index.js';
import { heldBytes, withControl } from './control.js';

/**
 * A signal that turns aborted at its `polls`-th reading: a computation it stops read it again
 * after it began, inside its work (the first reading is the check when it starts).
 */
function abortingAfter(polls: number): AbortSignalLike & { readonly polled: number } {
  let polled = 0;
  return {
    get polled() {
      return polled;
    },
    get aborted() {
      return ++polled >= polls;
    },
    throwIfAborted() {
      if (++polled >= polls) throw new Error('stopped');
    },
  };
}

/** `+-(first) + +-(first+1) + …`: n switches whose sum has a large canonical form. */
function switches(first: number, n: number): Game[] {
  return Array.from({ length: n }, (_, i) => game([num(first + i)], [num(-first - i)]));
}

/** Runs `work` under a signal aborting at its second reading and expects it stopped there. */
function expectStopped(work: (control: SolveControl) => unknown): void {
  const signal = abortingAfter(2);
  expect(() => work({ signal })).toThrow('stopped');
  expect(signal.polled).toBe(2);
}

describe('the control of game computations', () => {
  it('stops sums, comparisons, simplification, printing and parsing inside their work', () => {
    expectStopped((control) => sum(switches(100, 14), control));
    expectStopped((control) => add(sum(switches(200, 7)), sum(switches(300, 7)), control));
    expectStopped((control) => multiple(sum(switches(400, 6)), 9, control));
    const big = sum(switches(500, 12));
    expectStopped((control) => formatGame(big, control));
    expectStopped((control) => thermograph(big, control));
    expectStopped((control) => cool(big, Dyadic.of(3), control));
    expectStopped((control) => heat(sum(switches(600, 9)), num(1), control));
    expectStopped((control) => compare(big, add(big, up(1)), control));
    expectStopped((control) => ordinalSum(big, big, control));
    expectStopped((control) => nortonProduct(big, up(1), control));
    expectStopped((control) => overheat(big, num(1), num(1), control));
    expectStopped((control) => cool(big, Dyadic.of(-1, 1), control));
    expectStopped((control) => companion(big, control));
    // An integer factor n walks the n levels of its options: small switches here.
    expectStopped((control) => conwayProduct(sum(switches(1, 7)), up(2), control));
    expectStopped((control) => ordinalProduct(big, num(3), control));
    expectStopped((control) => powTo(sum(switches(40, 9)), Dyadic.of(2001, 1), control));
    expectStopped((control) => reducedCanonicalForm(sum(switches(900, 10)), control));
    const few = sum(switches(1, 8));
    expectStopped((control) => conjunctiveSum(star(200), star(200), control));
    expectStopped((control) => selectiveSum(few, few, control));
    // Options of stops 0 (all small): removing the dominated ones walks them.
    const tinies = Array.from({ length: 8 }, (_, i) =>
      sum(Array.from({ length: 6 }, (_, j) => parseGame(`{0|{0|-${700 + i + j}*}}`))),
    );
    expectStopped((control) =>
      game(
        tinies,
        tinies.map((g) => negate(g)),
        control,
      ),
    );
    const text = Array.from({ length: 14 }, (_, i) => `+-${800 + i}`).join(' + ');
    expectStopped((control) => parseGame(text, control));
    // Two chains {… | −i} of 800 games each, within the walks' depth.
    const chain = (step: number): Game =>
      Array.from({ length: 800 }, (_, i) => i).reduce<Game>(
        (g, i) => game([g], [num(-i * step)]),
        num(0),
      );
    const fresh = game([chain(2)], [chain(3)]);
    expectStopped((control) => negate(fresh, control));
    expectStopped((control) => birthday(fresh, control));
    const small = sum(Array.from({ length: 12 }, (_, i) => parseGame(`{0|{0|-${i + 1}*}}`)));
    expect(() => outcome(small, { deadline: Date.now() - 1 })).toThrow(DeadlineError);
    expect(() => atomicWeight(up(3), { deadline: Date.now() - 1 })).toThrow(DeadlineError);
  });

  it('leaves the values it did not finish to be computed again, unchanged', () => {
    const parts = switches(1000, 10);
    expect(() => sum(parts, { signal: abortingAfter(3) })).toThrow('stopped');
    expect(() => sum(parts, { deadline: Date.now() - 1 })).toThrow(DeadlineError);
    const total = sum(parts);
    // The sum of switches ±a_i (a_1 > a_2 > … > 0) is ±a_1 ± a_2 ± …, played in turn.
    expect(formatGame(sum(switches(1, 3)))).toBe('+-{6|4||2|0}');
    expect(total).toBe(parts.reduce((a, b) => add(a, b)));
  });

  it('stops when past the deadline or the memory budget', () => {
    expect(() => sum(switches(2000, 12), { deadline: Date.now() - 1 })).toThrow(DeadlineError);
    // The store holds more than one byte as soon as anything is made: the first check fails.
    expect(heldBytes()).toBeGreaterThan(1);
    expect(() => sum(switches(3000, 12), { maxMemoryBytes: 1 })).toThrow(MemoryBudgetError);
    expect(() => sum(switches(3000, 12), { maxMemoryBytes: 1 })).toThrow(
      /the store of games and memo tables needs more than 1 bytes/,
    );
  });

  it('checks both controls of a computation run inside another', () => {
    const outer = abortingAfter(3);
    const inner = { deadline: Date.now() + 3_600_000 };
    expect(() => withControl({ signal: outer }, () => sum(switches(4000, 12), inner))).toThrow(
      'stopped',
    );
    expect(() =>
      withControl({ maxMemoryBytes: 1 }, () =>
        sum(switches(4100, 12), { maxMemoryBytes: 2 ** 40 }),
      ),
    ).toThrow(MemoryBudgetError);
  });

  it('stops the solver of a ruleset inside a long simplification', () => {
    expectStopped((control) =>
      new PartizanSolver(toadsAndFrogs, control).canonicalForm('TTTTTT......FFFFFF'),
    );
  });
});

describe('the control of nimber arithmetic', () => {
  const big = (1n << 65536n) - 12345n;

  it('stops a product, an inverse or a quotient of many thousand bits inside the work', () => {
    expectStopped((control) => nimProduct(big, big - 1n, control));
    expectStopped((control) => nimInverse(big, control));
    expectStopped((control) => nimQuotient(big, big - 2n, control));
    expect(() => nimInverse(big, { deadline: Date.now() - 1 })).toThrow(DeadlineError);
  });

  it('inverts numbers of 8192 bits exactly', () => {
    for (const a of [(1n << 8192n) - 1n, (1n << 4096n) - 1n, 3n ** 5000n]) {
      expect(nimProduct(a, nimInverse(a))).toBe(1n);
      expect(nimProduct(nimQuotient(12345n, a), a)).toBe(12345n);
    }
  });
});

describe('the control of octal games', () => {
  it('is checked inside the heaps of a game that breaks heaps', () => {
    // 0.6 is not periodic: heap n alone takes n/2 steps, so the control is read within heaps.
    expectStopped((control) => octalGrundy('0.6', 100_000, control));
    expect(() => octalGrundy('0.6', 100_000, { deadline: Date.now() - 1 })).toThrow(DeadlineError);
  });
});
