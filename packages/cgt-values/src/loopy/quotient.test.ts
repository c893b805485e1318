import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isomorphic, smallGraph, smallStopper, unfolded } from '../testing/loopy-graphs.js';
import { concat, isStopper, pairwiseGeq, reachable, type LoopyGame } from './graph.js';
import { formatLoopy, parseLoopy } from './notation.js';
import { bisimulationQuotient, componentsBottomUp, stopperQuotient } from './quotient.js';
import { loopySides } from './sides.js';
import { loopySimplify } from './simplify.js';

/** Whether the starts of two games are equal, by the full table of their disjoint union. */
function equalByTable(a: LoopyGame, b: LoopyGame): boolean {
  const both = concat(a, b);
  const n = both.game.left.length;
  const geq = pairwiseGeq(both.game, {});
  return geq[both.g * n + both.h] === 1 && geq[both.h * n + both.g] === 1;
}

/** Stoppers with many equal positions: a stopper unfolded into two copies, with extra moves. */
const unfoldedStopper = fc
  .tuple(
    smallStopper(5),
    fc.array(fc.nat(3), { minLength: 1, maxLength: 20 }),
    fc.array(fc.tuple(fc.nat(9), fc.nat(9), fc.boolean()), { maxLength: 3 }),
  )
  .map(([a, picks, extra]) => unfolded(a, picks, extra))
  .filter((b) => isStopper(b));

describe('stopperQuotient', () => {
  it('keeps the value and the simplest form, with no more positions', () => {
    for (const stoppers of [smallStopper(7), unfoldedStopper]) {
      fc.assert(
        fc.property(stoppers, (g) => {
          const { game } = stopperQuotient(g);
          expect(isStopper(game)).toBe(true);
          expect(equalByTable(game, g)).toBe(true);
          const s = loopySimplify(g);
          const q = loopySimplify(game);
          expect(isomorphic(q, s), `${formatLoopy(q)} and ${formatLoopy(s)}`).toBe(true);
          expect(game.left.length).toBeLessThanOrEqual(reachable(g).left.length);
        }),
        { numRuns: 100 },
      );
    }
  });

  it('prints the same simplest form and sides as the game compared pair by pair', () => {
    // Below 64 positions `loopySimplify` compares every pair itself: the reference.
    const printed = (g: LoopyGame): string[] => {
      const { onside, offside } = loopySides(g);
      return [loopySimplify(g), onside, offside].map((x) => formatLoopy(x));
    };
    fc.assert(
      fc.property(fc.oneof(smallStopper(7), unfoldedStopper), (g) => {
        expect(printed(stopperQuotient(g).game)).toEqual(printed(g));
      }),
      { numRuns: 100 },
    );
  });

  it('fuses the copies of an unfolded game', () => {
    // {0 | a} twice over, each copy moving to the other: over, of one position and 0.
    const g: LoopyGame = { left: [[2], [2], []], right: [[1], [0], []], start: 0 };
    expect(stopperQuotient(g).game.left.length).toBeLessThanOrEqual(3);
    expect(formatLoopy(loopySimplify(stopperQuotient(g).game))).toBe('over');
    const sum = parseLoopy('over + 1 + * + *');
    expect(stopperQuotient(sum).game.left.length).toBeLessThan(sum.left.length);
    expect(formatLoopy(loopySimplify(stopperQuotient(sum).game))).toBe('1over');
    expect(() => stopperQuotient(parseLoopy('dud'))).toThrow(/stoppers only/);
  });
});

describe('bisimulationQuotient', () => {
  it('keeps the value, and fuses what unfolds alike', () => {
    fc.assert(
      fc.property(fc.oneof(smallStopper(7), unfoldedStopper), (g) => {
        const fused = bisimulationQuotient(reachable(g));
        expect(isStopper(fused)).toBe(true);
        expect(equalByTable(fused, g)).toBe(true);
        expect(fused.left.length).toBeLessThanOrEqual(reachable(g).left.length);
      }),
      { numRuns: 100 },
    );
    // 1 + 1 as a sum: its two orders of moves meet, and its copies of 1 and of 0 are one each.
    const two = reachable(parseLoopy('1 + 1'));
    expect(bisimulationQuotient(two).left.length).toBe(3);
    // on as a loop of two positions, each Left's move to the other: one position.
    expect(bisimulationQuotient({ left: [[1], [0]], right: [[], []], start: 0 }).left).toEqual([
      [0],
    ]);
  });
});

describe('componentsBottomUp', () => {
  it('lists the strongly connected components, each after those its moves reach', () => {
    fc.assert(
      fc.property(smallGraph(8), (g) => {
        const n = g.left.length;
        // Naive reachability: reach[i][j] when j is reached from i in zero or more moves.
        const reach = Array.from({ length: n }, (_, i) => {
          const seen = new Set([i]);
          for (const k of seen) for (const j of [...g.left[k]!, ...g.right[k]!]) seen.add(j);
          return seen;
        });
        const components = componentsBottomUp(g);
        const at = new Int32Array(n).fill(-1);
        components.forEach((c, k) => c.forEach((i) => (at[i] = k)));
        expect([...at].every((k) => k >= 0)).toBe(true);
        expect(components.flat().length).toBe(n);
        const wrong: string[] = [];
        for (let i = 0; i < n; i++) {
          for (let j = 0; j < n; j++) {
            const mutual = reach[i]!.has(j) && reach[j]!.has(i);
            if ((at[i] === at[j]) !== mutual) wrong.push(`${i} and ${j} apart or together`);
            if (reach[i]!.has(j) && at[j]! > at[i]!) wrong.push(`${j} after ${i}`);
          }
        }
        expect(wrong).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
