import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encode } from './encode.js';
import { MasyuCell, createPuzzle, edgeCells, type MasyuPuzzle } from '../model.js';
import { PathTracker } from './paths.js';
import type { SatSolver } from './sat.js';

/** The tracker's incremental state, read for the checks below. */
interface TrackerState {
  stepToward(end: number, solver: SatSolver): number;
  readonly routes: { readonly routeCells: Int32Array } | undefined;
  readonly routeLength: number;
  readonly degree: Uint8Array;
  readonly partner: Int32Array;
  readonly freePearls: number;
  readonly endCount: number;
}

/** Edge sets of a grid, assigned and taken back in stack order as a SAT search does. */
class Driver {
  readonly encoding;
  readonly tracker;
  readonly values: Int8Array; // per variable: 1 used, -1 unused, 0 unassigned
  readonly stack: number[] = [];
  readonly solver: SatSolver;

  constructor(readonly puzzle: MasyuPuzzle) {
    this.encoding = encode(puzzle);
    this.tracker = new PathTracker(puzzle, this.encoding);
    this.values = new Int8Array(this.encoding.edgeOfVar.length);
    const values = this.values;
    this.solver = {
      valueOf: (v: number) => (values[v] === 0 ? undefined : values[v] === 1),
    } as SatSolver;
  }

  /** Assigns `lit` unless the tracker refuses it (a loop closing early). */
  push(lit: number): void {
    this.values[lit >> 1] = (lit & 1) === 0 ? 1 : -1;
    const clause = this.tracker.assigned(lit, this.solver);
    if (clause !== undefined && clause[0] === (lit ^ 1)) {
      this.values[lit >> 1] = 0; // a conflict: not recorded
      return;
    }
    this.stack.push(lit);
  }

  pop(): void {
    const lit = this.stack.pop();
    if (lit === undefined) return;
    this.tracker.unassigned(lit);
    this.values[lit >> 1] = 0;
  }

  /** Degrees, path ends and free pearls recomputed from the used edges. */
  check(): void {
    const { rows, cols, cells } = this.puzzle;
    const { edgeOfVar } = this.encoding;
    const n = rows * cols;
    const used: number[][] = Array.from({ length: n }, () => []);
    for (let v = 0; v < edgeOfVar.length; v++) {
      if (this.values[v] !== 1) continue;
      const [a, b] = edgeCells(cols, edgeOfVar[v]!);
      used[a]!.push(b);
      used[b]!.push(a);
    }
    const state = this.tracker as unknown as TrackerState;
    let ends = 0;
    let free = 0;
    for (let cell = 0; cell < n; cell++) {
      const d = used[cell]!.length;
      expect(state.degree[cell]).toBe(d);
      if (d === 0 && cells[cell] !== MasyuCell.empty) free++;
      if (d !== 1) continue;
      ends++;
      // Walk to the other end of the path.
      let previous = cell;
      let at = used[cell]![0]!;
      while (used[at]!.length === 2) {
        const next = used[at]![0] === previous ? used[at]![1]! : used[at]![0]!;
        previous = at;
        at = next;
      }
      expect(state.partner[cell]).toBe(at);
    }
    expect(state.endCount).toBe(ends);
    expect(state.freePearls).toBe(free);
  }

  /** The tracker's advice never uses a decided edge nor enters a cell with two used edges. */
  checkAdvice(advice: number): void {
    if (advice < 0) return;
    expect(advice & 1).toBe(0);
    expect(this.values[advice >> 1]).toBe(0);
    const [a, b] = edgeCells(this.puzzle.cols, this.encoding.edgeOfVar[advice >> 1]!);
    const { degree } = this.tracker as unknown as TrackerState;
    expect(degree[a]).toBeLessThan(2);
    expect(degree[b]).toBeLessThan(2);
  }
}

const scenario = fc
  .record({
    rows: fc.integer({ min: 2, max: 6 }),
    cols: fc.integer({ min: 2, max: 6 }),
    pearls: fc.array(fc.nat(1000), { maxLength: 6 }),
    ops: fc.array(
      fc.oneof(
        { arbitrary: fc.record({ edge: fc.nat(), used: fc.boolean() }), weight: 4 },
        { arbitrary: fc.constant('pop' as const), weight: 1 },
        { arbitrary: fc.constant('advice' as const), weight: 4 },
      ),
      { maxLength: 150 },
    ),
  })
  .map(({ rows, cols, pearls, ops }) => {
    const cells = new Uint8Array(rows * cols);
    for (const p of pearls) cells[p % cells.length] = (p % 2) + 1;
    return { puzzle: createPuzzle(rows, cols, cells), ops };
  });

describe('PathTracker', () => {
  it('keeps its paths, ends and free pearls equal to a recount, with valid advice', () => {
    fc.assert(
      fc.property(scenario, ({ puzzle, ops }) => {
        const driver = new Driver(puzzle);
        driver.tracker.guiding = true;
        const { cols } = puzzle;
        let grown = -1; // the cell a followed advice led to
        for (const op of ops) {
          if (op === 'pop') driver.pop();
          else if (op === 'advice') {
            // Follow the advice, as the search does, to exercise the kept route.
            const state = driver.tracker as unknown as TrackerState;
            // From the end grown last (where the kept route goes on) when it is still an end.
            const advice =
              grown >= 0 && state.degree[grown] === 1
                ? state.stepToward(grown, driver.solver)
                : driver.tracker.branch(driver.solver);
            driver.checkAdvice(advice);
            grown = -1;
            if (advice >= 0) {
              driver.push(advice);
              const [a, b] = edgeCells(cols, driver.encoding.edgeOfVar[advice >> 1]!);
              grown = state.degree[b] === 1 ? b : a;
            } else driver.tracker.restarted();
          } else {
            // Only edges that keep every degree at most 2, as the degree clauses would.
            const v = op.edge % driver.values.length;
            if (driver.values[v] !== 0) continue;
            const [a, b] = edgeCells(cols, driver.encoding.edgeOfVar[v]!);
            const { degree } = driver.tracker as unknown as TrackerState;
            if (op.used && (degree[a]! >= 2 || degree[b]! >= 2)) continue;
            driver.push(2 * v + (op.used ? 0 : 1));
          }
          driver.check();
        }
        while (driver.stack.length > 0) driver.pop();
        driver.check();
      }),
      { numRuns: 400 },
    );
  });

  it('leaves its kept route once a cell on it is taken by another path', () => {
    // Two pearls far apart in the middle row: the route between them runs along that row.
    const puzzle = createPuzzle(
      5,
      9,
      Uint8Array.from({ length: 45 }, (_, c) => (c === 18 || c === 26 ? MasyuCell.white : 0)),
    );
    const driver = new Driver(puzzle);
    driver.tracker.guiding = true;
    const state = driver.tracker as unknown as TrackerState;
    const first = driver.tracker.branch(driver.solver);
    driver.push(first);
    expect(state.routeLength).toBeGreaterThanOrEqual(8);
    const grown = state.routes!.routeCells[1]!;
    const taken = state.routes!.routeCells[2]!;
    // Another path through `taken`, crossing the route: its edges up and down.
    const { varOfEdge } = driver.encoding;
    driver.push(2 * varOfEdge[2 * (taken - 9) + 1]!);
    driver.push(2 * varOfEdge[2 * taken + 1]!);
    driver.check();
    const advice = state.stepToward(grown, driver.solver);
    driver.checkAdvice(advice);
    expect(advice).toBeGreaterThanOrEqual(0);
  });
});
