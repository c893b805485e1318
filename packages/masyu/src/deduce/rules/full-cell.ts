import { DIRECTIONS, Mark, cellName } from '../board.js';
import { conclude, contradiction, type CellRule } from '../rule.js';

/** A cell has two lines at most: once it has two, its other sides are crossed out. */
export const fullCell: CellRule = {
  name: 'full-cell',
  level: 'easy',
  apply(board, cell) {
    const lines = board.countAt(cell, Mark.line);
    if (lines < 2) return undefined;
    if (lines > 2) {
      return contradiction(
        [cell],
        () => `${cellName(board.cols, cell)} has ${lines} lines: the loop would branch`,
      );
    }
    if (board.countAt(cell, Mark.unknown) === 0) return undefined;
    const crosses = DIRECTIONS.filter((d) => board.at(cell, d) === Mark.unknown).map(
      (d) => [cell, d] as const,
    );
    return conclude(
      board,
      [cell],
      [],
      crosses,
      () =>
        `${cellName(board.cols, cell)} already has two lines, so its other sides are crossed out`,
    );
  },
};
