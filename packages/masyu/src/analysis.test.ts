import { SeededRandom } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDrawing,
  drawnLoop,
  firstMistake,
  replayMarks,
  solvesPuzzle,
  type MarkMove,
} from './analysis.js';
import { Mark } from './deduce/board.js';
import { isEdge, sameLoop, type MasyuLoop, type MasyuProgress } from './model.js';
import { bruteForceSolutions } from './testing/brute.js';
import { puzzleFromLoop, randomLoop } from './testing/random-loop.js';
import { loopFromRows, puzzleFromRows } from './testing/rows.js';
import { loadSamples } from './testing/samples.js';

const sample = loadSamples()[0]!;
const puzzle = puzzleFromRows(sample.puzzle);
const solution = loopFromRows(sample.solution);
const { rows, cols } = puzzle;

const noMarks = (): MasyuProgress => ({ rows, cols, marks: new Uint8Array(2 * rows * cols) });
/** The marks of a loop: its edges drawn, the others undecided. */
const linesOf = (loop: MasyuLoop): MasyuProgress => ({
  rows: loop.rows,
  cols: loop.cols,
  marks: loop.edges.map((e) => (e === 1 ? Mark.line : Mark.unknown)),
});

describe('replayMarks', () => {
  it('plays the moves in turn, the last mark of an edge staying, on a copy', () => {
    const start = noMarks();
    const moves: MarkMove[] = [
      { edge: 0, mark: Mark.line },
      { edge: 1, mark: Mark.cross },
      { edge: 0, mark: Mark.unknown },
      { edge: 2, mark: Mark.line },
    ];
    const after = replayMarks(start, moves);
    expect([...after.marks.slice(0, 3)]).toEqual([Mark.unknown, Mark.cross, Mark.line]);
    expect(start.marks.every((m) => m === Mark.unknown)).toBe(true);
  });

  it('refuses an edge outside the grid, naming the move', () => {
    const lastRight = 2 * (cols - 1); // the right side of the last column leaves the grid
    expect(isEdge(rows, cols, lastRight)).toBe(false);
    expect(() =>
      replayMarks(noMarks(), [
        { edge: 0, mark: Mark.line },
        { edge: lastRight, mark: Mark.line },
      ]),
    ).toThrow(/^move 2: /);
  });
});

describe('solvesPuzzle', () => {
  it('accepts exactly the brute-force solutions among loops drawn on small puzzles', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 2, max: 4 }),
        fc.nat(),
        (r, c, seed) => {
          const seeded = new SeededRandom(seed);
          const random = (): number => seeded.fraction();
          const small = puzzleFromLoop(randomLoop(r, c, (r * c) / 3, random), 0.5, random);
          const solutions = bruteForceSolutions(small);
          for (const loop of solutions) expect(solvesPuzzle(small, linesOf(loop))).toBe(true);
          // Another random loop on the same grid solves it only if it is one of them.
          const other = randomLoop(r, c, (r * c) / 3, random);
          expect(solvesPuzzle(small, linesOf(other))).toBe(
            solutions.some((s) => sameLoop(s, other)),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is false for no marks, and reads crosses as not drawn', () => {
    expect(solvesPuzzle(puzzle, noMarks())).toBe(false);
    const crossed = linesOf(solution);
    expect(solvesPuzzle(puzzle, crossed)).toBe(true);
    crossed.marks.forEach((m, e) => {
      if (m === Mark.unknown && isEdge(rows, cols, e)) crossed.marks[e] = Mark.cross;
    });
    expect(solvesPuzzle(puzzle, crossed)).toBe(true);
    expect(sameLoop(drawnLoop(crossed), solution)).toBe(true);
  });
});

describe('checkDrawing', () => {
  const onLoop = solution.edges.findIndex((e) => e === 1);
  const offLoop = solution.edges.findIndex((e, i) => e === 0 && isEdge(rows, cols, i));

  it('compares the marks with the known solution of a unique puzzle', () => {
    expect(checkDrawing(puzzle, linesOf(solution))).toEqual({ kind: 'solved' });
    const segments = solution.edges.reduce((n, e) => n + e, 0);
    const some = replayMarks(noMarks(), [
      { edge: onLoop, mark: Mark.line },
      { edge: offLoop, mark: Mark.cross },
    ]);
    expect(checkDrawing(puzzle, some)).toEqual({
      kind: 'fine',
      drawn: 1,
      segments,
      status: 'unique',
    });
    const wrong = replayMarks(some, [{ edge: offLoop, mark: Mark.line }]);
    expect(checkDrawing(puzzle, wrong)).toEqual({
      kind: 'mistake',
      edge: offLoop,
      mark: Mark.line,
    });
    const crossed = replayMarks(noMarks(), [{ edge: onLoop, mark: Mark.cross }]);
    expect(checkDrawing(puzzle, crossed)).toEqual({
      kind: 'mistake',
      edge: onLoop,
      mark: Mark.cross,
    });
  });

  it('finds the first mark, in edge order, that the solution contradicts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(Mark.line, Mark.cross)), { maxLength: 12 }),
        (picks) => {
          const moves = picks
            .map(([n, mark]) => ({ edge: n % solution.edges.length, mark }))
            .filter(({ edge }) => isEdge(rows, cols, edge));
          const progress = replayMarks(noMarks(), moves);
          // By hand: a line off the loop or a cross on it.
          const expected = [...progress.marks].findIndex(
            (m, e) =>
              (m === Mark.line && solution.edges[e] === 0) ||
              (m === Mark.cross && solution.edges[e] === 1),
          );
          expect(firstMistake(progress, solution)?.edge ?? -1).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('checks the rules alone when there is no unique solution to compare with', () => {
    // Without pearls any single loop solves the puzzle: several solutions.
    const open = puzzleFromRows(['...', '...', '...']);
    const empty = { rows: 3, cols: 3, marks: new Uint8Array(18) };
    expect(checkDrawing(open, empty)).toEqual({
      kind: 'fine',
      drawn: 0,
      segments: undefined,
      status: 'multiple',
    });
    const branch = linesOf(loopFromRows(['DR DLR DL', 'UR ULR UL', '. . .']));
    const check = checkDrawing(open, branch);
    expect(check).toMatchObject({
      kind: 'broken',
      status: 'multiple',
      violation: { rule: 'branch' },
    });
    // A line that stops is unfinished work, not an error.
    const ends = linesOf(loopFromRows(['R L .', '. . .', '. . .']));
    expect(checkDrawing(open, ends)).toMatchObject({ kind: 'fine', drawn: 1 });
    // A black pearl in a corner of a 1×2 grid: no loop at all.
    const none = puzzleFromRows(['B.']);
    expect(checkDrawing(none, { rows: 1, cols: 2, marks: new Uint8Array(4) })).toMatchObject({
      kind: 'fine',
      status: 'none',
    });
  });

  it('refuses marks for another grid size', () => {
    expect(() => checkDrawing(puzzle, { rows: 1, cols: 1, marks: new Uint8Array(2) })).toThrow(
      RangeError,
    );
  });
});
