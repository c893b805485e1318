import { withDeadline } from '@cgkit/core-search';
import type { MasyuPuzzle } from '../model.js';
import { Mark } from './board.js';
import { deduce, type DeduceOptions, type Deduction, type Step } from './engine.js';
import type { Level } from './rule.js';

/** An explained step in plain data: cells and edges by 0-based row and column. */
export interface StepJson {
  readonly rule: string;
  readonly level: Level;
  readonly cells: { row: number; col: number }[];
  /** Each edge by its upper or left cell and the direction of the other (`right` or `down`). */
  readonly edges: { row: number; col: number; dir: 'right' | 'down'; mark: 'line' | 'cross' }[];
  readonly contradiction: boolean;
  readonly text: string;
  readonly assumption?: StepJson['edges'][number];
  readonly refutation?: StepJson[];
}

/**
 * The steps that solve a puzzle as a person would: local patterns first, then loop-wide rules,
 * then proofs by contradiction with up to `depth` nested assumptions (default 2) where both are
 * stuck, under the control `proofs` (default: a deadline 10 s from now on the control's clock, as nested assumptions on a large grid can take far longer). Ends `solved`
 * with the loop, `stalled` where no rule applies (or the proofs' time ran out), or
 * `contradiction` when the puzzle has no solution. The control (`signal`, `deadline` on its
 * `clock`, `maxMemoryBytes`: the steps kept count) is checked throughout, as in {@link deduce}.
 */
export function explain(
  puzzle: MasyuPuzzle,
  {
    depth = 2,
    proofs,
    ...control
  }: Pick<
    DeduceOptions,
    'depth' | 'proofs' | 'signal' | 'interrupted' | 'deadline' | 'clock' | 'maxMemoryBytes'
  > = {},
): Deduction {
  return deduce(puzzle, {
    depth,
    proofs: proofs ?? withDeadline(control, EXPLAIN_PROOF_MS),
    ...control,
  });
}

/** How long {@link explain} tries proofs by contradiction unless told, ms. */
const EXPLAIN_PROOF_MS = 10_000;

/** A step as plain data, for JSON. */
export function stepToJson(step: Step, cols: number): StepJson {
  const at = (cell: number): { row: number; col: number } => ({
    row: Math.floor(cell / cols),
    col: cell % cols,
  });
  const edge = (marked: { edge: number; mark: number }): StepJson['edges'][number] =>
    edgeToJson(marked, cols);
  return {
    rule: step.rule,
    level: step.level,
    cells: step.cells.map(at),
    edges: step.edges.map(edge),
    contradiction: step.contradiction,
    text: step.text,
    ...(step.assumption === undefined ? {} : { assumption: edge(step.assumption) }),
    ...(step.refutation === undefined
      ? {}
      : { refutation: step.refutation.map((s) => stepToJson(s, cols)) }),
  };
}

/**
 * A marked edge for JSON: the cell it leaves (row and column from 0), its direction from there
 * (`right` or `down`) and its mark (`line` or `cross`).
 */
export function edgeToJson(
  { edge, mark }: { edge: number; mark: number },
  cols: number,
): StepJson['edges'][number] {
  const cell = edge >> 1;
  return {
    row: Math.floor(cell / cols),
    col: cell % cols,
    dir: (edge & 1) === 0 ? 'right' : 'down',
    mark: mark === Mark.line ? 'line' : 'cross',
  };
}

/** The steps as numbered sentences, the steps of each proof by contradiction indented below it. */
export function formatSteps(steps: readonly Step[]): string {
  const lines: string[] = [];
  const stack: { steps: readonly Step[]; index: number; prefix: string; indent: string }[] = [
    { steps, index: 0, prefix: '', indent: '' },
  ];
  // An explicit stack: refutations nest, and an explanation can be long.
  for (let top = stack[stack.length - 1]; top !== undefined; top = stack[stack.length - 1]) {
    const step = top.steps[top.index];
    if (step === undefined) {
      stack.pop();
      continue;
    }
    top.index++;
    const label = `${top.prefix}${top.index}`;
    lines.push(`${top.indent}${label}. ${step.text}${step.contradiction ? '' : '.'}`);
    if (step.refutation !== undefined && step.refutation.length > 0) {
      stack.push({
        steps: step.refutation,
        index: 0,
        prefix: `${label}.`,
        indent: `${top.indent}   `,
      });
    }
  }
  return lines.map((line) => `${line}\n`).join('');
}

/**
 * One step on its own, as a hint shows it: its sentence without a number, and the steps of its
 * proof by contradiction numbered and indented below it.
 */
export function formatStep(step: Step): string {
  const head = `${step.text}${step.contradiction ? '' : '.'}\n`;
  if (step.refutation === undefined || step.refutation.length === 0) return head;
  const below = formatSteps(step.refutation)
    .split('\n')
    .filter((line) => line !== '');
  return head + below.map((line) => `   ${line}\n`).join('');
}
