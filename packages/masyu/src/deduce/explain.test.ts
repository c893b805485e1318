import { MemoryBudgetError } from '@cgkit/core-search';
import { describe, expect, it } from 'vitest';
import { abortAfter } from '../testing/abort.js';
import { createPuzzle } from '../model.js';
import { Mark } from './board.js';
import { sameLoop } from '../model.js';
import { solve } from '../solver/solve.js';
import { puzzleFromRows } from '../testing/rows.js';
import { edgeToJson, explain, formatStep, formatSteps, stepToJson } from './explain.js';

// The example of the pzprjs tests.
const SMALL = ['..W...', '.B..W.', '......', '...B..', '.W....', '......'];

describe('explain', () => {
  it('explains a puzzle step by step and ends in the solver’s loop', () => {
    const puzzle = puzzleFromRows(SMALL);
    const result = explain(puzzle);
    expect(result.outcome).toBe('solved');
    expect(sameLoop(result.board.lines(), solve(puzzle).solution!)).toBe(true);
    const text = formatSteps(result.steps);
    expect(text.split('\n')[0]).toMatch(/^1\. /);
    expect(text).toContain('r2c2');
  });

  it('writes steps as plain data with 0-based cells and edges', () => {
    const puzzle = puzzleFromRows(['B..', '...', '..B']);
    const [first] = explain(puzzle).steps;
    expect(stepToJson(first!, 3)).toEqual({
      rule: 'black-near-border',
      level: 'easy',
      cells: [{ row: 0, col: 0 }],
      edges: [
        { row: 0, col: 0, dir: 'down', mark: 'line' },
        { row: 1, col: 0, dir: 'down', mark: 'line' },
      ],
      contradiction: false,
      text: 'Black pearl at r1c1 is next to the top edge, so the loop leaves it downward for two cells',
    });
  });

  it('shows a proof by contradiction with its steps indented', () => {
    // puzzle-masyu.com 6×6 easy 1,313,946: local and loop rules alone stall on it.
    const puzzle = puzzleFromRows(['......', 'BWW..W', 'W..W..', '..W..W', '..WW..', 'BW....']);
    const result = explain(puzzle);
    expect(result.outcome).toBe('solved');
    expect(result.difficulty).toBe('hard');
    expect(sameLoop(result.board.lines(), solve(puzzle).solution!)).toBe(true);
    const proof = result.steps.find((s) => s.rule === 'contradiction');
    expect(proof).toBeDefined();
    if (proof === undefined) return;
    expect(proof.refutation?.length).toBeGreaterThan(0);
    expect(proof.refutation?.at(-1)?.contradiction).toBe(true);
    expect(formatSteps([proof])).toMatch(/^1\. If the side between .*\n {3}1\.1\. /);
    // On its own (a hint), the step has no number; its refutation is numbered from 1 below it.
    expect(formatStep(proof)).toMatch(/^If the side between .*\n {3}1\. /);
    const first = result.steps[0]!;
    expect(formatStep(first)).toBe(`${first.text}.\n`);
  });

  it('takes a control: a signal, a deadline and a memory budget for its steps', () => {
    // An empty 30×30 grid: proofs by contradiction with two nested assumptions run for minutes.
    const empty = createPuzzle(30, 30, new Uint8Array(900));
    const signal = abortAfter(5);
    expect(() => explain(empty, { signal })).toThrow('stopped');
    expect(signal.looks).toBe(6);
    const puzzle = puzzleFromRows(SMALL);
    expect(() => explain(puzzle, { maxMemoryBytes: 2000 })).toThrow(MemoryBudgetError);
  });
});

describe('edgeToJson', () => {
  it('names the cell an edge leaves, its direction and its mark', () => {
    // On a grid of 4 columns, edge 2·5 + 1 goes down from cell 5 (row 1, column 1).
    expect(edgeToJson({ edge: 11, mark: Mark.line }, 4)).toEqual({
      row: 1,
      col: 1,
      dir: 'down',
      mark: 'line',
    });
    expect(edgeToJson({ edge: 6, mark: Mark.cross }, 4)).toEqual({
      row: 0,
      col: 3,
      dir: 'right',
      mark: 'cross',
    });
  });
});
