import { Mark, type DeductionBoard, type EdgeMark } from './board.js';

/** How hard a rule is for a person: local patterns, loop-wide reasoning, or trial and error. */
export type Level = 'easy' | 'medium' | 'hard';

/** The levels, from the easiest rules to the hardest. */
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard'];

/** An edge and the mark a deduction gives it. */
export interface EdgeConclusion {
  readonly edge: number;
  readonly mark: EdgeMark;
}

/**
 * What a rule found: the edges it marks (none when it found a contradiction), the cells it looked
 * at, and a sentence for people, built only when asked for.
 */
export interface Finding {
  readonly cells: readonly number[];
  readonly edges: readonly EdgeConclusion[];
  /** True when the marks so far break the rules: the position has no solution. */
  readonly contradiction: boolean;
  readonly text: () => string;
}

/** A rule that looks at the neighbourhood of one cell (edges within two steps of it). */
export interface CellRule {
  readonly name: string;
  readonly level: Level;
  readonly apply: (board: DeductionBoard, cell: number) => Finding | undefined;
}

/** A rule that looks at the whole loop; it returns one finding at a time. */
export interface BoardRule {
  readonly name: string;
  readonly level: Level;
  readonly apply: (board: DeductionBoard) => Finding | undefined;
}

/**
 * A finding that marks `lines` as drawn and `crosses` as crossed out (edges given as cell and
 * direction), or undefined when they already are, so that a rule only speaks when it teaches
 * something. An edge that would have to be drawn off the grid makes it a contradiction.
 */
export function conclude(
  board: DeductionBoard,
  cells: readonly number[],
  lines: readonly (readonly [number, number])[],
  crosses: readonly (readonly [number, number])[],
  text: () => string,
): Finding | undefined {
  // Most calls teach nothing (rules look again at every cell near each change): find that out
  // before building anything.
  let news = false;
  for (let i = 0; i < lines.length; i++) {
    const edge = board.edge(lines[i]![0], lines[i]![1]);
    if (edge < 0) return contradiction(cells, text);
    if (board.marks[edge] !== Mark.line) news = true;
  }
  for (let i = 0; i < crosses.length && !news; i++) {
    const edge = board.edge(crosses[i]![0], crosses[i]![1]);
    if (edge >= 0 && board.marks[edge] !== Mark.cross) news = true;
  }
  if (!news) return undefined;
  const edges: EdgeConclusion[] = [];
  for (const [mark, list] of [
    [Mark.line, lines],
    [Mark.cross, crosses],
  ] as const) {
    for (const [cell, dir] of list) {
      const edge = board.edge(cell, dir);
      if (edge >= 0) edges.push({ edge, mark });
    }
  }
  return { cells, edges, contradiction: false, text };
}

/** A finding that the position has no solution. */
export function contradiction(cells: readonly number[], text: () => string): Finding {
  return { cells, edges: [], contradiction: true, text };
}
