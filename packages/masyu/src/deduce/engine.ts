import {
  bothControls,
  Checkpoints,
  pastDeadline,
  quietControl,
  reserveMemory,
  type SolveControl,
} from '@cgkit/core-search';
import type { MasyuPuzzle } from '../model.js';
import { validateLoop } from '../rules.js';
import { DeductionBoard, Mark, cellName, type EdgeMark } from './board.js';
import { LEVELS, type EdgeConclusion, type Finding, type Level } from './rule.js';
import { BOARD_RULES, CELL_RULES, LATE_CELL_RULES } from './rules/index.js';

/** One step of a deduction, as a person would take it. */
export interface Step {
  /** The rule applied (`contradiction` for a proof by contradiction). */
  readonly rule: string;
  readonly level: Level;
  /** The cells the rule looked at. */
  readonly cells: readonly number[];
  /** The edges it marks: none when it shows the position impossible. */
  readonly edges: readonly EdgeConclusion[];
  /** True when the step shows that the position has no solution. */
  readonly contradiction: boolean;
  readonly text: string;
  /** For a proof by contradiction: the mark assumed, and the steps from it to the contradiction. */
  readonly assumption?: EdgeConclusion;
  readonly refutation?: readonly Step[];
}

/** How a deduction ended: the loop found, no rule applies any more, or the position is impossible. */
export type DeductionOutcome = 'solved' | 'stalled' | 'contradiction';

/**
 * How far a deduction goes. Its control (signal, deadline, memory budget: the board and the steps
 * it keeps) is checked every few milliseconds of work; aborting the signal throws its reason,
 * the deadline a `DeadlineError`, the budget a `MemoryBudgetError`.
 */
export interface DeduceOptions extends Omit<SolveControl, 'onProgress'> {
  /** The hardest rules allowed (default `hard`). */
  readonly level?: Level;
  /** How many assumptions may be nested in a proof by contradiction (default 1). */
  readonly depth?: number;
  /** Whether to keep the steps with their explanations (default true). */
  readonly record?: boolean;
  /** Stop after this many steps (default no limit). */
  readonly maxSteps?: number;
  /**
   * The control of the proofs by contradiction, a soft limit: past its deadline (on the options'
   * clock; `withDeadline(control, ms)` sets one) they stop and the deduction ends `stalled`, with
   * `timedOut`, where the options' own `deadline` throws. Default: the options' control.
   */
  readonly proofs?: SolveControl;
}

/** What a deduction found: how it ended, its steps, how hard it was, and the marks at the end. */
export interface Deduction {
  readonly outcome: DeductionOutcome;
  readonly steps: readonly Step[];
  /** When solved: the hardest level of rule needed. */
  readonly difficulty: Level | undefined;
  /** The marks at the end. */
  readonly board: DeductionBoard;
  /** True when the deadline of `proofs` stopped the proofs by contradiction. */
  readonly timedOut: boolean;
}

/** The state of one deduction run: where its steps go and how hard they were. */
interface Run {
  readonly log: Step[] | undefined;
  readonly maxSteps: number;
  hardest: number;
  /** Where the next proof by contradiction starts looking: edges are tried round-robin. */
  cursor: number;
  /** The control of the proofs by contradiction, and whether its deadline passed; shared. */
  readonly proofs: { readonly control: SolveControl; passed: boolean };
  /** Checks the control, counting cells looked at; shared by nested runs. */
  readonly checkpoints: Checkpoints;
  /** About how many bytes the steps kept so far hold; shared by nested runs. */
  readonly held: { bytes: number };
}

/** Cells looked at (a whole-board rule counts every cell) between two checks of the control. */
const CHECK_INTERVAL = 16_384;
/** What the memory budget names. */
const WHAT = 'the Masyu deduction';
/** About how many bytes a kept step holds beside its text, cells and edges. */
const STEP_BYTES = 200;

/** Applies the rules to a puzzle from scratch. */
export function deduce(puzzle: MasyuPuzzle, options: DeduceOptions = {}): Deduction {
  return deduceOn(new DeductionBoard(puzzle), options);
}

/**
 * Applies the rules to a board that may already carry marks (a player's progress), layer by
 * layer: local rules until none applies, then one loop-wide rule, and so on; proofs by
 * contradiction only when both are stuck. Because each layer is exhausted before the next is
 * used, the hardest level used is the easiest level that solves the puzzle.
 */
