import { DeadlineError, MemoryBudgetError, type Progress } from '@cgkit/core-search';
import { abortAfter } from '../testing/abort.js';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { MasyuCell, createPuzzle, sameLoop, type MasyuLoop, type MasyuPuzzle } from '../model.js';
import { MasyuSearch, countSolutions, solve, type MasyuSearchOptions } from './solve.js';
import { bruteForceSolutions } from '../testing/brute.js';
import { puzzleFromLoop, randomLoop } from '../testing/random-loop.js';
import { loopFromRows, puzzleFromRows } from '../testing/rows.js';
import { loadSamples } from '../testing/samples.js';
import { aroundLoop, randomPearls } from '../testing/sparse.js';
import { isSolution, validateLoop } from '../rules.js';

const samples = loadSamples();

function loopKey(loop: MasyuLoop): string {
  return loop.edges.join('');
}

/** The solver's solutions of a small puzzle, all of them, as sorted keys. */
function solverKeys(puzzle: MasyuPuzzle, options: MasyuSearchOptions = {}): string[] {
  const search = new MasyuSearch(puzzle, options);
  const keys: string[] = [];
  for (let r = search.step(); r.kind === 'solution'; r = search.step()) {
    expect(isSolution(puzzle, r.loop)).toBe(true);
    keys.push(loopKey(r.loop));
  }
  return keys.sort();
}

const smallPuzzle = fc
  .record({
    rows: fc.integer({ min: 1, max: 4 }),
    cols: fc.integer({ min: 1, max: 5 }),
    density: fc.integer({ min: 0, max: 4 }),
  })
  .filter(({ rows, cols }) => rows * cols <= 16) // keeps the brute force quick
  .chain(({ rows, cols, density }) =>
    fc
      .array(
        fc.integer({ min: 0, max: 9 }).map((x) => (x < density ? (x % 2) + 1 : 0)),
        { minLength: rows * cols, maxLength: rows * cols },
      )
      .map((cells) => createPuzzle(rows, cols, cells)),
  );

