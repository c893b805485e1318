/** The state of one portion of the cake. */
export const Portion = { uneaten: 0, eaten: 1, poisoned: 2 } as const;
export type Portion = (typeof Portion)[keyof typeof Portion];

/**
 * A rectangular cake of `rows × cols` portions, row-major in `cells`. Cakes are values: the
 * functions of this package never modify one they are given.
 */
export interface Cake {
  readonly rows: number;
  readonly cols: number;
  readonly cells: Uint8Array;
}

/** A 2×2 bite, named by its top-left portion (0-based row and column). */
export interface Bite {
  readonly row: number;
  readonly col: number;
}

/** A cake with every portion uneaten, except the poisoned ones listed. */
export function createCake(
  rows: number,
  cols: number,
  poisoned: readonly { row: number; col: number }[] = [],
): Cake {
  if (!Number.isSafeInteger(rows) || !Number.isSafeInteger(cols) || rows < 1 || cols < 1) {
    throw new RangeError(`a cake needs at least one row and one column, got ${rows}×${cols}`);
  }
  const cells = new Uint8Array(rows * cols);
  for (const { row, col } of poisoned) {
    if (!isOnCake(rows, cols, row, col)) {
      throw new RangeError(`poisoned portion (${row}, ${col}) lies off the ${rows}×${cols} cake`);
    }
    cells[row * cols + col] = Portion.poisoned;
  }
  return { rows, cols, cells };
}

function isOnCake(rows: number, cols: number, row: number, col: number): boolean {
  return (
    Number.isInteger(row) &&
    Number.isInteger(col) &&
    row >= 0 &&
    col >= 0 &&
    row < rows &&
    col < cols
  );
}

/** The portion at a row and column. */
export function portionAt(cake: Cake, row: number, col: number): Portion {
  return cake.cells[row * cake.cols + col] as Portion;
}

/** Whether a bite is legal: inside the cake, no poisoned portion, at least one uneaten. */
export function isLegalBite(cake: Cake, bite: Bite): boolean {
  const { row, col } = bite;
  if (!isOnCake(cake.rows - 1, cake.cols - 1, row, col)) return false;
  const { cells, cols } = cake;
  const i = row * cols + col;
  const a = cells[i]!;
  const b = cells[i + 1]!;
  const c = cells[i + cols]!;
  const d = cells[i + cols + 1]!;
  const poisoned = Portion.poisoned;
  if (a === poisoned || b === poisoned || c === poisoned || d === poisoned) return false;
  return (
    a === Portion.uneaten || b === Portion.uneaten || c === Portion.uneaten || d === Portion.uneaten
  );
}

/** Every legal bite, in row-major order of their top-left portions. */
export function legalBites(cake: Cake): Bite[] {
  const bites: Bite[] = [];
  for (let row = 0; row + 1 < cake.rows; row++) {
    for (let col = 0; col + 1 < cake.cols; col++) {
      if (isLegalBite(cake, { row, col })) bites.push({ row, col });
    }
  }
  return bites;
}

/** The cake after a bite (a new cake); throws a RangeError when the bite is not legal. */
export function eat(cake: Cake, bite: Bite): Cake {
  if (!isLegalBite(cake, bite)) {
    throw new RangeError(`the bite at row ${bite.row}, column ${bite.col} is not legal`);
  }
  const cells = cake.cells.slice();
  const i = bite.row * cake.cols + bite.col;
  cells[i] = cells[i + 1] = cells[i + cake.cols] = cells[i + cake.cols + 1] = Portion.eaten;
  return { rows: cake.rows, cols: cake.cols, cells };
}

/** The cake seen with rows and columns exchanged (its value is the same). */
export function transposeCake(cake: Cake): Cake {
  const { rows, cols } = cake;
  const cells = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) cells[c * rows + r] = cake.cells[r * cols + c]!;
  }
  return { rows: cols, cols: rows, cells };
}

/** The cake mirrored left to right (its value is the same). */
export function mirrorCake(cake: Cake): Cake {
  const { rows, cols } = cake;
  const cells = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) cells[r * cols + cols - 1 - c] = cake.cells[r * cols + c]!;
  }
  return { rows, cols, cells };
}

/**
 * The sizes of a table of empty cakes: every rows × cols with `minRows` ≤ rows ≤ cols, rows up to
 * `maxRows` and cols up to `maxCols` (a cake and its transpose are worth the same), smallest
 * first (by portions, then rows), so a table fills in the order the values come.
 */
export function emptyCakeSizes(
  maxRows: number,
  maxCols: number,
  minRows = 1,
): { rows: number; cols: number }[] {
  const sizes: { rows: number; cols: number }[] = [];
  for (let rows = minRows; rows <= maxRows; rows++) {
    for (let cols = rows; cols <= maxCols; cols++) sizes.push({ rows, cols });
  }
  return sizes.sort((a, b) => a.rows * a.cols - b.rows * b.cols || a.rows - b.rows);
}
