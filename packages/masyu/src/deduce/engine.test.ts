import { DeadlineError, MemoryBudgetError, steppingClock } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { MasyuCell, createPuzzle, sameLoop } from '../model.js';
import { solve } from '../solver/solve.js';
import { validateLoop } from '../rules.js';
import { abortAfter } from '../testing/abort.js';
import { loopFromRows, puzzleFromRows } from '../testing/rows.js';
import { loadSamples } from '../testing/samples.js';
import { DeductionBoard } from './board.js';
import { deduce } from './engine.js';

const samples = loadSamples();

describe('deduce', () => {
  it('solves the two-black-pearl example with local patterns only', () => {
    const puzzle = createPuzzle(3, 3, [2, 0, 0, 0, 0, 0, 0, 0, 2]);
    const result = deduce(puzzle);
    expect(result.outcome).toBe('solved');
    expect(result.difficulty).toBe('easy');
    expect(result.steps[0]?.rule).toBe('black-near-border');
    expect(sameLoop(result.board.lines(), solve(puzzle).solution!)).toBe(true);
  });

  it('ends in the published solution on real 6×6 and 8×8 puzzles', () => {
    const small = samples.filter((s) => s.rows <= 8).slice(0, 40);
    let solved = 0;
    for (const sample of small) {
      const result = deduce(puzzleFromRows(sample.puzzle), { record: false });
      expect(result.outcome).not.toBe('contradiction');
      if (result.outcome !== 'solved') continue;
      solved++;
      expect(sameLoop(result.board.lines(), loopFromRows(sample.solution))).toBe(true);
    }
    expect(solved).toBeGreaterThan(30);
  });

  it('rates by the hardest layer needed', () => {
    const easy = samples.find((s) => s.id.startsWith('puzzle-masyu-6x6-easy'))!;
    expect(deduce(puzzleFromRows(easy.puzzle), { level: 'easy' }).outcome).toBeDefined();
    const limited = deduce(puzzleFromRows(easy.puzzle), { level: 'easy', record: false });
    const full = deduce(puzzleFromRows(easy.puzzle), { record: false });
    if (limited.outcome === 'solved') expect(full.difficulty).toBe('easy');
    else expect(full.difficulty).not.toBe('easy');
  });

  it('never contradicts a solvable puzzle and never finds a loop that is not the solution', () => {
    const puzzles = fc
      .record({ rows: fc.integer({ min: 2, max: 5 }), cols: fc.integer({ min: 2, max: 5 }) })
      .chain(({ rows, cols }) =>
        fc
          .array(fc.constantFrom(0, 0, 0, 0, 1, 2), {
            minLength: rows * cols,
            maxLength: rows * cols,
          })
          .map((cells) => createPuzzle(rows, cols, cells)),
      );
    fc.assert(
      fc.property(puzzles, (puzzle) => {
        const exact = solve(puzzle);
        const result = deduce(puzzle, { record: false });
        if (exact.status !== 'none') expect(result.outcome).not.toBe('contradiction');
        if (result.outcome === 'solved') {
          expect(validateLoop(puzzle, result.board.lines())).toEqual([]);
          expect(exact.status).toBe('unique');
          expect(sameLoop(result.board.lines(), exact.solution!)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('does not try an assumption that an earlier one of the same scan led to', () => {
    // This puzzle stalls after proofs by contradiction: its last scan tries every undecided edge.
    // Trying both marks of every edge took 369 assumptions; the marks one assumption led to
    // (without a contradiction) cannot lead to one either, and skipping them leaves 129.
    const sample = samples.find((s) => s.id === 'puzzle-masyu-10x10-hard-9,499,293')!;
    const save = vi.spyOn(DeductionBoard.prototype, 'save');
    const result = deduce(puzzleFromRows(sample.puzzle), { record: false });
    expect(result.outcome).toBe('stalled');
    expect(save.mock.calls.length).toBeLessThan(200);
  });

  it('gives up proofs by contradiction at the time limit', () => {
    const big = samples.find((s) => s.rows === 40)!;
    const proofs = { deadline: 0, clock: steppingClock(1) };
    const result = deduce(puzzleFromRows(big.puzzle), { record: false, proofs });
    expect(result.outcome).toBe('stalled');
    expect(result.timedOut).toBe(true);
  });

  it('throws the reason of an aborted signal during proofs by contradiction', () => {
    const big = samples.find((s) => s.rows === 40)!;
    const signal = abortAfter(2);
    expect(() => deduce(puzzleFromRows(big.puzzle), { record: false, signal })).toThrow('stopped');
    expect(signal.looks).toBe(3);
    const easy = createPuzzle(3, 3, [MasyuCell.black, 0, 0, 0, 0, 0, 0, 0, MasyuCell.black]);
    expect(() => deduce(easy, { signal: abortAfter(0) })).toThrow('stopped');
  });

  it('checks its control within the rules too, not only between assumptions', () => {
    // Without proofs by contradiction, the loop-wide rules alone go over a 200×200 board again
    // and again: the control is looked at every few thousand cells.
    const empty = createPuzzle(200, 200, new Uint8Array(200 * 200));
    const signal = abortAfter(1);
    expect(() => deduce(empty, { record: false, level: 'medium', signal })).toThrow('stopped');
    expect(signal.looks).toBe(2);
    expect(() => deduce(empty, { level: 'medium', deadline: 0 })).toThrow(DeadlineError);
  });

  it('keeps its board and its steps within the memory budget', () => {
    const puzzle = puzzleFromRows(samples.find((s) => s.rows === 20)!.puzzle);
    const board = new DeductionBoard(puzzle).memoryBytes;
    expect(() => deduce(puzzle, { maxMemoryBytes: board - 1 })).toThrow(MemoryBudgetError);
    // Room for the board but not for the steps written out: the steps count.
    expect(() => deduce(puzzle, { maxMemoryBytes: board + 4096 })).toThrow(
      /^the Masyu deduction needs more than/,
    );
    expect(deduce(puzzle, { record: false, maxMemoryBytes: board + 4096 }).outcome).toBe('solved');
  });

  it('stops after the number of steps asked for', () => {
    const puzzle = puzzleFromRows(samples[0]!.puzzle);
    expect(deduce(puzzle, { maxSteps: 3 }).steps).toHaveLength(3);
  });
});
