// The canonical form of a part (as in src/solver/canonical.ts): the least of its images under
// the symmetries of its box. The scratch rows are reused from one part to the next.
import { reverseBits, transposeRows } from './bits';
import { packRows } from './keys';

/** The cropped part before symmetry, rows interleaved as [free0, open0, free1, …]. */
let plain = new StaticArray<i32>(64);
/** Its transpose, when the box is square (or the part is to be transposed). */
let turned = new StaticArray<i32>(64);
let plainMirrored = new StaticArray<i32>(64);
let turnedMirrored = new StaticArray<i32>(64);

/** The rows to fill with the part: `[free, open]` per row, per column when transposing. */
export function startImage(H: i32, W: i32, transpose: bool): StaticArray<i32> {
  const n = max(H, W);
  if (plain.length < 2 * n) {
    const size = max(2 * n, 2 * plain.length);
    plain = new StaticArray<i32>(size);
    turned = new StaticArray<i32>(size);
    plainMirrored = new StaticArray<i32>(size);
    turnedMirrored = new StaticArray<i32>(size);
  }
  return transpose ? turned : plain;
}

/**
 * Writes the packed key of the least image of the part under the symmetries of an H × W box at
 * `key` (its hash in `packedHash`) and returns its words.
 */
export function writeLeast(
  H: i32,
  W: i32,
  transpose: bool,
  height: i32,
  width: i32,
  key: usize,
): i32 {
  if (transpose) transposeRows(turned, plain, height, width);
  const square = H === W;
  if (square) transposeRows(plain, turned, H, H);
  const images = square ? 8 : 4;
  let best = 0;
  let bestFree = unchecked(plain[0]);
  let bestOpen = unchecked(plain[1]);
  let ties = 1;
  for (let k = 1; k < images; k++) {
    const rows = k < 4 ? plain : turned;
    const j = (k & 1) === 1 ? 2 * (H - 1) : 0;
    let free = unchecked(rows[j]);
    let open = unchecked(rows[j + 1]);
    if ((k & 2) === 2) {
      free = reverseBits(free, W);
      open = reverseBits(open, W);
    }
    if (free < bestFree || (free === bestFree && open < bestOpen)) {
      best = k;
      bestFree = free;
      bestOpen = open;
      ties = 1 << k;
    } else if (free === bestFree && open === bestOpen) ties |= 1 << k;
  }
  if ((ties & (ties - 1)) !== 0) best = leastOf(ties, H, W);
  return packRows(
    best < 4 ? plain : turned,
    0,
    2,
    1,
    H,
    W,
    (best & 1) === 1,
    (best & 2) === 2,
    key,
  );
}

function view(k: i32): StaticArray<i32> {
  const v = k >>> 1;
  return v === 0 ? plain : v === 1 ? plainMirrored : v === 2 ? turned : turnedMirrored;
}

/** The least of the images in the `candidates` bit set, compared row by row in full. */
function leastOf(candidates: i32, H: i32, W: i32): i32 {
  for (let i = 0; i < 2 * H; i++) unchecked((plainMirrored[i] = reverseBits(plain[i], W)));
  if (candidates > 15) {
    for (let i = 0; i < 2 * H; i++) unchecked((turnedMirrored[i] = reverseBits(turned[i], W)));
  }
  let best = ctz<i32>(candidates);
  let bestRows = view(best);
  for (let rest = candidates & (candidates - 1) & ~(1 << best); rest !== 0; rest &= rest - 1) {
    const k = ctz<i32>(rest);
    const rows = view(k);
    const up = (k & 1) === 1;
    const bestUp = (best & 1) === 1;
    for (let i = 0; i < H; i++) {
      const j = 2 * (up ? H - 1 - i : i);
      const b = 2 * (bestUp ? H - 1 - i : i);
      const free = unchecked(rows[j]);
      const bestFree = unchecked(bestRows[b]);
      const open = unchecked(rows[j + 1]);
      const bestOpen = unchecked(bestRows[b + 1]);
      const d = free !== bestFree ? free - bestFree : open - bestOpen;
      if (d < 0) {
        best = k;
        bestRows = rows;
      }
      if (d !== 0) break;
    }
  }
  return best;
}
