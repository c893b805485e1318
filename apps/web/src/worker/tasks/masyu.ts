import {
  Mark,
  formatSteps,
  generatePuzzle,
  hint,
  solve,
  type EdgeMark,
  type Hint,
  type Level,
  type MasyuPuzzle,
} from '@cgkit/masyu';
import type { Report } from '../protocol.js';

export interface MasyuSolution {
  readonly status: 'unique' | 'multiple' | 'none';
  /** The solution's edges (see `MasyuLoop.edges`), when there is one. */
  readonly edges?: Uint8Array;
  /** A second solution's edges, when there are several. */
  readonly otherEdges?: Uint8Array;
  readonly ms: number;
}

export function solveMasyu(puzzle: MasyuPuzzle, report: Report<never>): MasyuSolution {
  const result = solve(puzzle, {
    onProgress: ({ conflicts, cuts }) =>
      report({
        message: `${conflicts.toLocaleString('en')} dead ends, ${cuts.toLocaleString('en')} loop cuts`,
      }),
  });
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

/** A new puzzle with a unique solution at a difficulty. */
export function generateMasyu(
  options: { rows: number; cols: number; difficulty: Level; seed: number },
  report: Report<never>,
): MasyuPuzzle {
  return generatePuzzle({ ...options, onProgress: (message) => report({ message }) }).puzzle;
}
