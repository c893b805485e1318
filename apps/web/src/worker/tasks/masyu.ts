import {
  Mark,
  checkDrawing,
  formatStep,
  deduce,
  generatePuzzle,
  hint,
  solve,
  edgeCells,
  type EdgeMark,
  type Hint,
  type Level,
  type MasyuPuzzle,
} from '@cgkit/masyu';
import { withDeadline, type Progress as SearchProgress } from '@cgkit/core-search';
import type { ProgressView, Report } from '../protocol.js';
import { E2E_MODE, holdForTest } from '../../testing/e2e-hold.js';
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

/**
 * Solves a puzzle. `holdProgress` (browser tests only, in the `e2e` build only): the worker waits
 * at the first report that shows the bar, so the test reads it however fast the search is.
 */
export function solveMasyu(
  puzzle: MasyuPuzzle,
  report: Report<never>,
  holdProgress = false,
): MasyuSolution {
  let hold = holdProgress;
  const show = searchProgress((progress) => {
    report(progress);
    if (
      hold &&
      progress.fraction !== undefined &&
      progress.fraction > 0 &&
      progress.fraction < 1 &&
      // A constant: the app's build leaves the hold out (e2e/test-build.test.ts checks it).
      import.meta.env.MODE === E2E_MODE
    ) {
      hold = false;
      holdForTest(() => report(progress));
    }
  });
  const result = solve(puzzle, { onProgress: show });
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
        text: formatStep(found.step),
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
  options: {
    rows: number;
    cols: number;
    difficulty: Level;
    seed: number;
    /**
     * Browser tests only: hold at the first "pearls tried" report (see `holdForTest`; in the
     * `e2e` build only).
     */
    holdSparser?: boolean;
  },
  report: Report<never>,
): MasyuPuzzle {
  const { holdSparser, ...puzzle } = options;
  let hold = holdSparser === true;
  return generatePuzzle({
    ...puzzle,
    sparse: true,
    sparseControl: withDeadline({}, SPARSE_TIME_LIMIT_MS),
    onProgress: (progress) => {
      const shown = generateProgress(progress);
      report(shown);
      if (hold && progress.phase === 'pearls tried' && import.meta.env.MODE === E2E_MODE) {
        hold = false;
        holdForTest(() => report(shown));
      }
    },
  }).puzzle;
}

/** The generator's progress (data, see `GenerateOptions`) as the page shows it. */
export function generateProgress(progress: SearchProgress): ProgressView {
  const { phase, done, total = done, message } = progress;
  switch (phase) {
    case 'loops':
      return { message: `Generating: random loop ${done} (of at most ${total})` };
    case 'pearls tried':
      return {
        message: `Making it sparser: ${done} of ${count(total, 'pearl')} tried`,
        fraction: total === 0 ? 1 : done / total,
      };
    default:
      return { message: `Making it sparser: ${message ?? ''}, removing ${phase}` };
  }
}

/** How hard a puzzle is for a person: the hardest rules deduction needs to find its loop. */
export interface MasyuRating {
  /** Undefined when the rules do not find the loop (no solution, several, or too deep). */
  readonly difficulty: Level | undefined;
  /** True when the time limit stopped the proofs by contradiction. */
  readonly timedOut: boolean;
}

/** Proofs by contradiction stop after this long when rating (the rating is then `timedOut`). */
const RATE_PROOF_MS = 8_000;

export function rateMasyu(puzzle: MasyuPuzzle, report: Report<never>): MasyuRating {
  report({ message: 'Rating the difficulty by deduction…' });
  const result = deduce(puzzle, { record: false, proofs: withDeadline({}, RATE_PROOF_MS) });
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

const place = (cols: number, cell: number): string =>
  `row ${Math.floor(cell / cols) + 1}, column ${(cell % cols) + 1}`;

/** Why a check names broken rules rather than mistakes. */
const rulesOnly = (status: 'none' | 'multiple'): string =>
  `${status === 'none' ? 'this puzzle has no solution' : 'this puzzle has several solutions'}, so the marks are checked against the rules only`;

/** The package's check of a person's marks (see `checkDrawing`), in words. */
export function checkMasyu(
  input: { puzzle: MasyuPuzzle; marks: Uint8Array },
  report: Report<never>,
): MasyuCheck {
  const { puzzle, marks } = input;
  const { rows, cols } = puzzle;
  const check = checkDrawing(puzzle, { rows, cols, marks }, { onProgress: searchProgress(report) });
  switch (check.kind) {
    case 'solved':
      return {
        kind: 'solved',
        text: 'Solved: the loop passes every pearl and breaks no rule.',
        cells: [],
      };
    case 'mistake': {
      const [a, b] = edgeCells(cols, check.edge);
      const where = `The segment from ${place(cols, a)} to ${place(cols, b)}`;
      const text =
        check.mark === Mark.line
          ? `${where} is drawn, but the loop does not pass there.`
          : `${where} is crossed out, but the loop passes there.`;
      return { kind: 'mistake', text, cells: [a, b], edge: check.edge };
    }
    case 'broken': {
      const { message, row, col } = check.violation;
      return {
        kind: 'broken',
        text: `${message[0]!.toUpperCase()}${message.slice(1)} (${rulesOnly(check.status)}).`,
        cells: [row * cols + col],
      };
    }
    case 'fine':
      return {
        kind: 'fine',
        text:
          check.status === 'unique'
            ? `No mistake so far: ${check.drawn} of the loop's ${count(check.segments ?? 0, 'segment')} drawn.`
            : `No rule is broken so far (${rulesOnly(check.status)}).`,
        cells: [],
      };
  }
}
