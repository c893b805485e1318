import { MasyuCell, Dir } from '../../model.js';
import { DIRECTIONS, cellName } from '../board.js';
import { conclude, type CellRule } from '../rule.js';
import { AXES, axisEdges, axisName, crossAxis } from './white-axis.js';

const SIDE: Readonly<Record<number, string>> = {
  [Dir.up]: 'top',
  [Dir.down]: 'bottom',
  [Dir.left]: 'left',
  [Dir.right]: 'right',
};

/** The paper's white pearls at the border: the loop goes straight through, so it runs along it. */
export const whiteBorder: CellRule = {
  name: 'white-border',
  level: 'easy',
  apply(board, cell) {
    if (board.kind(cell) !== MasyuCell.white) return undefined;
    for (const dir of DIRECTIONS) {
      if (board.next(cell, dir) >= 0) continue;
      const blocked = AXES[dir === Dir.up || dir === Dir.down ? 0 : 1];
      const along = crossAxis(blocked);
      const found = conclude(
        board,
        [cell],
        axisEdges(cell, along),
        axisEdges(cell, blocked),
        () =>
          `The white pearl at ${cellName(board.cols, cell)} is on the ${SIDE[dir]} edge, ` +
          `so the loop runs along the edge through it, ${axisName(along)}`,
      );
      if (found !== undefined) return found;
    }
    return undefined;
  },
};
