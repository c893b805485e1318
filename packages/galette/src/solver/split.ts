import { boxBits, popcount, spreadDown, spreadUp } from './bits.js';
import { CanonicalImages } from './canonical.js';
import { MAX_PART_WIDTH } from './windows.js';

/**
 * Splits the open portions of a part into independent components and writes each in canonical
 * form. Owns its scratch rows, so a caller that interleaves two splits uses two splitters.
 */
export class PartSplitter {
  private rows = 0;
  /** Writes each component in canonical form, the least of its symmetric images. */
  private readonly images = new CanonicalImages();
  private legal: Int32Array = new Int32Array(0);
  private rest = new Int32Array(0);
  private comp = new Int32Array(0);
  private touch = new Int32Array(0);
  private cover = new Int32Array(0);
  /** The component rows (top, then bottom at an offset of h) each row pair last grew from. */
  private grownFrom = new Int32Array(0);
  /** Whether the last bite left the loaded part in one piece (then no flood fill is needed). */
  private whole = false;
  /** Whether the next flood starts from the box around the last bite (rows boxRow - 1 ..
   * boxRow + 2, the columns of `boxMask`), and may stop once it holds the box's open portions. */
  private boxPending = false;
  private boxRow = 0;
  private boxCol = 0;
  private boxMask = 0;
  /** Whether the box is known not to be linked within itself (so `next` need not look again). */
  private boxSplit = false;
  /** The value of the last component when `next` answered 0 (solved at once). */
  value = 0;

  constructor(private readonly strips: { value(length: number, openEnds: number): number }) {}

  /** Starts splitting the open rows of a part of h rows whose legal windows are given. */
  load(h: number, legal: Int32Array, open: Int32Array, openAt: number): void {
    this.ensure(h);
    this.rows = h;
    this.legal = legal; // read only, and left alone by the caller until the split is done
    for (let r = 0; r < h; r++) this.rest[r] = open[openAt + r]!;
    this.whole = false;
    this.boxPending = false;
    this.boxSplit = false;
  }

  /**
   * Removes a bite's four portions from the loaded open rows (of a part in one piece) and notes
   * whether what is left is still in one piece, judged around the bite alone.
   */
  eatWindow(row: number, col: number): void {
    const mask = ~(3 << col);
    this.rest[row]! &= mask;
    this.rest[row + 1]! &= mask;
    this.whole = this.ringConnected(row, col);
    this.boxPending = !this.whole;
    this.boxSplit = !this.whole;
    this.boxRow = row;
    this.boxCol = col;
    this.boxMask = (15 << col) >>> 1;
  }

