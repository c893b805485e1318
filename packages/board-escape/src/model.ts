/** The model of BoardEscape: boards, tokens, positions and moves, with their constructors. */

/** The most rows, and the most columns, a board may have. */
export const MAX_ESCAPE_SIDE = 50;

/** The largest starting number k a token may carry. */
export const MAX_K = 1_000_000_000;

/** The characters of a board: a token, an exit, an obstacle, an empty cell. */
export const CELL_CHARS = 'TE#.';

/** A direction a token can be shifted in. */
export type Direction = 'up' | 'down' | 'left' | 'right';

/** Every direction, in the order moves are listed. */
export const DIRECTIONS: readonly Direction[] = ['up', 'down', 'left', 'right'];

/** A rectangular board, row by row: `T` token, `E` exit, `#` obstacle, `.` empty. */
export interface EscapeBoard {
  readonly height: number;
  readonly width: number;
  readonly rows: readonly string[];
}

/** A cell of a board: 0-based row (row 0 is the first line) and column. */
export interface EscapeCell {
  readonly row: number;
  readonly column: number;
}

/**
 * A board from its rows, checked: 1 to 50 rows of the same length, 1 to 50 columns, only the
 * characters `T`, `E`, `#` and `.`. Throws a RangeError naming the first problem.
 */
export function createBoard(rows: readonly string[]): EscapeBoard {
  if (rows.length < 1 || rows.length > MAX_ESCAPE_SIDE) {
    throw new RangeError(`a board has 1 to ${MAX_ESCAPE_SIDE} rows, got ${rows.length}`);
  }
  const width = rows[0]!.length;
  if (width < 1 || width > MAX_ESCAPE_SIDE) {
    throw new RangeError(`a board has 1 to ${MAX_ESCAPE_SIDE} columns, got ${width}`);
  }
  rows.forEach((row, r) => {
    if (row.length !== width) {
      throw new RangeError(`row ${r} has ${row.length} cells, row 0 has ${width}`);
    }
    const bad = [...row].findIndex((c) => !CELL_CHARS.includes(c));
    if (bad >= 0) {
      throw new RangeError(`row ${r}, column ${bad}: unknown cell ${JSON.stringify(row[bad])}`);
    }
  });
  return { height: rows.length, width, rows: [...rows] };
}

/** Throws a RangeError unless k is a whole number from 1 to {@link MAX_K}. */
export function checkK(k: number): void {
  if (!Number.isInteger(k) || k < 1 || k > MAX_K) {
    throw new RangeError(`k must be an integer from 1 to ${MAX_K}, got ${k}`);
  }
}

/** The character at a cell. */
export function cellAt(board: EscapeBoard, cell: EscapeCell): string {
  return board.rows[cell.row]![cell.column]!;
}

/** Every cell holding a token at the start, in reading order. */
export function tokenCells(board: EscapeBoard): EscapeCell[] {
  const cells: EscapeCell[] = [];
  board.rows.forEach((row, r) => {
    for (let c = 0; c < board.width; c++) if (row[c] === 'T') cells.push({ row: r, column: c });
  });
  return cells;
}

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
