import type { Encoding } from './encode.js';
import { MasyuCell, type MasyuLoop, type MasyuPuzzle } from '../model.js';

/**
 * The one-loop rule, checked on a complete assignment of the edge variables in which every cell
 * has 0 or 2 edges (so the edges form disjoint loops). Either the loops are one loop through every
 * pearl, a solution, or each wrong loop yields a clause that every solution satisfies and this
 * assignment does not:
 * - a loop through some but not all pearls must be crossed: one of the edges leaving its cells
 *   is used (the solution joins the pearls inside to those outside);
 * - a loop without pearls must lose an edge (a solution containing all its edges would be it);
 * - without any pearl, each loop excludes the others (any single loop is then a solution).
 */
export class LoopCutter {
  private readonly pearls: number;
  private readonly on: Uint8Array;
  private readonly inLoop: Uint8Array;
  private readonly visited: Uint8Array;

  constructor(
    private readonly puzzle: MasyuPuzzle,
    private readonly encoding: Pick<Encoding, 'varOfEdge' | 'edgeOfVar'>,
  ) {
    const empty = MasyuCell.empty;
    let pearls = 0;
    for (let cell = 0; cell < puzzle.cells.length; cell++)
      if (puzzle.cells[cell] !== empty) pearls++;
    this.pearls = pearls;
    this.on = new Uint8Array(encoding.varOfEdge.length);
    this.inLoop = new Uint8Array(puzzle.rows * puzzle.cols);
    this.visited = new Uint8Array(puzzle.rows * puzzle.cols);
  }

  /** Checks the assignment `isTrue(variable)`: the solution loop, or the clauses cutting it off. */
  check(isTrue: (v: number) => boolean): { loop: MasyuLoop } | { cuts: number[][] } {
    const { rows, cols, cells } = this.puzzle;
    const { varOfEdge, edgeOfVar } = this.encoding;
    const empty = MasyuCell.empty;
    const { on, inLoop, visited } = this;
    on.fill(0);
    visited.fill(0);
    for (let v = 0; v < edgeOfVar.length; v++) if (isTrue(v)) on[edgeOfVar[v]!] = 1;
    const loops: { cells: number[]; edges: number[]; pearls: number }[] = [];
    for (let start = 0; start < rows * cols; start++) {
      if (visited[start] === 1 || this.nextOn(start, -1) < 0) continue;
      const loop = { cells: [] as number[], edges: [] as number[], pearls: 0 };
      let cell = start;
      let from = -1;
      while (visited[cell] === 0) {
        visited[cell] = 1;
        loop.cells.push(cell);
        if (cells[cell] !== empty) loop.pearls++;
        const next = this.nextOn(cell, from);
        if (next < 0) break;
        loop.edges.push(next);
        from = next;
        const low = next >> 1;
        cell = low !== cell ? low : (next & 1) === 0 ? low + 1 : low + cols;
      }
      loops.push(loop);
    }
    const single = loops[0];
    if (loops.length === 1 && single !== undefined && single.pearls === this.pearls) {
      return { loop: { rows, cols, edges: on.slice() } };
    }
    const avoid = (e: number): number => 2 * varOfEdge[e]! + 1;
    const cuts = loops.map((loop) => {
      if (loop.pearls > 0 && loop.pearls < this.pearls) {
        for (const cell of loop.cells) inLoop[cell] = 1;
        const border: number[] = [];
        // The edges from the loop's cells (right, down, left, up) to cells off it.
        for (const cell of loop.cells) {
          const col = cell % cols;
          if (col + 1 < cols && inLoop[cell + 1] === 0) border.push(2 * varOfEdge[2 * cell]!);
          if (cell + cols < rows * cols && inLoop[cell + cols] === 0) {
            border.push(2 * varOfEdge[2 * cell + 1]!);
          }
          if (col > 0 && inLoop[cell - 1] === 0) border.push(2 * varOfEdge[2 * (cell - 1)]!);
          if (cell >= cols && inLoop[cell - cols] === 0) {
            border.push(2 * varOfEdge[2 * (cell - cols) + 1]!);
          }
        }
        for (const cell of loop.cells) inLoop[cell] = 0;
        return border;
      }
      if (loop.pearls === 0 && this.pearls > 0) return loop.edges.map(avoid);
      const others = loops.filter((l) => l !== loop).map((l) => avoid(l.edges[0]!));
      return [...loop.edges.map(avoid), ...others];
    });
    return { cuts };
  }

  /** The first used edge at a cell other than `from` (right, down, left, up), or -1. */
  private nextOn(cell: number, from: number): number {
    const { on } = this;
    const { cols } = this.puzzle;
    if (2 * cell !== from && on[2 * cell] === 1) return 2 * cell;
    if (2 * cell + 1 !== from && on[2 * cell + 1] === 1) return 2 * cell + 1;
    const left = 2 * (cell - 1);
    if (cell % cols > 0 && left !== from && on[left] === 1) return left;
    const up = 2 * (cell - cols) + 1;
    if (cell >= cols && up !== from && on[up] === 1) return up;
    return -1;
  }
}
