import type { Encoding } from './encode.js';
import { MasyuCell, type MasyuPuzzle } from '../model.js';
import { SeededRandom } from '@cgkit/core-search';
import { NO_ADVICE, PREFER_FALSE, type Propagator, type SatSolver } from './sat.js';

/**
 * Paths longer than this are not explained during the search: their clauses would be as long as
 * the path and slow every conflict down. A loop they close is cut off at the final check instead.
 */
const MAX_EXPLAINED = 100;

/**
 * The one-loop rule during the search: tracks the paths the used edges form (each path's two
 * ends know each other, the path's length and how many pearls it holds) and
 * - refuses an edge that closes a loop missing some pearl (a conflict: not all of the loop's edges);
 * - when the two ends of a path missing some pearl are neighbours, removes the edge between them
 *   (it would close that loop too early), with the path as the reason.
 * Joins are undone in reverse order on backtracking.
 */
export class PathTracker implements Propagator {
  private readonly partner: Int32Array; // other end of the path ending at a cell; itself if unused
  private readonly pearlsOn: Int32Array; // pearls on that path, kept at its ends
  private readonly lengthOn: Int32Array; // edges of that path, kept at its ends
  private readonly joined: Uint8Array; // edges seen used, in trail order
  // Per join: both old ends, their pearl counts and lengths, the edge (an edge joins at most once).
  private readonly history: Int32Array;
  private historySize = 0;
  private readonly totalPearls: number;
  private readonly degree: Uint8Array; // used edges at each cell
  private readonly ends: Int32Array; // cells with one used edge: the ends of the paths
  private readonly endAt: Int32Array; // index of a cell in `ends`, or -1
  private endCount = 0;
  private readonly pearlCells: Int32Array;
  private focus = -1; // the path end extended last
  // Drawn again at each restart: where a new path starts and the order in which the breadth-first
  // search tries directions (so shortest routes tie differently). Runs on sparse grids are
  // heavy-tailed; a different start after each restart keeps one bad start from stalling all.
  private readonly random = new SeededRandom(1);
  private pick = 0;
  private order = 0;
  /** Whether {@link branch} gives advice (the search alternates between both ways). */
  guiding = false;
  // The work arrays of the search for routes, made at its first use: only sparse grids grow
  // paths, and most puzzles are solved without ever making them.
  private routes: Routes | undefined;
  private stamp = 0;
  private readonly isPearl: Uint8Array;
  private freePearls: number; // pearls on no path
  // The last route found, followed step by step while it stays open: a breadth-first search over
  // a 200×200 grid per decision cost more than the rest of the decision.
  private routeLength = 0; // edges on the route
  private routeId = 0;

  constructor(
    private readonly puzzle: MasyuPuzzle,
    private readonly encoding: Pick<Encoding, 'varOfEdge' | 'edgeOfVar'>,
  ) {
    const n = puzzle.rows * puzzle.cols;
    this.partner = new Int32Array(n);
    this.pearlsOn = new Int32Array(n);
    this.isPearl = new Uint8Array(n);
    const empty = MasyuCell.empty;
    let pearls = 0;
    for (let cell = 0; cell < n; cell++) {
      this.partner[cell] = cell;
      const pearl = puzzle.cells[cell] === empty ? 0 : 1;
      this.pearlsOn[cell] = pearl;
      this.isPearl[cell] = pearl;
      pearls += pearl;
    }
    this.totalPearls = pearls;
    this.pearlCells = new Int32Array(pearls);
    for (let cell = 0, k = 0; cell < n; cell++) {
      if (this.isPearl[cell] === 1) this.pearlCells[k++] = cell;
    }
    this.lengthOn = new Int32Array(n);
    this.history = new Int32Array(7 * encoding.edgeOfVar.length);
    this.joined = new Uint8Array(encoding.varOfEdge.length);
    this.degree = new Uint8Array(n);
    this.ends = new Int32Array(n);
    this.endAt = new Int32Array(n).fill(-1);
    this.freePearls = this.pearlCells.length;
  }

  /** An unused edge changes no path: the tracker is shown used edges only. */
  readonly positiveOnly = true;

