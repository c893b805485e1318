import { NotationError } from '../short/notation.js';

/**
 * A rectangular board of one-character cells, row by row: the model the grid rulesets share
 * (Clobber, Konane, Cram, Amazons, Col and Snort on grids). `#` is never a cell of the game.
 */
export interface Grid {
  readonly width: number;
  readonly height: number;
  /** `cells[r * width + c]` is the cell in row r, column c. */
  readonly cells: string;
}

/** Boards have at most this many cells: far past what an exact search can finish. */
export const MAX_GRID_CELLS = 1024;

/**
 * Reads a board written as rows separated by `|` (e.g. `LR.|.RL`), each cell one of `allowed`
 * (described by `meaning` in errors). Mistakes are reported with their column.
 */
export function parseGrid(text: string, allowed: string, meaning: string): Grid {
  const lines = text.split('|');
  const width = lines[0]!.length;
  let column = 1;
  let cells = '';
  for (const line of lines) {
    if (line.length !== width || width === 0) {
      const expected =
        width === 0 ? `a row of ${meaning}` : `a row of ${width} cells like the first`;
      throw new NotationError(text, column, expected, JSON.stringify(line));
    }
    for (let i = 0; i < line.length; i++) {
      if (!allowed.includes(line[i]!)) {
        throw new NotationError(text, column + i, meaning, JSON.stringify(line[i]));
      }
    }
    cells += line;
    if (cells.length > MAX_GRID_CELLS) {
      throw new NotationError(text, column, `at most ${MAX_GRID_CELLS} cells`, 'more');
    }
    column += line.length + 1;
  }
  return { width, height: lines.length, cells };
}

/** The board as rows separated by `|`. */
export function formatGrid(g: Grid): string {
  const rows: string[] = [];
  for (let r = 0; r < g.height; r++) rows.push(g.cells.slice(r * g.width, (r + 1) * g.width));
  return rows.join('|');
}

/** The board with the given cells changed. */
export function withCells(g: Grid, changes: readonly (readonly [number, string])[]): Grid {
  const cells = [...g.cells];
  for (const [i, c] of changes) cells[i] = c;
  return { width: g.width, height: g.height, cells: cells.join('') };
}

/** The orthogonal neighbours of cell i that are on the board (and not `#`). */
export function neighbours(g: Grid, i: number): number[] {
  const out: number[] = [];
  const c = i % g.width;
  if (i >= g.width) out.push(i - g.width);
  if (c > 0) out.push(i - 1);
  if (c + 1 < g.width) out.push(i + 1);
  if (i + g.width < g.cells.length) out.push(i + g.width);
  return out.filter((j) => g.cells[j] !== '#');
}

/**
 * The cell `steps` steps from i in direction (dr, dc), or −1 off the board or on a `#`.
 */
export function step(g: Grid, i: number, dr: number, dc: number, steps = 1): number {
  const r = Math.floor(i / g.width) + dr * steps;
  const c = (i % g.width) + dc * steps;
  if (r < 0 || r >= g.height || c < 0 || c >= g.width) return -1;
  const j = r * g.width + c;
  return g.cells[j] === '#' ? -1 : j;
}

function transformed(g: Grid, flipRows: boolean, flipColumns: boolean, transpose: boolean): Grid {
  const { width, height } = g;
  let cells = '';
  const [w, h] = transpose ? [height, width] : [width, height];
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      let [sr, sc] = transpose ? [c, r] : [r, c];
      if (flipRows) sr = height - 1 - sr;
      if (flipColumns) sc = width - 1 - sc;
      cells += g.cells[sr * width + sc]!;
    }
  }
  return { width: w, height: h, cells };
}

/**
 * A key shared by the board's images under the symmetries of the rules: the four reflections
 * that keep rows rows, or all eight symmetries of the rectangle.
 */
export function gridKey(g: Grid, symmetries: 1 | 4 | 8): string {
  let best = `${g.width}:${g.cells}`;
  if (symmetries === 1) return best;
  for (const transpose of symmetries === 8 ? [false, true] : [false]) {
    for (const flipRows of [false, true]) {
      for (const flipColumns of [false, true]) {
        const t = transformed(g, flipRows, flipColumns, transpose);
        const key = `${t.width}:${t.cells}`;
        if (key < best) best = key;
      }
    }
  }
  return best;
}

/**
 * The connected groups of cells for which `active` holds (orthogonally adjacent), each cropped
 * to its bounding box with every other cell made `#`. When the rules let no move reach from one
 * group to another, the board is the sum of these.
 */
export function gridComponents(g: Grid, active: (cell: string) => boolean): Grid[] {
  const seen = new Uint8Array(g.cells.length);
  const parts: Grid[] = [];
  for (let start = 0; start < g.cells.length; start++) {
    if (seen[start] !== 0 || !active(g.cells[start]!)) continue;
    const group: number[] = [start];
    seen[start] = 1;
    for (let k = 0; k < group.length; k++) {
      for (const j of neighbours(g, group[k]!)) {
        if (seen[j] === 0 && active(g.cells[j]!)) {
          seen[j] = 1;
          group.push(j);
        }
      }
    }
    parts.push(crop(g, group));
  }
  return parts;
}

function crop(g: Grid, group: readonly number[]): Grid {
  const rows = group.map((i) => Math.floor(i / g.width));
  const cols = group.map((i) => i % g.width);
  const [top, left] = [Math.min(...rows), Math.min(...cols)];
  const width = Math.max(...cols) - left + 1;
  const height = Math.max(...rows) - top + 1;
  const cells = Array<string>(width * height).fill('#');
  for (const i of group) {
    cells[(Math.floor(i / g.width) - top) * width + (i % g.width) - left] = g.cells[i]!;
  }
  return { width, height, cells: cells.join('') };
}
