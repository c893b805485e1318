import { MasyuCell, type MasyuPuzzle } from '../model.js';
import type { EncodedRule } from './encode.js';

/**
 * The clauses of {@link encode}, the same ones in the same order, written straight into typed
 * arrays for the search: clause k is `literals[starts[k]]` up to `literals[starts[k + 1]]`. Building
 * `encode`'s arrays of arrays took a third of the time of a whole solve on published puzzles;
 * `encode` stays the readable statement of the rules, and a test checks that both agree.
 */
export interface PackedEncoding {
  readonly varOfEdge: Int32Array;
  readonly edgeOfVar: Int32Array;
  readonly literals: Int32Array;
  readonly starts: Int32Array;
  /** The variables of each cell's edges (up, down, left, right; -1 off the grid), 4 per cell. */
  readonly around: Int32Array;
  readonly rules: readonly { readonly rule: EncodedRule; readonly count: number }[];
}

// Directions, in the order of `encode`'s clauses.
const UP = 0;
const DOWN = 1;
const LEFT = 2;
const RIGHT = 3;
// Pseudo-literals for edges that leave the grid, as in `encode`.
const NEVER = -1; // "uses edge": left out of the clause
const ALWAYS = -2; // "does not use edge": the clause holds, and is dropped

/** The numbering of a grid's edges, shared by every encoding of its size: read only. */
interface GridIndex {
  readonly rows: number;
  readonly cols: number;
  readonly varOfEdge: Int32Array;
  readonly edgeOfVar: Int32Array;
  readonly around: Int32Array;
}

let lastIndex: GridIndex | undefined; // the last size met: a batch holds many of one size

function gridIndex(rows: number, cols: number): GridIndex {
  if (lastIndex !== undefined && lastIndex.rows === rows && lastIndex.cols === cols) {
    return lastIndex;
  }
  const n = rows * cols;
  const varOfEdge = new Int32Array(2 * n).fill(-1);
  const edgeOfVar = new Int32Array(rows * (cols - 1) + (rows - 1) * cols);
  let vars = 0;
  for (let cell = 0; cell < n; cell++) {
    const col = cell % cols;
    if (col + 1 < cols) {
      varOfEdge[2 * cell] = vars;
      edgeOfVar[vars++] = 2 * cell;
    }
    if (cell + cols < n) {
      varOfEdge[2 * cell + 1] = vars;
      edgeOfVar[vars++] = 2 * cell + 1;
    }
  }
  // The variable of the edge from each cell toward each direction (4 * cell + dir), or -1.
  const around = new Int32Array(4 * n).fill(-1);
  for (let cell = 0; cell < n; cell++) {
    const col = cell % cols;
    if (cell >= cols) around[4 * cell + UP] = varOfEdge[2 * (cell - cols) + 1]!;
    if (cell + cols < n) around[4 * cell + DOWN] = varOfEdge[2 * cell + 1]!;
    if (col > 0) around[4 * cell + LEFT] = varOfEdge[2 * (cell - 1)]!;
    if (col + 1 < cols) around[4 * cell + RIGHT] = varOfEdge[2 * cell]!;
  }
  return (lastIndex = { rows, cols, varOfEdge, edgeOfVar, around });
}

/**
 * Which clauses {@link encodePacked} writes: `all`; `grid`, those that depend on the size alone
 * (degree, and the 2×2 squares, which hold when there is a pearl; the cells are not read);
 * `pearls`, the pearls' own rules. For a puzzle with pearls, `grid` and `pearls` together are
 * `all`, in another order. Rules left out count no clauses.
 */
export type PackedPart = 'all' | 'grid' | 'pearls';

/**
 * {@link PackedEncoding} of a puzzle, or of a part of its clauses. Its numbering arrays are
 * shared with every other encoding of the same size: read only.
 */
