import type { Encoding } from './encode.js';
import { Cell, edgeCells, type MasyuPuzzle } from './model.js';
import type { Propagator, SatSolver } from './sat.js';

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
  private readonly history: number[] = []; // per join: both old ends, their pearl counts and lengths, the edge
  private readonly totalPearls: number;

  constructor(
    private readonly puzzle: MasyuPuzzle,
    private readonly encoding: Encoding,
  ) {
    const n = puzzle.rows * puzzle.cols;
    this.partner = Int32Array.from({ length: n }, (_, cell) => cell);
    this.pearlsOn = Int32Array.from(puzzle.cells, (c) => (c === Cell.empty ? 0 : 1));
    this.lengthOn = new Int32Array(n);
    this.totalPearls = this.pearlsOn.reduce((sum, p) => sum + p, 0);
    this.joined = new Uint8Array(encoding.varOfEdge.length);
  }

  assigned(lit: number, solver: SatSolver): readonly number[] | undefined {
    if ((lit & 1) === 1) return undefined; // an unused edge changes no path
    const edge = this.encoding.edgeOfVar[lit >> 1]!;
    const [a, b] = edgeCells(this.puzzle.cols, edge);
    const { partner, pearlsOn, lengthOn, totalPearls } = this;
    const endA = partner[a]!;
    const endB = partner[b]!;
    if (endA === b && pearlsOn[a]! < totalPearls && lengthOn[a]! <= MAX_EXPLAINED) {
      return [lit ^ 1, ...this.pathFrom(a, b).map((e) => this.avoid(e))];
    }
    this.history.push(
      endA,
      endB,
      pearlsOn[endA]!,
      pearlsOn[endB]!,
      lengthOn[endA]!,
      lengthOn[endB]!,
      edge,
    );
    this.joined[edge] = 1;
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
    return [2 * v + 1, ...this.pathFrom(endA, endB).map((e) => this.avoid(e))];
  }

  unassigned(lit: number): void {
    if ((lit & 1) === 1) return;
    const { history, partner, pearlsOn, lengthOn } = this;
    const edge = history.pop()!;
    const lengthB = history.pop()!;
    const lengthA = history.pop()!;
    const pearlsB = history.pop()!;
    const pearlsA = history.pop()!;
    const endB = history.pop()!;
    const endA = history.pop()!;
    const [a, b] = edgeCells(this.puzzle.cols, edge);
    this.joined[edge] = 0;
    if (endA === b) return;
    partner[endA] = a;
    partner[endB] = b;
    pearlsOn[endA] = pearlsA;
    pearlsOn[endB] = pearlsB;
    lengthOn[endA] = lengthA;
    lengthOn[endB] = lengthB;
  }

  private avoid(edge: number): number {
    return 2 * this.encoding.varOfEdge[edge]! + 1;
  }

  /** The joined edges of the path from one end to the other. */
  private pathFrom(from: number, to: number): number[] {
    const { cols } = this.puzzle;
    const edges: number[] = [];
    let cell = from;
    let previous = -1;
    while (cell !== to) {
      let next = -1;
      for (const e of [2 * cell, 2 * cell + 1, 2 * (cell - 1), 2 * (cell - cols) + 1]) {
        if (e >= 0 && e !== previous && this.joined[e] === 1) {
          next = e;
          break;
        }
      }
      if (next < 0) throw new Error('path tracker: broken path');
      edges.push(next);
      previous = next;
      const [x, y] = edgeCells(cols, next);
      cell = x === cell ? y : x;
    }
    return edges;
  }

  /** The edge joining two cells, or -1 when they are not neighbours. */
  private edgeBetween(x: number, y: number): number {
    const { cols } = this.puzzle;
    const [low, high] = x < y ? [x, y] : [y, x];
    if (high === low + cols) return 2 * low + 1;
    if (high === low + 1 && high % cols !== 0) return 2 * low;
    return -1;
  }
}
