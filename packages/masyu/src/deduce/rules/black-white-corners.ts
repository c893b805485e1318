import { MasyuCell, Dir } from '../../model.js';
import { DIRECTIONS, across, cellName, opposite } from '../board.js';
import { conclude, type CellRule } from '../rule.js';
import { leaving, legOf } from './legs.js';

const BESIDE: Readonly<Record<number, string>> = {
  [Dir.up]: 'above',
  [Dir.down]: 'below',
  [Dir.left]: 'left of',
  [Dir.right]: 'right of',
};

/**
 * The paper's black pearl with white pearls at two corners of one side: the leg toward that side
 * would run straight between the two white pearls, which could then neither cross it nor run
 * beside the pearl's turn, so the loop leaves the black pearl the other way.
 */
export const blackWhiteCorners: CellRule = {
  name: 'black-white-corners',
  level: 'easy',
  apply(board, cell) {
    if (board.kind(cell) !== MasyuCell.black) return undefined;
    for (const dir of DIRECTIONS) {
      const step = board.next(cell, dir);
      if (step < 0) continue;
      const [a, b] = across(dir);
      const left = board.next(step, a);
      const right = board.next(step, b);
      if (left < 0 || right < 0) continue;
      if (board.kind(left) !== MasyuCell.white || board.kind(right) !== MasyuCell.white) continue;
      const away = opposite(dir);
      const found = conclude(
        board,
        [cell, left, right],
        legOf(board, cell, away),
        [[cell, dir]],
        () =>
          `White pearls at ${cellName(board.cols, left)} and ${cellName(board.cols, right)} ` +
          `flank the cell ${BESIDE[dir]} the black pearl at ${cellName(board.cols, cell)}, ` +
          `so the loop leaves it ${leaving(away)} for two cells`,
      );
      if (found !== undefined) return found;
    }
    return undefined;
  },
};
