import { MasyuCell } from '../../model.js';
import { Mark, cellName, dirName } from '../board.js';
import { conclude, type CellRule } from '../rule.js';
import { AXES, axisEdges, axisName, crossAxis } from './white-axis.js';

/**
 * The loop goes straight through a white pearl: as soon as one side is crossed out, or one side
 * of the other axis is drawn, the way through is known.
 */
export const whiteStraight: CellRule = {
  name: 'white-straight',
  level: 'easy',
  apply(board, cell) {
    if (board.kind(cell) !== MasyuCell.white) return undefined;
    for (const axis of AXES) {
      const through = crossAxis(axis);
      const [a, b] = axis;
      const [c, d] = through;
      const crossed =
        board.at(cell, a) === Mark.cross ? a : board.at(cell, b) === Mark.cross ? b : undefined;
      const drawn =
        board.at(cell, c) === Mark.line ? c : board.at(cell, d) === Mark.line ? d : undefined;
      if (crossed === undefined && drawn === undefined) continue;
      // Already straight through (the usual case when the cell is looked at again): nothing new.
      if (board.at(cell, a) === Mark.cross && board.at(cell, b) === Mark.cross) {
        if (board.at(cell, c) === Mark.line && board.at(cell, d) === Mark.line) continue;
      }
      const found = conclude(board, [cell], axisEdges(cell, through), axisEdges(cell, axis), () => {
        const at = `the white pearl at ${cellName(board.cols, cell)}`;
        const why =
          crossed !== undefined
            ? `cannot leave ${at} ${dirName(crossed)}`
            : `leaves ${at} ${dirName(drawn!)}`;
        return `The loop ${why}, so it goes straight through it, ${axisName(through)}`;
      });
      if (found !== undefined) return found;
    }
    return undefined;
  },
};