  assigned(lit: number, solver: SatSolver): readonly number[] | undefined {
    if ((lit & 1) === 1) return undefined; // (also when shown every literal, as in a test)
    const edge = this.encoding.edgeOfVar[lit >> 1]!;
    const a = edge >> 1;
    const b = (edge & 1) === 0 ? a + 1 : a + this.puzzle.cols;
    const { partner, pearlsOn, lengthOn, totalPearls, history } = this;
    const endA = partner[a]!;
    const endB = partner[b]!;
    if (endA === b && pearlsOn[a]! < totalPearls && lengthOn[a]! <= MAX_EXPLAINED) {
      return this.explain(lit ^ 1, a, b);
    }
    let top = this.historySize;
    history[top++] = endA;
    history[top++] = endB;
    history[top++] = pearlsOn[endA]!;
    history[top++] = pearlsOn[endB]!;
    history[top++] = lengthOn[endA]!;
    history[top++] = lengthOn[endB]!;
    history[top++] = edge;
    this.historySize = top;
    this.joined[edge] = 1;
    this.raise(a);
    this.raise(b);
    if (endA === b) return undefined; // a loop closes: through every pearl, or left to the final check
    const pearls = pearlsOn[endA]! + pearlsOn[endB]!;
    const length = lengthOn[endA]! + lengthOn[endB]! + 1;
    partner[endA] = endB;
    partner[endB] = endA;
    pearlsOn[endA] = pearls;
    pearlsOn[endB] = pearls;
    lengthOn[endA] = length;
    lengthOn[endB] = length;
    if (pearls === totalPearls || length > MAX_EXPLAINED) return undefined;
    const closing = this.edgeBetween(endA, endB);
    const v = closing < 0 ? -1 : this.encoding.varOfEdge[closing]!;
    if (v < 0 || solver.valueOf(v) !== undefined) return undefined;
    return this.explain(2 * v + 1, endA, endB);
  }

  unassigned(lit: number): void {
    if ((lit & 1) === 1) return;
    const { history, partner, pearlsOn, lengthOn } = this;
    const top = (this.historySize -= 7);
    const endA = history[top]!;
    const endB = history[top + 1]!;
    const pearlsA = history[top + 2]!;
    const pearlsB = history[top + 3]!;
    const lengthA = history[top + 4]!;
    const lengthB = history[top + 5]!;
    const edge = history[top + 6]!;
    const a = edge >> 1;
    const b = (edge & 1) === 0 ? a + 1 : a + this.puzzle.cols;
    this.joined[edge] = 0;
    this.lower(a);
    this.lower(b);
    if (endA === b) return;
    partner[endA] = a;
    partner[endB] = b;
    pearlsOn[endA] = pearlsA;
    pearlsOn[endB] = pearlsB;
    lengthOn[endA] = lengthA;
    lengthOn[endB] = lengthB;
  }

  /**
   * Grows one path at a time toward the nearest pearl not yet on a path or the nearest end of
   * another path, and closes it once nothing else is left: on large sparse grids, deciding edges
   * one by one by activity leaves paths wandering into dead ends, whereas this finds a loop
   * through scattered pearls with few conflicts. Only the order of decisions changes.
   */
  branch(solver: SatSolver): number {
    if (!this.guiding) return NO_ADVICE;
    const { degree, ends, pearlCells } = this;
    let end = this.focus >= 0 && degree[this.focus] === 1 ? this.focus : -1;
    if (end < 0 && this.endCount > 0) end = ends[this.pick % this.endCount]!;
    if (end < 0) {
      const count = pearlCells.length;
      for (let i = 0; i < count; i++) {
        const p = pearlCells[(i + this.pick) % count]!;
        if (degree[p] === 0) {
          end = p;
          break;
        }
      }
    }
    if (end < 0) return PREFER_FALSE; // every pearl is on a closed loop: leave the rest unused
    this.focus = end;
    return this.stepToward(end, solver);
  }

  /** A new start for the next paths: see `random`. */
  restarted(): void {
    this.focus = -1;
    this.pick = this.random.nextUint32() >>> 1;
    this.order = this.random.below(8);
  }

