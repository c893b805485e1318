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
    if (board.countAt(cell, Mark.unknown) !== 1) return undefined;
    const only = DIRECTIONS.find((d) => board.at(cell, d) === Mark.unknown)!;
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
