import {
  DIRECTIONS,
  cellAt,
  checkK,
  neighbor,
  tokenCells,
  type EscapeBoard,
  type EscapeCell,
  type Direction,
} from './board.js';

/** A token on the board and the number it carries (at least 1 while it is on the board). */
export interface EscapeToken extends EscapeCell {
  readonly count: number;
}

/** The tokens still on the board. Tokens never interact; several may share a cell. */
export interface EscapePosition {
  readonly tokens: readonly EscapeToken[];
}

/** A move: shift the token at this index of `position.tokens` one cell in a direction. */
export interface Move {
  readonly token: number;
  readonly direction: Direction;
}

/** The starting position: a token carrying k on every `T`, in reading order. */
export function escapeStart(board: EscapeBoard, k: number): EscapePosition {
  checkK(k);
  return { tokens: tokenCells(board).map((cell) => ({ ...cell, count: k })) };
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
