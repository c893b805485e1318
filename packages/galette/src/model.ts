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

/**
 * One symmetry of a rows × cols box, as a map of cell indices: its image is an `imageRows ×
 * imageCols` box (the box itself, or its transpose for a symmetry exchanging rows and columns),
 * and image portion k is portion `map[k]` of the box. An image is built, or compared portion by
 * portion, through the map alone.
 */
export interface BoxSymmetry {
  readonly imageRows: number;
  readonly imageCols: number;
  readonly map: Int32Array;
}

/** The symmetries of a rows × cols box, and the two selections of them the package uses. */
export interface BoxSymmetries {
  /**
   * All eight (the rectangle's four, and the four exchanging rows and columns, which turn an
   * oblong box into its transpose). Symmetry s reads the image's columns right to left when bit 0
   * of s is set, its rows bottom up when bit 1 is, and exchanges rows and columns when bit 2 is:
   * 0 is the identity, 1 the mirror left to right, 2 top to bottom, 3 the half-turn, 4 the
   * transpose, 7 the other diagonal, 5 and 6 the quarter turns.
   */
  readonly all: readonly BoxSymmetry[];
  /**
   * Those mapping the box onto itself that are their own inverse, the identity left out: left to
   * right, top to bottom, the half-turn, and on a square both diagonals.
   */
  readonly mirrors: readonly BoxSymmetry[];
  /** Those whose image has no more rows than columns: four, or all eight on a square. */
  readonly landscape: readonly BoxSymmetry[];
}

/**
 * The symmetries of a rows × cols box: the one place that knows the geometry. Images of cakes,
 * canonical forms and mirror answers all derive from their maps.
 */
export function boxSymmetries(rows: number, cols: number): BoxSymmetries {
  // The lookup alone, kept small: a canonical form is taken for every child of every position.
  return symmetriesBySize.get(rows * 65_536 + cols) ?? makeSymmetries(rows, cols);
}

function makeSymmetries(rows: number, cols: number): BoxSymmetries {
  const all = Array.from({ length: 8 }, (_, s) => new Symmetry(rows, cols, s));
  const square = rows === cols;
  const symmetries = {
    all,
    mirrors: (square ? [1, 2, 3, 4, 7] : [1, 2, 3]).map((s) => all[s]!),
    landscape: all.filter((symmetry) => symmetry.imageRows <= symmetry.imageCols),
  };
  // A game or a search meets few box sizes. The cache is bounded all the same, in sizes and in
  // portions, so that a huge cake seen once does not keep its maps.
  if (symmetriesBySize.size >= 256 || cachedCells + rows * cols > MAX_CACHED_CELLS) {
    symmetriesBySize.clear();
    cachedCells = 0;
  }
  if (rows * cols <= MAX_CACHED_CELLS) {
    symmetriesBySize.set(rows * 65_536 + cols, symmetries);
    cachedCells += rows * cols;
  }
  return symmetries;
}
const symmetriesBySize = new Map<number, BoxSymmetries>();
let cachedCells = 0;
const MAX_CACHED_CELLS = 1 << 20;

/** A symmetry whose map is built when first read: a caller needing some of the eight builds those. */
class Symmetry implements BoxSymmetry {
  readonly imageRows: number;
  readonly imageCols: number;
  private built: Int32Array | undefined;

  constructor(
    private readonly rows: number,
    private readonly cols: number,
    private readonly s: number,
  ) {
    const transpose = (s & 4) !== 0;
    this.imageRows = transpose ? cols : rows;
    this.imageCols = transpose ? rows : cols;
  }

  get map(): Int32Array {
    if (this.built !== undefined) return this.built;
    const { rows, cols, s, imageRows, imageCols } = this;
    const map = new Int32Array(rows * cols);
    for (let r = 0; r < imageRows; r++) {
      for (let c = 0; c < imageCols; c++) {
        const ir = (s & 2) !== 0 ? imageRows - 1 - r : r;
        const ic = (s & 1) !== 0 ? imageCols - 1 - c : c;
        map[r * imageCols + c] = (s & 4) !== 0 ? ic * cols + ir : ir * cols + ic;
      }
    }
    this.built = map;
    return map;
  }
}

/** The image of a cake under one of its box's symmetries (from `boxSymmetries`). */
export function cakeImage(cake: Cake, symmetry: BoxSymmetry): Cake {
  const { map } = symmetry;
  const { cells } = cake;
  const image = new Uint8Array(map.length);
  for (let k = 0; k < map.length; k++) image[k] = cells[map[k]!]!;
  return { rows: symmetry.imageRows, cols: symmetry.imageCols, cells: image };
}

/** The cake seen with rows and columns exchanged (its value is the same). */
export function transposeCake(cake: Cake): Cake {
  return cakeImage(cake, boxSymmetries(cake.rows, cake.cols).all[4]!);
}

/** The cake mirrored left to right (its value is the same). */
export function mirrorCake(cake: Cake): Cake {
  return cakeImage(cake, boxSymmetries(cake.rows, cake.cols).all[1]!);
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
  const { all } = boxSymmetries(cake.rows, cake.cols);
  return IMAGE_ORDER.map((s) => cakeImage(cake, all[s]!));
}
/**
 * The order `cakeImages` has always given: the cake turned by 0, 1, 2 and 3 quarter turns
 * clockwise, each followed by its mirror image left to right.
 */
const IMAGE_ORDER = [0, 1, 5, 4, 3, 2, 6, 7] as const;

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