  /**
   * Whether the open portions of the 4×4 box around the bite at (row, col) are linked through
   * windows of the box. Then the part is still in one piece: any path that went through the
   * bite entered and left it through portions of the box.
   */
  private ringConnected(row: number, col: number): boolean {
    const { rest, legal, rows: h } = this;
    const o0 = boxBits(rest, row - 1, h, col);
    const o1 = boxBits(rest, row, h, col);
    const o2 = boxBits(rest, row + 1, h, col);
    const o3 = boxBits(rest, row + 2, h, col);
    const w0 = boxBits(legal, row - 1, h - 1, col) & 7;
    const w1 = boxBits(legal, row, h - 1, col) & 7;
    const w2 = boxBits(legal, row + 1, h - 1, col) & 7;
    if ((o0 | o1 | o2 | o3) === 0) return true;
    // Flood from the first open portion of the box, through the box's windows.
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
   * Extracts the next component (flood fill through legal windows) and writes it in canonical
   * form at `out[at]`. Returns the number of words written, 0 when the component was solved at
   * once (its value is in `value`), or -1 when no open portion is left.
   */
  next(out: Int32Array, at: number): number {
    const { rows: h, rest, comp } = this;
    let seedRow = 0;
    while (seedRow < h && rest[seedRow] === 0) seedRow++;
    if (seedRow === h) return -1;
    if (this.whole) {
      this.whole = false;
      return this.takeAll(seedRow, out, at);
    }
    // After a bite, every open portion is still linked to an open portion of the 4×4 box around
    // it (its old path to the bite entered the box first), and so is every portion left once
    // some components are taken. So a flood from the box that reaches all of the box's open
    // portions reaches everything, and when those are linked within the box, all that is left
    // is one component: usually the last of a split, taken without a flood.
    const watchBox = this.boxPending;
    // Right after the bite the box is known to be split; once a component is taken, look again.
    const boxSplit = this.boxSplit;
    this.boxSplit = false;
    if (watchBox && !boxSplit && this.ringConnected(this.boxRow, this.boxCol)) {
      this.boxPending = false;
      return this.takeAll(seedRow, out, at);
    }
    if (watchBox) {
      const first = Math.max(0, this.boxRow - 1);
      const last = Math.min(h - 1, this.boxRow + 2);
      seedRow = first;
      while (seedRow < last && (rest[seedRow]! & this.boxMask) === 0) seedRow++;
    }
    // Small loops: a typed array's fill costs more than a few stores at these sizes.
    const grownFrom = this.grownFrom;
    for (let r = 0; r < h; r++) comp[r] = 0;
    for (let r = 0; r <= 2 * h; r++) grownFrom[r] = -1;
    const seeds = watchBox ? rest[seedRow]! & this.boxMask : rest[seedRow]!;
    comp[seedRow] = seeds & -seeds;
    // Sweep down and up over the row pairs until nothing grows: within a row pair the reached
    // windows spread along chains of windows sharing an open portion, all at once.
    let lo = seedRow;
    let hi = seedRow;
    for (;;) {
      let changed = false;
      for (let r = Math.max(0, lo - 1); r + 1 < h && r <= hi; r++) {
        if (this.grow(r)) {
          changed = true;
          if (r < lo) lo = r;
          if (r + 1 > hi) hi = r + 1;
        }
      }
      if (watchBox && changed && this.reachedBox()) return this.takeAll(0, out, at);
      for (let r = Math.min(h - 2, hi); r >= 0 && r + 1 >= lo; r--) {
        if (this.grow(r)) {
          changed = true;
          if (r < lo) lo = r;
          if (r + 1 > hi) hi = r + 1;
        }
      }
      if (!changed) break;
      // Most bites leave one part: stop as soon as that is sure.
      if (watchBox ? this.reachedBox() : this.reachedAll(h)) return this.takeAll(0, out, at);
    }
    for (let r = lo; r <= hi; r++) rest[r]! &= ~comp[r]!;
    return this.canonicalize(lo, hi, out, at);
  }

  /** Makes every open portion left (from row `lo` on) the component, and writes it. */
  private takeAll(lo: number, out: Int32Array, at: number): number {
    const { rows: h, rest, comp } = this;
    while (rest[lo] === 0) lo++;
    let hi = h - 1;
    while (rest[hi] === 0) hi--;
    for (let r = 0; r < h; r++) {
      comp[r] = rest[r]!;
      rest[r] = 0;
    }
    return this.canonicalize(lo, hi, out, at);
  }

  /** Whether the component holds every open portion of the box around the last bite. */
  private reachedBox(): boolean {
    const { comp, rest, boxMask } = this;
    const last = Math.min(this.rows - 1, this.boxRow + 2);
    for (let r = Math.max(0, this.boxRow - 1); r <= last; r++) {
      if ((rest[r]! & boxMask & ~comp[r]!) !== 0) return false;
    }
    return true;
  }

  private reachedAll(h: number): boolean {
    const { comp, rest } = this;
    for (let r = 0; r < h; r++) if (comp[r] !== rest[r]) return false;
    return true;
  }

  /** Adds to the component every open portion of the windows of row pair r that it reaches. */
  private grow(r: number): boolean {
    const { comp, rest, legal, grownFrom } = this;
    const top = comp[r]!;
    const bottom = comp[r + 1]!;
    // Nothing new since this row pair last grew: skip it (the result would be the same).
    if (grownFrom[r] === top && grownFrom[r + 1 + this.rows] === bottom) return false;
    grownFrom[r] = top;
    grownFrom[r + 1 + this.rows] = bottom;
    const windows = legal[r]!;
    let reached = windows & (top | (top >>> 1) | bottom | (bottom >>> 1));
    if (reached === 0) return false;
    // Windows c and c + 1 are linked when a portion they share is open.
    const links = windows & (windows >>> 1) & ((rest[r]! | rest[r + 1]!) >>> 1);
    reached = spreadUp(reached, links << 1);
    reached = spreadDown(reached, links);
    const covered = reached | (reached << 1);
    const grownTop = top | (rest[r]! & covered);
    const grownBottom = bottom | (rest[r + 1]! & covered);
    if (grownTop === top && grownBottom === bottom) return false;
    comp[r] = grownTop;
    comp[r + 1] = grownBottom;
    grownFrom[r] = grownTop;
    grownFrom[r + 1 + this.rows] = grownBottom;
    return true;
  }

  /** Normalizes, crops, reduces and orients the component in `comp` (rows lo..hi). */
  private canonicalize(lo: number, hi: number, out: Int32Array, at: number): number {
    const { rows: h, comp, touch, cover, legal } = this;
    // Windows touching the component; the portions they cover are all that matters of the cake.
    const first = Math.max(0, lo - 1);
    const last = Math.min(h - 2, hi);
    if (last < first) return this.solved(0);
    let anyWindow = 0;
    for (let r = first; r <= last; r++) {
      const top = comp[r]!;
      const bottom = comp[r + 1]!;
      touch[r] = legal[r]! & (top | (top >>> 1) | bottom | (bottom >>> 1));
      anyWindow |= touch[r]!;
    }
    if (anyWindow === 0) return this.solved(0);
    let r0 = -1;
    let r1 = -1;
    let colMask = 0;
    for (let r = first; r <= last + 1; r++) {
      const above = r > first ? touch[r - 1]! : 0;
      const here = r <= last ? touch[r]! : 0;
      const covered = here | (here << 1) | above | (above << 1);
      cover[r] = covered;
      if (covered !== 0) {
        if (r0 < 0) r0 = r;
        r1 = r;
        colMask |= covered;
      }
    }
    const c0 = 31 - Math.clz32(colMask & -colMask);
    const c1 = 31 - Math.clz32(colMask);
    const height = r1 - r0 + 1;
    const width = c1 - c0 + 1;
    if (height === 2) {
      const openCols = (comp[r0]! | comp[r1]!) >>> c0;
      const length = popcount(openCols);
      return this.solved(this.strips.value(length, width - length));
    }
    if (width === 2) {
      let length = 0;
      for (let r = r0; r <= r1; r++) if (comp[r] !== 0) length++;
      return this.solved(this.strips.value(length, height - length));
    }
    return this.orient(r0, r1, c0, first, last, height, width, out, at);
  }

  private solved(value: number): number {
    this.value = value;
    return 0;
  }

  /**
   * Merges twin portions (those lying in exactly the same windows: eating one always eats the
   * other), then writes the least of the symmetric images.
   */
  private orient(
    r0: number,
    r1: number,
    c0: number,
    first: number,
    last: number,
    height: number,
    width: number,
    out: Int32Array,
    at: number,
  ): number {
    const { comp, touch, cover } = this;
    const transpose = height > width && height <= MAX_PART_WIDTH;
    const H = transpose ? width : height;
    const W = transpose ? height : width;
    // A tall part is written row by row, then transposed.
    const rows = this.images.start(H, W, transpose);
    for (let r = r0; r <= r1; r++) {
      const open = comp[r]!;
      const here = r >= first && r <= last ? touch[r]! : 0;
      // Every twin pattern needs the later portion to lack its own window (r, c): usually none do.
      const kept = (open & ~here) === 0 ? open : open & ~this.twins(r, r0, first, last, open, here);
      const free = cover[r]! >>> c0;
      const i = r - r0;
      rows[2 * i] = free;
      rows[2 * i + 1] = kept >>> c0;
    }
    return this.images.writeLeast(H, W, transpose, height, width, out, at);
  }

  /**
   * The open portions of row r that have an earlier (row-major) open twin: a portion lying in
   * exactly the same windows. Windows are given as row-r masks: above-left (nw), above (ne),
   * left (sw) and own (se); the portion above uses the same masks one row up.
   */
  private twins(
    r: number,
    r0: number,
    first: number,
    last: number,
    open: number,
    here: number,
  ): number {
    const { comp, touch } = this;
    const above = r - 1 >= first && r - 1 <= last ? touch[r - 1]! : 0;
    const upOpen = r > r0 ? comp[r - 1]! : 0;
    const upAbove = r - 1 > first && r - 2 <= last ? touch[r - 2]! : 0;
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

  private ensure(h: number): void {
    if (this.rest.length >= h) return;
    const size = Math.max(h, 2 * this.rest.length, 8);
    this.rest = new Int32Array(size);
    this.comp = new Int32Array(size);
    this.touch = new Int32Array(size);
    this.cover = new Int32Array(size);
    this.grownFrom = new Int32Array(2 * size + 2);
  }
}
