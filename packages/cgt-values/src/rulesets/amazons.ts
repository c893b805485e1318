import { NotationError } from '../short/notation.js';
import type { PartizanRuleset } from './ruleset.js';
import { swapXO } from './clobber.js';
import { formatGrid, gridKey, parseGrid, step, withCells, type Grid } from './grid.js';

/**
 * Amazons on small boards: `x` Left's amazons, `o` Right's, `.` empty, `#` burnt (or no cell). An
 * amazon moves like a chess queen over empty cells, then shoots an arrow, again like a queen,
 * from where it landed; the arrow's cell is burnt.
 */
export type AmazonsPosition = Grid;

/** Boards have at most this many cells: exact values of larger ones are out of reach. */
export const MAX_AMAZONS_CELLS = 64;

/** Reads a board such as `x..|..o` (rows separated by `|`). */
export function parseAmazons(text: string): AmazonsPosition {
  const g = parseGrid(text, 'xo.#', "'x' (Left), 'o' (Right), '.' (empty) or '#' (burnt)");
  if (g.cells.length > MAX_AMAZONS_CELLS) {
    const expected = `at most ${MAX_AMAZONS_CELLS} cells`;
    throw new NotationError(text, 1, expected, `${g.cells.length}`);
  }
  return g;
}

/** An Amazons position as text: its rows separated by `|`. */
export const formatAmazons: (p: AmazonsPosition) => string = formatGrid;

const QUEEN = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
] as const;

/** The empty cells a queen at i reaches on the board g. */
function reach(g: Grid, i: number): number[] {
  const out: number[] = [];
  for (const [dr, dc] of QUEEN) {
    for (let k = 1; ; k++) {
      const j = step(g, i, dr, dc, k);
      if (j < 0 || g.cells[j] !== '.') break;
      out.push(j);
    }
  }
  return out;
}

function* moves(p: Grid, mine: string): Generator<Grid> {
  for (let i = 0; i < p.cells.length; i++) {
    if (p.cells[i] !== mine) continue;
    for (const to of reach(p, i)) {
      const moved = withCells(p, [
        [i, '.'],
        [to, mine],
      ]);
      for (const arrow of reach(moved, to)) yield withCells(moved, [[arrow, '#']]);
    }
  }
}

/** Amazons. */
export const amazons: PartizanRuleset<AmazonsPosition> = {
  name: 'Amazons',
  leftOptions: (p) => moves(p, 'x'),
  rightOptions: (p) => moves(p, 'o'),
  key: (p) => gridKey(p, 8),
  conjugate(p) {
    const swapped = { ...p, cells: swapXO(p.cells) };
    return gridKey(swapped, 8) < gridKey(p, 8) ? swapped : undefined;
  },
};
