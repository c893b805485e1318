import { DIRECTIONS, Mark, cellName, dirName } from '../board.js';
import { conclude, type CellRule } from '../rule.js';

/**
 * The paper's dead cells: an empty cell without a line that can be entered from one side only
 * cannot be on the loop (the loop would have to leave by the way it came).
 */
export const deadCell: CellRule = {
  name: 'dead-cell',
  level: 'easy',
  apply(board, cell) {
    if (board.isPearl(cell) || board.countAt(cell, Mark.line) > 0) return undefined;
    const open = DIRECTIONS.filter((d) => board.at(cell, d) === Mark.unknown);
    const only = open[0];
    if (open.length !== 1 || only === undefined) return undefined;
    return conclude(
      board,
      [cell],
      [],
      [[cell, only]],
      () =>
        `${cellName(board.cols, cell)} could only be entered from ${dirName(only)}, ` +
        `so the loop does not pass through it`,
    );
  },
};