export function encodePacked(puzzle: MasyuPuzzle, part: PackedPart = 'all'): PackedEncoding {
  const { rows, cols, cells } = puzzle;
  const n = rows * cols;
  const { varOfEdge, edgeOfVar, around } = gridIndex(rows, cols);
  const vars = edgeOfVar.length;
  const grid = part !== 'pearls';
  const own = part !== 'grid';
  const step = [-cols, cols, -1, 1];
  /** The variable of the edge from `cell` toward `dir`, or -1 off the grid. */
  const edgeVar = (cell: number, dir: number): number => (cell < 0 ? -1 : around[4 * cell + dir]!);
  /** The neighbour of `cell` toward `dir`, or -1 off the grid. */
  const next = (cell: number, dir: number): number =>
    around[4 * cell + dir]! < 0 ? -1 : cell + step[dir]!;
  /** The variable of the edge continuing straight on past the neighbour toward `dir`. */
  const beyond = (cell: number, dir: number): number => edgeVar(next(cell, dir), dir);
  const uses = (v: number): number => (v < 0 ? NEVER : 2 * v);
  const avoids = (v: number): number => (v < 0 ? ALWAYS : 2 * v + 1);

  const { empty, black, white } = MasyuCell; // read once: a getter each time under tsx
  let pearls = 0;
  for (let cell = 0; own && cell < n; cell++) if (cells[cell] !== empty) pearls++;
  // At most 28 literals and 8 clauses per cell for the degree, 4 and 1 for the 2×2 squares, 20
  // and 9 per pearl, and one clause of every variable without pearls: no bound is ever checked.
  // (Bounds for these grids, not for all-pearl ones: the arrays are zeroed as they are made.)
  const literals = new Int32Array((grid ? 32 * n : 0) + 20 * pearls + vars + 8);
  let size = 0;
  const starts = new Int32Array((grid ? 9 * n : 0) + 9 * pearls + 8);
  let count = 0;
  let dropped = false;
  const lit = (l: number): void => {
    if (l === ALWAYS) dropped = true;
    if (l >= 0) literals[size++] = l;
  };
  /** Ends the clause whose literals `lit` wrote since the last end (drops it if it holds). */
  const end = (): void => {
    if (dropped) size = starts[count]!;
    else starts[++count] = size;
    dropped = false;
  };
  const rules: { rule: EncodedRule; count: number }[] = [];
  let first = 0;
  const finish = (rule: EncodedRule): void => {
    rules.push({ rule, count: count - first });
    first = count;
  };

  const incident = new Int32Array(4);
  for (let cell = 0; grid && cell < n; cell++) {
    let k = 0;
    for (let dir = UP; dir <= RIGHT; dir++) {
      const v = edgeVar(cell, dir);
      if (v >= 0) incident[k++] = v;
    }
    // Written in place, without the helpers: most of the literals, and a cold solve runs this
    // before anything is optimised.
    for (let a = 0; a < k; a++) {
      literals[size++] = 2 * incident[a]! + 1;
      for (let b = 0; b < k; b++) if (b !== a) literals[size++] = 2 * incident[b]!;
      starts[++count] = size;
    }
    for (let a = 0; a < k; a++) {
      for (let b = a + 1; b < k; b++) {
        for (let c = b + 1; c < k; c++) {
          literals[size++] = 2 * incident[a]! + 1;
          literals[size++] = 2 * incident[b]! + 1;
          literals[size++] = 2 * incident[c]! + 1;
          starts[++count] = size;
        }
      }
    }
  }
  finish('degree');

  for (let cell = 0; own && cell < n; cell++) {
    if (cells[cell] === empty) continue;
    for (let dir = UP; dir <= RIGHT; dir++) lit(uses(edgeVar(cell, dir)));
    end();
  }
  finish('pearl-visited');

  for (let cell = 0; own && cell < n; cell++) {
    if (cells[cell] !== black) continue;
    const up = around[4 * cell + UP]!;
    const down = around[4 * cell + DOWN]!;
    const left = around[4 * cell + LEFT]!;
    const right = around[4 * cell + RIGHT]!;
    lit(avoids(left));
    lit(avoids(right));
    end();
    lit(avoids(up));
    lit(avoids(down));
    end();
    lit(uses(left));
    lit(uses(right));
    end();
    lit(uses(up));
    lit(uses(down));
    end();
    for (let dir = UP; dir <= RIGHT; dir++) {
      lit(avoids(edgeVar(cell, dir)));
      lit(uses(beyond(cell, dir)));
      end();
    }
  }
  finish('black');

  for (let cell = 0; own && cell < n; cell++) {
    if (cells[cell] !== white) continue;
    const up = around[4 * cell + UP]!;
    const down = around[4 * cell + DOWN]!;
    const left = around[4 * cell + LEFT]!;
    const right = around[4 * cell + RIGHT]!;
    lit(avoids(left));
    lit(uses(right));
    end();
    lit(avoids(right));
    lit(uses(left));
    end();
    lit(avoids(up));
    lit(uses(down));
    end();
    lit(avoids(down));
    lit(uses(up));
    end();
    lit(uses(left));
    lit(uses(up));
    end();
    lit(avoids(left));
    lit(avoids(beyond(cell, LEFT)));
    lit(avoids(beyond(cell, RIGHT)));
    end();
    lit(avoids(up));
    lit(avoids(beyond(cell, UP)));
    lit(avoids(beyond(cell, DOWN)));
    end();
  }
  finish('white');

  if (part === 'grid' || (part === 'all' && pearls > 0)) {
    for (let cell = 0; cell < n; cell++) {
      const right = edgeVar(cell, RIGHT);
      const down = edgeVar(cell, DOWN);
      if (right < 0 || down < 0) continue;
      // Both other sides of the square exist when these two do.
      literals[size++] = 2 * right + 1;
      literals[size++] = 2 * down + 1;
      literals[size++] = 2 * around[4 * (cell + 1) + DOWN]! + 1;
      literals[size++] = 2 * around[4 * (cell + cols) + RIGHT]! + 1;
      starts[++count] = size;
    }
    finish('no-square');
  } else if (part === 'all') {
    for (let v = 0; v < vars; v++) lit(uses(v));
    end();
    finish('some-loop');
  }
  return {
    varOfEdge,
    edgeOfVar,
    // Views, not copies: the search holds the encoding as long as it runs anyway.
    literals: literals.subarray(0, size),
    starts: starts.subarray(0, count + 1),
    around,
    rules,
  };
}
