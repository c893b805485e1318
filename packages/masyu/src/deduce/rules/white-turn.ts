import { MasyuCell } from '../../model.js';
import { Mark, cellName, dirName } from '../board.js';
import { conclude, type CellRule } from '../rule.js';
import { across, type DeductionBoard } from '../board.js';
import { AXES, axisEdges, axisName } from './white-axis.js';

/**
 * Whether the loop, arriving at a cell next to a white pearl and heading in `dir`, must go on
 * straight: it already does, or both turns are crossed out.
 */
function cannotTurn(board: DeductionBoard, cell: number, dir: number): boolean {
  if (board.at(cell, dir) === Mark.line) return true;
  const [a, b] = across(dir);
  return board.at(cell, a) === Mark.cross && board.at(cell, b) === Mark.cross;
}

/**
 * The loop turns in at least one of the two cells beside a white pearl: if it could turn at
 * neither, that way through is impossible; if it cannot turn at one, it turns at the other.
 */
export const whiteTurn: CellRule = {
  name: 'white-turn',
  level: 'easy',
  apply(board, cell) {
    if (board.kind(cell) !== MasyuCell.white) return undefined;
    for (const axis of AXES) {
      const [d1, d2] = axis;
      const n1 = board.next(cell, d1);
      const n2 = board.next(cell, d2);
      if (n1 < 0 || n2 < 0) continue;
      const straight1 = cannotTurn(board, n1, d1);
      const straight2 = cannotTurn(board, n2, d2);
      if (straight1 && straight2) {
        const found = conclude(
          board,
          [cell, n1, n2],
          [],
          axisEdges(cell, axis),
          () =>
            `The loop could turn at neither ${cellName(board.cols, n1)} nor ` +
            `${cellName(board.cols, n2)}, so it cannot pass the white pearl at ${cellName(board.cols, cell)} ` +
            `${axisName(axis)}`,
        );
        if (found !== undefined) return found;
        continue;
      }
      if (board.at(cell, d1) !== Mark.line || board.at(cell, d2) !== Mark.line) continue;
      if (!straight1 && !straight2) continue;
      const [straight, turn, dir] = straight1 ? [n1, n2, d2] : [n2, n1, d1];
      const found = conclude(
        board,
        [cell, straight, turn],
        [],
        [[turn, dir]],
        () =>
          `The loop cannot turn at ${cellName(board.cols, straight)} beside the white ` +
          `pearl at ${cellName(board.cols, cell)}, so it turns at ${cellName(board.cols, turn)}: ` +
          `no line ${dirName(dir)} from there`,
      );
      if (found !== undefined) return found;
    }
    return undefined;
  },
};
