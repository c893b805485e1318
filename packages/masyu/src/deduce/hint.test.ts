import { describe, expect, it } from 'vitest';
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

  it('refuses progress of another size', () => {
    expect(() => hint(puzzle, { rows: 5, cols: 6, marks: new Uint8Array(60) })).toThrow(RangeError);
  });
});
