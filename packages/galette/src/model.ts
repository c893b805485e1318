/**
 * The model of Galette toxique: a cake of portions (uneaten, eaten or poisoned) and a bite, the
 * 2×2 window a player eats. What a player may do with them is in `rules.ts`.
 */

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

/** Whether (row, col) lies on a rows × cols board (integers only). */
export function isOnCake(rows: number, cols: number, row: number, col: number): boolean {
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

/** A key naming every portion: equal keys, equal cakes. */
export function cakeKey(cake: Cake): string {
  const { cells } = cake;
  let text = `${cake.rows}x${cake.cols}:`;
  // Character codes of chunks of portions ('0' + portion): far faster than joining numbers, and
  // a search keys every position it meets. Chunks keep the argument lists short.
  for (let at = 0; at < cells.length; at += KEY_CHUNK) {
    const chunk = cells.subarray(at, at + KEY_CHUNK);
    const codes = new Uint16Array(chunk.length);
    for (let i = 0; i < chunk.length; i++) codes[i] = 48 + chunk[i]!;
    text += String.fromCharCode(...codes);
  }
  return text;
}
const KEY_CHUNK = 4096;

/** The eight images of a cake under the symmetries of the rectangle (some may coincide). */
export function cakeImages(cake: Cake): Cake[] {
  const images: Cake[] = [];
  let image = cake;
  for (let i = 0; i < 4; i++) {
    images.push(image, mirrorCake(image));
    image = mirrorCake(transposeCake(image)); // a quarter turn
  }
  return images;
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
