import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPuzzle } from '../model.js';
import { encode } from './encode.js';
import { encodePacked } from './packed.js';
import { puzzleFromRows } from '../testing/rows.js';
import { loadSamples } from '../testing/samples.js';
import type { MasyuPuzzle } from '../model.js';

/** The packed clauses as arrays, to compare with `encode`'s. */
function unpacked(puzzle: MasyuPuzzle) {
  const { varOfEdge, edgeOfVar, literals, starts, rules } = encodePacked(puzzle);
  const clauses: number[][] = [];
  for (let k = 0; k + 1 < starts.length; k++) {
    clauses.push(Array.from(literals.subarray(starts[k], starts[k + 1])));
  }
  return { varOfEdge, edgeOfVar, clauses, rules };
}

/** A grid of at most 7×7 cells, mostly empty, with white (1) and black (2) pearls. */
const smallGrid = fc
  .record({ rows: fc.integer({ min: 1, max: 7 }), cols: fc.integer({ min: 1, max: 7 }) })
  .chain(({ rows, cols }) =>
    fc.record({
      rows: fc.constant(rows),
      cols: fc.constant(cols),
      cells: fc.array(fc.constantFrom(0, 0, 0, 1, 2), {
        minLength: rows * cols,
        maxLength: rows * cols,
      }),
    }),
  );

describe('encodePacked', () => {
  it('writes the clauses of encode, in the same order, on any small grid', () => {
    fc.assert(
      fc.property(smallGrid, ({ rows, cols, cells }) => {
        const puzzle = createPuzzle(rows, cols, cells);
        expect(unpacked(puzzle)).toEqual(encode(puzzle));
      }),
      { numRuns: 100 },
    );
  });

  it('splits the clauses of a grid with pearls into those of its size and those of its pearls', () => {
    const grid = smallGrid.filter(({ cells }) => cells.some((c) => c !== 0));
    const clauses = (encoding: ReturnType<typeof encodePacked>): string[] => {
      const { literals, starts } = encoding;
      const all: string[] = [];
      for (let k = 0; k + 1 < starts.length; k++) {
        all.push(Array.from(literals.subarray(starts[k], starts[k + 1])).join(' '));
      }
      return all;
    };
    fc.assert(
      fc.property(grid, ({ rows, cols, cells }) => {
        const puzzle = createPuzzle(rows, cols, cells);
        // The size's clauses do not read the cells.
        const empty = createPuzzle(rows, cols, new Array<number>(rows * cols).fill(0));
        const size = clauses(encodePacked(empty, 'grid'));
        const parts = [...size, ...clauses(encodePacked(puzzle, 'pearls'))];
        expect(parts.sort()).toEqual(clauses(encodePacked(puzzle)).sort());
      }),
      { numRuns: 100 },
    );
  });

  it('writes the clauses of encode on published puzzles', () => {
    for (const sample of loadSamples().filter((_, i) => i % 80 === 0)) {
      const puzzle = puzzleFromRows(sample.puzzle);
      expect(unpacked(puzzle)).toEqual(encode(puzzle));
    }
  });
});
