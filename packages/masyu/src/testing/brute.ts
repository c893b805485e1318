import { Dir, neighbour, edgeToward, type MasyuLoop, type MasyuPuzzle } from '../model.js';
import { isSolution } from '../rules.js';

/**
 * Every solution of a small puzzle by brute force, independent of the solver: enumerates each
 * simple cycle of the grid graph once (from its smallest cell, in one direction) with an explicit
 * stack, and keeps those the validator accepts. Exponential: only for tiny grids.
 */
export function bruteForceSolutions(puzzle: MasyuPuzzle): MasyuLoop[] {
  const { rows, cols } = puzzle;
  const n = rows * cols;
  const dirs = [Dir.up, Dir.down, Dir.left, Dir.right];
  const neighbours = Array.from({ length: n }, (_, cell) =>
    dirs.map((d) => neighbour(rows, cols, cell, d)).filter((m) => m >= 0),
  );
  const solutions: MasyuLoop[] = [];
  const onPath = new Uint8Array(n);
  for (let start = 0; start < n; start++) {
    const path = [start];
    const next = [0]; // index of the next neighbour to try from each path cell
    onPath[start] = 1;
    while (path.length > 0) {
      const depth = path.length - 1;
      const cell = path[depth]!;
      const options = neighbours[cell]!;
      const k = next[depth]!;
      if (k >= options.length) {
        onPath[cell] = 0;
        path.pop();
        next.pop();
        continue;
      }
      next[depth] = k + 1;
      const to = options[k]!;
      if (to === start && path.length >= 4 && path[1]! < cell) {
        const loop = loopOf(puzzle, [...path]);
        if (isSolution(puzzle, loop)) solutions.push(loop);
      }
      if (to > start && onPath[to] === 0) {
        onPath[to] = 1;
        path.push(to);
        next.push(0);
      }
    }
  }
  return solutions;
}

function loopOf(puzzle: MasyuPuzzle, cycle: number[]): MasyuLoop {
  const { rows, cols } = puzzle;
  const edges = new Uint8Array(2 * rows * cols);
  for (let i = 0; i < cycle.length; i++) {
    const a = cycle[i]!;
    const b = cycle[(i + 1) % cycle.length]!;
    const dir = b === a + 1 ? Dir.right : b === a - 1 ? Dir.left : b > a ? Dir.down : Dir.up;
    edges[edgeToward(rows, cols, a, dir)] = 1;
  }
  return { rows, cols, edges };
}
