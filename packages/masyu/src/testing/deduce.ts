import { DeductionBoard, Mark } from '../deduce/board.js';
import type { CellRule, Finding } from '../deduce/rule.js';
import { puzzleFromRows } from './rows.js';

/**
 * A board from puzzle rows (`.`, `W`, `B`) and optional marks: rows of space-separated cells
 * listing drawn sides in capitals and crossed-out sides in lower case (`R`, `Dl`, `.`).
 */
export function boardOf(rows: readonly string[], marks: readonly string[] = []): DeductionBoard {
  const board = new DeductionBoard(puzzleFromRows(rows));
  marks.forEach((line, r) => {
    line
      .trim()
      .split(/\s+/)
      .forEach((token, c) => {
        const cell = r * board.cols + c;
        for (const ch of token) {
          const dir = { U: 1, D: 2, L: 4, R: 8 }[ch.toUpperCase()];
          if (dir === undefined) continue;
          board.set(board.edge(cell, dir), ch === ch.toUpperCase() ? Mark.line : Mark.cross);
        }
      });
  });
  return board;
}

/** The cell at a 0-based row and column. */
export function cellAt(board: DeductionBoard, row: number, col: number): number {
  return row * board.cols + col;
}

/** The marks a finding sets, as `r1c2 R line` strings (edge by its cell and direction). */
export function describeEdges(board: DeductionBoard, found: Finding | undefined): string[] {
  if (found === undefined) return [];
  return found.edges.map(({ edge, mark }) => {
    const cell = edge >> 1;
    const where = `r${Math.floor(cell / board.cols) + 1}c${(cell % board.cols) + 1}`;
    return `${where} ${(edge & 1) === 0 ? 'R' : 'D'} ${mark === Mark.line ? 'line' : 'cross'}`;
  });
}

/** Applies a cell rule at a cell. */
export function applyAt(
  rule: CellRule,
  board: DeductionBoard,
  row: number,
  col: number,
): Finding | undefined {
  return rule.apply(board, cellAt(board, row, col));
}
