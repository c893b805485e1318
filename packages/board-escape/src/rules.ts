/**
 * The rules of BoardEscape, written once: where a token may shift, the legal moves, and playing
 * one. The game adapter, the solver and the analysis all play by these.
 */
import {
  DIRECTIONS,
  cellAt,
  type Direction,
  type EscapeBoard,
  type EscapeCell,
  type EscapePosition,
  type EscapeToken,
  type Move,
} from './model.js';

const OFFSETS: Readonly<Record<Direction, readonly [number, number]>> = {
  up: [-1, 0],
  down: [1, 0],
  left: [0, -1],
  right: [0, 1],
};

/** The cell a token reaches by a shift, or undefined when it would leave the board or hit `#`. */
export function neighbor(
  board: EscapeBoard,
  cell: EscapeCell,
  direction: Direction,
): EscapeCell | undefined {
  const [dr, dc] = OFFSETS[direction];
  const row = cell.row + dr;
  const column = cell.column + dc;
  if (row < 0 || row >= board.height || column < 0 || column >= board.width) return undefined;
  const target = { row, column };
  return cellAt(board, target) === '#' ? undefined : target;
}

/** The legal moves, token by token, in the order of {@link DIRECTIONS}. */
export function legalMoves(board: EscapeBoard, position: EscapePosition): Move[] {
  const moves: Move[] = [];
  position.tokens.forEach((token, index) => {
    for (const direction of DIRECTIONS) {
      if (neighbor(board, token, direction) !== undefined) moves.push({ token: index, direction });
    }
  });
  return moves;
}

/**
 * The token after a shift, or undefined when it leaves the board: it reached an exit, or its
 * number dropped to 0. Throws a RangeError when the shift is not legal.
 */
export function shiftToken(
  board: EscapeBoard,
  token: EscapeToken,
  direction: Direction,
): EscapeToken | undefined {
  const target = neighbor(board, token, direction);
  if (target === undefined) {
    throw new RangeError(`the token at (${token.row}, ${token.column}) cannot move ${direction}`);
  }
  if (cellAt(board, target) === 'E' || token.count === 1) return undefined;
  return { ...target, count: token.count - 1 };
}

/** The position after a move (a new object; the old one is untouched). */
export function playMove(board: EscapeBoard, position: EscapePosition, move: Move): EscapePosition {
  const token = position.tokens[move.token];
  if (token === undefined) throw new RangeError(`there is no token ${move.token}`);
  const moved = shiftToken(board, token, move.direction);
  const tokens = [...position.tokens];
  if (moved === undefined) tokens.splice(move.token, 1);
  else tokens[move.token] = moved;
  return { tokens };
}
