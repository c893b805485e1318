import type { GameRules, Outcome } from '../game.js';

/** A tic-tac-toe board: 9 cells, row by row, 0 empty, 1 the first player (X), 2 the second (O). */
export type TicTacToePosition = readonly (0 | 1 | 2)[];

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
] as const;

function hasLine(board: TicTacToePosition, mark: 1 | 2): boolean {
  return LINES.some((line) => line.every((cell) => board[cell] === mark));
}

/** Whose turn it is: X moves when both have placed as many marks. */
function toMove(board: TicTacToePosition): 1 | 2 {
  const placed = board.filter((c) => c !== 0).length;
  return placed % 2 === 0 ? 1 : 2;
}

/** Tic-tac-toe: moves are cell indices 0..8; the player who completes a line wins. */
export const ticTacToe: GameRules<TicTacToePosition, number> = {
  name: 'tic-tac-toe',
  moves: (board) => board.flatMap((c, i) => (c === 0 ? [i] : [])),
  play: (board, cell) => board.map((c, i) => (i === cell ? toMove(board) : c)),
  key: (board) => board.reduce<number>((k, c) => k * 3 + c, 0),
  terminal(board): Outcome | undefined {
    const mover = toMove(board);
    if (hasLine(board, mover === 1 ? 2 : 1)) return 'loss';
    return board.includes(0) ? undefined : 'draw';
  },
};

/** The empty board. */
export const emptyTicTacToe: TicTacToePosition = [0, 0, 0, 0, 0, 0, 0, 0, 0];
