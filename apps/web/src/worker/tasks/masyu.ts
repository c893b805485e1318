import {
  Mark,
  formatSteps,
  deduce,
  generatePuzzle,
  hint,
  solve,
  validateLoop,
  edgeCells,
  type EdgeMark,
  type Hint,
  type Level,
  type MasyuPuzzle,
} from '@cgkit/masyu';
import type { Progress as SearchProgress } from '@cgkit/core-search';
import type { Report } from '../protocol.js';
import { count } from '../../shell/words.js';

export interface MasyuSolution {
  readonly status: 'unique' | 'multiple' | 'none';
  /** The solution's edges (see `MasyuLoop.edges`), when there is one. */
  readonly edges?: Uint8Array;
  /** A second solution's edges, when there are several. */
  readonly otherEdges?: Uint8Array;
  readonly ms: number;
}

/**
 * Shows a Masyu search as the page's progress, from the latest report of each phase: the segments
 * settled for good, a share that only grows, for the bar; and the dead ends met.
 */
function searchProgress(report: Report<never>): (progress: SearchProgress) => void {
  let deadEnds = 0;
  let settled: SearchProgress | undefined;
  return (progress) => {
    if (progress.phase === 'dead ends') deadEnds = progress.done;
    else settled = progress;
    if (settled === undefined) return;
    const { done, total = done, phase } = settled;
    const doing = phase === 'segments settled' ? 'Looking for a loop' : 'Ruling out a second loop';
    report({
      message: `${doing}: ${done.toLocaleString('en')} of ${count(total, 'segment')} settled for good, ${count(deadEnds, 'dead end')} met`,
      fraction: total === 0 ? 1 : done / total,
    });
  };
}

export function solveMasyu(puzzle: MasyuPuzzle, report: Report<never>): MasyuSolution {
  const result = solve(puzzle, { onProgress: searchProgress(report) });
  return {
    status: result.status,
    ...(result.solution === undefined ? {} : { edges: result.solution.edges }),
    ...(result.otherSolution === undefined ? {} : { otherEdges: result.otherSolution.edges }),
    ms: result.stats.ms,
  };
}

/** A hint, in plain data: what to tell the person, and the cells and edges it is about. */
export interface MasyuHint {
  readonly kind: Hint['kind'];
  readonly text: string;
  readonly cells: readonly number[];
  /** The marks the hint sets: a deduction's conclusions, or erasing a mistake. */
  readonly edges: readonly { readonly edge: number; readonly mark: EdgeMark }[];
}

/** The next deduction from the person's marks, or their first mistake. */
export function masyuHint(input: { puzzle: MasyuPuzzle; marks: Uint8Array }): MasyuHint {
  const { puzzle, marks } = input;
  const found = hint(puzzle, { rows: puzzle.rows, cols: puzzle.cols, marks });
  switch (found.kind) {
    case 'solved':
      return { kind: 'solved', text: 'Solved: every segment is in place.', cells: [], edges: [] };
    case 'stuck':
      return { kind: 'stuck', text: 'No rule applies to the marks so far.', cells: [], edges: [] };
    case 'mistake':
      return {
        kind: 'mistake',
        text: `Mistake: ${found.text}.`,
        cells: [],
        edges: [{ edge: found.edge, mark: Mark.unknown }],
      };
    case 'step':
      return {
        kind: 'step',
        text: formatSteps([found.step]),
        cells: found.step.cells,
        edges: found.step.edges,
      };
  }
}

/**
 * Pearls are removed for at most this long (it is the bulk of the work for large hard puzzles,
 * minutes at 25×25); the pearls not tried by then stay.
 */
const SPARSE_TIME_LIMIT_MS = 6_000;

/**
 * A new puzzle with a unique solution at a difficulty, as sparse as published puzzles: pearls
 * are removed while deduction at that difficulty still finds the loop.
 */
export function generateMasyu(
  options: { rows: number; cols: number; difficulty: Level; seed: number },
  report: Report<never>,
): MasyuPuzzle {
  return generatePuzzle({
    ...options,
    sparse: true,
    sparseTimeLimitMs: SPARSE_TIME_LIMIT_MS,
    onProgress: (message, fraction) =>
      report({
        message:
          fraction === undefined
            ? `Generating: ${message.replace(/^loop (\d+)$/, 'random loop $1 (of at most 100)')}`
            : `Making it sparser: ${message.replace(/^loop \d+: removing pearls, /, '')} pearls tried`,
        ...(fraction === undefined ? {} : { fraction }),
      }),
  }).puzzle;
}

