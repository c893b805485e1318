// The canonical form of a part (as in src/solver/canonical.ts): the least of its images under
// the symmetries of its box. The scratch rows are reused from one part to the next.
import { reverseBits, transposeRows } from './bits';
import { packBoard, packRows } from './keys';

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

/**
 * `writeLeast` for an image of at most 8 × 8 portions held as two boards (cover `free`, uneaten
 * `open`), row i at bit 8i (wider images: `writeLeastRows`). Each symmetry is a few word operations on the whole board (rows
 * reversed by a byte swap, portions within a row by a bit reversal), and two images are
 * compared at the first row where they differ.
 */
export function writeLeastBoard(free: u64, open: u64, H: i32, W: i32, key: usize): i32 {
  const flip = <u64>(64 - 8 * H);
  const shift = <u64>(8 - W);
  let bestFree = free;
  let bestOpen = open;
  // Rows from the last (`up`), each reversed (`mirrored`), and both.
  const upFree = bswap<u64>(free) >> flip;
  const upOpen = bswap<u64>(open) >> flip;
  if (less(upFree, upOpen, bestFree, bestOpen, 8)) {
    bestFree = upFree;
    bestOpen = upOpen;
  }
  const mirrorFree = reverseBytes(free) >> shift;
  const mirrorOpen = reverseBytes(open) >> shift;
  if (less(mirrorFree, mirrorOpen, bestFree, bestOpen, 8)) {
    bestFree = mirrorFree;
    bestOpen = mirrorOpen;
  }
  const bothFree = bswap<u64>(mirrorFree) >> flip;
  const bothOpen = bswap<u64>(mirrorOpen) >> flip;
  if (less(bothFree, bothOpen, bestFree, bestOpen, 8)) {
    bestFree = bothFree;
    bestOpen = bothOpen;
  }
  if (H === W) {
    // Square: the four images of the transpose, the 8 × 8 board's own.
    const turnedFree = transposeBoard(free);
    const turnedOpen = transposeBoard(open);
    if (less(turnedFree, turnedOpen, bestFree, bestOpen, 8)) {
      bestFree = turnedFree;
      bestOpen = turnedOpen;
    }
    const tUpFree = bswap<u64>(turnedFree) >> flip;
    const tUpOpen = bswap<u64>(turnedOpen) >> flip;
    if (less(tUpFree, tUpOpen, bestFree, bestOpen, 8)) {
      bestFree = tUpFree;
      bestOpen = tUpOpen;
    }
    const tMirrorFree = reverseBytes(turnedFree) >> shift;
    const tMirrorOpen = reverseBytes(turnedOpen) >> shift;
    if (less(tMirrorFree, tMirrorOpen, bestFree, bestOpen, 8)) {
      bestFree = tMirrorFree;
      bestOpen = tMirrorOpen;
    }
    const tBothFree = bswap<u64>(tMirrorFree) >> flip;
    const tBothOpen = bswap<u64>(tMirrorOpen) >> flip;
    if (less(tBothFree, tBothOpen, bestFree, bestOpen, 8)) {
      bestFree = tBothFree;
      bestOpen = tBothOpen;
    }
  }
  return packBoard(bestFree, bestOpen, H, W, 8, false, key);
}

/**
 * `writeLeast` for an image wider than 8 (H < W, so four images) held as two boards whose row i
 * starts at bit i·S (S ≥ W, (H - 1)·S + W ≤ 64), nothing else set. The images' first rows
 * usually decide, and they are four rows: the least is then packed straight from the boards (a
 * mirrored image is the board turned by 180°, its rows read from the last). Images tied on their
 * first row are compared in full (`writeLeastWide`).
 */
export function writeLeastRows(free: u64, open: u64, H: i32, W: i32, S: i32, key: usize): i32 {
  const row = ((<u64>1) << (<u64>W)) - 1;
  const last = <u64>((H - 1) * S);
  // Rows 0 and H - 1 side by side (the first in the low half), free and open, then mirrored.
  const ends = (free & row) | (((free >> last) & row) << 32);
  const openEnds = (open & row) | (((open >> last) & row) << 32);
  const shift = <u64>(32 - W);
  const mirroredEnds = reverseHalves(ends) >> shift;
  const mirroredOpenEnds = reverseHalves(openEnds) >> shift;
  // Each image's first row as one number: free portions above, open ones below.
  const plain = (ends << 32) | (openEnds & 0xffffffff);
  const up = (ends & 0xffffffff00000000) | (openEnds >> 32);
  const mirrored = (mirroredEnds << 32) | (mirroredOpenEnds & 0xffffffff);
  const both = (mirroredEnds & 0xffffffff00000000) | (mirroredOpenEnds >> 32);
  let best = plain;
  let k = 0;
  if (up < best) {
    best = up;
    k = 1;
  }
  if (mirrored < best) {
    best = mirrored;
    k = 2;
  }
  if (both < best) {
    best = both;
    k = 3;
  }
  const ties =
    <i32>(plain === best) + <i32>(up === best) + <i32>(mirrored === best) + <i32>(both === best);
  if (ties > 1) return writeLeastWide(free, open, H, W, S, key);
  if (k < 2) return packBoard(free, open, H, W, S, k === 1, key);
  // Mirrored: turned by 180° (rows from the last, each reversed), then read from the last.
  const turn = <u64>(64 - (H - 1) * S - W);
  const turnedFree = bswap<u64>(reverseBytes(free)) >> turn;
  const turnedOpen = bswap<u64>(reverseBytes(open)) >> turn;
  return packBoard(turnedFree, turnedOpen, H, W, S, k === 2, key);
}

