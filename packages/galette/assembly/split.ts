// Splits the open portions of a part into independent components and writes each in canonical
// form (as in src/solver/split.ts, whose comments explain the flood and the box around a bite).
import { boxBits, spreadDown, spreadDownMedium, spreadDownShort, spreadUp } from './bits';
import {
  startImage,
  transposeBoard,
  writeLeast,
  writeLeastBoard,
  writeLeastRows,
} from './canonical';
import { stripValue } from './strip';
import { MAX_PART_WIDTH } from './windows';

let rows = 0;
let cols = 0;
/**
 * Whether the part fits a 64-bit board (portion (r, c) at bit r·cols + c), where floods take
 * every row at once; and its legal windows on the board (window (r, c) at the bit of (r, c)).
 */
let onBoard = false;
let legalBoard: u64 = 0;
/** The row of each bit of the board (no division on the way). */
const boardRows = new StaticArray<u8>(64);
let boardRowsWidth = 0;
/** The first and the last column of every row of the board. */
let firstColumn: u64 = 0;
let lastColumn: u64 = 0;
let legal = new StaticArray<i32>(0);
let rest = new StaticArray<i32>(8);
let comp = new StaticArray<i32>(8);
let touch = new StaticArray<i32>(8);
let cover = new StaticArray<i32>(8);
let grownFrom = new StaticArray<i32>(18);
/** On a board: the open portions of the part (before any bite), and those left to split. */
let partBoard: u64 = 0;
let restBoard: u64 = 0;
/** On a board: the 4×4 box around the bite, clipped to the board. */
let boxBoard: u64 = 0;
let whole = false;
let boxPending = false;
let boxRow = 0;
let boxCol = 0;
let boxMask = 0;
let boxSplit = false;
/** What `ringConnected` has learnt: 2^20 rings, two bits each. */
const ringMemo = new StaticArray<u32>(1 << 16);
/** The value of the last component when `nextPart` answered 0 (solved at once). */
export let solvedValue = 0;

/** Starts splitting the bites of a part of h rows and w columns whose legal windows are given. */
export function startPart(
  h: i32,
  w: i32,
  legalRows: StaticArray<i32>,
  open: StaticArray<i32>,
  at: i32,
): void {
  if (rest.length < h) {
    const size = max(h, 2 * rest.length);
    rest = new StaticArray<i32>(size);
    comp = new StaticArray<i32>(size);
    touch = new StaticArray<i32>(size);
    cover = new StaticArray<i32>(size);
    grownFrom = new StaticArray<i32>(2 * size + 2);
  }
  rows = h;
  cols = w;
  legal = legalRows;
  onBoard = h * w <= 64;
  if (onBoard) {
    let windows: u64 = 0;
    for (let r = 0; r + 1 < h; r++) windows |= onRow(unchecked(legal[r]), r);
    legalBoard = windows;
    let first: u64 = 0;
    let part: u64 = 0;
    for (let r = 0; r < h; r++) {
      first |= onRow(1, r);
      part |= onRow(unchecked(open[at + r]), r);
    }
    partBoard = part;
    firstColumn = first;
    const lastAt = <u64>(w - 1);
    lastColumn = first << lastAt;
    if (w !== boardRowsWidth) {
      for (let b = 0; b < 64; b++) unchecked((boardRows[b] = <u8>(b / w)));
      boardRowsWidth = w;
      if (w <= 8) {
        const one: u64 = 1;
        const bits = <u64>w;
        const row = (one << bits) - 1;
        const two = (one << (bits << 1)) - 1;
        stride8Four = (one << (bits << 2)) - 1;
        stride8Two = two | (two << 32);
        stride8One = row * 0x0001000100010001;
      }
    }
  }
}

/** Starts splitting what a bite leaves: the open rows of the part, before the bite. */
export function loadSplit(open: StaticArray<i32>, at: i32): void {
  if (onBoard) restBoard = partBoard;
  else for (let r = 0; r < rows; r++) unchecked((rest[r] = open[at + r]));
  whole = false;
  boxPending = false;
  boxSplit = false;
}

