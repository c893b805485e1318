/** What a cell holds. */
export const MasyuCell = { empty: 0, white: 1, black: 2 } as const;
/** What a cell holds: one of the {@link MasyuCell} values. */
export type CellKind = (typeof MasyuCell)[keyof typeof MasyuCell];

/** The largest grid side accepted anywhere in the toolkit. */
export const MAX_MASYU_SIDE = 200;

/** A Masyu puzzle: `cells[row * cols + col]` is a {@link MasyuCell} value. */
export interface MasyuPuzzle {
  readonly rows: number;
  readonly cols: number;
  readonly cells: Uint8Array;
}

/**
 * A drawn loop (or any proposed set of segments) as a set of edges between adjacent cells.
 * Edge `2 * cell` joins a cell to its right neighbour, edge `2 * cell + 1` to the one below;
 * `edges[e]` is 1 when the segment is drawn. Edges that would leave the grid are always 0.
 */
export interface MasyuLoop {
  readonly rows: number;
  readonly cols: number;
  readonly edges: Uint8Array;
}

/**
 * A player's progress: per edge (indexed as in {@link MasyuLoop}), 0 when undecided, 1 when drawn,
 * 2 when crossed out.
 */
export interface MasyuProgress {
  readonly rows: number;
  readonly cols: number;
  readonly marks: Uint8Array;
}

/** Direction bits of a cell's connections, in the order U D L R of the solution format. */
export const Dir = { up: 1, down: 2, left: 4, right: 8 } as const;

/** Creates a puzzle, checking its size and cell values. */
export function createPuzzle(rows: number, cols: number, cells: ArrayLike<number>): MasyuPuzzle {
  checkSize(rows, cols);
  if (cells.length !== rows * cols) {
    throw new RangeError(`expected ${rows * cols} cells, got ${cells.length}`);
  }
  const copy = Uint8Array.from(cells);
  if (copy.some((v) => v > MasyuCell.black)) throw new RangeError('cell values must be 0, 1 or 2');
  return { rows, cols, cells: copy };
}

/** Throws a RangeError unless the grid is between 1×1 and MAX_SIDE×MAX_SIDE. */
export function checkSize(rows: number, cols: number): void {
  for (const [name, n] of [
    ['rows', rows],
    ['cols', cols],
  ] as const) {
    if (!Number.isInteger(n) || n < 1 || n > MAX_MASYU_SIDE) {
      throw new RangeError(`${name} must be an integer from 1 to ${MAX_MASYU_SIDE}, got ${n}`);
    }
  }
}

/** The edge index joining `cell` to its neighbour in direction `dir`, or -1 off the grid. */
export function edgeToward(rows: number, cols: number, cell: number, dir: number): number {
  const row = Math.floor(cell / cols);
  const col = cell - row * cols;
  switch (dir) {
    case Dir.right:
      return col + 1 < cols ? 2 * cell : -1;
    case Dir.down:
      return row + 1 < rows ? 2 * cell + 1 : -1;
    case Dir.left:
      return col > 0 ? 2 * (cell - 1) : -1;
    case Dir.up:
      return row > 0 ? 2 * (cell - cols) + 1 : -1;
    default:
      throw new RangeError(`not a direction: ${dir}`);
  }
}

/** The neighbour of `cell` in direction `dir`, or -1 off the grid. */
export function neighbour(rows: number, cols: number, cell: number, dir: number): number {
  const e = edgeToward(rows, cols, cell, dir);
  if (e < 0) return -1;
  switch (dir) {
    case Dir.right:
      return cell + 1;
    case Dir.left:
      return cell - 1;
    case Dir.down:
      return cell + cols;
    default:
      return cell - cols;
  }
}

/** The two cells an edge joins, lower index first. */
export function edgeCells(cols: number, edge: number): [number, number] {
  const cell = edge >> 1;
  return [cell, (edge & 1) === 0 ? cell + 1 : cell + cols];
}

/** Whether an edge index lies inside the grid. */
export function isEdge(rows: number, cols: number, edge: number): boolean {
  const cell = edge >> 1;
  if (edge < 0 || cell >= rows * cols) return false;
  return (edge & 1) === 0 ? cell % cols < cols - 1 : cell < (rows - 1) * cols;
}

/** The direction bits of every cell's drawn connections. */
export function cellDirections(loop: MasyuLoop): Uint8Array {
  const { rows, cols, edges } = loop;
  const dirs = new Uint8Array(rows * cols);
  for (let e = 0; e < edges.length; e++) {
    if (edges[e] !== 1) continue;
    const [a, b] = edgeCells(cols, e);
    if ((e & 1) === 0) {
      dirs[a]! |= Dir.right;
      dirs[b]! |= Dir.left;
    } else {
      dirs[a]! |= Dir.down;
      dirs[b]! |= Dir.up;
    }
  }
  return dirs;
}

/**
 * Builds a loop from per-cell direction bits. Returns the cell of the first connection that its
 * neighbour does not return (or that leaves the grid) as `mismatch` instead.
 */
export function loopFromDirections(
  rows: number,
  cols: number,
  dirs: ArrayLike<number>,
): { loop: MasyuLoop } | { mismatch: number } {
  const edges = new Uint8Array(2 * rows * cols);
  const opposite = [0, Dir.down, Dir.up, 0, Dir.right, 0, 0, 0, Dir.left];
  for (let cell = 0; cell < rows * cols; cell++) {
    const d = dirs[cell] ?? 0;
    for (const dir of [Dir.up, Dir.down, Dir.left, Dir.right]) {
      if ((d & dir) === 0) continue;
      const other = neighbour(rows, cols, cell, dir);
      if (other < 0 || ((dirs[other] ?? 0) & opposite[dir]!) === 0) return { mismatch: cell };
      edges[edgeToward(rows, cols, cell, dir)] = 1;
    }
  }
  return { loop: { rows, cols, edges } };
}

/** Whether two loops draw the same edges. */
export function sameLoop(a: MasyuLoop, b: MasyuLoop): boolean {
  return a.rows === b.rows && a.cols === b.cols && a.edges.every((v, i) => v === b.edges[i]);
}
