/**
 * The rules of Masyu, written once as the check of a drawn loop: what a valid solution is. A
 * puzzle has no moves to make legal, so the rules are this check; the solver's clauses
 * (`solver/encode.ts`, `solver/cuts.ts`) and the human deductions (`deduce/`) restate them for
 * speed and for people, and their tests check every loop they find against this module.
 */
import {
  MasyuCell,
  Dir,
  cellDirections,
  edgeCells,
  isEdge,
  type MasyuLoop,
  type MasyuPuzzle,
} from './model.js';

/** The rule a proposed loop breaks. */
export type MasyuRule =
  | 'size' // the loop is drawn on a grid of another size
  | 'empty' // nothing is drawn
  | 'branch' // a cell has three or four segments
  | 'not-closed' // a cell has a single segment: the line ends there
  | 'several-loops' // the segments form more than one loop
  | 'pearl-missed' // a pearl is not on the loop
  | 'black-straight' // the loop goes straight through a black pearl
  | 'black-not-extended' // a leg out of a black pearl turns in the very next cell
  | 'white-turns' // the loop turns on a white pearl
  | 'white-no-turn'; // the loop goes straight through both cells beside a white pearl

/** One broken rule, at a cell (row and column are 0-based), with a sentence for people. */
export interface Violation {
  readonly rule: MasyuRule;
  readonly row: number;
  readonly col: number;
  readonly message: string;
}

const STRAIGHT_H = Dir.left | Dir.right;
const STRAIGHT_V = Dir.up | Dir.down;

function popcount4(d: number): number {
  return (d & 1) + ((d >> 1) & 1) + ((d >> 2) & 1) + ((d >> 3) & 1);
}

/** Every rule the proposed loop breaks, in grid order; an empty list means a valid solution. */
export function validateLoop(puzzle: MasyuPuzzle, loop: MasyuLoop): Violation[] {
  const { rows, cols, cells } = puzzle;
  const offGrid = loop.edges.some((v, e) => v !== 0 && !isEdge(rows, cols, e));
  if (
    loop.rows !== rows ||
    loop.cols !== cols ||
    loop.edges.length !== 2 * rows * cols ||
    offGrid
  ) {
    const message = `the loop does not fit the ${cols}×${rows} grid of the puzzle`;
    return [{ rule: 'size', row: 0, col: 0, message }];
  }
  const dirs = cellDirections(loop);
  const found: Violation[] = [];
  const at = (cell: number, rule: MasyuRule, what: string): void => {
    const row = Math.floor(cell / cols);
    const col = cell % cols;
    found.push({ rule, row, col, message: `row ${row + 1}, column ${col + 1}: ${what}` });
  };
  if (!dirs.some((d) => d !== 0)) {
    return [{ rule: 'empty', row: 0, col: 0, message: 'no loop is drawn' }];
  }
  for (let cell = 0; cell < rows * cols; cell++) {
    const d = dirs[cell]!;
    const degree = popcount4(d);
    if (degree > 2) at(cell, 'branch', `the line branches (${degree} segments)`);
    if (degree === 1) at(cell, 'not-closed', 'the line ends here');
    const kind = cells[cell]!;
    if (kind === MasyuCell.empty) continue;
    if (degree === 0) {
      at(
        cell,
        'pearl-missed',
        `the ${kind === MasyuCell.black ? 'black' : 'white'} pearl is missed`,
      );
    } else if (degree !== 2) {
      continue;
    } else if (kind === MasyuCell.black) {
      if (d === STRAIGHT_H || d === STRAIGHT_V) {
        at(cell, 'black-straight', 'the loop goes straight through a black pearl');
      } else {
        for (const dir of [Dir.up, Dir.down, Dir.left, Dir.right]) {
          if ((d & dir) === 0) continue;
          const next = dirs[step(cols, cell, dir)]!;
          if ((next & straightFor(dir)) !== straightFor(dir)) {
            at(
              cell,
              'black-not-extended',
              `the leg ${dirName(dir)} of a black pearl turns at once`,
            );
          }
        }
      }
    } else if (d !== STRAIGHT_H && d !== STRAIGHT_V) {
      at(cell, 'white-turns', 'the loop turns on a white pearl');
    } else {
      const [a, b] = d === STRAIGHT_H ? [Dir.left, Dir.right] : [Dir.up, Dir.down];
      if (dirs[step(cols, cell, a)] === d && dirs[step(cols, cell, b)] === d) {
        at(cell, 'white-no-turn', 'the loop turns in neither cell beside a white pearl');
      }
    }
  }
  const components = countComponents(loop, dirs);
  if (components > 1) {
    found.push({
      rule: 'several-loops',
      row: 0,
      col: 0,
      message: `the segments form ${components} separate pieces, not one loop`,
    });
  }
  return found;
}

/** Whether the loop is a solution of the puzzle. */
export function isSolution(puzzle: MasyuPuzzle, loop: MasyuLoop): boolean {
  return validateLoop(puzzle, loop).length === 0;
}

function step(cols: number, cell: number, dir: number): number {
  if (dir === Dir.up) return cell - cols;
  if (dir === Dir.down) return cell + cols;
  return dir === Dir.left ? cell - 1 : cell + 1;
}

function straightFor(dir: number): number {
  return dir === Dir.up || dir === Dir.down ? STRAIGHT_V : STRAIGHT_H;
}

function dirName(dir: number): string {
  return dir === Dir.up ? 'up' : dir === Dir.down ? 'down' : dir === Dir.left ? 'left' : 'right';
}

/** Connected pieces of the drawn segments (union-find over cells). */
function countComponents(loop: MasyuLoop, dirs: Uint8Array): number {
  const parent = new Int32Array(dirs.length).map((_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      const up = parent[parent[x]!]!;
      parent[x] = up;
      x = up;
    }
    return x;
  };
  for (let e = 0; e < loop.edges.length; e++) {
    if (loop.edges[e] !== 1) continue;
    const [a, b] = edgeCells(loop.cols, e);
    parent[find(a)] = find(b);
  }
  let pieces = 0;
  for (let cell = 0; cell < dirs.length; cell++) {
    if (dirs[cell] !== 0 && find(cell) === cell) pieces++;
  }
  return pieces;
}
