// Bit tricks on rows of a bit board (as in src/solver/bits.ts): one 31-bit word per row.

/** Every byte with its bits reversed, filled as the module starts (static: no heap). */
const REVERSED_BYTES = memory.data(256);
for (let i = 0; i < 256; i++) {
  let r = 0;
  for (let b = 0; b < 8; b++) r |= ((i >>> b) & 1) << (7 - b);
  store<u8>(REVERSED_BYTES + i, <u8>r);
}

/** The lowest `width` bits of x in reverse order. */
export function reverseBits(x: i32, width: i32): i32 {
  const low = <u32>load<u8>(REVERSED_BYTES + <usize>(x & 255));
  const second = <u32>load<u8>(REVERSED_BYTES + <usize>((x >>> 8) & 255));
  if (width <= 16) return <i32>(((low << 8) | second) >>> (16 - width));
  const third = <u32>load<u8>(REVERSED_BYTES + <usize>((x >>> 16) & 255));
  const high = <u32>load<u8>(REVERSED_BYTES + <usize>(x >>> 24));
  return <i32>(((low << 24) | (second << 16) | (third << 8) | high) >>> (32 - width));
}

/** Writes into `to` the transpose of the interleaved `rows` × `cols` free and open rows. */
export function transposeRows(
  from: StaticArray<i32>,
  to: StaticArray<i32>,
  rows: i32,
  cols: i32,
): void {
  if (rows <= 8 && cols <= 8) {
    transpose8(from, 0, to, rows, cols);
    transpose8(from, 1, to, rows, cols);
    return;
  }
  for (let i = 0; i < 2 * cols; i++) unchecked((to[i] = 0));
  for (let i = 0; i < rows; i++) {
    const bit = 1 << i;
    for (let m = unchecked(from[2 * i]); m !== 0; m &= m - 1) {
      const j = 2 * ctz<i32>(m);
      unchecked((to[j] = to[j] | bit));
    }
    for (let m = unchecked(from[2 * i + 1]); m !== 0; m &= m - 1) {
      const j = 2 * ctz<i32>(m) + 1;
      unchecked((to[j] = to[j] | bit));
    }
  }
}

/** Transposes up to 8 × 8 bits held as bytes by swapping blocks across the diagonal. */
function transpose8(
  from: StaticArray<i32>,
  at: i32,
  to: StaticArray<i32>,
  rows: i32,
  cols: i32,
): void {
  let lo = 0;
  let hi = 0;
  for (let r = 0; r < rows && r < 4; r++) lo |= unchecked(from[2 * r + at]) << (8 * r);
  for (let r = 4; r < rows; r++) hi |= unchecked(from[2 * r + at]) << (8 * (r - 4));
  let t = 0x0f0f0f0f & (hi ^ (lo >>> 4));
  hi ^= t;
  lo ^= t << 4;
  t = 0x33330000 & (lo ^ (lo << 14));
  lo ^= t ^ (t >>> 14);
  t = 0x33330000 & (hi ^ (hi << 14));
  hi ^= t ^ (t >>> 14);
  t = 0x55005500 & (lo ^ (lo << 7));
  lo ^= t ^ (t >>> 7);
  t = 0x55005500 & (hi ^ (hi << 7));
  hi ^= t ^ (t >>> 7);
  for (let c = 0; c < cols && c < 4; c++) unchecked((to[2 * c + at] = (lo >>> (8 * c)) & 255));
  for (let c = 4; c < cols; c++) unchecked((to[2 * c + at] = (hi >>> (8 * (c - 4))) & 255));
}

/** Bits col - 1 .. col + 2 of a row as bits 0..3 (bit -1 is 0; rows hold at most 31 bits). */
export function boxBits(row: i32, col: i32): i32 {
  return ((<u32>(row << 1)) >>> col) & 15;
}

/**
 * Spreads bits toward higher positions through runs of `through` (bit i + 1 joins when bit i is
 * set and bit i + 1 is in `through`), on one row (i32) or on a 64-bit board (u64) whose
 * `through` links no row to the next. One addition: in each run of `bits | through`, the sum of
 * its seeds carries from the lowest seed past the run's top, clearing the bits it passes.
 */
export function spreadUp<T>(bits: T, through: T): T {
  const run = through | bits;
  return run & (~(run + bits) | bits);
}

/**
 * Spreads bits toward lower positions through runs of `through` (a Kogge-Stone fill: a carry
 * runs only upward, so no addition does it).
 */
export function spreadDown<T>(bits: T, through: T): T {
  let p = through;
  bits |= p & (bits >>> 1);
  p &= p >>> 1;
  bits |= p & (bits >>> 2);
  p &= p >>> 2;
  bits |= p & (bits >>> 4);
  p &= p >>> 4;
  bits |= p & (bits >>> 8);
  p &= p >>> 8;
  return bits | (p & (bits >>> 16));
}

/** `spreadDown` through runs of at most 8 bits. */
export function spreadDownShort(bits: u64, through: u64): u64 {
  let p = through;
  bits |= p & (bits >>> 1);
  p &= p >>> 1;
  bits |= p & (bits >>> 2);
  p &= p >>> 2;
  return bits | (p & (bits >>> 4));
}

/** `spreadDown` through runs of at most 16 bits. */
export function spreadDownMedium(bits: u64, through: u64): u64 {
  let p = through;
  bits |= p & (bits >>> 1);
  p &= p >>> 1;
  bits |= p & (bits >>> 2);
  p &= p >>> 2;
  bits |= p & (bits >>> 4);
  p &= p >>> 4;
  return bits | (p & (bits >>> 8));
}
