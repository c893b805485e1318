/**
 * The analysis of a player's drawing. Masyu is a puzzle, not a two-player game: a player's moves
 * are marks on edges, and the questions are the loop they draw, whether it solves the puzzle, and
 * the first real error in them.
 */
import { Mark, type EdgeMark } from './deduce/board.js';
import { isEdge, type MasyuLoop, type MasyuProgress, type MasyuPuzzle } from './model.js';
import { isSolution, validateLoop, type MasyuRule, type Violation } from './rules.js';
import { solve, type MasyuSolveOptions } from './solver/index.js';

/** One move of a player: an edge (indexed as in {@link MasyuLoop}) given a mark. */
export interface MarkMove {
  readonly edge: number;
  readonly mark: EdgeMark;
}

/** Throws a RangeError unless the progress has the size of the puzzle. */
export function checkProgressSize(puzzle: MasyuPuzzle, progress: MasyuProgress): void {
  const { rows, cols } = puzzle;
  if (progress.rows !== rows || progress.cols !== cols) {
    throw new RangeError(
      `the progress is ${progress.cols}×${progress.rows}, the puzzle ${cols}×${rows}`,
    );
  }
}

/**
 * The progress after a list of moves, played in turn (a new object; the old one is untouched).
 * Throws a RangeError at a move whose edge is not inside the grid.
 */
export function replayMarks(progress: MasyuProgress, moves: readonly MarkMove[]): MasyuProgress {
  const { rows, cols } = progress;
  const marks = progress.marks.slice();
  moves.forEach(({ edge, mark }, i) => {
    if (!isEdge(rows, cols, edge)) {
      throw new RangeError(`move ${i + 1}: ${edge} is not an edge of the ${cols}×${rows} grid`);
    }
    marks[edge] = mark;
  });
  return { rows, cols, marks };
}

/** The loop a player's marks draw: the edges marked as lines. */
export function drawnLoop(progress: MasyuProgress): MasyuLoop {
  const { rows, cols, marks } = progress;
  return { rows, cols, edges: marks.map((m) => (m === Mark.line ? 1 : 0)) };
}

/** Whether the marks draw a loop that solves the puzzle (any valid loop, if there are several). */
export function solvesPuzzle(puzzle: MasyuPuzzle, progress: MasyuProgress): boolean {
  const loop = drawnLoop(progress);
  return loop.edges.some((e) => e === 1) && isSolution(puzzle, loop);
}

/** A mark a solution contradicts: a line it does not draw, or a cross on its loop. */
export interface MarkMistake {
  readonly edge: number;
  /** The player's mark on the edge: a line, or else a cross. */
  readonly mark: number;
}

/** The first mark (in edge order) that the solution contradicts, or undefined when none does. */
export function firstMistake(
  progress: MasyuProgress,
  solution: MasyuLoop,
): MarkMistake | undefined {
  for (let edge = 0; edge < progress.marks.length; edge++) {
    const mark = progress.marks[edge]!;
    if (mark !== Mark.unknown && (mark === Mark.line) !== (solution.edges[edge] === 1)) {
      return { edge, mark };
    }
  }
  return undefined;
}

/** Rules that no further drawing can repair (a line that ends, or a pearl not reached yet, is unfinished work). */
const FINAL_RULES: ReadonlySet<MasyuRule> = new Set(['branch', 'black-straight', 'white-turns']);

/** What a check of a player's marks finds: at most one thing, the first that is wrong. */
export type DrawingCheck =
  /** The marks draw a valid loop. */
  | { readonly kind: 'solved' }
  /** A mark the unique solution contradicts. */
  | ({ readonly kind: 'mistake' } & MarkMistake)
  /** Without a unique solution to compare with: a rule the marks break for good. */
  | {
      readonly kind: 'broken';
      readonly violation: Violation;
      readonly status: 'none' | 'multiple';
    }
  /** Nothing wrong so far: `drawn` lines, of the `segments` of the unique solution when there is one. */
  | {
      readonly kind: 'fine';
      readonly drawn: number;
      readonly segments: number | undefined;
      readonly status: 'unique' | 'none' | 'multiple';
    };

/**
 * Checks a player's marks: solved when they draw a valid loop; otherwise the first mark the
 * unique solution contradicts, or, when there is no unique solution to compare with, the first
 * rule broken for good; otherwise fine. The options control the solve (see {@link solve}).
 */
export function checkDrawing(
  puzzle: MasyuPuzzle,
  progress: MasyuProgress,
  options: MasyuSolveOptions = {},
): DrawingCheck {
  checkProgressSize(puzzle, progress);
  if (solvesPuzzle(puzzle, progress)) return { kind: 'solved' };
  const drawn = progress.marks.reduce((n, m) => n + (m === Mark.line ? 1 : 0), 0);
  const result = solve(puzzle, options);
  if (result.status === 'unique' && result.solution !== undefined) {
    const mistake = firstMistake(progress, result.solution);
    if (mistake !== undefined) return { kind: 'mistake', ...mistake };
    const segments = result.solution.edges.reduce((n, e) => n + e, 0);
    return { kind: 'fine', drawn, segments, status: 'unique' };
  }
  const status = result.status === 'none' ? 'none' : 'multiple';
  const violation = validateLoop(puzzle, drawnLoop(progress)).find((v) => FINAL_RULES.has(v.rule));
  if (violation !== undefined) return { kind: 'broken', violation, status };
  return { kind: 'fine', drawn, segments: undefined, status };
}
