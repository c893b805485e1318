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
    const name = cellName(board.cols, cell);
    for (const axis of AXES) {
      const through = crossAxis(axis);
      const crossed = axis.find((d) => board.at(cell, d) === Mark.cross);
      const drawn = through.find((d) => board.at(cell, d) === Mark.line);
      let why: string;
      if (crossed !== undefined)
        why = `cannot leave the white pearl at ${name} ${dirName(crossed)}`;
      else if (drawn !== undefined) why = `leaves the white pearl at ${name} ${dirName(drawn)}`;
      else continue;
      const found = conclude(
        board,
        [cell],
        axisEdges(cell, through),
        axisEdges(cell, axis),
        () => `The loop ${why}, so it goes straight through it, ${axisName(through)}`,
      );
      if (found !== undefined) return found;
    }
    return undefined;
  },
};
