import { DeadlineError, MemoryBudgetError } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withControl } from '../control.js';
import { gather, isStopper, loopyCompare, loopyNegate, loopySum, type LoopyGame } from './graph.js';
import { loopySimplify } from './simplify.js';
import { parseLoopy } from './notation.js';
import { smallGraph, smallStopper } from '../testing/loopy-graphs.js';
import { sideLeq, type Side } from './side-order.js';
import { loopySides } from './sides.js';

const g = (text: string): LoopyGame => parseLoopy(text);
const leq = (a: LoopyGame, b: LoopyGame, side: Side): boolean =>
  sideLeq(a, a.start, b, b.start, side, {});
const same = (a: LoopyGame, b: LoopyGame, side: Side): boolean =>
  leq(a, b, side) && leq(b, a, side);

describe('the order of sides', () => {
  it('puts dud level with on in the onside and with off in the offside', () => {
    expect(same(g('dud'), g('on'), 'onside')).toBe(true);
    expect(same(g('dud'), g('off'), 'offside')).toBe(true);
    expect(leq(g('dud'), g('off'), 'onside')).toBe(false);
    expect(leq(g('on'), g('dud'), 'offside')).toBe(false);
    expect(same(g('a:{0|b:{a|0}}'), g('1'), 'onside')).toBe(true);
    expect(same(g('a:{0|b:{a|0}}'), g('{0|-1}'), 'offside')).toBe(true);
    // {pass | pass, 0}: sidling only approaches its onside, under, but the order sees it.
    expect(same(g('{pass|pass,0}'), g('under'), 'onside')).toBe(true);
  });

  it('is the survival order on stoppers', () => {
    const stopper = smallStopper(4);
    fc.assert(
      fc.property(stopper, stopper, (a, b) => {
        const r = loopyCompare(a, b);
        const le = r === '<' || r === '=';
        expect(leq(a, b, 'onside')).toBe(le);
        expect(leq(a, b, 'offside')).toBe(le);
      }),
      { numRuns: 400 },
    );
  });

  it('is a preorder, reversed by negation, and kept by sums', () => {
    fc.assert(
      fc.property(smallGraph(4), smallGraph(4), smallGraph(3), (a, b, c) => {
        for (const side of ['onside', 'offside'] as const) {
          expect(leq(a, a, side)).toBe(true);
          if (leq(a, b, side) && leq(b, c, side)) expect(leq(a, c, side)).toBe(true);
          // G⁺ ≤ H⁺ exactly when (−H)⁻ ≤ (−G)⁻.
          const other = side === 'onside' ? 'offside' : 'onside';
          expect(leq(loopyNegate(b), loopyNegate(a), other)).toBe(leq(a, b, side));
          if (leq(a, b, side)) expect(leq(loopySum(a, c), loopySum(b, c), side)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('obeys the control', () => {
    const big = loopySum(loopySum(g('dud'), g('*5')), g('*6'));
    expect(() =>
      withControl({ deadline: Date.now() - 1 }, () => sideLeq(big, 0, big, 0, 'onside', {})),
    ).toThrow(DeadlineError);
    expect(() => sideLeq(big, 0, big, 0, 'onside', { maxMemoryBytes: 1000 })).toThrow(
      MemoryBudgetError,
    );
  });
});

/**
 * Conway's sidling as Winning Ways gives it, every position at once from `on`, when it settles
 * within `rounds` rounds: then it is the onside (Conway's theorem), an oracle independent of the
 * order of sides.
 */
function settledSidling(x: LoopyGame, rounds: number): LoopyGame | undefined {
  let values: LoopyGame[] = x.left.map(() => g('on'));
  for (let round = 0; round < rounds; round++) {
    const next = values.map((_, v) =>
      loopySimplify(
        gather(
          x.left[v]!.map((i) => values[i]!),
          x.right[v]!.map((i) => values[i]!),
        ),
      ),
    );
    const settled = next.every((s, v) => loopyCompare(s, values[v]!) === '=');
    values = next;
    if (settled) return values[x.start];
  }
  return undefined;
}

describe('sides found by sidling', () => {
  it('are those of plain sidling where it settles', () => {
    let settled = 0;
    fc.assert(
      fc.property(smallGraph(4), (a) => {
        if (isStopper(a)) return;
        const onside = settledSidling(a, 8);
        const negativeOffside = settledSidling(loopyNegate(a), 8);
        if (onside === undefined || negativeOffside === undefined) return;
        settled++;
        const sides = loopySides(a);
        expect(loopyCompare(sides.onside, onside)).toBe('=');
        expect(loopyCompare(sides.offside, loopyNegate(negativeOffside))).toBe('=');
      }),
      { numRuns: 200 },
    );
    expect(settled).toBeGreaterThan(20);
  });

  it('are the sides: onside ≥ offside, each level with the game, and sums add them', () => {
    let found = 0;
    fc.assert(
      fc.property(smallGraph(4), smallGraph(3), (a, b) => {
        const sides = loopySides(a);
        if (sides === undefined) return;
        found++;
        expect(isStopper(sides.onside) && isStopper(sides.offside)).toBe(true);
        expect(['>', '=']).toContain(loopyCompare(sides.onside, sides.offside));
        expect(same(sides.onside, a, 'onside')).toBe(true);
        expect(same(sides.offside, a, 'offside')).toBe(true);
        // A side of a sum depends on the same side of the parts only.
        expect(same(loopySum(a, b), loopySum(sides.onside, b), 'onside')).toBe(true);
        expect(same(loopySum(a, b), loopySum(sides.offside, b), 'offside')).toBe(true);
        if (isStopper(a)) {
          expect(loopyCompare(sides.onside, a)).toBe('=');
          expect(loopyCompare(sides.offside, a)).toBe('=');
        }
      }),
      { numRuns: 200 },
    );
    expect(found).toBeGreaterThan(100);
  });
});
