// Legal windows and distinct bites of a part (as in src/solver/windows.ts).

/** The widest part the bit boards hold. */
export const MAX_PART_WIDTH = 31;

/** Fills `legal[r]` (r < h - 1) with the windows lying wholly on free portions. */
export function legalWindows(
  h: i32,
  free: StaticArray<i32>,
  freeAt: i32,
  legal: StaticArray<i32>,
): void {
  for (let r = 0; r + 1 < h; r++) {
    const both = unchecked(free[freeAt + r]) & unchecked(free[freeAt + r + 1]);
    unchecked((legal[r] = both & (both >>> 1)));
  }
}

/** The playable windows of each row, one of each set holding the same open portions. */
export function distinctBites(
  h: i32,
  legal: StaticArray<i32>,
  open: StaticArray<i32>,
  openAt: i32,
  bites: StaticArray<i32>,
): void {
  for (let r = 0; r + 1 < h; r++) {
    const top = unchecked(open[openAt + r]);
    const bottom = unchecked(open[openAt + r + 1]);
    const here = unchecked(legal[r]);
    const playable = here & (top | (top >>> 1) | bottom | (bottom >>> 1));
    const columns = top | bottom;
    let repeated = (here << 1) & ~(columns << 1) & ~(columns >>> 1);
    if (r > 0) {
      const above = unchecked(legal[r - 1]);
      const up = unchecked(open[openAt + r - 1]);
      const upPairs = up | (up >>> 1);
      const downPairs = bottom | (bottom >>> 1);
      repeated |= above & ~upPairs & ~downPairs;
      repeated |= (above << 1) & ~(top >>> 1) & ~downPairs & ~(upPairs << 1) & ~(top << 1);
      repeated |= (above >>> 1) & ~top & ~downPairs & ~(upPairs >>> 1) & ~(top >>> 2);
    }
    unchecked((bites[r] = playable & ~repeated));
  }
}
