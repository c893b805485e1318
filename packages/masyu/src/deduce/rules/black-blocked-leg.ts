import { MasyuCell } from '../../model.js';
import { DIRECTIONS, cellName, dirName, opposite } from '../board.js';
import { conclude, contradiction, type CellRule } from '../rule.js';
import { blockedLeg, leaving, legOf } from './legs.js';

/**
 * A black pearl turns, so it leaves by exactly one side of each pair (up or down, left or right),
 * and each leg runs straight through the next cell: when one leg of a pair is impossible, the
 * other is drawn for two cells.
 */
export const blackBlockedLeg: CellRule = {
  name: 'black-blocked-leg',
  level: 'easy',
  apply(board, cell) {
    if (board.kind(cell) !== MasyuCell.black) return undefined;
    for (const dir of DIRECTIONS) {
      const why = blockedLeg(board, cell, dir);
      if (why === undefined) continue;
      const away = opposite(dir);
      const other = blockedLeg(board, cell, away);
      if (other !== undefined) {
        return contradiction(
          [cell],
          () =>
            `the black pearl at ${cellName(board.cols, cell)} can leave neither ${dirName(dir)} nor ${dirName(away)}`,
        );
      }
      const found = conclude(
        board,
        [cell],
        legOf(board, cell, away),
        [[cell, dir]],
        () =>
          `The black pearl at ${cellName(board.cols, cell)} cannot leave ${dirName(dir)} (${why}), ` +
          `so the loop leaves it ${leaving(away)} for two cells`,
      );
      if (found !== undefined) return found;
    }
    return undefined;
  },
};
