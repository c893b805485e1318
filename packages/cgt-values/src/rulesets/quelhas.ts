import type { PartizanRuleset } from './ruleset.js';
import {
  formatGrid,
  gridComponents,
  gridKey,
  parseGrid,
  step,
  withCells,
  type Grid,
} from './grid.js';

/**
 * Quelhas (as cgt-tools' AI players play it): Left crosses out a vertical segment of two or more
 * empty cells (`.`), Right a horizontal one; `#` is crossed out. cgt-tools plays it in misère
 * play (whoever makes the last move loses: `cgkit cgt misere --ruleset quelhas`); its value
 * here is the normal-play one, as for every ruleset. With segments of exactly two cells it
 * would be Domineering.
 */
export type QuelhasPosition = Grid;

/** Reads a board such as `...|..#` (rows separated by `|`). */
export function parseQuelhas(text: string): QuelhasPosition {
  return parseGrid(text, '.#', "'.' (empty) or '#' (crossed out)");
}

/** A Quelhas position as text: its rows separated by `|`. */
export const formatQuelhas: (p: QuelhasPosition) => string = formatGrid;

/** Every segment of two or more empty cells in direction (dr, dc), crossed out. */
function* segments(p: Grid, dr: number, dc: number): Generator<Grid> {
  for (let start = 0; start < p.cells.length; start++) {
    if (p.cells[start] !== '.') continue;
    // A segment starts at `start` and runs on while the cells are empty.
    const crossed: [number, string][] = [[start, '#']];
    for (let j = step(p, start, dr, dc); j >= 0 && p.cells[j] === '.'; j = step(p, j, dr, dc)) {
      crossed.push([j, '#']);
      yield withCells(p, crossed);
    }
  }
}

/** Quelhas. Transposing the board swaps the players; regions of empty cells are independent. */
export const quelhas: PartizanRuleset<QuelhasPosition> = {
  name: 'Quelhas',
  leftOptions: (p) => segments(p, 1, 0),
  rightOptions: (p) => segments(p, 0, 1),
  // Reflections keep columns columns and rows rows.
  key: (p) => gridKey(p, 4),
  components: (p) =>
    gridComponents(p, (c) => c === '.').filter((g) => g.cells.split('.').length > 2),
};
