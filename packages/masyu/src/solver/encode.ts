import { MasyuCell, Dir, edgeToward, neighbour, type MasyuPuzzle } from '../model.js';

/**
 * The rules of Masyu as clauses over one boolean variable per grid edge ("the loop uses this
 * edge"), except that the loop is one loop: that part is added lazily by the solver.
 * Each group of clauses is one named rule, so explanations can refer to it.
 */
export interface Encoding {
  /** Variable of each edge index, or -1 for edges that leave the grid. */
  readonly varOfEdge: Int32Array;
  /** Edge index of each variable. */
  readonly edgeOfVar: Int32Array;
  /** The clauses, as literals (`2 * v` uses edge v's variable, `2 * v + 1` excludes it). */
  readonly clauses: number[][];
  /** How many clauses each rule contributed, in order. */
  readonly rules: readonly { readonly rule: EncodedRule; readonly count: number }[];
}

/** The name of a group of clauses of an {@link Encoding}: the rule of Masyu it states. */
export type EncodedRule =
  | 'degree' // every cell has 0 or 2 segments
  | 'pearl-visited' // every pearl is on the loop
  | 'black' // black pearls turn, and both legs go straight on for one more cell
  | 'white' // white pearls go straight, and the loop turns next to them
  | 'no-square' // with a pearl somewhere, a 2×2 square of segments is never the loop
  | 'some-loop'; // without pearls, some edge is used

// Pseudo-literals for edges that leave the grid: such an edge is never used.
const NEVER = -1; // "uses edge" for a missing edge
const ALWAYS = -2; // "does not use edge" for a missing edge

const DIRS = [Dir.up, Dir.down, Dir.left, Dir.right] as const;

/** A puzzle's rules as clauses over its edges ({@link Encoding}), the one-loop rule left out. */
export function encode(puzzle: MasyuPuzzle): Encoding {
  const { rows, cols, cells } = puzzle;
  const varOfEdge = new Int32Array(2 * rows * cols).fill(-1);
  const edges: number[] = [];
  for (let cell = 0; cell < rows * cols; cell++) {
    for (const dir of [Dir.right, Dir.down]) {
      const e = edgeToward(rows, cols, cell, dir);
      if (e >= 0) {
        varOfEdge[e] = edges.length;
        edges.push(e);
      }
    }
  }
  const uses = (e: number): number => (e < 0 ? NEVER : 2 * varOfEdge[e]!);
  const avoids = (e: number): number => (e < 0 ? ALWAYS : 2 * varOfEdge[e]! + 1);
  const toward = (cell: number, dir: number): number => edgeToward(rows, cols, cell, dir);
  /** The edge that continues straight on from `cell`'s neighbour in direction `dir`. */
  const beyond = (cell: number, dir: number): number => {
    const next = neighbour(rows, cols, cell, dir);
    return next < 0 ? -1 : toward(next, dir);
  };

  const clauses: number[][] = [];
  const rules: { rule: EncodedRule; count: number }[] = [];
  let start = 0;
  const finish = (rule: EncodedRule): void => {
    rules.push({ rule, count: clauses.length - start });
    start = clauses.length;
  };
  const add = (...lits: number[]): void => {
    if (lits.includes(ALWAYS)) return;
    clauses.push(lits.filter((l) => l !== NEVER));
  };

  for (let cell = 0; cell < rows * cols; cell++) {
    const incident = DIRS.map((d) => toward(cell, d)).filter((e) => e >= 0);
    for (const e of incident) add(avoids(e), ...incident.filter((f) => f !== e).map(uses));
    for (let a = 0; a < incident.length; a++) {
      for (let b = a + 1; b < incident.length; b++) {
        for (let c = b + 1; c < incident.length; c++) {
          add(avoids(incident[a]!), avoids(incident[b]!), avoids(incident[c]!));
        }
      }
    }
  }

  finish('degree');
  let pearls = 0;
  for (let cell = 0; cell < rows * cols; cell++) {
    if (cells[cell] === MasyuCell.empty) continue;
    pearls++;
    add(...DIRS.map((d) => uses(toward(cell, d))));
  }
  finish('pearl-visited');

  for (let cell = 0; cell < rows * cols; cell++) {
    if (cells[cell] !== MasyuCell.black) continue;
    const [up, down, left, right] = DIRS.map((d) => toward(cell, d)) as [
      number,
      number,
      number,
      number,
    ];
    add(avoids(left), avoids(right));
    add(avoids(up), avoids(down));
    add(uses(left), uses(right));
    add(uses(up), uses(down));
    for (const d of DIRS) add(avoids(toward(cell, d)), uses(beyond(cell, d)));
  }
  finish('black');

  for (let cell = 0; cell < rows * cols; cell++) {
    if (cells[cell] !== MasyuCell.white) continue;
    const [up, down, left, right] = DIRS.map((d) => toward(cell, d)) as [
      number,
      number,
      number,
      number,
    ];
    add(avoids(left), uses(right));
    add(avoids(right), uses(left));
    add(avoids(up), uses(down));
    add(avoids(down), uses(up));
    add(uses(left), uses(up));
    add(avoids(left), avoids(beyond(cell, Dir.left)), avoids(beyond(cell, Dir.right)));
    add(avoids(up), avoids(beyond(cell, Dir.up)), avoids(beyond(cell, Dir.down)));
  }
  finish('white');

  if (pearls > 0) {
    for (let cell = 0; cell < rows * cols; cell++) {
      const right = toward(cell, Dir.right);
      const down = toward(cell, Dir.down);
      if (right < 0 || down < 0) continue;
      add(
        avoids(right),
        avoids(down),
        avoids(toward(cell + 1, Dir.down)),
        avoids(toward(cell + cols, Dir.right)),
      );
    }
    finish('no-square');
  } else {
    add(...edges.map(uses));
    finish('some-loop');
  }
  return { varOfEdge, edgeOfVar: Int32Array.from(edges), clauses, rules };
}
