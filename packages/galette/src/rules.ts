/**
 * The rules of Galette toxique, written once for cakes: which bites are legal, what a bite does,
 * and how a cake splits into independent parts. The solver's bit boards (`solver/windows.ts`,
 * `solver/split.ts`) are the same rules word-parallel, and their tests check them against these.
 */
import { type Bite, type Cake, Portion, isOnCake } from './model.js';

/**
 * Whether the 2×2 window whose top-left portion is (row, col) holds no poison: the one rule every
 * bite and every link between portions obeys. The caller keeps the window on the cake.
 */
export function windowIsLegal(cake: Cake, row: number, col: number): boolean {
  const { cells, cols } = cake;
  const i = row * cols + col;
  const poisoned = Portion.poisoned;
  return (
    cells[i] !== poisoned &&
    cells[i + 1] !== poisoned &&
    cells[i + cols] !== poisoned &&
    cells[i + cols + 1] !== poisoned
  );
}

/** Whether a bite is legal: inside the cake, no poisoned portion, at least one uneaten. */
export function isLegalBite(cake: Cake, bite: Bite): boolean {
  const { row, col } = bite;
  if (!isOnCake(cake.rows - 1, cake.cols - 1, row, col)) return false;
  if (!windowIsLegal(cake, row, col)) return false;
  return uneatenIn(cake, bite) > 0;
}

/** How many uneaten portions a window on the cake holds. */
export function uneatenIn(cake: Cake, bite: Bite): number {
  const { cells, cols } = cake;
  const i = bite.row * cols + bite.col;
  // Four plain reads, no array: searches call this for every window of every position.
  return (
    uneatenAt(cells, i) +
    uneatenAt(cells, i + 1) +
    uneatenAt(cells, i + cols) +
    uneatenAt(cells, i + cols + 1)
  );
}

function uneatenAt(cells: Uint8Array, i: number): number {
  return cells[i] === Portion.uneaten ? 1 : 0;
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

/** Whether the cake has a legal bite: found at once when it has (3 × 10^6 has 6 million bites). */
export function hasBite(cake: Cake): boolean {
  for (let row = 0; row + 1 < cake.rows; row++) {
    for (let col = 0; col + 1 < cake.cols; col++) if (isLegalBite(cake, { row, col })) return true;
  }
  return false;
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

/**
 * One independent part of a cake: the uneaten portions linked through legal windows, and the box
 * of the portions those windows cover.
 */
export interface CakePart {
  /** Its uneaten portions, as indices into the cake's cells. */
  readonly cells: readonly number[];
  /** Its number in the cake's part labels. */
  readonly id: number;
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/**
 * Splits a cake into its independent parts: uneaten portions are linked when a legal window holds
 * both, and a bite eats from one part only, so the cake's value is the XOR of its parts'. `labels`
 * gives each uneaten portion its part's id (-2 for a portion in no legal window, which can never
 * be eaten). Breadth-first over the portions, so any size of cake is fine.
 */
export function splitCake(cake: Cake): { parts: CakePart[]; labels: Int32Array } {
  const { rows, cols, cells } = cake;
  const labels = new Int32Array(rows * cols).fill(-1);
  const queue = new Int32Array(rows * cols);
  const parts: CakePart[] = [];
  for (let start = 0; start < cells.length; start++) {
    if (cells[start] !== Portion.uneaten || labels[start] !== -1) continue;
    const id = parts.length;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    labels[start] = id;
    let top = rows;
    let left = cols;
    let bottom = -1;
    let right = -1;
    while (head < tail) {
      const cell = queue[head++]!;
      const r = Math.floor(cell / cols);
      const c = cell - r * cols;
      for (let wr = Math.max(0, r - 1); wr <= Math.min(r, rows - 2); wr++) {
        for (let wc = Math.max(0, c - 1); wc <= Math.min(c, cols - 2); wc++) {
          if (!windowIsLegal(cake, wr, wc)) continue;
          top = Math.min(top, wr);
          left = Math.min(left, wc);
          bottom = Math.max(bottom, wr + 1);
          right = Math.max(right, wc + 1);
          const corner = wr * cols + wc;
          for (const other of [corner, corner + 1, corner + cols, corner + cols + 1]) {
            if (cells[other] === Portion.uneaten && labels[other] === -1) {
              labels[other] = id;
              queue[tail++] = other;
            }
          }
        }
      }
    }
    // A portion in no legal window can never be eaten: it is not a part.
    if (bottom < 0) {
      labels[start] = -2;
      continue;
    }
    parts.push({ cells: Array.from(queue.subarray(0, tail)), id, top, left, bottom, right });
  }
  return { parts, labels };
}

/** Whether the window at (row, col) is a bite of the part `id` (legal, holding one of its portions). */
export function isBiteOfPart(
  cake: Cake,
  labels: Int32Array,
  id: number,
  row: number,
  col: number,
): boolean {
  if (!windowIsLegal(cake, row, col)) return false;
  const i = row * cake.cols + col;
  const c = cake.cols;
  return (
    labels[i] === id || labels[i + 1] === id || labels[i + c] === id || labels[i + c + 1] === id
  );
}

/**
 * One part of a cake as a cake of its own: the box of the portions its windows cover, with the
 * uneaten portions of other parts poisoned (no legal window holds them and a portion of this part).
 */
export function partAsCake(cake: Cake, labels: Int32Array, part: CakePart): Cake {
  const rows = part.bottom - part.top + 1;
  const cols = part.right - part.left + 1;
  const cells = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = (part.top + r) * cake.cols + part.left + c;
      const portion = cake.cells[i]!;
      const foreign = portion === Portion.uneaten && labels[i] !== part.id;
      cells[r * cols + c] = foreign ? Portion.poisoned : portion;
    }
  }
  return { rows, cols, cells };
}
