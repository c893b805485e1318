import type { PartizanRuleset } from './ruleset.js';
import {
  formatGrid,
  gridComponents,
  gridKey,
  neighbours,
  parseGrid,
  withCells,
  type Grid,
} from './grid.js';

/**
 * Clobber on a grid: `x` Left's stones, `o` Right's, `.` empty, `#` no cell. A player moves one
 * of their stones onto an orthogonally adjacent stone of the other player, removing it.
 */
export type ClobberPosition = Grid;

/** Reads a board such as `xo.|oxx` (rows separated by `|`). */
export function parseClobber(text: string): ClobberPosition {
  return parseGrid(text, 'xo.#', "'x' (Left), 'o' (Right), '.' (empty) or '#' (no cell)");
}

/** A Clobber position as text: its rows separated by `|`. */
export const formatClobber: (p: ClobberPosition) => string = formatGrid;

/** Swaps the players' stones. */
export const swapXO = (cells: string): string =>
  cells.replace(/[xo]/g, (c) => (c === 'x' ? 'o' : 'x'));

function* clobbers(p: Grid, mine: string, theirs: string): Generator<Grid> {
  for (let i = 0; i < p.cells.length; i++) {
    if (p.cells[i] !== mine) continue;
    for (const j of neighbours(p, i)) {
      if (p.cells[j] === theirs) {
        yield withCells(p, [
          [i, '.'],
          [j, mine],
        ]);
      }
    }
  }
}

/** Clobber. Groups of adjacent stones are independent; a group of one colour is 0. */
export const clobber: PartizanRuleset<ClobberPosition> = {
  name: 'Clobber',
  leftOptions: (p) => clobbers(p, 'x', 'o'),
  rightOptions: (p) => clobbers(p, 'o', 'x'),
  key: (p) => gridKey(p, 8),
  components: (p) =>
    gridComponents(p, (c) => c === 'x' || c === 'o').filter(
      (g) => g.cells.includes('x') && g.cells.includes('o'),
    ),
  conjugate(p) {
    const swapped = { ...p, cells: swapXO(p.cells) };
    return gridKey(swapped, 8) < gridKey(p, 8) ? swapped : undefined;
  },
};
