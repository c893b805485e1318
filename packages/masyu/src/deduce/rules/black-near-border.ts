import { MasyuCell, Dir } from '../../model.js';
import { DIRECTIONS, cellName, opposite } from '../board.js';
import { conclude, type CellRule } from '../rule.js';
import { leaving, legOf } from './legs.js';

const SIDE: Readonly<Record<number, string>> = {
  [Dir.up]: 'top',
  [Dir.down]: 'bottom',
  [Dir.left]: 'left',
  [Dir.right]: 'right',
};

/**
 * The paper's black pearls at the border or one cell from it: a leg needs two cells, so the loop
 * cannot leave toward a border that close and leaves the other way.
 */
export const blackNearBorder: CellRule = {
  name: 'black-near-border',
  level: 'easy',
  apply(board, cell) {
    if (board.kind(cell) !== MasyuCell.black) return undefined;
    for (const dir of DIRECTIONS) {
      const step = board.next(cell, dir);
      if (step >= 0 && board.next(step, dir) >= 0) continue;
      const away = opposite(dir);
      const where = step < 0 ? 'next to' : 'one cell from';
      const found = conclude(
        board,
        [cell],
        legOf(board, cell, away),
        [[cell, dir]],
        () =>
          `Black pearl at ${cellName(board.cols, cell)} is ${where} the ${SIDE[dir]} edge, ` +
          `so the loop leaves it ${leaving(away)} for two cells`,
      );
      if (found !== undefined) return found;
    }
    return undefined;
  },
};