  /**
   * The first edge of a shortest way from a path end, through unused cells and over edges not
   * ruled out, to the nearest pearl off every path or end of another path (or, when none is left
   * anywhere, to its own other end): a breadth-first search stopped at the first such cell. The
   * route found is kept and followed from the cell it leads to while its next edge is open and
   * its next cell free (or still a target), without searching again.
   */
  private stepToward(end: number, solver: SatSolver): number {
    const { degree, partner, isPearl } = this;
    const { queue, cameFrom, seenAt } = this.routeArrays();
    const { rows, cols } = this.puzzle;
    const { varOfEdge } = this.encoding;
    const own = partner[end]!;
    const others =
      this.endCount -
      (degree[end] === 1 ? 2 : 0) +
      this.freePearls -
      (degree[end] === 0 && isPearl[end] === 1 ? 1 : 0);
    const cached = this.followRoute(end, own, others, solver);
    if (cached !== NO_ADVICE) return cached;
    const stamp = ++this.stamp;
    seenAt[end] = stamp;
    let head = 0;
    let tail = 0;
    queue[tail++] = end;
    while (head < tail) {
      const cell = queue[head++]!;
      const row = Math.floor(cell / cols);
      const col = cell - row * cols;
      for (let i = 0; i < 4; i++) {
        // Directions right, down, left, up, rotated and possibly reversed by `order`.
        const k = (this.order < 4 ? i + this.order : this.order - i) & 3;
        let next: number;
        let e: number;
        if (k === 0) {
          if (col + 1 >= cols) continue;
          next = cell + 1;
          e = 2 * cell;
        } else if (k === 1) {
          if (row + 1 >= rows) continue;
          next = cell + cols;
          e = 2 * cell + 1;
        } else if (k === 2) {
          if (col === 0) continue;
          next = cell - 1;
          e = 2 * next;
        } else {
          if (row === 0) continue;
          next = cell - cols;
          e = 2 * next + 1;
        }
        if (seenAt[next] === stamp) continue;
        const v = varOfEdge[e]!;
        if (solver.valueOf(v) !== undefined) continue;
        seenAt[next] = stamp;
        cameFrom[next] = v;
        const d = degree[next]!;
        const isTarget =
          others > 0 ? (d === 1 && next !== own) || (d === 0 && isPearl[next] === 1) : next === own;
        if (isTarget) return this.storeRoute(end, next);
        if (d !== 0) continue;
        queue[tail++] = next;
      }
    }
    return NO_ADVICE;
  }

  /** Keeps the route the search found from `end` to `target`; returns its first edge. */
  private storeRoute(end: number, target: number): number {
    const { routeCells, routeVars, routeIndex, routeOf, cameFrom } = this.routeArrays();
    const { cols } = this.puzzle;
    const { edgeOfVar } = this.encoding;
    let length = 0;
    for (let cell = target; cell !== end; length++) {
      const edge = edgeOfVar[cameFrom[cell]!]!;
      const low = edge >> 1;
      cell = cell === low ? ((edge & 1) === 0 ? low + 1 : low + cols) : low;
    }
    const id = ++this.routeId;
    let cell = target;
    for (let k = length; k > 0; k--) {
      routeCells[k] = cell;
      routeIndex[cell] = k;
      routeOf[cell] = id;
      const v = cameFrom[cell]!;
      routeVars[k - 1] = v;
      const edge = edgeOfVar[v]!;
      const low = edge >> 1;
      cell = cell === low ? ((edge & 1) === 0 ? low + 1 : low + cols) : low;
    }
    routeCells[0] = end;
    routeIndex[end] = 0;
    routeOf[end] = id;
    this.routeLength = length;
    return 2 * routeVars[0]!;
  }

  /** The next edge of the kept route when `end` lies on it and the route is still open. */
  private followRoute(end: number, own: number, others: number, solver: SatSolver): number {
    const { routeOf, routeIndex, routeVars, routeCells } = this.routeArrays();
    if (routeOf[end] !== this.routeId) return NO_ADVICE;
    const k = routeIndex[end]!;
    if (k >= this.routeLength) return NO_ADVICE;
    const v = routeVars[k]!;
    if (solver.valueOf(v) !== undefined) return NO_ADVICE;
    const next = routeCells[k + 1]!;
    const d = this.degree[next]!;
    // A cell along the way may have become the end of another path: a target reached early.
    const isTarget =
      others > 0
        ? (d === 1 && next !== own) || (d === 0 && this.isPearl[next] === 1)
        : next === own;
    if (isTarget || (d === 0 && k + 1 < this.routeLength)) return 2 * v;
    return NO_ADVICE;
  }

