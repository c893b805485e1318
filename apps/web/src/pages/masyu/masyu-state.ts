import {
  Dir,
  MasyuCell,
  Mark,
  createPuzzle,
  edgeToward,
  type EdgeMark,
  type MasyuPuzzle,
} from '@cgkit/masyu';
import { formatMasyuPearlId, parseMasyu } from '@cgkit/io-formats';

/** A hard 10×10 puzzle of puzzle-masyu.com, as a Pearl game id. */
export const DEFAULT_PUZZLE = '10x10:aWjWbBaWWcWWcWcWWbBlWaWaWaWbWaWaWWbWBaWlWaBWaBaWbWh';

/** Play (the default, as on puzz.link), the answer (shown only when asked for), or editing pearls. */
export type MasyuMode = 'solve' | 'play' | 'edit';

/** Everything a link to a Masyu puzzle carries. */
export interface MasyuSetup {
  readonly puzzle: MasyuPuzzle;
  /** The person's marks on the edges (see `MasyuLoop.edges`): `Mark.line`, `Mark.cross` or none. */
  readonly marks: Uint8Array;
  readonly mode: MasyuMode;
}

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Packs 0/1 flags six to a character of the URL-safe base64 alphabet. */
export function encodeBits(bits: ArrayLike<number>): string {
  return encodeWhere(bits, 1);
}

/**
 * {@link encodeBits} of the flags `values[i] === one`, read in place: a mark's link write makes no
 * array of flags per kind of mark.
 */
export function encodeWhere(values: ArrayLike<number>, one: number): string {
  let text = '';
  for (let i = 0; i < values.length; i += 6) {
    let value = 0;
    const end = Math.min(6, values.length - i);
    for (let j = 0; j < end; j++) if (values[i + j] === one) value |= 1 << j;
    text += DIGITS[value];
  }
  // Trailing zeros dropped by a loop: /A+$/ tries every start in a long run of As.
  let end = text.length;
  while (end > 0 && text[end - 1] === 'A') end--;
  return text.slice(0, end);
}

/** Unpacks {@link encodeBits} into `length` flags; throws a RangeError on a foreign character. */
export function decodeBits(text: string, length: number): Uint8Array {
  const bits = new Uint8Array(length);
  [...text].forEach((char, i) => {
    const value = DIGITS.indexOf(char);
    if (value < 0) throw new RangeError(`unexpected ${JSON.stringify(char)} in a drawn loop`);
    for (let j = 0; j < 6 && i * 6 + j < length; j++) bits[i * 6 + j] = (value >> j) & 1;
  });
  return bits;
}

/** No edge marked yet. */
export const noMarks = (puzzle: MasyuPuzzle): Uint8Array =>
  new Uint8Array(2 * puzzle.rows * puzzle.cols);

/** The last puzzle read from a link, by its text (puzzles are never changed in place). */
let lastRead: { readonly text: string; readonly puzzle: MasyuPuzzle } | undefined;

/**
 * The puzzle of a link's `p`. Each mark drawn rewrites the link, and the puzzle read again would be
 * a new object: the same one is returned, so the board's pearls are not drawn anew on each click.
 */
function puzzleOfLink(text: string): MasyuPuzzle {
  if (lastRead?.text !== text) lastRead = { text, puzzle: parseMasyu(text, 'the link') };
  return lastRead.puzzle;
}

/** Reads a puzzle and the person's marks from the page's URL parameters; throws on a bad link. */
export function readSetup(params: URLSearchParams): MasyuSetup {
  const puzzle = puzzleOfLink(params.get('p') ?? DEFAULT_PUZZLE);
  const mode = params.get('mode');
  const length = 2 * puzzle.rows * puzzle.cols;
  const lines = decodeBits(params.get('loop') ?? '', length);
  const crosses = decodeBits(params.get('crossed') ?? '', length);
  return {
    puzzle,
    marks: lines.map((line, e) =>
      line === 1 ? Mark.line : crosses[e] === 1 ? Mark.cross : Mark.unknown,
    ),
    mode: mode === 'solve' || mode === 'edit' ? mode : 'play',
  };
}

/** The URL parameters of a puzzle: the Pearl game id is the shortest of the common formats. */
export function writeSetup(setup: MasyuSetup): Record<string, string | undefined> {
  const id = pearlId(setup.puzzle);
  return {
    p: id === DEFAULT_PUZZLE ? undefined : id,
    loop: encodeWhere(setup.marks, Mark.line),
    crossed: encodeWhere(setup.marks, Mark.cross),
    mode: setup.mode === 'play' ? undefined : setup.mode,
  };
}

const pearlIds = new WeakMap<MasyuPuzzle, string>();

/** The puzzle's Pearl id, written once per puzzle: each mark rewrites the link. */
function pearlId(puzzle: MasyuPuzzle): string {
  let id = pearlIds.get(puzzle);
  if (id === undefined) {
    id = formatMasyuPearlId(puzzle);
    pearlIds.set(puzzle, id);
  }
  return id;
}

/** The puzzle with a cell cycled through empty, white pearl and black pearl. */
export function cyclePearl(puzzle: MasyuPuzzle, cell: number): MasyuPuzzle {
  const cells = puzzle.cells.slice();
  cells[cell] = ((cells[cell] ?? 0) + 1) % 3;
  return createPuzzle(puzzle.rows, puzzle.cols, cells);
}