/** Removes a bite's four portions and notes whether what is left is still in one piece. */
export function eatWindow(row: i32, col: i32): void {
  if (onBoard) {
    const bite = onRow(3 << col, row);
    restBoard &= ~(bite | (bite << (<u64>cols)));
    // Rows row - 1 to row + 2 (those on the board), columns col - 1 to col + 2.
    const top = max(0, row - 1);
    const boxSize = <u64>(cols * (min(rows - 1, row + 2) - top + 1));
    const columns = <u64>(((15 << col) >>> 1) & ((1 << cols) - 1));
    const lowRows = ~(<u64>0) >> (64 - boxSize);
    const topAt = <u64>(top * cols);
    boxBoard = ((columns * firstColumn) & lowRows) << topAt;
    // No ring asked: on a board the flood toward the box's open portions (a round or two when
    // they are linked) costs less than building the ring and reading its memo, a random read
    // in 256 KiB, and it finds the same parts.
    boxPending = true;
    return;
  }
  const mask = ~(3 << col);
  unchecked((rest[row] = rest[row] & mask));
  unchecked((rest[row + 1] = rest[row + 1] & mask));
  whole = ringConnected(row, col);
  boxPending = !whole;
  boxSplit = !whole;
  boxRow = row;
  boxCol = col;
  boxMask = (15 << col) >>> 1;
}

/**
 * Whether the open portions of the 4×4 box around the bite are linked within the box (a part
 * not on a board). The answer depends on 20 bits (the box's open portions outside the bite, its
 * windows other than the bite's), so it is computed once per ring and remembered: two bits per
 * ring, 1 for apart, 3 for linked, 0 while unknown.
 */
function ringConnected(row: i32, col: i32): bool {
  const top = row > 0;
  const bottom = row + 2 < rows;
  const o0 = top ? boxBits(unchecked(rest[row - 1]), col) : 0;
  const o1 = boxBits(unchecked(rest[row]), col);
  const o2 = boxBits(unchecked(rest[row + 1]), col);
  const o3 = bottom ? boxBits(unchecked(rest[row + 2]), col) : 0;
  const w0 = top ? boxBits(unchecked(legal[row - 1]), col) & 7 : 0;
  const w1 = boxBits(unchecked(legal[row]), col) & 5;
  const w2 = bottom ? boxBits(unchecked(legal[row + 1]), col) & 7 : 0;
  const ring =
    o0 |
    ((o1 & 1) << 4) |
    ((o1 & 8) << 2) |
    ((o2 & 1) << 6) |
    ((o2 & 8) << 4) |
    (o3 << 8) |
    (w0 << 12) |
    ((w1 & 1) << 15) |
    ((w1 & 4) << 14) |
    (w2 << 17);
  const word = ring >>> 4;
  const shift = (ring & 15) << 1;
  const known = (unchecked(ringMemo[word]) >>> shift) & 3;
  if (known !== 0) return known === 3;
  const linked = ringLinked(o0, o1 & 9, o2 & 9, o3, w0, w1 | 2, w2);
  unchecked((ringMemo[word] = ringMemo[word] | ((linked ? 3 : 1) << shift)));
  return linked;
}

/** Whether the open portions o0..o3 (4 bits each) are linked through the windows w0..w2. */
function ringLinked(o0: i32, o1: i32, o2: i32, o3: i32, w0: i32, w1: i32, w2: i32): bool {
  if ((o0 | o1 | o2 | o3) === 0) return true;
  let c0 = o0 & -o0;
  let c1 = c0 === 0 ? o1 & -o1 : 0;
  let c2 = c0 === 0 && c1 === 0 ? o2 & -o2 : 0;
  let c3 = c0 === 0 && c1 === 0 && c2 === 0 ? o3 & -o3 : 0;
  for (;;) {
    const t0 = w0 & (c0 | (c0 >>> 1) | c1 | (c1 >>> 1));
    const t1 = w1 & (c1 | (c1 >>> 1) | c2 | (c2 >>> 1));
    const t2 = w2 & (c2 | (c2 >>> 1) | c3 | (c3 >>> 1));
    const n0 = c0 | (o0 & (t0 | (t0 << 1)));
    const n1 = c1 | (o1 & (t0 | (t0 << 1) | t1 | (t1 << 1)));
    const n2 = c2 | (o2 & (t1 | (t1 << 1) | t2 | (t2 << 1)));
    const n3 = c3 | (o3 & (t2 | (t2 << 1)));
    if (n0 === c0 && n1 === c1 && n2 === c2 && n3 === c3) break;
    c0 = n0;
    c1 = n1;
    c2 = n2;
    c3 = n3;
  }
  return c0 === o0 && c1 === o1 && c2 === o2 && c3 === o3;
}