/** How hard a puzzle is for a person: the hardest rules deduction needs to find its loop. */
export interface MasyuRating {
  /** Undefined when the rules do not find the loop (no solution, several, or too deep). */
  readonly difficulty: Level | undefined;
  /** True when the time limit stopped the proofs by contradiction. */
  readonly timedOut: boolean;
}

export function rateMasyu(puzzle: MasyuPuzzle, report: Report<never>): MasyuRating {
  report({ message: 'Rating the difficulty by deduction…' });
  const result = deduce(puzzle, { record: false, timeLimitMs: 8_000 });
  return { difficulty: result.difficulty, timedOut: result.timedOut };
}

/** What Check says about a person's marks: at most one thing, the first that is wrong. */
export interface MasyuCheck {
  /** solved: the loop is right; mistake: a mark the solution contradicts; broken: a rule broken
   * (for puzzles without a unique solution to compare with); fine: nothing wrong so far. */
  readonly kind: 'solved' | 'mistake' | 'broken' | 'fine';
  readonly text: string;
  /** The cells to ring on the board. */
  readonly cells: readonly number[];
  /** The wrong mark, to draw as a mistake. */
  readonly edge?: number;
}

/** Rules that no further drawing can repair (a line ending or a missed pearl is just unfinished). */
const FINAL_RULES = new Set(['branch', 'black-straight', 'white-turns']);

const place = (cols: number, cell: number): string =>
  `row ${Math.floor(cell / cols) + 1}, column ${(cell % cols) + 1}`;

/**
 * Checks a person's marks: solved when they draw a valid loop; otherwise the first mark (in grid
 * order) the unique solution contradicts, or, when there is no unique solution to compare with,
 * the first rule broken for good; otherwise how much is drawn. A line that merely stops, or a
 * pearl not reached yet, is unfinished work, not an error.
 */
export function checkMasyu(
  input: { puzzle: MasyuPuzzle; marks: Uint8Array },
  report: Report<never>,
): MasyuCheck {
  const { puzzle, marks } = input;
  const { rows, cols } = puzzle;
  const edges = marks.map((m) => (m === Mark.line ? 1 : 0));
  const drawn = edges.reduce((n, e) => n + e, 0);
  if (drawn > 0 && validateLoop(puzzle, { rows, cols, edges }).length === 0) {
    return {
      kind: 'solved',
      text: 'Solved: the loop passes every pearl and breaks no rule.',
      cells: [],
    };
  }
  const result = solve(puzzle, { onProgress: searchProgress(report) });
  const solution = result.status === 'unique' ? result.solution : undefined;
  if (solution !== undefined) {
    for (let edge = 0; edge < marks.length; edge++) {
      const mark = marks[edge];
      const onLoop = solution.edges[edge] === 1;
      if ((mark === Mark.line && !onLoop) || (mark === Mark.cross && onLoop)) {
        const [a, b] = edgeCells(cols, edge);
        const where = `The segment from ${place(cols, a)} to ${place(cols, b)}`;
        const text =
          mark === Mark.line
            ? `${where} is drawn, but the loop does not pass there.`
            : `${where} is crossed out, but the loop passes there.`;
        return { kind: 'mistake', text, cells: [a, b], edge };
      }
    }
    const total = solution.edges.reduce((n, e) => n + e, 0);
    return {
      kind: 'fine',
      text: `No mistake so far: ${drawn} of the loop's ${count(total, 'segment')} drawn.`,
      cells: [],
    };
  }
  const broken = validateLoop(puzzle, { rows, cols, edges }).find((v) => FINAL_RULES.has(v.rule));
  const why =
    result.status === 'none' ? 'this puzzle has no solution' : 'this puzzle has several solutions';
  if (broken !== undefined) {
    return {
      kind: 'broken',
      text: `${broken.message[0]!.toUpperCase()}${broken.message.slice(1)} (${why}, so the marks are checked against the rules only).`,
      cells: [broken.row * cols + broken.col],
    };
  }
  return {
    kind: 'fine',
    text: `No rule is broken so far (${why}, so the marks are checked against the rules only).`,
    cells: [],
  };
}
