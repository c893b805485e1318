import { MasyuCell } from '../../model.js';
import { cellName } from '../board.js';
import { conclude, type CellRule } from '../rule.js';
import { AXES, axisEdges, axisName, crossAxis, isWhite } from './white-axis.js';

/**
 * The paper's three or more white pearls in a row: if the loop ran along the row through one of
 * them, it would run straight through all of them, and the middle one would have no turn beside
 * it; so it crosses the row at each of them.
 */
export const whiteRow: CellRule = {
  name: 'white-row',
  level: 'easy',
  apply(board, cell) {
    if (board.kind(cell) !== MasyuCell.white) return undefined;
    for (const axis of AXES) {
      let run = 1;
      for (const dir of axis) {
        for (let c = board.next(cell, dir); isWhite(board, c); c = board.next(c, dir)) run++;
      }
      if (run < 3) continue;
      const through = crossAxis(axis);
      const found = conclude(
        board,
        [cell],
        axisEdges(cell, through),
        axisEdges(cell, axis),
        () =>
          `The white pearl at ${cellName(board.cols, cell)} is one of ${run} white pearls in a ` +
          `line, so the loop crosses the line there, ${axisName(through)}`,
      );
      if (found !== undefined) return found;
    }
    return undefined;
  },
};