  private routeArrays(): Routes {
    return (this.routes ??= new Routes(this.puzzle.rows * this.puzzle.cols));
  }

  private raise(cell: number): void {
    const d = ++this.degree[cell]!;
    if (d === 1) {
      this.freePearls -= this.isPearl[cell]!;
      this.endAt[cell] = this.endCount;
      this.ends[this.endCount++] = cell;
    } else if (d === 2) this.dropEnd(cell);
  }

  private lower(cell: number): void {
    const d = --this.degree[cell]!;
    if (d === 1) {
      this.endAt[cell] = this.endCount;
      this.ends[this.endCount++] = cell;
    } else if (d === 0) {
      this.freePearls += this.isPearl[cell]!;
      this.dropEnd(cell);
    }
  }

  private dropEnd(cell: number): void {
    const at = this.endAt[cell]!;
    const last = this.ends[--this.endCount]!;
    this.ends[at] = last;
    this.endAt[last] = at;
    this.endAt[cell] = -1;
  }

  /**
   * The clause `implied` or some edge of the path from `from` to `to` unused. (Apart from the
   * hot path, and without closures: a closure in `assigned` would cost an allocation per call
   * in code not yet optimised, which is most of a cold solve.)
   */
  private explain(implied: number, from: number, to: number): number[] {
    const { varOfEdge } = this.encoding;
    const clause = [implied];
    for (const e of this.pathFrom(from, to)) clause.push(2 * varOfEdge[e]! + 1);
    return clause;
  }

  /** The joined edges of the path from one end to the other. */
  private pathFrom(from: number, to: number): number[] {
    const { cols } = this.puzzle;
    const { joined } = this;
    const edges: number[] = [];
    let cell = from;
    let previous = -1;
    while (cell !== to) {
      // The joined edge at `cell` other than `previous`: right, down, left or up.
      let next = 2 * cell;
      if (next === previous || joined[next] !== 1) next = 2 * cell + 1;
      if (next === previous || joined[next] !== 1) next = cell % cols > 0 ? 2 * (cell - 1) : -1;
      if (next < 0 || next === previous || joined[next] !== 1) {
        next = cell >= cols ? 2 * (cell - cols) + 1 : -1;
      }
      if (next < 0 || next === previous || joined[next] !== 1) {
        throw new Error('path tracker: broken path');
      }
      edges.push(next);
      previous = next;
      const low = next >> 1;
      cell = low !== cell ? low : (next & 1) === 0 ? low + 1 : low + cols;
    }
    return edges;
  }

  /** The edge joining two cells, or -1 when they are not neighbours. */
  private edgeBetween(x: number, y: number): number {
    const { cols } = this.puzzle;
    const low = x < y ? x : y;
    const high = x < y ? y : x;
    if (high === low + cols) return 2 * low + 1;
    if (high === low + 1 && high % cols !== 0) return 2 * low;
    return -1;
  }
}

/** The search for routes' work arrays, one entry per cell. */
class Routes {
  readonly queue: Int32Array;
  readonly cameFrom: Int32Array; // per cell reached by the search: the edge variable in
  readonly seenAt: Int32Array;
  readonly routeCells: Int32Array; // cells from the path end to the target
  readonly routeVars: Int32Array; // routeVars[k] joins routeCells[k] and routeCells[k + 1]
  readonly routeIndex: Int32Array; // position of a cell on the route, if routeOf matches
  readonly routeOf: Int32Array;

  constructor(n: number) {
    this.queue = new Int32Array(n);
    this.cameFrom = new Int32Array(n);
    this.seenAt = new Int32Array(n);
    this.routeCells = new Int32Array(n);
    this.routeVars = new Int32Array(n);
    this.routeIndex = new Int32Array(n);
    this.routeOf = new Int32Array(n);
  }
}