describe('solve', () => {
  it('finds exactly the loops a brute-force enumeration finds, on random small grids', () => {
    fc.assert(
      fc.property(smallPuzzle, (puzzle) => {
        const expected = bruteForceSolutions(puzzle).map(loopKey).sort();
        expect(solverKeys(puzzle)).toEqual(expected);
        const result = solve(puzzle);
        const status = ['none', 'unique'][expected.length] ?? 'multiple';
        expect(result.status).toBe(status);
        if (result.solution !== undefined) expect(isSolution(puzzle, result.solution)).toBe(true);
        if (result.otherSolution !== undefined) {
          expect(isSolution(puzzle, result.otherSolution)).toBe(true);
          expect(sameLoop(result.solution!, result.otherSolution)).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('finds the same loops when branching grows paths toward the pearls', () => {
    fc.assert(
      fc.property(smallPuzzle, (puzzle) => {
        const expected = bruteForceSolutions(puzzle).map(loopKey).sort();
        expect(solverKeys(puzzle, { branching: 'paths' })).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });

  it('answers multiple with two valid, different loops on sparse 40×40 and 60×60 grids', () => {
    for (const puzzle of [1, 2, 3].map((seed) => aroundLoop(40, 0.15, seed))) {
      const result = solve(puzzle);
      expect(result.status).toBe('multiple');
      expect(isSolution(puzzle, result.solution!)).toBe(true);
      expect(isSolution(puzzle, result.otherSolution!)).toBe(true);
      expect(sameLoop(result.solution!, result.otherSolution!)).toBe(false);
    }
    const scattered = randomPearls(60, 0.01, 2);
    expect(scattered.cells.filter((c) => c !== MasyuCell.empty).length).toBeGreaterThan(20);
    const result = solve(scattered);
    expect(result.status).toBe('multiple');
    expect(isSolution(scattered, result.solution!)).toBe(true);
    expect(isSolution(scattered, result.otherSolution!)).toBe(true);
    expect(sameLoop(result.solution!, result.otherSolution!)).toBe(false);
  });

  it('answers a 100×100 grid around a loop that stalled before restarts changed the start', () => {
    // With the same start after every restart this seed took over 100 000 conflicts; drawing a
    // new start and direction order at each restart answers it in a few hundred.
    const puzzle = aroundLoop(100, 0.15, 1);
    const search = new MasyuSearch(puzzle);
    const loops: MasyuLoop[] = [];
    for (
      let r = search.step(5000);
      r.kind === 'solution' && loops.length < 2;
      r = search.step(5000)
    ) {
      loops.push(r.loop);
    }
    expect(loops).toHaveLength(2);
    expect(search.stats.conflicts).toBeLessThan(5000);
    for (const loop of loops) expect(isSolution(puzzle, loop)).toBe(true);
    expect(sameLoop(loops[0]!, loops[1]!)).toBe(false);
  });

  it('proves the hard published puzzles unique when branching grows paths, across restarts', () => {
    let conflicts = 0;
    for (const sample of samples.filter((s) => s.difficulty === 'hard' && s.rows <= 15)) {
      const result = solve(puzzleFromRows(sample.puzzle), { branching: 'paths' });
      expect(result.status, sample.id).toBe('unique');
      expect(sameLoop(result.solution!, loopFromRows(sample.solution)), sample.id).toBe(true);
      conflicts = Math.max(conflicts, result.stats.conflicts);
    }
    expect(conflicts).toBeGreaterThan(64); // at least one search restarted on a new start
  });

  it('finds a solution of every puzzle built around a random loop, up to 24×24', () => {
    const seeded = fc.record({
      side: fc.integer({ min: 4, max: 24 }),
      density: fc.double({ min: 0.1, max: 0.9, noNaN: true }),
      seed: fc.integer({ min: 1, max: 2 ** 30 }),
    });
    fc.assert(
      fc.property(seeded, ({ side, density, seed }) => {
        let state = seed;
        const random = (): number => {
          state = (state * 1103515245 + 12345) % 2 ** 31;
          return state / 2 ** 31;
        };
        const loop = randomLoop(side, side, (side * side) / 3, random);
        const puzzle = puzzleFromLoop(loop, density, random);
        expect(isSolution(puzzle, loop)).toBe(true);
        const result = solve(puzzle);
        expect(result.status).not.toBe('none');
        expect(isSolution(puzzle, result.solution!)).toBe(true);
        if (result.status === 'unique') expect(sameLoop(result.solution!, loop)).toBe(true);
      }),
      { numRuns: 15 },
    );
  });

  it('makes black pearls turn and go straight on for a cell on both legs', () => {
    // Corner blacks force the border loop; a central black has no room for its legs.
    const corners = solve(puzzleFromRows(['B..', '...', '..B']));
    expect(corners.status).toBe('unique');
    expect(sameLoop(corners.solution!, loopFromRows(['DR LR DL', 'UD . UD', 'UR LR UL']))).toBe(
      true,
    );
    expect(solve(puzzleFromRows(['...', '.B.', '...'])).status).toBe('none');
    expect(solve(puzzleFromRows(['BB..', '....', '....'])).status).toBe('none');
  });

  it('makes white pearls go straight and the loop turn beside them', () => {
    // On a 2×2 grid the only loop turns everywhere; on a 3-wide strip it may pass straight.
    expect(solve(puzzleFromRows(['W.', '..'])).status).toBe('none');
    expect(solve(puzzleFromRows(['.W.', '...'])).status).toBe('unique');
    // Five in a row across a 5-wide grid: the loop runs straight through three cells in a row.
    expect(solve(puzzleFromRows(['.WWW.', '.....'])).status).toBe('none');
    expect(solve(puzzleFromRows(['.W.W.', '.....', '.....'])).status).not.toBe('none');
  });

  it('answers 0, 1 and several solutions', () => {
    expect(solve(puzzleFromRows(['....'])).status).toBe('none');
    expect(solve(puzzleFromRows(['..', '..'])).status).toBe('unique');
    expect(countSolutions(puzzleFromRows(['...', '...']), 10)).toMatchObject({
      count: 3,
      complete: true,
    });
    const empty = puzzleFromRows(['....', '....', '....']);
    expect(countSolutions(empty, 1000).count).toBe(bruteForceSolutions(empty).length);
    expect(countSolutions(empty, 5)).toMatchObject({ count: 5, complete: false });
  });

  it('solves every puzzle of the puzzle-masyu.com set to its known unique solution', () => {
    // The whole benchmark set: a change made for its speed must answer the same.
    expect(samples.length).toBe(403);
    for (const sample of samples) {
      const puzzle = puzzleFromRows(sample.puzzle);
      const result = solve(puzzle);
      expect(result.status, sample.id).toBe('unique');
      expect(validateLoop(puzzle, result.solution!), sample.id).toEqual([]);
      expect(sameLoop(result.solution!, loopFromRows(sample.solution)), sample.id).toBe(true);
    }
  });

  it('never makes a unique puzzle unsolvable by removing a pearl', () => {
    const unique = samples.filter((s) => s.rows === 8);
    fc.assert(
      fc.property(fc.constantFrom(...unique), fc.nat(), (sample, pick) => {
        const puzzle = puzzleFromRows(sample.puzzle);
        const pearls = [...puzzle.cells.keys()].filter((c) => puzzle.cells[c] !== MasyuCell.empty);
        const cells = puzzle.cells.slice();
        cells[pearls[pick % pearls.length]!] = MasyuCell.empty;
        const easier = createPuzzle(puzzle.rows, puzzle.cols, cells);
        const result = solve(easier);
        expect(result.status).not.toBe('none');
        expect(isSolution(easier, loopFromRows(sample.solution))).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('decides big empty and contradictory grids without a long search', () => {
    const empty = solve(createPuzzle(40, 40, new Uint8Array(1600)));
    expect(empty.status).toBe('multiple');
    expect(empty.stats.conflicts).toBeLessThan(50);
    const cells = new Uint8Array(1600);
    cells[0] = MasyuCell.black;
    cells[1] = MasyuCell.black;
    const blocked = solve(createPuzzle(40, 40, cells));
    expect(blocked.status).toBe('none');
    expect(blocked.stats.conflicts).toBe(0);
  });

  it('runs in bounded steps with the same answer, and stops on request', () => {
    const sample = samples.find((s) => s.rows === 15 && s.difficulty === 'hard')!;
    const puzzle = puzzleFromRows(sample.puzzle);
    const search = new MasyuSearch(puzzle);
    let steps = 0;
    let result = search.step(1);
    while (result.kind === 'paused') {
      steps++;
      result = search.step(1);
    }
    expect(steps).toBeGreaterThan(1);
    expect(result.kind === 'solution' && sameLoop(result.loop, loopFromRows(sample.solution))).toBe(
      true,
    );
    expect(search.step(1).kind).not.toBe('solution');
    const signal = abortAfter(1);
    expect(() => solve(puzzle, { signal })).toThrow(/stopped/);
    expect(signal.looks).toBe(2);
  });

  it('stops past its deadline or its memory budget, reporting dead ends as progress', () => {
    const puzzle = puzzleFromRows(Array(12).fill('.'.repeat(12)));
    expect(() => solve(puzzle, { deadline: 0 })).toThrow(DeadlineError);
    expect(() => solve(puzzle, { maxMemoryBytes: 1024 })).toThrow(MemoryBudgetError);
    const seen: Progress[] = [];
    countSolutions(puzzle, 200, { onProgress: (p) => seen.push(p) });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((p) => p.phase === 'dead ends').length).toBe(seen.length / 2);
  });

  it('checks its control within a step: a long step stops there', () => {
    // A random grid with 1% pearls: no answer within a step, and a search whose learned clauses
    // outgrow its encoding (at 40×40 they stay within it).
    const hard = randomPearls(inject('slow') ? 200 : 60, 0.01, 1);
    const signal = abortAfter(1);
    expect(() => new MasyuSearch(hard, { signal }).step(20_000)).toThrow('stopped');
    expect(signal.looks).toBe(2);
    expect(() => new MasyuSearch(hard, { deadline: 0 }).step(20_000)).toThrow(DeadlineError);
    // A budget the clauses fit at first, but not what the search learns.
    const room = new MasyuSearch(hard).memoryBytes + 1;
    expect(() => new MasyuSearch(hard, { maxMemoryBytes: room }).step(20_000)).toThrow(
      /^the Masyu search needs more than/,
    );
  });

  it('reports the segments settled for good: a share that only grows, searching on', () => {
    const puzzle = puzzleFromRows(Array(12).fill('.'.repeat(12)));
    const seen: Progress[] = [];
    expect(countSolutions(puzzle, 200, { onProgress: (p) => seen.push(p) }).complete).toBe(false);
    const settled = seen.filter((p) => p.phase.startsWith('segments settled'));
    expect(settled.length).toBe(seen.length / 2);
    // Every possible segment of a 12×12 grid: 12 rows of 11, 12 columns of 11.
    expect(settled.every((p) => p.total === 264 && p.done <= 264)).toBe(true);
    for (let i = 1; i < settled.length; i++) {
      expect(settled[i]!.done).toBeGreaterThanOrEqual(settled[i - 1]!.done);
    }
    expect(settled[0]!.phase).toBe('segments settled');
    expect(settled.at(-1)!.phase).toBe('segments settled, another loop');
  });
});