/** Each 32-bit half's bits in reverse order. */
function reverseHalves(x: u64): u64 {
  return rotr<u64>(bswap<u64>(reverseBytes(x)), 32);
}

/** The four images of `writeLeastRows` compared in full. */
function writeLeastWide(free: u64, open: u64, H: i32, W: i32, S: i32, key: usize): i32 {
  // The whole board's bits reversed turn it by 180°; rows taken in reverse order flip it.
  const turn = <u64>(64 - (H - 1) * S - W);
  let bestFree = free;
  let bestOpen = open;
  const upFree = flipRows(free, H, S);
  const upOpen = flipRows(open, H, S);
  if (less(upFree, upOpen, bestFree, bestOpen, S)) {
    bestFree = upFree;
    bestOpen = upOpen;
  }
  const bothFree = bswap<u64>(reverseBytes(free)) >> turn;
  const bothOpen = bswap<u64>(reverseBytes(open)) >> turn;
  if (less(bothFree, bothOpen, bestFree, bestOpen, S)) {
    bestFree = bothFree;
    bestOpen = bothOpen;
  }
  const mirrorFree = flipRows(bothFree, H, S);
  const mirrorOpen = flipRows(bothOpen, H, S);
  if (less(mirrorFree, mirrorOpen, bestFree, bestOpen, S)) {
    bestFree = mirrorFree;
    bestOpen = mirrorOpen;
  }
  return packBoard(bestFree, bestOpen, H, W, S, false, key);
}

/**
 * Whether image a comes before image b: rows compared in order, a row's free portions (as a
 * number, column c worth 2^c) before its open ones.
 */
function less(aFree: u64, aOpen: u64, bFree: u64, bOpen: u64, S: i32): bool {
  const freeDiff = aFree ^ bFree;
  const openDiff = aOpen ^ bOpen;
  const diff = freeDiff | openDiff;
  if (diff === 0) return false;
  const bit = <i32>ctz<u64>(diff);
  const start = S === 8 ? bit & ~7 : bit - (bit % S);
  const row = (((<u64>1) << (<u64>S)) - 1) << (<u64>start);
  const inFree = freeDiff & row;
  const decides = inFree !== 0 ? inFree : openDiff & row;
  const a = inFree !== 0 ? aFree : aOpen;
  return (a & ((<u64>1) << (63 - clz<u64>(decides)))) === 0;
}

/** The board's H rows of S bits in reverse order. */
function flipRows(x: u64, H: i32, S: i32): u64 {
  const mask = ((<u64>1) << (<u64>S)) - 1;
  let y: u64 = 0;
  for (let i = 0; i < H; i++) {
    const from = <u64>(i * S);
    const to = <u64>((H - 1 - i) * S);
    y |= ((x >> from) & mask) << to;
  }
  return y;
}

/** Every byte's bits in reverse order. */
function reverseBytes(x: u64): u64 {
  x = ((x >> 1) & 0x5555555555555555) | ((x & 0x5555555555555555) << 1);
  x = ((x >> 2) & 0x3333333333333333) | ((x & 0x3333333333333333) << 2);
  return ((x >> 4) & 0x0f0f0f0f0f0f0f0f) | ((x & 0x0f0f0f0f0f0f0f0f) << 4);
}

/** The transpose of an 8 × 8 board (bit 8r + c to bit 8c + r). */
export function transposeBoard(x: u64): u64 {
  let t = 0x0f0f0f0f00000000 & (x ^ (x << 28));
  x ^= t ^ (t >> 28);
  t = 0x3333000033330000 & (x ^ (x << 14));
  x ^= t ^ (t >> 14);
  t = 0x5500550055005500 & (x ^ (x << 7));
  return x ^ t ^ (t >> 7);
}
