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
    const open = DIRECTIONS.filter((d) => board.at(cell, d) === Mark.unknown);
    const name = cellName(board.cols, cell);
    if (lines === 1) {
      const only = open[0];
      if (only === undefined) {
        return contradiction([cell], () => `the line ends at ${name} with no way on`);
      }
      if (open.length > 1) return undefined;
      return conclude(
        board,
        [cell],
        [[cell, only]],
        [],
        () => `The line at ${name} can only go on ${dirName(only)}`,
      );
    }
    if (lines > 0 || !board.isPearl(cell)) return undefined;
    if (open.length < 2) {
      return contradiction([cell], () => `the pearl at ${name} can no longer be visited`);
    }
    if (open.length > 2) return undefined;
    return conclude(
      board,
      [cell],
      open.map((d) => [cell, d] as const),
      [],
      () => `The pearl at ${name} can only be entered ${open.map(dirName).join(' and ')}`,
    );
  },
};
