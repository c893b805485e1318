import { DIRECTIONS, Mark, cellName, dirName } from '../board.js';
import { conclude, contradiction, type CellRule } from '../rule.js';

/**
 * The paper's forced moves: a line that reaches a cell must go on, so when only one way on is
 * left it is drawn; a pearl must be visited, so when only two sides are left both are drawn.
 */
export const forcedLine: CellRule = {
  name: 'forced-line',
  level: 'easy',
  apply(board, cell) {
    const lines = board.countAt(cell, Mark.line);
    if (lines > 1 || (lines === 0 && !board.isPearl(cell))) return undefined;
    // A line with several ways on, or a pearl with more than two: nothing to say.
    const openCount = board.countAt(cell, Mark.unknown);
    if (openCount > (lines === 1 ? 1 : 2)) return undefined;
    const open = DIRECTIONS.filter((d) => board.at(cell, d) === Mark.unknown);
    if (lines === 1) {
      const only = open[0];
      if (only === undefined) {
        return contradiction(
          [cell],
          () => `the line ends at ${cellName(board.cols, cell)} with no way on`,
        );
      }
      return conclude(
        board,
        [cell],
        [[cell, only]],
        [],
        () => `The line at ${cellName(board.cols, cell)} can only go on ${dirName(only)}`,
      );
    }
    if (open.length < 2) {
      return contradiction(
        [cell],
        () => `the pearl at ${cellName(board.cols, cell)} can no longer be visited`,
      );
    }
    return conclude(
      board,
      [cell],
      open.map((d) => [cell, d] as const),
      [],
      () =>
        `The pearl at ${cellName(board.cols, cell)} can only be entered ${open.map(dirName).join(' and ')}`,
    );
  },
};
