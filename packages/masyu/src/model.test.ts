import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellDirections,
  createPuzzle,
  edgeCells,
  edgeToward,
  isEdge,
  loopFromDirections,
  neighbour,
  sameLoop,
  Dir,
} from './model.js';

const grid = fc.record({
  rows: fc.integer({ min: 1, max: 7 }),
  cols: fc.integer({ min: 1, max: 7 }),
});

describe('grid geometry', () => {
  it('joins each cell to its neighbours by the edge between them', () => {
    fc.assert(
      fc.property(grid, ({ rows, cols }) => {
        for (let cell = 0; cell < rows * cols; cell++) {
          for (const dir of [Dir.up, Dir.down, Dir.left, Dir.right]) {
            const e = edgeToward(rows, cols, cell, dir);
            const other = neighbour(rows, cols, cell, dir);
            if (e < 0 !== other < 0) return false;
            if (e < 0) continue;
            const [a, b] = edgeCells(cols, e);
            const joins = (a === cell && b === other) || (a === other && b === cell);
            if (!isEdge(rows, cols, e) || !joins) return false;
          }
        }
        return true;
      }),
    );
  });

  it('turns any edge set into directions and back', () => {
    const loops = grid.chain(({ rows, cols }) =>
      fc
        .array(fc.boolean(), { minLength: 2 * rows * cols, maxLength: 2 * rows * cols })
        .map((bits) => ({
          rows,
          cols,
          edges: Uint8Array.from(bits, (b, e) => (b && isEdge(rows, cols, e) ? 1 : 0)),
        })),
    );
    fc.assert(
      fc.property(loops, (loop) => {
        const back = loopFromDirections(loop.rows, loop.cols, cellDirections(loop));
        expect('loop' in back && sameLoop(back.loop, loop)).toBe(true);
      }),
    );
  });

  it('reports a connection its neighbour does not return', () => {
    expect(loopFromDirections(1, 2, [Dir.right, 0])).toEqual({ mismatch: 0 });
    expect(loopFromDirections(1, 2, [Dir.up, 0])).toEqual({ mismatch: 0 });
  });

  it('checks puzzle sizes and cell values', () => {
    expect(() => createPuzzle(0, 3, [])).toThrow(/rows must be an integer from 1 to 200/);
    expect(() => createPuzzle(201, 1, new Array<number>(201).fill(0))).toThrow(/rows/);
    expect(() => createPuzzle(1, 2, [0])).toThrow(/expected 2 cells/);
    expect(() => createPuzzle(1, 2, [0, 3])).toThrow(/0, 1 or 2/);
  });
});
