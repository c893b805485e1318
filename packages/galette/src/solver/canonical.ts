import { reverseBits, transposeRows } from './bits.js';

/**
 * The canonical form of a part: the least of its images under the symmetries of its box (rows
 * read bottom up, mirrored, and transposed when the box is square). Owns the scratch rows of the
 * images, reused from one part to the next.
 */
export class CanonicalImages {
  /** The cropped component before symmetry, rows interleaved as [free0, open0, free1, …]. */
  private plain = new Int32Array(0);
  /** Its transpose, when the box is square. */
  private turned = new Int32Array(0);
  /** The rows of `plain` and of `turned`, mirrored. */
  private plainMirrored = new Int32Array(0);
  private turnedMirrored = new Int32Array(0);
  /** `plain`, `plainMirrored`, `turned`, `turnedMirrored`: the rows of image k are view k >>> 1. */
  private readonly views: Int32Array[] = [];

  /**
   * The rows to fill with the part, H × W once oriented: `[free, open]` per row, or per column of
   * a tall part that is to be transposed (`transpose`).
   */
  start(H: number, W: number, transpose: boolean): Int32Array {
    this.ensureImages(Math.max(H, W));
    return transpose ? this.turned : this.plain;
  }

  /**
   * Writes the lexicographically least image of `plain` under the symmetries of an H × W box.
   * Image k reads the rows bottom up when bit 0 of k is set, mirrored when bit 1 is, from the
   * transpose when bit 2 is (square boxes only). The first rows of the images usually decide:
   * only when several share the least first row are the images compared in full.
   */
  writeLeast(
    H: number,
    W: number,
    transpose: boolean,
    height: number,
    width: number,
    out: Int32Array,
    at: number,
  ): number {
    if (transpose) transposeRows(this.turned, this.plain, height, width);
    const square = H === W;
    if (square) this.transposePlain(H);
    const { plain, turned } = this;
    const images = square ? 8 : 4;
    let best = 0;
    let bestFree = plain[0]!;
    let bestOpen = plain[1]!;
    let ties = 1;
    for (let k = 1; k < images; k++) {
      const rows = k < 4 ? plain : turned;
      const j = (k & 1) === 1 ? 2 * (H - 1) : 0;
      let free = rows[j]!;
      let open = rows[j + 1]!;
      if ((k & 2) === 2) {
        free = reverseBits(free, W);
        open = reverseBits(open, W);
      }
      const d = free - bestFree || open - bestOpen;
      if (d < 0) {
        best = k;
        bestFree = free;
        bestOpen = open;
        ties = 1 << k;
      } else if (d === 0) ties |= 1 << k;
    }
    if ((ties & (ties - 1)) !== 0) best = this.leastOf(ties, H, W);
    const rows = best < 4 ? plain : turned;
    const up = (best & 1) === 1;
    const mirrored = (best & 2) === 2;
    out[at] = H;
    out[at + 1] = W;
    for (let i = 0; i < H; i++) {
      const j = 2 * (up ? H - 1 - i : i);
      out[at + 2 + i] = mirrored ? reverseBits(rows[j]!, W) : rows[j]!;
      out[at + 2 + H + i] = mirrored ? reverseBits(rows[j + 1]!, W) : rows[j + 1]!;
    }
    return 2 + 2 * H;
  }

  /** The least of the images in the `candidates` bit set, compared row by row in full. */
  private leastOf(candidates: number, H: number, W: number): number {
    const { plain, turned, plainMirrored, turnedMirrored } = this;
    for (let i = 0; i < 2 * H; i++) plainMirrored[i] = reverseBits(plain[i]!, W);
    if (candidates > 15) {
      for (let i = 0; i < 2 * H; i++) turnedMirrored[i] = reverseBits(turned[i]!, W);
    }
    const views = this.views;
    views[0] = plain;
    views[1] = plainMirrored;
    views[2] = turned;
    views[3] = turnedMirrored;
    let best = 31 - Math.clz32(candidates & -candidates);
    let bestRows = views[best >>> 1]!;
    for (let rest = candidates & (candidates - 1) & ~(1 << best); rest !== 0; rest &= rest - 1) {
      const k = 31 - Math.clz32(rest & -rest);
      const rows = views[k >>> 1]!;
      const up = (k & 1) === 1;
      const bestUp = (best & 1) === 1;
      for (let i = 0; i < H; i++) {
        const j = 2 * (up ? H - 1 - i : i);
        const b = 2 * (bestUp ? H - 1 - i : i);
        const d = rows[j]! - bestRows[b]! || rows[j + 1]! - bestRows[b + 1]!;
        if (d < 0) {
          best = k;
          bestRows = rows;
        }
        if (d !== 0) break;
      }
    }
    return best;
  }

  /** Fills `turned` with the transpose of the square `plain` (n × n). */
  private transposePlain(n: number): void {
    transposeRows(this.plain, this.turned, n, n);
  }

  private ensureImages(n: number): void {
    if (this.plain.length >= 2 * n) return;
    const size = Math.max(2 * n, 2 * this.plain.length, 16);
    this.plain = new Int32Array(size);
    this.turned = new Int32Array(size);
    this.plainMirrored = new Int32Array(size);
    this.turnedMirrored = new Int32Array(size);
  }
}
