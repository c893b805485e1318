import { DeadlineError } from '@cgkit/core-search';
import { describe, expect, it } from 'vitest';
import { createPuzzle } from '../model.js';
import { abortAfter } from '../testing/abort.js';
import { solve } from '../solver/solve.js';
import { puzzleFromRows } from '../testing/rows.js';
import { Mark } from './board.js';
import type { MasyuProgress } from '../model.js';
import { hint } from './hint.js';

const puzzle = puzzleFromRows(['..W...', '.B..W.', '......', '...B..', '.W....', '......']);
const empty = (): MasyuProgress => ({ rows: 6, cols: 6, marks: new Uint8Array(72) });

describe('hint', () => {
  it('gives the first step on an empty grid', () => {
    const result = hint(puzzle, empty());
    expect(result.kind).toBe('step');
    if (result.kind === 'step') expect(result.step.edges.length).toBeGreaterThan(0);
  });

  it('names the first mark the solution contradicts', () => {
    const progress = empty();
    const solution = solve(puzzle).solution!;
    const wrong = solution.edges.findIndex((v, e) => v === 0 && (e & 1) === 0 && e % 12 !== 10);
    progress.marks[wrong] = Mark.line;
    const result = hint(puzzle, progress);
    expect(result).toMatchObject({ kind: 'mistake', edge: wrong, mark: Mark.line });
    if (result.kind === 'mistake') expect(result.text).toContain('the loop does not pass there');
  });

  it('says when the loop is complete', () => {
    const solution = solve(puzzle).solution!;
    expect(hint(puzzle, { rows: 6, cols: 6, marks: solution.edges.slice() }).kind).toBe('solved');
  });

  it('takes a control, checked in the exact search and through the deduction', () => {
    const side = 20;
    const empty = createPuzzle(side, side, new Uint8Array(side * side));
    const marks = (): MasyuProgress => ({ rows: side, cols: side, marks: new Uint8Array(800) });
    expect(() => hint(empty, marks(), { deadline: 0 })).toThrow(DeadlineError);
    // The exact search looks a few times; the proofs by contradiction on an empty grid (which
    // find nothing) look about a hundred times.
    const signal = abortAfter(10);
    expect(() => hint(empty, marks(), { signal })).toThrow('stopped');
    expect(signal.looks).toBe(11);
  });

  it('refuses progress of another size', () => {
    expect(() => hint(puzzle, { rows: 5, cols: 6, marks: new Uint8Array(60) })).toThrow(RangeError);
  });
});