/**
 * Extracts the next component and writes its key (see `writeLeast`) at `key`. Returns the key's
 * words, 0 when it was solved at once (value in `solvedValue`), or -1 when none is left.
 */
export function nextPart(key: usize): i32 {
  if (onBoard) return nextPartOnBoard(key);
  const h = rows;
  let seedRow = 0;
  while (seedRow < h && unchecked(rest[seedRow]) === 0) seedRow++;
  if (seedRow === h) return -1;
  if (whole) {
    whole = false;
    return takeAll(seedRow, key);
  }
  const watchBox = boxPending;
  const knownSplit = boxSplit;
  boxSplit = false;
  if (watchBox && !knownSplit && ringConnected(boxRow, boxCol)) {
    boxPending = false;
    return takeAll(seedRow, key);
  }
  if (watchBox) {
    const first = max(0, boxRow - 1);
    const last = min(h - 1, boxRow + 2);
    seedRow = first;
    while (seedRow < last && (unchecked(rest[seedRow]) & boxMask) === 0) seedRow++;
  }
  const seeds = watchBox ? unchecked(rest[seedRow]) & boxMask : unchecked(rest[seedRow]);
  for (let r = 0; r < h; r++) unchecked((comp[r] = 0));
  for (let r = 0; r <= 2 * h; r++) unchecked((grownFrom[r] = -1));
  unchecked((comp[seedRow] = seeds & -seeds));
  let lo = seedRow;
  let hi = seedRow;
  for (;;) {
    let changed = false;
    for (let r = max(0, lo - 1); r + 1 < h && r <= hi; r++) {
      if (grow(r)) {
        changed = true;
        if (r < lo) lo = r;
        if (r + 1 > hi) hi = r + 1;
      }
    }
    if (watchBox && changed && reachedBox()) return takeAll(0, key);
    for (let r = min(h - 2, hi); r >= 0 && r + 1 >= lo; r--) {
      if (grow(r)) {
        changed = true;
        if (r < lo) lo = r;
        if (r + 1 > hi) hi = r + 1;
      }
    }
    if (!changed) break;
    if (watchBox ? reachedBox() : reachedAll(h)) return takeAll(0, key);
  }
  for (let r = lo; r <= hi; r++) unchecked((rest[r] = rest[r] & ~comp[r]));
  return canonicalize(lo, hi, key);
}

/** Masks of `toStride8` for the board's width (rows 0-3, rows 0-1 of each half, even rows). */
let stride8Four: u64 = 0;
let stride8Two: u64 = 0;
let stride8One: u64 = 0;

/** Up to 8 rows of the board's width (at most 8) moved 8 bits apart, in three steps. */
function toStride8(x: u64): u64 {
  const gap = <u64>(8 - cols);
  if (gap === 0) return x;
  x = (x & stride8Four) | ((x & ~stride8Four) << (gap << 2));
  x = (x & stride8Two) | ((x & ~stride8Two) << (gap << 1));
  return (x & stride8One) | ((x & ~stride8One) << gap);
}

function rowOfBit(bit: i32): i32 {
  return <i32>unchecked(boardRows[bit]);
}

/** `nextPart` on a board: the open portions left are one word, `restBoard`. */
function nextPartOnBoard(key: usize): i32 {
  const open = restBoard;
  if (open === 0) return -1;
  // Every open portion left is linked to one in the box (the bite's windows lie in it).
  const watchBox = boxPending;
  const seeds = watchBox ? open & boxBoard : open;
  return floodBoard(seeds & (~seeds + 1), watchBox, key);
}

/**
 * The flood of `nextPart` on a board: each round takes every window the component touches,
 * spread along the windows linked to them in their row pair, and adds their open portions.
 */
