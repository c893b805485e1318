import { MasyuCell } from '../../model.js';
import { DIRECTIONS, Mark, across, cellName, dirName, opposite } from '../board.js';
import { conclude, type CellRule } from '../rule.js';
import { leaving } from './legs.js';

/**
 * Once the loop leaves a black pearl by one side, that leg goes straight through the next cell,
 * and the opposite side is unused (the pearl turns).
 */
export const blackExtends: CellRule = {
  name: 'black-extends',
  level: 'easy',
  apply(board, cell) {
    if (board.kind(cell) !== MasyuCell.black) return undefined;
    for (const dir of DIRECTIONS) {
      if (board.at(cell, dir) !== Mark.line) continue;
      const step = board.next(cell, dir);
      const [a, b] = across(dir);
      const found = conclude(
        board,
        [cell, step],
        [[step, dir]],
        [
          [cell, opposite(dir)],
          [step, a],
          [step, b],
        ],
        () =>
          `The loop leaves the black pearl at ${cellName(board.cols, cell)} ${leaving(dir)}, ` +
          `so it goes straight on through ${cellName(board.cols, step)} ` +
          `and does not leave the pearl ${dirName(opposite(dir))}`,
      );
      if (found !== undefined) return found;
    }
    return undefined;
  },
};
