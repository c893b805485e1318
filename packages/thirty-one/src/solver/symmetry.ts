import type { Keypad } from '../model.js';

/** A keypad's representative among the keypads that play the same game, and how keys map to it. */
export interface CanonicalForm {
  /** The representative: the same for every keypad equivalent to this one. */
  readonly keypad: Keypad;
  /** For each key of the original keypad, the key of the representative that plays its part. */
  readonly cellMap: readonly number[];
  /** A text that identifies the representative, for use as a cache key. */
  readonly id: string;
}

/** Beyond this many arrangements to compare, a keypad is its own representative. */
const MAX_ARRANGEMENTS = 20_000;

/**
 * The representative of a keypad under the symmetries of the game. Only "same row or same column"
 * matters, so permuting rows, permuting columns or transposing a keypad changes no value. The
 * representative is the arrangement whose digits, read row by row, come first in lexicographic
 * order, with no more rows than columns; a 3×3 keypad of nine different digits has 72 symmetric
 * arrangements, so the 9! of them fall into 5040 classes. Large keypads whose arrangements are too
 * many to compare are returned unchanged.
 */
export function canonicalForm(keypad: Keypad): CanonicalForm {
  const { rows, columns, digits } = keypad;
  const height = Math.min(rows, columns);
  const width = Math.max(rows, columns);
  // Transposing puts the shorter side first; a square keypad is tried both ways.
  const orientations = rows === columns ? [false, true] : [rows > columns];
  if (orientations.length * factorial(height) * factorial(width) > MAX_ARRANGEMENTS) {
    return { keypad, cellMap: digits.map((_, cell) => cell), id: keypadId(keypad) };
  }
  const rowOrders = orderings(height);
  const columnOrders = orderings(width);

  const best = new Array<number>(digits.length).fill(10);
  const cellMap = new Array<number>(digits.length).fill(0);
  for (const transposed of orientations) {
    // The original cell at row i, column j of the arrangement before its rows and columns move.
    const cellAt = (i: number, j: number): number =>
      transposed ? j * columns + i : i * columns + j;
    for (const rowOrder of rowOrders) {
      for (const columnOrder of columnOrders) {
        if (!comesFirst(digits, best, rowOrder, columnOrder, width, cellAt)) continue;
        for (let a = 0; a < height; a++) {
          for (let b = 0; b < width; b++) {
            const cell = cellAt(rowOrder[a]!, columnOrder[b]!);
            best[a * width + b] = digits[cell]!;
            cellMap[cell] = a * width + b;
          }
        }
      }
    }
  }
  const representative: Keypad = { rows: height, columns: width, digits: best };
  return { keypad: representative, cellMap, id: keypadId(representative) };
}

/** Whether an arrangement's digits, row by row, come strictly before the best so far. */
function comesFirst(
  digits: readonly number[],
  best: readonly number[],
  rowOrder: readonly number[],
  columnOrder: readonly number[],
  width: number,
  cellAt: (i: number, j: number) => number,
): boolean {
  for (let a = 0; a < rowOrder.length; a++) {
    for (let b = 0; b < width; b++) {
      const difference = digits[cellAt(rowOrder[a]!, columnOrder[b]!)]! - best[a * width + b]!;
      if (difference !== 0) return difference < 0;
    }
  }
  return false;
}

/**
 * Every arrangement of a keypad's digits that plays the same game: rows permuted, columns permuted,
 * and transposed (72 for a 3×3 keypad, some alike when digits repeat). Meant for small keypads:
 * their number grows as the factorials of the sides.
 */
export function symmetricArrangements(keypad: Keypad): Keypad[] {
  const { rows, columns, digits } = keypad;
  const arrangements: Keypad[] = [];
  for (const transposed of [false, true]) {
    const [height, width] = transposed ? [columns, rows] : [rows, columns];
    for (const rowOrder of orderings(height)) {
      for (const columnOrder of orderings(width)) {
        const arranged: number[] = [];
        for (const i of rowOrder) {
          for (const j of columnOrder) {
            arranged.push(digits[transposed ? j * columns + i : i * columns + j]!);
          }
        }
        arrangements.push({ rows: height, columns: width, digits: arranged });
      }
    }
  }
  return arrangements;
}

/** How many 3×3 keypads hold each of the digits 1–9 once: 9!. */
export const SCRAMBLED_KEYPADS = 362_880;

/**
 * The rank of a 3×3 keypad holding each of the digits 1–9 once among all 9! of them (its digits
 * read row by row, as a permutation in lexicographic order), or −1 for any other keypad: an index
 * into a table of every scrambled keypad.
 */
export function scrambledKeypadRank(keypad: Keypad): number {
  const { rows, columns, digits } = keypad;
  if (rows !== 3 || columns !== 3) return -1;
  let seen = 0;
  let rank = 0;
  for (let i = 0; i < 9; i++) {
    const digit = digits[i]!;
    if ((digit | 0) !== digit || digit < 1 || digit > 9 || ((seen >> digit) & 1) !== 0) return -1;
    // The factorial number system: how many digits still unused are smaller than this one.
    const smallerUsed = bitCount(seen & ((1 << digit) - 1));
    rank = rank * (9 - i) + (digit - 1 - smallerUsed);
    seen |= 1 << digit;
  }
  return rank;
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** A text naming a keypad exactly: its shape and digits. */
export function keypadId(keypad: Keypad): string {
  return `${keypad.rows}x${keypad.columns}:${keypad.digits.join('')}`;
}

function factorial(n: number): number {
  let product = 1;
  for (let k = 2; k <= n; k++) product *= k;
  return product;
}

const orderingsBySize: number[][][] = [];

/** Every ordering of 0…n−1 (Heap's algorithm, without recursion), computed once per size. */
function orderings(n: number): readonly (readonly number[])[] {
  const known = orderingsBySize[n];
  if (known !== undefined) return known;
  const current = Array.from({ length: n }, (_, i) => i);
  const result = [current.slice()];
  const counters = new Array<number>(n).fill(0);
  for (let i = 1; i < n;) {
    if (counters[i]! < i) {
      const j = i % 2 === 0 ? 0 : counters[i]!;
      [current[i], current[j]] = [current[j]!, current[i]!];
      result.push(current.slice());
      counters[i] = counters[i]! + 1;
      i = 1;
    } else {
      counters[i] = 0;
      i++;
    }
  }
  orderingsBySize[n] = result;
  return result;
}