function floodBoard(seed: u64, watchBox: bool, key: usize): i32 {
  const w = <u64>cols;
  const open = restBoard;
  // Reaching these (the box's open portions, or all) means reaching everything left.
  const goal = watchBox ? open & boxBoard : open;
  const windows = legalBoard;
  const links = windows & (windows >> 1) & ((open | (open >> w)) >> 1);
  const short = cols <= 9;
  const medium = cols <= 17;
  let component = seed;
  for (;;) {
    let reached =
      windows & (component | (component >> 1) | (component >> w) | (component >> (w + 1)));
    // Up the row by one addition; down, a row of at most 9 portions has runs of at most 8
    // windows: three doublings reach along (four for 16 windows).
    reached = spreadUp<u64>(reached, links << 1);
    reached = short
      ? spreadDownShort(reached, links)
      : medium
        ? spreadDownMedium(reached, links)
        : spreadDown<u64>(reached, links);
    const grown =
      component | (open & (reached | (reached << 1) | (reached << w) | (reached << (w + 1))));
    if ((goal & ~grown) === 0) {
      restBoard = 0;
      return canonicalizeBoard(open, key);
    }
    if (grown === component) break;
    component = grown;
  }
  restBoard = open & ~component;
  return canonicalizeBoard(component, key);
}

/** Row r of the board holding the bits of `row`. */
function onRow(row: i32, r: i32): u64 {
  const bits = <u32>row;
  const at = <u64>(r * cols);
  return (<u64>bits) << at;
}

function takeAll(from: i32, key: usize): i32 {
  const h = rows;
  let lo = from;
  while (unchecked(rest[lo]) === 0) lo++;
  let hi = h - 1;
  while (unchecked(rest[hi]) === 0) hi--;
  for (let r = 0; r < h; r++) {
    unchecked((comp[r] = rest[r]));
    unchecked((rest[r] = 0));
  }
  return canonicalize(lo, hi, key);
}

function reachedBox(): bool {
  const last = min(rows - 1, boxRow + 2);
  for (let r = max(0, boxRow - 1); r <= last; r++) {
    if ((unchecked(rest[r]) & boxMask & ~unchecked(comp[r])) !== 0) return false;
  }
  return true;
}

function reachedAll(h: i32): bool {
  for (let r = 0; r < h; r++) if (unchecked(comp[r]) !== unchecked(rest[r])) return false;
  return true;
}

/** Adds to the component every open portion of the windows of row pair r that it reaches. */
function grow(r: i32): bool {
  const top = unchecked(comp[r]);
  const bottom = unchecked(comp[r + 1]);
  const lower = r + 1 + rows;
  if (unchecked(grownFrom[r]) === top && unchecked(grownFrom[lower]) === bottom) return false;
  unchecked((grownFrom[r] = top));
  unchecked((grownFrom[lower] = bottom));
  const windows = unchecked(legal[r]);
  let reached = windows & (top | (top >>> 1) | bottom | (bottom >>> 1));
  if (reached === 0) return false;
  const restTop = unchecked(rest[r]);
  const restBottom = unchecked(rest[r + 1]);
  const links = windows & (windows >>> 1) & ((restTop | restBottom) >>> 1);
  reached = spreadUp<i32>(reached, links << 1);
  reached = spreadDown<i32>(reached, links);
  const covered = reached | (reached << 1);
  const grownTop = top | (restTop & covered);
  const grownBottom = bottom | (restBottom & covered);
  if (grownTop === top && grownBottom === bottom) return false;
  unchecked((comp[r] = grownTop));
  unchecked((comp[r + 1] = grownBottom));
  unchecked((grownFrom[r] = grownTop));
  unchecked((grownFrom[lower] = grownBottom));
  return true;
}

