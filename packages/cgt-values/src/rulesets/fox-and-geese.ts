import { reserveMemory, type SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import type { LoopyGame } from '../loopy/graph.js';
import { NotationError } from '../short/notation.js';
import { InputLimitError } from '../input-limit.js';

/**
 * Fox and Geese (Winning Ways, ch. 22; CGSuite's `FoxAndGeese`), played on the dark squares of a
 * checkerboard that goes on upwards without end. Left's geese step one square diagonally down;
 * Right's fox steps one square diagonally either way; nobody jumps or captures, and a player who
 * cannot move loses. The fox may step back and forth, so the game is loopy. Rows are numbered
 * from 1 at the bottom and columns from 1 at the left; a piece stands where row + column is even.
 */
export interface FoxAndGeesePosition {
  readonly width: number;
  /** The geese's squares, as [row, column], in order. */
  readonly geese: readonly (readonly [number, number])[];
  /** The fox's square; a board without one is Right's zero moves. */
  readonly fox?: readonly [number, number];
}

/** Boards are at most this wide. */
export const MAX_FOX_GEESE_WIDTH = 12;
/** Board texts have at most this many rows. */
export const MAX_FOX_GEESE_ROWS = 16;

/** Positions a game graph may hold. */
const MAX_POSITIONS = 1 << 22;

const PIECES = "'.', 'x' (a goose) or 'o' (the fox)";

/**
 * Reads a board: rows from the top down separated by `|`, `x` a goose, `o` the fox (at most one),
 * `.` a square without a piece, such as `x.x.x.x.|........|o.......` (CGSuite's four geese on row 3 and the
 * fox in the bottom left corner).
 */
export function parseFoxAndGeese(text: string): FoxAndGeesePosition {
  const rows = text.split('|');
  const width = rows[0]!.length;
  const geese: [number, number][] = [];
  let fox: [number, number] | undefined;
  let at = 0;
  if (rows.length > MAX_FOX_GEESE_ROWS) {
    const column = rows.slice(0, MAX_FOX_GEESE_ROWS).join('|').length + 1;
    throw new NotationError(text, column, `at most ${MAX_FOX_GEESE_ROWS} rows`, 'more');
  }
  rows.forEach((line, r) => {
    const row = rows.length - r;
    if (line.length < 2 || line.length > MAX_FOX_GEESE_WIDTH || line.length !== width) {
      const expected =
        r === 0 ? `a row of 2 to ${MAX_FOX_GEESE_WIDTH} squares` : `a row of ${width} squares`;
      throw new NotationError(text, at + 1, expected, JSON.stringify(line));
    }
    for (let c = 0; c < line.length; c++) {
      const ch = line[c]!;
      const column = at + c + 1;
      if (ch !== '.' && ch !== 'x' && ch !== 'o') {
        throw new NotationError(text, column, PIECES, JSON.stringify(ch));
      }
      if (ch === '.') continue;
      if ((row + c + 1) % 2 !== 0) {
        throw new NotationError(text, column, 'a piece on a dark square (row + column even)', ch);
      }
      if (ch === 'x') geese.push([row, c + 1]);
      else if (fox !== undefined) throw new NotationError(text, column, 'one fox', 'a second');
      else fox = [row, c + 1];
    }
    at += line.length + 1;
  });
  geese.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return fox === undefined ? { width, geese } : { width, geese, fox };
}

/** The board as text, from its top row (the higher of the fox's and the highest goose's) down. */
export function formatFoxAndGeese(p: FoxAndGeesePosition): string {
  const top = Math.max(p.fox?.[0] ?? 1, ...p.geese.map(([row]) => row));
  const rows: string[] = [];
  for (let row = top; row >= 1; row--) {
    const cells = Array.from({ length: p.width }, () => '.');
    for (const [r, c] of p.geese) if (r === row) cells[c - 1] = 'x';
    if (p.fox?.[0] === row) cells[p.fox[1] - 1] = 'o';
    rows.push(cells.join(''));
  }
  return rows.join('|');
}

const DIAGONALS = [
  [1, -1],
  [1, 1],
  [-1, -1],
  [-1, 1],
] as const;

/**
 * Whether the fox has got past the geese: it is level with or above the highest goose, or one
 * row below with a free square up. The geese can then never trap it, and it can always move: the
 * value is `off` (CGSuite's decomposition of the position).
 */
export function foxEscaped(p: FoxAndGeesePosition): boolean {
  if (p.fox === undefined) return false;
  if (p.geese.length === 0) return true;
  const top = Math.max(...p.geese.map(([row]) => row));
  const [row, col] = p.fox;
  if (row >= top) return true;
  if (row !== top - 1) return false;
  const free = (c: number): boolean =>
    c >= 1 && c <= p.width && !p.geese.some(([r, gc]) => r === row + 1 && gc === c);
  return free(col - 1) || free(col + 1);
}

/** Left's (the geese's) and Right's (the fox's) options of a position. */
export function foxAndGeeseOptions(p: FoxAndGeesePosition): {
  left: FoxAndGeesePosition[];
  right: FoxAndGeesePosition[];
} {
  const taken = (row: number, col: number): boolean =>
    p.geese.some(([r, c]) => r === row && c === col);
  const inside = (row: number, col: number): boolean => row >= 1 && col >= 1 && col <= p.width;
  const left: FoxAndGeesePosition[] = [];
  p.geese.forEach(([row, col], i) => {
    for (const dc of [-1, 1]) {
      const [r, c] = [row - 1, col + dc];
      if (!inside(r, c) || taken(r, c) || (p.fox?.[0] === r && p.fox[1] === c)) continue;
      const geese = p.geese.map((g, j): [number, number] => (j === i ? [r, c] : [g[0], g[1]]));
      geese.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      left.push({ ...p, geese });
    }
  });
  const right: FoxAndGeesePosition[] = [];
  for (const [dr, dc] of p.fox === undefined ? [] : DIAGONALS) {
    const [r, c] = [p.fox![0] + dr, p.fox![1] + dc];
    if (inside(r, c) && !taken(r, c)) right.push({ ...p, fox: [r, c] });
  }
  return { left, right };
}

const keyOf = (p: FoxAndGeesePosition): string =>
  `${p.geese.map(([r, c]) => `${r},${c}`).join(' ')}/${p.fox?.join(',') ?? ''}`;

/**
 * The game graph of every position reachable from `start` (node 0), and those positions. The
 * positions where the fox has escaped are one node, `off` (Right passes for ever), standing for
 * the first of them met.
 */
export function foxAndGeese(
  start: FoxAndGeesePosition,
  control?: SolveControl,
): { game: LoopyGame; positions: FoxAndGeesePosition[] } {
  return withControl(control, () => {
    const index = new Map<string, number>();
    const positions: FoxAndGeesePosition[] = [];
    let escaped = -1;
    const id = (p: FoxAndGeesePosition): number => {
      if (foxEscaped(p)) {
        if (escaped < 0) escaped = add(p, 'off');
        return escaped;
      }
      return index.get(keyOf(p)) ?? add(p, keyOf(p));
    };
    const add = (p: FoxAndGeesePosition, key: string): number => {
      const k = positions.length;
      if (k >= MAX_POSITIONS) {
        const text = formatFoxAndGeese(start);
        throw new InputLimitError(
          `more than ${MAX_POSITIONS} positions are reachable from ${text}`,
        );
      }
      if ((k & 1023) === 0) {
        const bytes = k * (32 * (p.geese.length + 1) + 160);
        reserveMemory(control ?? {}, 'the positions of the board', bytes);
      }
      index.set(key, k);
      positions.push(p);
      return k;
    };
    id(start);
    const left: number[][] = [];
    const right: number[][] = [];
    for (let k = 0; k < positions.length; k++) {
      tick();
      if (k === escaped) {
        left.push([]);
        right.push([k]);
        continue;
      }
      const options = foxAndGeeseOptions(positions[k]!);
      left.push(options.left.map(id));
      right.push(options.right.map(id));
    }
    return { game: { left, right, start: 0 }, positions };
  });
}
