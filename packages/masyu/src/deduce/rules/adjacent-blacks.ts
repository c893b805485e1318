import { MasyuCell } from '../../model.js';
import { DIRECTIONS, cellName, opposite } from '../board.js';
import { conclude, type CellRule } from '../rule.js';
import { leaving, legOf } from './legs.js';

/**
 * The paper's two adjacent black pearls: a leg from one toward the other would have to pass
 * straight through the other, which must turn, so each leaves away from the other.
 */
export const adjacentBlacks: CellRule = {
  name: 'adjacent-blacks',
  level: 'easy',
  apply(board, cell) {
    if (board.kind(cell) !== MasyuCell.black) return undefined;
    for (const dir of DIRECTIONS) {
      const other = board.next(cell, dir);
      if (other < 0 || board.kind(other) !== MasyuCell.black) continue;
      const away = opposite(dir);
      const found = conclude(
        board,
        [cell, other],
        legOf(board, cell, away),
        [[cell, dir]],
        () =>
          `Black pearls at ${cellName(board.cols, cell)} and ${cellName(board.cols, other)} ` +
          `touch, so the loop leaves ${cellName(board.cols, cell)} ${leaving(away)} for two cells`,
      );
      if (found !== undefined) return found;
    }
    return undefined;
  },
};