/** Normalizes, crops, reduces and orients the component in `comp` (rows lo..hi). */
function canonicalize(lo: i32, hi: i32, key: usize): i32 {
  const h = rows;
  const first = max(0, lo - 1);
  const last = min(h - 2, hi);
  if (last < first) return solved(0);
  let anyWindow = 0;
  for (let r = first; r <= last; r++) {
    const top = unchecked(comp[r]);
    const bottom = unchecked(comp[r + 1]);
    const t = unchecked(legal[r]) & (top | (top >>> 1) | bottom | (bottom >>> 1));
    unchecked((touch[r] = t));
    anyWindow |= t;
  }
  if (anyWindow === 0) return solved(0);
  let r0 = -1;
  let r1 = -1;
  let colMask = 0;
  for (let r = first; r <= last + 1; r++) {
    const above = r > first ? unchecked(touch[r - 1]) : 0;
    const here = r <= last ? unchecked(touch[r]) : 0;
    const covered = here | (here << 1) | above | (above << 1);
    unchecked((cover[r] = covered));
    if (covered !== 0) {
      if (r0 < 0) r0 = r;
      r1 = r;
      colMask |= covered;
    }
  }
  const c0 = ctz<i32>(colMask);
  const c1 = 31 - clz<i32>(colMask);
  const height = r1 - r0 + 1;
  const width = c1 - c0 + 1;
  if (height === 2) {
    const openCols = (unchecked(comp[r0]) | unchecked(comp[r1])) >>> c0;
    const length = popcnt<i32>(openCols);
    return solved(stripValue(length, width - length));
  }
  if (width === 2) {
    let length = 0;
    for (let r = r0; r <= r1; r++) if (unchecked(comp[r]) !== 0) length++;
    return solved(stripValue(length, height - length));
  }
  return orient(r0, r1, c0, first, last, height, width, key);
}

/**
 * `canonicalize` on the board: the component's open portions `open`, its touched windows, their
 * cover and its twins computed on every row at once (a row's bits shifted by one column are
 * masked where they would cross into the next row), then the rows of the cropped image written.
 */
function canonicalizeBoard(open: u64, key: usize): i32 {
  const w = <u64>cols;
  const touched = legalBoard & (open | (open >> 1) | (open >> w) | (open >> (w + 1)));
  if (touched === 0) return solved(0);
  const cover = touched | (touched << 1) | (touched << w) | (touched << (w + 1));
  const rowMask = (1 << cols) - 1;
  const r0 = rowOfBit(<i32>ctz<u64>(cover));
  const r1 = rowOfBit(63 - <i32>clz<u64>(cover));
  // The columns used: the rows OR-ed onto the first, in doubling steps.
  let fold = cover >> (<u64>r0 * w);
  const used = <u64>((r1 - r0 + 1) * cols);
  for (let step = w; step < used; step <<= 1) fold |= fold >> step;
  const colMask = (<i32>fold) & rowMask;
  const c0 = ctz<i32>(colMask);
  const c1 = 31 - clz<i32>(colMask);
  const height = r1 - r0 + 1;
  const width = c1 - c0 + 1;
  if (height === 2) {
    const at = <u64>r0 * w;
    const openCols = ((<i32>(open >> at)) | (<i32>(open >> (at + w)))) & rowMask;
    const length = popcnt<i32>(openCols);
    return solved(stripValue(length, width - length));
  }
  if (width === 2) {
    let length = 0;
    for (let r = r0; r <= r1; r++) if (((<i32>(open >> (<u64>r * w))) & rowMask) !== 0) length++;
    return solved(stripValue(length, height - length));
  }
  // Twins (as `twins`): the windows of a portion's neighbour that it does not share are absent.
  const col0 = firstColumn;
  const lastCol = lastColumn;
  const here = touched;
  const above = touched << w;
  const upAbove = touched << (2 * w);
  const upOpen = open << w;
  const nw = (above << 1) & ~col0;
  const sw = (here << 1) & ~col0;
  const upNw = (upAbove << 1) & ~col0;
  const ownLow = ~here & ~sw; // the portion's own windows (r, c - 1) and (r, c) absent
  const twinLeft = (open << 1) & ~col0 & ~here & ~above & ~(((nw | sw) << 1) & ~col0);
  const twinUp = upOpen & ownLow & ~upNw & ~upAbove;
  const twinUpLeft =
    (upOpen << 1) & ~col0 & ownLow & ~above & ~(((upNw | upAbove | nw) << 1) & ~col0);
  const twinUpRight =
    (upOpen >> 1) & ~lastCol & ownLow & ~nw & ~(((upNw | upAbove | above) >> 1) & ~lastCol);
  const kept = open & ~(twinLeft | twinUp | twinUpLeft | twinUpRight);
  const transpose = height > width && height <= MAX_PART_WIDTH;
  const widthMask = (1 << width) - 1;
  if (height < width && (width > 8 || cols > 8)) {
    // Four images (not square, not turned). Nothing lies outside the crop: one shift crops, the
    // rows staying `cols` bits apart.
    const at = <u64>(r0 * cols + c0);
    return writeLeastRows(cover >> at, kept >> at, height, width, cols, key);
  }
  // The cropped image as two boards (see `writeLeastBoard`), unless it is to be turned and is
  // taller than 8 (only a frame given taller than wide, its parts are then oriented).
  if (!transpose || height <= 8) {
    const mask = <u64>widthMask;
    let free: u64 = 0;
    let keptRows: u64 = 0;
    if (cols <= 8) {
      // Nothing lies outside the crop, so one shift crops; rows then move to 8 bits apart.
      const at = <u64>(r0 * cols + c0);
      free = toStride8(cover >> at);
      keptRows = toStride8(kept >> at);
    } else
      for (let i = 0; i < height; i++) {
        const at = <u64>(r0 + i) * w + <u64>c0;
        const to = <u64>(i << 3);
        free |= ((cover >> at) & mask) << to;
        keptRows |= ((kept >> at) & mask) << to;
      }
    if (transpose)
      return writeLeastBoard(transposeBoard(free), transposeBoard(keptRows), width, height, key);
    return writeLeastBoard(free, keptRows, height, width, key);
  }
  const H = transpose ? width : height;
  const W = transpose ? height : width;
  const image = startImage(H, W, transpose);
  for (let i = 0; i < height; i++) {
    const at = <u64>(r0 + i) * w + <u64>c0;
    unchecked((image[2 * i] = (<i32>(cover >> at)) & widthMask));
    unchecked((image[2 * i + 1] = (<i32>(kept >> at)) & widthMask));
  }
  return writeLeast(H, W, transpose, height, width, key);
}

