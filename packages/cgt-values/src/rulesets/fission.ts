import type { PartizanRuleset } from './ruleset.js';
import { formatGrid, gridKey, parseGrid, step, withCells, type Grid } from './grid.js';

/**
 * Fission (Lessons in Play): stones `x` on a grid of empty cells `.` (`#` no cell). Left splits a
 * stone into two on the cells just above and below it, Right on the cells just left and right of
 * it; both cells must be empty, and the stone's own cell becomes empty.
 */
export type FissionPosition = Grid;

/** Reads a board such as `.x.|...` (rows separated by `|`). */
export function parseFission(text: string): FissionPosition {
  return parseGrid(text, 'x.#', "'x' (a stone), '.' (empty) or '#' (no cell)");
}

/** A Fission position as text: its rows separated by `|`. */
export const formatFission: (p: FissionPosition) => string = formatGrid;

function* splits(p: Grid, dr: number, dc: number): Generator<Grid> {
  for (let i = 0; i < p.cells.length; i++) {
    if (p.cells[i] !== 'x') continue;
    const [a, b] = [step(p, i, -dr, -dc), step(p, i, dr, dc)];
    if (a >= 0 && b >= 0 && p.cells[a] === '.' && p.cells[b] === '.') {
      yield withCells(p, [
        [i, '.'],
        [a, 'x'],
        [b, 'x'],
      ]);
    }
  }
}

function transposed(p: Grid): Grid {
  let cells = '';
  for (let c = 0; c < p.width; c++) {
    for (let r = 0; r < p.height; r++) cells += p.cells[r * p.width + c]!;
  }
  return { width: p.height, height: p.width, cells };
}

/** Fission. The board turned a quarter is the negative. */
export const fission: PartizanRuleset<FissionPosition> = {
  name: 'Fission',
  leftOptions: (p) => splits(p, 1, 0),
  rightOptions: (p) => splits(p, 0, 1),
  key: (p) => gridKey(p, 4),
  conjugate(p) {
    const t = transposed(p);
    return gridKey(t, 4) < gridKey(p, 4) ? t : undefined;
  },
};
