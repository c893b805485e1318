import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, negate } from '../short/arithmetic.js';
import { NotationError, parseGame } from '../short/notation.js';
import { PartizanSolver } from './ruleset.js';
import { num, STAR, ZERO } from '../short/store.js';
import { bruteForce } from '../testing/brute-force.js';
import { col, formatColoring, parseColoring, snort, type ColoringPosition } from './col-snort.js';
import { graphOf } from './graph.js';

const arbitraryGraph: fc.Arbitrary<ColoringPosition> = fc.integer({ min: 1, max: 6 }).chain((n) =>
  fc
    .tuple(
      fc.array(fc.constantFrom('.', '.', '.', 'x', 'o', 'l', 'r'), { minLength: n, maxLength: n }),
      fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 8 }),
    )
    .map(([labels, edges]) =>
      graphOf(
        labels.join(''),
        edges.filter(([a, b]) => a !== b),
      ),
    ),
);

describe('Col and Snort', () => {
  const colSolver = new PartizanSolver(col);
  const snortSolver = new PartizanSolver(snort);
  const colValue = (text: string) => colSolver.canonicalForm(parseColoring(text));
  const snortValue = (text: string) => snortSolver.canonicalForm(parseColoring(text));

  describe('published values', () => {
    it("gives Winning Ways' values: a spot is *, Col on two joined spots 0, Snort ±1", () => {
      expect(colValue('.')).toBe(STAR);
      expect(snortValue('.')).toBe(STAR);
      expect(colValue('..')).toBe(ZERO);
      expect(snortValue('..')).toBe(parseGame('+-1'));
      // A spot next to Left's colour: in Col only Right may take it, in Snort only Left.
      expect(colValue('x.')).toBe(num(-1));
      expect(snortValue('x.')).toBe(num(1));
      expect(colValue('.|.|.')).toBe(ZERO);
    });

    it("gives the values of CGSuite's Col and Snort tests (its GameGraphTest)", () => {
      // aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala,
      // "define Col properly". CGSuite tags an uncoloured vertex `L` or `R` when it touches that
      // player's colour (game/graph/constants.cgs: Col lets Left colour vertices tagged Nothing
      // or Right), our `l` and `r`: a lone `L` spot is Right's move in Col, Left's in Snort.
      expect(colValue('l')).toBe(num(-1));
      expect(snortValue('l')).toBe(num(1));
      // "R-.-R-.-L-.-R-.-R-." and "L-.-.-.-L" are paths.
      expect(colValue('r.r.l.r.r.')).toBe(parseGame('7/8'));
      expect(snortValue('l...l')).toBe(parseGame('{4|0,+-1}'));
      // ".-.-.(-.;-.)": a path of three with two more leaves on its end.
      const fork = '{"vertices": ".....", "edges": [[0, 1], [1, 2], [2, 3], [2, 4]]}';
      expect(snortValue(fork)).toBe(parseGame('+-{3|2}'));
    });
  });

  it('matches the brute-force game tree; swapping colours negates', () => {
    for (const [ruleset, solver] of [
      [col, colSolver],
      [snort, snortSolver],
    ] as const) {
      fc.assert(
        fc.property(arbitraryGraph, (g) => {
          const v = solver.canonicalForm(g);
          expect(v).toBe(bruteForce(ruleset, formatColoring, g));
          const swapped = g.labels.replace(
            /[xolr]/g,
            (c) => ({ x: 'o', o: 'x', l: 'r', r: 'l' })[c]!,
          );
          expect(solver.canonicalForm({ ...g, labels: swapped })).toBe(negate(v));
        }),
        { numRuns: 100 },
      );
    }
  });

  it('gives Col only numbers and numbers plus * (Winning Ways)', () => {
    fc.assert(
      fc.property(arbitraryGraph, (g) => {
        const v = colSolver.canonicalForm(g);
        expect(v.isNumber || add(v, STAR).isNumber).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('reads graphs in JSON and reports mistakes with their column', () => {
    const path = '{"vertices": "...", "edges": [[0, 1], [1, 2]]}';
    expect(snortValue(path)).toBe(snortValue('...'));
    expect(formatColoring(parseColoring(path))).toBe('{"vertices":"...","edges":[[0,1],[1,2]]}');
    expect(() => parseColoring('{"vertices": ".?"}')).toThrow(/column 16/);
    expect(() => parseColoring('{"vertices": "e"}')).toThrow(/column 15/);
    expect(() => parseColoring('{"vertices": "..", "edges": [[0, 2]]}')).toThrow(NotationError);
    expect(() => parseColoring('{"vertices": ')).toThrow(NotationError);
    expect(() => parseColoring('..|.')).toThrow(/column 4/);
  });
});