function solved(value: i32): i32 {
  solvedValue = value;
  return 0;
}

/** Merges twin portions, then writes the least of the symmetric images. */
function orient(
  r0: i32,
  r1: i32,
  c0: i32,
  first: i32,
  last: i32,
  height: i32,
  width: i32,
  key: usize,
): i32 {
  const transpose = height > width && height <= MAX_PART_WIDTH;
  const H = transpose ? width : height;
  const W = transpose ? height : width;
  const image = startImage(H, W, transpose);
  for (let r = r0; r <= r1; r++) {
    const open = unchecked(comp[r]);
    const here = r >= first && r <= last ? unchecked(touch[r]) : 0;
    const kept = (open & ~here) === 0 ? open : open & ~twins(r, r0, first, last, open, here);
    const i = r - r0;
    unchecked((image[2 * i] = cover[r] >>> c0));
    unchecked((image[2 * i + 1] = kept >>> c0));
  }
  return writeLeast(H, W, transpose, height, width, key);
}

/** The open portions of row r that have an earlier (row-major) open twin. */
function twins(r: i32, r0: i32, first: i32, last: i32, open: i32, here: i32): i32 {
  const above = r - 1 >= first && r - 1 <= last ? unchecked(touch[r - 1]) : 0;
  const upOpen = r > r0 ? unchecked(comp[r - 1]) : 0;
  const upAbove = r - 1 > first && r - 2 <= last ? unchecked(touch[r - 2]) : 0;
  const nw = above << 1;
  const ne = above;
  const sw = here << 1;
  const se = here;
  const upNw = upAbove << 1;
  const upNe = upAbove;
  const upSw = above << 1;
  const upSe = above;
  const twinLeft = (open << 1) & ~ne & ~se & ~(nw << 1) & ~(sw << 1);
  const twinUp = upOpen & ~sw & ~se & ~upNw & ~upNe;
  const twinUpLeft = (upOpen << 1) & ~ne & ~sw & ~se & ~((upNw | upNe | upSw) << 1);
  const twinUpRight = (upOpen >>> 1) & ~nw & ~sw & ~se & ~((upNw | upNe | upSe) >>> 1);
  return twinLeft | twinUp | twinUpLeft | twinUpRight;
}