export function deduceOn(board: DeductionBoard, options: DeduceOptions = {}): Deduction {
  const control = quietControl(options);
  reserveMemory(control, WHAT, board.memoryBytes);
  const held = { bytes: 0 };
  const run: Run = {
    log: options.record === false ? undefined : [],
    maxSteps: options.maxSteps ?? Infinity,
    hardest: -1,
    cursor: 0,
    proofs: {
      control: options.proofs === undefined ? control : bothControls(control, options.proofs),
      passed: false,
    },
    checkpoints: new Checkpoints(control, 'deduction', CHECK_INTERVAL, undefined, {
      what: WHAT,
      bytes: () => board.memoryBytes + held.bytes,
    }),
    held,
  };
  const outcome = solveTo(board, options.level ?? 'hard', options.depth ?? 1, run);
  // What is kept must fit the budget, however short the work between two checks was.
  run.checkpoints.report();
  const hardest = LEVELS[Math.max(0, run.hardest)]!;
  return {
    outcome,
    steps: run.log ?? [],
    difficulty: outcome === 'solved' ? hardest : undefined,
    board,
    timedOut: run.proofs.passed,
  };
}

function solveTo(board: DeductionBoard, level: Level, depth: number, run: Run): DeductionOutcome {
  for (;;) {
    const outcome = propagate(board, level, run);
    if (outcome !== undefined) return outcome;
    if (level !== 'hard' || depth < 1 || run.log?.length === run.maxSteps) return 'stalled';
    if (!probe(board, depth, run)) return 'stalled';
    if (board.contradiction) return 'contradiction';
  }
}

/** Local rules to a fixpoint, then loop-wide ones: the outcome, or undefined when stuck. */
function propagate(board: DeductionBoard, level: Level, run: Run): DeductionOutcome | undefined {
  for (;;) {
    for (let cell = board.pop(); cell >= 0; cell = board.pop()) {
      run.checkpoints.tick();
      for (const rule of CELL_RULES) {
        const found = rule.apply(board, cell);
        if (found === undefined) continue;
        const ended = record(board, rule.name, rule.level, found, run);
        if (ended !== undefined) return ended;
      }
    }
    run.checkpoints.tick(board.size);
    const closed = closedState(board, run);
    if (closed !== undefined) return closed;
    if (level === 'easy') return undefined;
    let progressed = false;
    for (let cell = board.popLate(); cell >= 0 && !progressed; cell = board.popLate()) {
      run.checkpoints.tick();
      for (const rule of LATE_CELL_RULES) {
        const found = rule.apply(board, cell);
        if (found === undefined) continue;
        const ended = record(board, rule.name, rule.level, found, run);
        if (ended !== undefined) return ended;
        progressed = true;
        break;
      }
    }
    if (progressed) continue;
    for (const rule of BOARD_RULES) {
      run.checkpoints.tick(board.size);
      const found = rule.apply(board);
      if (found === undefined) continue;
      const ended = record(board, rule.name, rule.level, found, run);
      if (ended !== undefined) return ended;
      progressed = true;
      break;
    }
    if (!progressed) return undefined;
  }
}

/**
 * Applies a finding and logs it as a step. Returns the outcome when it ends the run: a
 * contradiction, or the most steps the log may hold.
 */
function record(
  board: DeductionBoard,
  rule: string,
  level: Level,
  found: Finding,
  run: Run,
): DeductionOutcome | undefined {
  let clash: EdgeConclusion | undefined;
  if (found.contradiction) board.contradiction = true;
  for (const conclusion of found.edges) {
    if (!board.set(conclusion.edge, conclusion.mark)) clash ??= conclusion;
  }
  run.hardest = Math.max(run.hardest, LEVELS.indexOf(level));
  if (run.log !== undefined) {
    let text = found.text();
    if (clash !== undefined) {
      const [a, b] = board.ends(clash.edge);
      const was = clash.mark === Mark.line ? 'crossed out' : 'drawn';
      text += `, but the side between ${cellName(board.cols, a)} and ${cellName(board.cols, b)} is already ${was}`;
    }
    keep(run.log, run, {
      rule,
      level,
      cells: found.cells,
      edges: found.edges,
      contradiction: board.contradiction,
      text,
    });
  }
  if (board.contradiction) return 'contradiction';
  return run.log?.length === run.maxSteps ? 'stalled' : undefined;
}

