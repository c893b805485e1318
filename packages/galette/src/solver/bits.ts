// Bit tricks on rows of a bit board: one 31-bit word per row, bit c for column c.

const reversedBytes = new Uint8Array(256);
for (let i = 0; i < 256; i++) {
  let r = 0;
  for (let b = 0; b < 8; b++) if ((i >>> b) & 1) r |= 1 << (7 - b);
  reversedBytes[i] = r;
}

/** The lowest `width` bits of x in reverse order. */
export function reverseBits(x: number, width: number): number {
  if (width <= 8) return reversedBytes[x]! >>> (8 - width);
  if (width <= 16)
    return ((reversedBytes[x & 255]! << 8) | reversedBytes[x >>> 8]!) >>> (16 - width);
  const r =
    (reversedBytes[x & 255]! << 24) |
    (reversedBytes[(x >>> 8) & 255]! << 16) |
    (reversedBytes[(x >>> 16) & 255]! << 8) |
    reversedBytes[(x >>> 24) & 255]!;
  return r >>> (32 - width);
}

/**
 * Writes into `to` the transpose of the `rows` × `cols` bit matrix in `from`, for both the free
 * rows (even indices) and the open rows (odd indices) of the interleaved layout.
 */
export function transposeRows(from: Int32Array, to: Int32Array, rows: number, cols: number): void {
  if (rows <= 8 && cols <= 8) {
    transpose8(from, 0, to, rows, cols);
    transpose8(from, 1, to, rows, cols);
    return;
  }
  to.fill(0, 0, 2 * cols);
  for (let i = 0; i < rows; i++) {
    const bit = 1 << i;
    for (let m = from[2 * i]!; m !== 0; m &= m - 1) to[2 * (31 - Math.clz32(m & -m))]! |= bit;
    for (let m = from[2 * i + 1]!; m !== 0; m &= m - 1) {
      to[2 * (31 - Math.clz32(m & -m)) + 1]! |= bit;
    }
  }
}

/**
 * Transposes up to 8 × 8 bits held as bytes (row r in byte r of two words) by swapping blocks of
 * 4 × 4, 2 × 2 and 1 × 1 across the diagonal: a few word operations instead of one per bit.
 */
function transpose8(
  from: Int32Array,
  at: number,
  to: Int32Array,
  rows: number,
  cols: number,
): void {
  let lo = 0;
  let hi = 0;
  for (let r = 0; r < rows && r < 4; r++) lo |= from[2 * r + at]! << (8 * r);
  for (let r = 4; r < rows; r++) hi |= from[2 * r + at]! << (8 * (r - 4));
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
  for (let c = 0; c < cols && c < 4; c++) to[2 * c + at] = (lo >>> (8 * c)) & 255;
  for (let c = 4; c < cols; c++) to[2 * c + at] = (hi >>> (8 * (c - 4))) & 255;
}

/** Bits col - 1 .. col + 2 of rows[r] as bits 0..3, or 0 when r is outside 0..limit - 1. */
export function boxBits(rows: Int32Array, r: number, limit: number, col: number): number {
  if (r < 0 || r >= limit) return 0;
  const x = rows[r]!;
  return (col === 0 ? x << 1 : x >>> (col - 1)) & 15;
}

/**
 * Spreads bits toward higher positions through runs of `through` (bit i + 1 joins when bit i is
 * set and bit i + 1 is in `through`), by one addition: in each run of `bits | through`, the sum of
 * its seeds carries from the lowest seed past the run's top, clearing the bits it passes.
 */
export function spreadUp(bits: number, through: number): number {
  const run = (through | bits) >>> 0;
  return (run & (~(run + (bits >>> 0)) | bits)) >>> 0;
}

/** Spreads bits toward lower positions through runs of `through`. */
export function spreadDown(bits: number, through: number): number {
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

export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}
