/**
 * Values of Galette cakes found without a search, by symmetry. Two congruent parts cancel: the
 * sum of two equal impartial games is 0. And a part that a mirror maps onto itself (uneaten,
 * eaten and poisoned portions alike) is lost for the player to move when no legal window holds
 * an uneaten portion together with its image: each bite is answered by its mirror image
 * (Tweedledum and Tweedledee). See the README's "Three rows" for the argument on an example.
 */
import { Portion, boxSymmetries, cakeImages, cakeKey, type Cake } from './model.js';
import { isLegalBite, partAsCake, splitCake, windowIsLegal } from './rules.js';

/**
 * Whether the mirror answer wins against every bite of the cake (so the player to move loses):
 * the mirror maps every portion to one in the same state, and no legal window holds an uneaten
 * portion and its image (a bite there could eat both, leaving no answer).
 */
export function mirrorAnswers(cake: Cake, mirror: Int32Array): boolean {
  const { cells } = cake;
  for (let p = 0; p < cells.length; p++) {
    const q = mirror[p]!;
    if (cells[p] !== cells[q]) return false;
    if (cells[p] === Portion.uneaten && shareLegalWindow(cake, p, q)) return false;
  }
  return true;
}

/** Whether some legal window holds both portions (one portion: any legal window holding it). */
function shareLegalWindow(cake: Cake, p: number, q: number): boolean {
  const { rows, cols } = cake;
  const [pr, pc, qr, qc] = [Math.floor(p / cols), p % cols, Math.floor(q / cols), q % cols];
  if (Math.abs(pr - qr) > 1 || Math.abs(pc - qc) > 1) return false;
  for (let r = Math.max(pr, qr) - 1; r <= Math.min(pr, qr); r++) {
    for (let c = Math.max(pc, qc) - 1; c <= Math.min(pc, qc); c++) {
      if (r >= 0 && c >= 0 && r + 1 < rows && c + 1 < cols && windowIsLegal(cake, r, c)) {
        return true;
      }
    }
  }
  return false;
}

/** Whether the mirror answer wins against every bite of the cake under one of its mirrors. */
export function lostByMirror(cake: Cake): boolean {
  return boxSymmetries(cake.rows, cake.cols).mirrors.some((mirror) =>
    mirrorAnswers(cake, mirror.map),
  );
}

/** A key equal for congruent cakes: the least key of the cake's eight images. */
export function congruenceKey(cake: Cake): string {
  let least: string | undefined;
  for (const image of cakeImages(cake)) {
    const key = cakeKey(image);
    if (least === undefined || key < least) least = key;
  }
  return least!;
}

/** How a value was found: by symmetry alone, or with the values of parts given by `valueOf`. */
export interface SymmetryValue {
  readonly grundy: number;
  /** True when every part was settled by symmetry (pairs and mirrors), none by `valueOf`. */
  readonly bySymmetry: boolean;
}

/**
 * The value of a cake from its parts: congruent parts cancel in pairs, a part lost by its mirror
 * is worth 0, and any other part is worth `valueOf(part)` (a part as a cake of its own). Undefined
 * when `valueOf` does not know a part.
 */
export function valueBySymmetry(
  cake: Cake,
  valueOf: (part: Cake) => number | undefined,
): SymmetryValue | undefined {
  const { parts, labels } = splitCake(cake);
  const cakes = parts.map((part) => partAsCake(cake, labels, part));
  // Only parts of the same size and shape may be congruent: their keys alone are computed.
  const shape = (c: Cake, i: number): string =>
    `${parts[i]!.cells.length}:${Math.min(c.rows, c.cols)}x${Math.max(c.rows, c.cols)}`;
  const shapes = new Map<string, number>();
  cakes.forEach((c, i) => shapes.set(shape(c, i), (shapes.get(shape(c, i)) ?? 0) + 1));
  const unpaired = new Map<string, Cake>();
  cakes.forEach((c, i) => {
    const key = shapes.get(shape(c, i))! > 1 ? congruenceKey(c) : `#${i}`;
    if (unpaired.has(key)) unpaired.delete(key);
    else unpaired.set(key, c);
  });
  let grundy = 0;
  let bySymmetry = true;
  for (const part of unpaired.values()) {
    if (lostByMirror(part)) continue;
    const value = valueOf(part);
    if (value === undefined) return undefined;
    grundy ^= value;
    bySymmetry = false;
  }
  return { grundy, bySymmetry };
}

/**
 * The bites that might make a part of the cake mirror-symmetric: for each part and mirror whose
 * only mismatches are uneaten portions facing eaten ones, lying in one 2×2 window, the legal
 * windows holding them all (in the cake's coordinates). Cheap: no value is computed.
 */
export function symmetryMakingBites(cake: Cake): { row: number; col: number }[] {
  const { parts, labels } = splitCake(cake);
  const found = new Map<number, { row: number; col: number }>();
  for (const part of parts) {
    const box = partAsCake(cake, labels, part);
    for (const mirror of boxSymmetries(box.rows, box.cols).mirrors) {
      const window = mismatchWindow(box, mirror.map);
      if (window === undefined) continue;
      for (let r = window.bottom - 1; r <= window.top; r++) {
        for (let c = window.right - 1; c <= window.left; c++) {
          if (r < 0 || c < 0 || r + 1 >= box.rows || c + 1 >= box.cols) continue;
          const row = part.top + r;
          const col = part.left + c;
          found.set(row * cake.cols + col, { row, col });
        }
      }
    }
  }
  return [...found.values()].filter((bite) => isLegalBite(cake, bite));
}

/**
 * The rows and columns spanned by the uneaten portions whose images are eaten, when those are
 * the only mismatches and fit in a 2×2 window; undefined otherwise (or when there are none).
 */
function mismatchWindow(
  box: Cake,
  mirror: Int32Array,
): { top: number; left: number; bottom: number; right: number } | undefined {
  const { cells, cols } = box;
  let top = Infinity;
  let left = Infinity;
  let bottom = -Infinity;
  let right = -Infinity;
  for (let p = 0; p < cells.length; p++) {
    const here = cells[p]!;
    const there = cells[mirror[p]!]!;
    if (here === there) continue;
    if (here !== Portion.uneaten || there !== Portion.eaten) {
      if (there === Portion.uneaten && here === Portion.eaten) continue;
      return undefined;
    }
    const r = Math.floor(p / cols);
    const c = p % cols;
    top = Math.min(top, r);
    left = Math.min(left, c);
    bottom = Math.max(bottom, r);
    right = Math.max(right, c);
    if (bottom - top > 1 || right - left > 1) return undefined;
  }
  return bottom < 0 ? undefined : { top, left, bottom, right };
}
