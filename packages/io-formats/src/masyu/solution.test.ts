import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPuzzle, isEdge, sameLoop, solve } from '@cgkit/masyu';
import { FormatError } from '../errors.js';
import { fuzzFormat } from '../testing/fuzz.js';
import { parseMasyuGrid } from './grid.js';
import {
  drawMasyu,
  formatMasyuSolution,
  masyuSolutionRows,
  parseMasyuSolution,
} from './solution.js';

const SOLUTION = ['DR LR DL', 'UD . UD', 'UR LR UL'];

describe('Masyu solution formats', () => {
  it('round-trips any set of segments', () => {
    const loops = fc
      .record({ rows: fc.integer({ min: 1, max: 8 }), cols: fc.integer({ min: 1, max: 8 }) })
      .chain(({ rows, cols }) =>
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
        expect(sameLoop(parseMasyuSolution(formatMasyuSolution(loop)), loop)).toBe(true);
      }),
    );
  });

  it('writes the machine grid and the drawing of a solved puzzle', () => {
    const puzzle = parseMasyuGrid('B..\n...\n..W');
    const loop = parseMasyuSolution(SOLUTION.join('\n'));
    expect(masyuSolutionRows(loop)).toEqual(SOLUTION);
    expect(drawMasyu(puzzle, loop)).toBe('●───┐\n│ · │\n└───○\n');
    expect(drawMasyu(puzzle)).toBe('● · ·\n· · ·\n· · ○\n');
    const solved = solve(parseMasyuGrid('B..\n...\n..B'));
    expect(masyuSolutionRows(solved.solution!)).toEqual(SOLUTION);
    expect(createPuzzle(1, 1, [0]).rows).toBe(1);
  });

  it('says which cell is not connected back', () => {
    let error: unknown;
    try {
      parseMasyuSolution('DR LR DL\nUD . UD\nUR LR U', 'sol.txt');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FormatError);
    expect((error as FormatError).line).toBe(3);
    expect((error as FormatError).column).toBe(4);
    expect(() => parseMasyuSolution('RL')).toThrow(/from U D L R/);
    expect(() => parseMasyuSolution('DR DL\nUR')).toThrow(/2 cells, like the first row/);
  });

  it('parses anything or throws a FormatError', () => {
    fuzzFormat({
      name: 'masyu solution',
      parse: (text) => parseMasyuSolution(text),
      samples: [SOLUTION.join('\n')],
      alphabet: ' \n.UDLR',
    });
  });
});
