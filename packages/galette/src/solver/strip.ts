import { checkControl, reserveMemory, type SolveControl } from '@cgkit/core-search';

/** Steps of the strip recursion between two looks at the control (a few milliseconds). */
export const STRIP_CHECK_STEPS = 1 << 22;

/**
 * Values of two-row strips. In a part two portions tall every bite covers both rows, so whole
 * columns are eaten: the part is a run of `length` uneaten columns whose ends lie against a wall
 * (poison or the cake's edge) or against an eaten column. A bite eats two adjacent columns of the
 * run, splitting it into two runs that each gain an open end, or eats an end column alone when
 * that end is open.
 *
 * With one open end or two the value is the same (by induction: the single-column moves of either
 * end lead to runs of `length - 1` with an open end), so two sequences suffice:
 * - open(k)   = mex({open(k-1)} ∪ {open(i) ⊕ open(k-2-i)})
 * - walled(k) = mex({open(i) ⊕ open(k-2-i)})
 * Each new length costs one pass over the splits, so values up to n cost O(n²/4) steps: the
 * control is checked every {@link STRIP_CHECK_STEPS} of them, and the values (4 bytes a length,
 * 6 while the arrays grow) are reserved from its memory budget.
 */
export class StripValues {
  private walled = new Uint16Array(64);
  private open = new Uint16Array(64);
  private known = 0;
  private stamp = new Int32Array(1 << 16);

  /** The value of a run of `length` uneaten columns with `openEnds` (0, 1 or 2) open ends. */
  value(length: number, openEnds: number, control: SolveControl = {}): number {
    this.extendTo(length, control);
    return openEnds === 0 ? this.walled[length]! : this.open[length]!;
  }

  /** The value of the empty cake of two rows and `cols` columns. */
  emptyCake(cols: number, control: SolveControl = {}): number {
    return this.value(cols, 0, control);
  }

  /** Computes every length up to `n` (no-op when already known). */
  extendTo(n: number, control: SolveControl = {}): void {
    if (n <= this.known) return;
    if (n >= this.open.length) this.grow(n + 1, control);
    const { open, walled, stamp } = this;
    let steps = 0;
    for (let k = this.known + 1; k <= n; k++) {
      steps += k >> 1;
      if (steps >= STRIP_CHECK_STEPS) {
        steps = 0;
        // What is computed so far stays: a later call goes on from there.
        this.known = k - 1;
        checkControl(control);
        control.onProgress?.({ done: k, total: n, phase: 'strip lengths' });
      }
      // The stamp array marks the option values of length k without clearing between lengths.
      for (let i = 0, j = k - 2; i <= j; i++, j--) stamp[open[i]! ^ open[j]!] = k;
      let mex = 0;
      while (stamp[mex] === k) mex++;
      walled[k] = mex;
      stamp[open[k - 1]!] = k;
      while (stamp[mex] === k) mex++;
      open[k] = mex;
    }
    this.known = n;
  }

  private grow(size: number, control: SolveControl): void {
    let capacity = this.open.length;
    while (capacity < size) capacity *= 2;
    // The new arrays beside the old ones while they are copied.
    reserveMemory(control, `the values of two-row strips up to ${size - 1}`, 6 * capacity);
    const open = new Uint16Array(capacity);
    const walled = new Uint16Array(capacity);
    open.set(this.open);
    walled.set(this.walled);
    this.open = open;
    this.walled = walled;
  }
}
