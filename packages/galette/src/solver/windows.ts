/**
 * Bit-board geometry of a part: one 31-bit word per row (bit c is column c), so every mask stays
 * a non-negative int32. A part is described by its `free` rows (portions that are not poisoned)
 * and its `open` rows (portions not yet eaten, a subset of `free`). Window (r, c) is the 2×2 bite
 * whose top-left portion is (r, c); `legal[r]` holds bit c when that window has no poison.
 *
 * A canonical part is written into an Int32Array as `[H, W, free rows…, open rows…]`.
 */

/** The widest part the bit boards hold; a part wider and taller than this is out of reach. */
export const MAX_PART_WIDTH = 31;

/** Fills `legal[r]` (r < h - 1) with the windows lying wholly on free portions. */
export function legalWindows(h: number, free: Int32Array, freeAt: number, legal: Int32Array): void {
  for (let r = 0; r + 1 < h; r++) {
    const both = free[freeAt + r]! & free[freeAt + r + 1]!;
    legal[r] = both & (both >>> 1);
  }
}

/**
 * The playable windows of each row (legal, holding an open portion), keeping only the first
 * (row-major) of windows that hold exactly the same open portions: such bites have the same effect.
 */
export function distinctBites(
  h: number,
  legal: Int32Array,
  open: Int32Array,
  openAt: number,
  bites: Int32Array,
): void {
  for (let r = 0; r + 1 < h; r++) {
    const top = open[openAt + r]!;
    const bottom = open[openAt + r + 1]!;
    const here = legal[r]!;
    const playable = here & (top | (top >>> 1) | bottom | (bottom >>> 1));
    // Same open portions as the window to the left: columns c - 1 and c + 1 hold none.
    const columns = top | bottom;
    let repeated = (here << 1) & ~(columns << 1) & ~(columns >>> 1);
    if (r > 0) {
      const above = legal[r - 1]!;
      const up = open[openAt + r - 1]!;
      const upPairs = up | (up >>> 1);
      const downPairs = bottom | (bottom >>> 1);
      // As the window above: row r - 1 and row r + 1 hold none of columns c, c + 1.
      repeated |= above & ~upPairs & ~downPairs;
      // As the window above-left, sharing only (r, c).
      repeated |= (above << 1) & ~(top >>> 1) & ~downPairs & ~(upPairs << 1) & ~(top << 1);
      // As the window above-right, sharing only (r, c + 1).
      repeated |= (above >>> 1) & ~top & ~downPairs & ~(upPairs >>> 1) & ~(top >>> 2);
    }
    bites[r] = playable & ~repeated;
  }
}