/** What a click on an edge turns its mark into: a line, then a cross, then nothing. */
export function nextMark(mark: number): EdgeMark {
  if (mark === Mark.unknown) return Mark.line;
  if (mark === Mark.line) return Mark.cross;
  return Mark.unknown;
}

/** What a right-click or a long press turns a mark into: a cross, or nothing on a cross. */
export function crossMark(mark: number): EdgeMark {
  return mark === Mark.cross ? Mark.unknown : Mark.cross;
}

/** Whether two sets of marks are the same board state. */
export function sameMarks(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The history step a key asks for: Ctrl+Z (⌘Z) undoes, Ctrl+Y and Ctrl+Shift+Z (⌘⇧Z) redo. */
export function historyKey(event: {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}): 'undo' | 'redo' | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return undefined;
}

export const emptyPuzzle = (rows: number, cols: number): MasyuPuzzle =>
  createPuzzle(rows, cols, new Uint8Array(rows * cols).fill(MasyuCell.empty));

/** A point on a board, in cells: `x` columns from the left edge, `y` rows from the top. */
export interface BoardPoint {
  readonly x: number;
  readonly y: number;
}

/**
 * How far a gap reaches from the wall between two cells along the line joining their centres, and
 * from that line across it, in cells: half a cell square, so that the bands of two gaps meet only
 * at a corner, and a cell's middle, half a cell square too, is no gap.
 */
const GAP_REACH = 0.25;

/**
 * The gap a point of the board is on (see {@link gapBand}), as `edgeToward` numbers the edges, or
 * -1: a cell's centre and corners are no gap. The board finds a click's gap by this rule rather
 * than by a target drawn on each of its gaps (a 40×40 board has 3,120), which the browser would
 * paint and hit-test again on each change.
 */
export function gapAt(rows: number, cols: number, { x, y }: BoardPoint): number {
  const [col, row] = [Math.floor(x), Math.floor(y)];
  if (row < 0 || row >= rows || col < 0 || col >= cols) return -1;
  // Near the wall between a cell and its right neighbour, and near their row's centre line.
  const wallX = Math.round(x);
  if (Math.abs(x - wallX) <= GAP_REACH && Math.abs(y - row - 0.5) < GAP_REACH && wallX > 0) {
    return edgeToward(rows, cols, row * cols + wallX - 1, Dir.right);
  }
  // Near the wall between a cell and the one below, and near their column's centre line.
  const wallY = Math.round(y);
  if (Math.abs(y - wallY) <= GAP_REACH && Math.abs(x - col - 0.5) < GAP_REACH && wallY > 0) {
    return edgeToward(rows, cols, (wallY - 1) * cols + col, Dir.down);
  }
  return -1;
}

/** The band of an edge's gap where {@link gapAt} finds it, in cells: left, top, width, height. */
export function gapBand(cols: number, edge: number): [number, number, number, number] {
  const cell = edge >> 1;
  const [row, col] = [Math.floor(cell / cols), cell % cols];
  const [x, y] = (edge & 1) === 0 ? [col + 1, row + 0.5] : [col + 0.5, row + 1];
  return [x - GAP_REACH, y - GAP_REACH, 2 * GAP_REACH, 2 * GAP_REACH];
}

/**
 * Every cell a straight stroke from `from` to `to` passes through, in order, each a side-neighbour
 * of the one before (a stroke through a corner takes one of the two cells beside it). A pointer
 * reports where it is only every few milliseconds: a fast swipe skips cells, and the stroke
 * between two reports draws across all of them. Points off the board are held to its edge.
 */
export function crossedCells(
  rows: number,
  cols: number,
  from: BoardPoint,
  to: BoardPoint,
): number[] {
  const clamp = (v: number, n: number): number => Math.min(Math.max(v, 0), n - 1e-9);
  const [x0, y0, x1, y1] = [
    clamp(from.x, cols),
    clamp(from.y, rows),
    clamp(to.x, cols),
    clamp(to.y, rows),
  ];
  let [col, row] = [Math.floor(x0), Math.floor(y0)];
  const [endCol, endRow] = [Math.floor(x1), Math.floor(y1)];
  const [dx, dy] = [x1 - x0, y1 - y0];
  const [stepCol, stepRow] = [Math.sign(endCol - col), Math.sign(endRow - row)];
  // The stroke's progress (0 to 1) at the next column line and the next row line it crosses.
  let nextX = dx === 0 ? Infinity : ((stepCol > 0 ? col + 1 : col) - x0) / dx;
  let nextY = dy === 0 ? Infinity : ((stepRow > 0 ? row + 1 : row) - y0) / dy;
  const cells = [row * cols + col];
  while (col !== endCol || row !== endRow) {
    // Rounding never takes a step past the end: a finished axis is not stepped again.
    if (row === endRow || (col !== endCol && nextX < nextY)) {
      col += stepCol;
      nextX += Math.abs(1 / dx);
    } else {
      row += stepRow;
      nextY += Math.abs(1 / dy);
    }
    cells.push(row * cols + col);
  }
  return cells;
}
