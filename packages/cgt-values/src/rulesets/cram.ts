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
 * Cram: either player places a domino, vertical or horizontal, on two empty cells (`.`); `#` is
 * filled. An impartial game, so every value is a nimber.
 */
export type CramPosition = Grid;

/** Reads a board such as `...|..#` (rows separated by `|`). */
export function parseCram(text: string): CramPosition {
  return parseGrid(text, '.#', "'.' (empty) or '#' (filled)");
}

/** A Cram position as text: its rows separated by `|`. */
export const formatCram: (p: CramPosition) => string = formatGrid;

function* placements(p: Grid): Generator<Grid> {
  for (let i = 0; i < p.cells.length; i++) {
    if (p.cells[i] !== '.') continue;
    for (const j of [step(p, i, 0, 1), step(p, i, 1, 0)]) {
      if (j >= 0 && p.cells[j] === '.') {
        yield withCells(p, [
          [i, '#'],
          [j, '#'],
        ]);
      }
    }
  }
}

/** Cram. The regions of empty cells are independent; a single cell is 0. */
export const cram: PartizanRuleset<CramPosition> = {
  name: 'Cram',
  impartial: true,
  leftOptions: placements,
  rightOptions: placements,
  key: (p) => gridKey(p, 8),
  components: (p) =>
    gridComponents(p, (c) => c === '.').filter((g) => g.cells.split('.').length > 2),
};
