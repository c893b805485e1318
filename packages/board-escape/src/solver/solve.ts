import {
  DIRECTIONS,
  cellAt,
  escapeStart,
  type Direction,
  type EscapeBoard,
  type EscapePosition,
} from '../model.js';
import { neighbor } from '../rules.js';
import { GrundyTable } from './grundy-table.js';

/** A move that leaves the opponent a position of Grundy value 0. */
export interface WinningMove {
  /** The index of the token in the position (at the start: the `T`s in reading order). */
  readonly token: number;
  /** The token's cell, 0-based (row 0 is the first line). */
  readonly row: number;
  readonly column: number;
  readonly direction: Direction;
}

/** Who wins the game from the start, Alice moving first. */
export interface BoardEscapeResult {
  readonly winner: 'Alice' | 'Bob';
  /** The Grundy value of the starting position (nonzero exactly when Alice wins). */
  readonly grundy: number;
  /** A winning first move for Alice, or null when Bob wins. */
  readonly winningMove: WinningMove | null;
}

/**
 * Solves positions of one board for tokens carrying any numbers up to 10^9. The game is the sum
 * of its tokens, so a position's Grundy value is the XOR of the tokens' values, each read from the
 * board's periodic {@link GrundyTable}.
 */
export class BoardEscapeSolver {
  readonly board: EscapeBoard;
  readonly table: GrundyTable;

  constructor(board: EscapeBoard) {
    this.board = board;
    this.table = new GrundyTable(board);
  }

  /** The Grundy value of a position: 0 exactly when the player to move loses. */
  grundy(position: EscapePosition): number {
    let value = 0;
    for (const token of position.tokens) value ^= this.table.value(token, token.count);
    return value;
  }

  /**
   * A move to a position of value 0, or null when there is none (the player to move loses).
   * Some token's value g has g XOR total < g; the mex rule guarantees it a move to that value.
   */
  winningMove(position: EscapePosition): WinningMove | null {
    const total = this.grundy(position);
    if (total === 0) return null;
    for (const [index, token] of position.tokens.entries()) {
      const target = this.table.value(token, token.count) ^ total;
      if (target >= this.table.value(token, token.count)) continue;
      for (const direction of DIRECTIONS) {
        const next = neighbor(this.board, token, direction);
        if (next === undefined) continue;
        const reached =
          cellAt(this.board, next) === 'E' ? 0 : this.table.value(next, token.count - 1);
        if (reached === target) {
          return { token: index, row: token.row, column: token.column, direction };
        }
      }
    }
    throw new Error('no move reaches a Grundy value the mex rule promises'); // unreachable
  }
}

/** The winner of BoardEscape on a board whose tokens all start with the number k. */
export function solveBoardEscape(board: EscapeBoard, k: number): BoardEscapeResult {
  const solver = new BoardEscapeSolver(board);
  const start = escapeStart(board, k);
  const grundy = solver.grundy(start);
  return { winner: grundy === 0 ? 'Bob' : 'Alice', grundy, winningMove: solver.winningMove(start) };
}