/** Keeps a step in a log, counting the memory it holds against the budget. */
function keep(log: Step[], run: Run, step: Step): void {
  run.held.bytes +=
    STEP_BYTES + 2 * step.text.length + 16 * step.edges.length + 8 * step.cells.length;
  log.push(step);
}

/**
 * When no line has a loose end and every pearl is visited, the drawn lines are final: either a
 * solution, or a closed shape that breaks a rule (no line can be added to a closed loop).
 */
function closedState(board: DeductionBoard, run: Run): DeductionOutcome | undefined {
  if (board.lineCount === 0 || board.looseEnds > 0 || board.pearlsReached < board.pearlCount) {
    return undefined;
  }
  const violation = validateLoop(board.puzzle, board.lines())[0];
  if (violation === undefined) return 'solved';
  board.contradiction = true;
  if (run.log !== undefined)
    keep(run.log, run, {
      rule: 'closed-loop',
      level: 'easy',
      cells: [violation.row * board.cols + violation.col],
      edges: [],
      contradiction: true,
      text: `the drawn lines are closed but break a rule: ${violation.message}`,
    });
  return 'contradiction';
}

/**
 * Proof by contradiction: assumes each mark of each undecided edge in turn (round-robin from
 * where the last proof succeeded, so edges that taught nothing are not retried at once) and
 * follows the rules, with `depth - 1` further assumptions allowed; when an assumption leads to a
 * contradiction, the edge gets the other mark. Returns whether it did.
 */
function probe(board: DeductionBoard, depth: number, run: Run): boolean {
  const nested: Level = depth > 1 ? 'hard' : 'medium';
  const total = board.marks.length;
  // Marks that an assumption of this scan led to without a contradiction: assuming one of them
  // leads to no more than that assumption did (the rules only add marks as marks are added), so
  // it cannot lead to a contradiction either, and is not tried. Indexed by 2·edge + mark − 1.
  const implied = new Uint8Array(2 * total);
  for (let i = 0; i < total; i++) {
    const edge = (run.cursor + i) % total;
    run.checkpoints.tick();
    if (board.marks[edge] !== Mark.unknown) continue;
    if (run.proofs.passed || pastDeadline(run.proofs.control)) {
      run.proofs.passed = true;
      return false;
    }
    for (const mark of [Mark.line, Mark.cross] as const) {
      if (implied[2 * edge + mark - 1] === 1) continue;
      const point = board.save();
      board.set(edge, mark);
      const quiet = nestedRun(run);
      const outcome = solveTo(board, nested, depth - 1, quiet);
      if (outcome !== 'contradiction') {
        for (const e of board.markedSince(point)) implied[2 * e + board.marks[e]! - 1] = 1;
      }
      board.restore(point);
      if (outcome !== 'contradiction') continue;
      const other: EdgeMark = mark === Mark.line ? Mark.cross : Mark.line;
      let refutation: Step[] | undefined;
      if (run.log !== undefined) {
        // Replay the refuted assumption, this time keeping its steps for the explanation.
        refutation = [];
        board.set(edge, mark);
        solveTo(board, nested, depth - 1, { ...nestedRun(run), log: refutation });
        board.restore(point);
      }
      board.set(edge, other);
      run.cursor = edge + 1;
      run.hardest = LEVELS.indexOf('hard');
      if (run.log !== undefined && refutation !== undefined) {
        const [a, b] = board.ends(edge);
        const side = `the side between ${cellName(board.cols, a)} and ${cellName(board.cols, b)}`;
        const last = refutation[refutation.length - 1];
        const assumed = mark === Mark.line ? 'drawn' : 'crossed out';
        const so = other === Mark.line ? 'drawn' : 'crossed out';
        keep(run.log, run, {
          rule: 'contradiction',
          level: 'hard',
          cells: [a, b],
          edges: [{ edge, mark: other }],
          contradiction: false,
          text:
            `If ${side} were ${assumed}, then after ${refutation.length} steps ` +
            `${last === undefined ? 'the rules would fail' : lowerFirst(last.text)}; so it is ${so}`,
          assumption: { edge, mark },
          refutation,
        });
      }
      return true;
    }
  }
  return false;
}

/** A fresh run for an assumption, under the same deadline. */
function nestedRun(run: Run): Run {
  return {
    log: undefined,
    maxSteps: Infinity,
    hardest: -1,
    cursor: 0,
    proofs: run.proofs,
    checkpoints: run.checkpoints,
    held: run.held,
  };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
