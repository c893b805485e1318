import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { takeAndBreakGrundy } from '../impartial/take-and-break.js';
import { NotationError } from '../short/notation.js';
import { star } from '../short/store.js';
import { bruteForce } from '../testing/brute-force.js';
import { arcKayles, formatArcKayles, parseArcKayles } from './arc-kayles.js';
import { cram, parseCram } from './cram.js';
import { PartizanSolver } from './ruleset.js';

/** A graph of n vertices and the given edges, in the JSON form. */
const graph = (n: number, edges: [number, number][]): string =>
  JSON.stringify({ vertices: '.'.repeat(n), edges });
const path = (n: number): string =>
  graph(
    n,
    Array.from({ length: Math.max(n - 1, 0) }, (_, i) => [i, i + 1]),
  );

describe('Arc Kayles', () => {
  const solver = new PartizanSolver(arcKayles);
  const value = (text: string) => solver.canonicalForm(parseArcKayles(text));

  it("plays on a path as Dawson's Kayles, 0.07 (Winning Ways, ch. 4; OEIS A002187)", () => {
    const dawson = [
      0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
      5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2,
    ];
    expect(dawson.map((_, n) => value(path(n)))).toEqual(dawson.map((v) => star(v)));
    // And as the package's own take-and-break solver has it, further on.
    const { values } = takeAndBreakGrundy('0.07', 64);
    expect(values.length).toBe(64);
    for (let n = 53; n < 64; n++) expect([n, value(path(n))]).toEqual([n, star(values[n])]);
  });

  it('gives a star *, a complete graph * when it has 4k + 2 or 4k + 3 vertices, and a cycle C_n the move to a path of n − 2', () => {
    const star7 = graph(
      8,
      [1, 2, 3, 4, 5, 6, 7].map((v) => [0, v]),
    );
    expect(value(star7)).toBe(star(1));
    for (let n = 1; n <= 9; n++) {
      const edges: [number, number][] = [];
      for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) edges.push([a, b]);
      expect([n, value(graph(n, edges))]).toEqual([n, star(n % 4 >= 2 ? 1 : 0)]);
    }
    for (let n = 3; n <= 20; n++) {
      const cycle = graph(n, [
        ...Array.from({ length: n - 1 }, (_, i) => [i, i + 1] as [number, number]),
        [0, n - 1],
      ]);
      expect([n, value(cycle)]).toEqual([n, value(path(n - 2)) === star(0) ? star(1) : star(0)]);
    }
  });

  it('is Cram on the graph of a grid', () => {
    const cramSolver = new PartizanSolver(cram);
    const board = fc
      .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }))
      .chain(([rows, columns]) =>
        fc
          .array(fc.constantFrom('.', '.', '#'), {
            minLength: rows * columns,
            maxLength: rows * columns,
          })
          .map((cells) =>
            Array.from({ length: rows }, (_, r) =>
              cells.slice(r * columns, (r + 1) * columns).join(''),
            ).join('|'),
          ),
      );
    fc.assert(
      fc.property(board, (text) => {
        expect(value(text)).toBe(cramSolver.canonicalForm(parseCram(text)));
      }),
      { numRuns: 60 },
    );
  });

  it('agrees with the bare game tree on small graphs', () => {
    const small = fc.integer({ min: 1, max: 7 }).chain((n) =>
      fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 10 }).map((pairs) =>
        graph(
          n,
          pairs.filter(([a, b]) => a !== b),
        ),
      ),
    );
    fc.assert(
      fc.property(small, (text) => {
        const p = parseArcKayles(text);
        expect(solver.canonicalForm(p)).toBe(bruteForce(arcKayles, formatArcKayles, p));
      }),
      { numRuns: 60 },
    );
  });

  it('names the column of a mistake', () => {
    const column = (text: string): number | undefined => {
      try {
        parseArcKayles(text);
      } catch (error) {
        if (error instanceof NotationError) return error.column;
        throw error;
      }
      return undefined;
    };
    expect(column('..|.x')).toBe(5);
    expect(column('{"vertices": ".x"}')).toBe(16);
    expect(column(graph(2, [[0, 1]]))).toBeUndefined();
  });
});
