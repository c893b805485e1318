import { checkProgressSize, firstMistake } from '../analysis.js';
import { edgeCells, isEdge, type MasyuProgress, type MasyuPuzzle } from '../model.js';
import { quietControl, type SolveControl } from '@cgkit/core-search';
import { solve } from '../solver/index.js';
import { DeductionBoard, Mark, cellName } from './board.js';
import { deduceOn, type Step } from './engine.js';

/** What to tell a player next. */
export type Hint =
  | { readonly kind: 'solved' }
  /** A mark that the only solution contradicts: a line it does not draw, or a cross on its loop. */
  | {
      readonly kind: 'mistake';
      readonly edge: number;
      readonly mark: number;
      readonly text: string;
    }
  /** The next deduction from the marks so far (a contradiction step when they break the rules). */
  | { readonly kind: 'step'; readonly step: Step }
  /** No rule applies to the marks so far. */
  | { readonly kind: 'stuck' };

/**
 * The single next step for a player: the first mistake in their marks (in grid order) when the
 * puzzle has a unique solution to compare with, or `solved`, or the next deduction from their
 * marks, or `stuck` when no rule (proofs by contradiction included) applies. The control is
 * checked throughout the exact search and the deduction (see {@link solve} and `deduce`).
 */
export function hint(
  puzzle: MasyuPuzzle,
  progress: MasyuProgress,
  control: SolveControl = {},
): Hint {
  const { rows, cols } = puzzle;
  checkProgressSize(puzzle, progress);
  const result = solve(puzzle, control);
  if (result.status === 'unique' && result.solution !== undefined) {
    const mistake = firstMistake(progress, result.solution);
    if (mistake !== undefined)
      return { kind: 'mistake', ...mistake, text: mistakeText(cols, mistake) };
    const drawn = progress.marks.every(
      (m, e) => (m === Mark.line) === (result.solution!.edges[e] === 1),
    );
    if (drawn) return { kind: 'solved' };
  }
  const board = new DeductionBoard(puzzle);
  for (let edge = 0; edge < progress.marks.length; edge++) {
    const mark = progress.marks[edge];
    if ((mark === Mark.line || mark === Mark.cross) && isEdge(rows, cols, edge))
      board.set(edge, mark);
  }
  const deduction = deduceOn(board, { maxSteps: 1, depth: 1, ...quietControl(control) });
  const step = deduction.steps[0];
  if (step !== undefined) return { kind: 'step', step };
  return deduction.outcome === 'solved' ? { kind: 'solved' } : { kind: 'stuck' };
}

/** A mistake in words: which side, and why it is wrong. */
function mistakeText(cols: number, { edge, mark }: { edge: number; mark: number }): string {
  const [a, b] = edgeCells(cols, edge);
  const side = `the side between ${cellName(cols, a)} and ${cellName(cols, b)}`;
  return mark === Mark.line
    ? `${side} is drawn, but the loop does not pass there`
    : `${side} is crossed out, but the loop passes there`;
}
