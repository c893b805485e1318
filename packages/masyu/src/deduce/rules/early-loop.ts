import { DIRECTIONS, Mark, cellName, dirName, type DeductionBoard } from '../board.js';
import { conclude, contradiction, type CellRule } from '../rule.js';

/** Where the drawn line through a cell leads, followed one way. */
interface Walk {
  /** The last cell reached: the far end of the line, or the start again when it is closed. */
  readonly end: number;
  readonly edges: number;
  readonly pearls: number;
  readonly closed: boolean;
}

/** Follows the drawn line from a cell (one way) until it ends or comes back. */
export function follow(board: DeductionBoard, start: number): Walk {
  let previous = -1;
  let cell = start;
  let edges = 0;
  let pearls = board.isPearl(start) ? 1 : 0;
  for (let guard = 0; guard <= board.size; guard++) {
    let following = -1;
    for (const dir of DIRECTIONS) {
      if (board.at(cell, dir) !== Mark.line) continue;
      const other = board.next(cell, dir);
      if (other !== previous) {
        following = other;
        break;
      }
    }
    if (following < 0) break;
    edges++;
    if (following === start) return { end: start, edges, pearls, closed: true };
    previous = cell;
    cell = following;
    if (board.isPearl(cell)) pearls++;
  }
  return { end: cell, edges, pearls, closed: false };
}

/**
 * The paper's "no early loops": the loop is one closed line through every pearl, so a side that
 * would join the two ends of a piece of line is crossed out, unless that piece already holds
 * every pearl and every drawn line (closing it then finishes the puzzle). A piece already closed
 * too early means the position has no solution.
 */
export const earlyLoop: CellRule = {
  name: 'early-loop',
  level: 'medium',
  apply(board, cell) {
    const lines = board.countAt(cell, Mark.line);
    if (lines === 0 || lines > 2) return undefined;
    const walk = follow(board, cell);
    const complete = walk.edges === board.lineCount && walk.pearls === board.pearlCount;
    if (walk.closed) {
      if (complete) return undefined;
      return contradiction(
        [cell],
        () =>
          `the line through ${cellName(board.cols, cell)} has closed into a loop that leaves out ` +
          (walk.pearls < board.pearlCount ? 'some pearls' : 'other lines'),
      );
    }
    if (lines !== 1 || complete || walk.edges < 2) return undefined;
    const dir = DIRECTIONS.find(
      (d) => board.next(cell, d) === walk.end && board.at(cell, d) === Mark.unknown,
    );
    if (dir === undefined) return undefined;
    return conclude(board, [cell, walk.end], [], [[cell, dir]], () => {
      const missing = walk.pearls < board.pearlCount ? 'pearls' : 'lines';
      return (
        `Joining ${cellName(board.cols, cell)} to ${cellName(board.cols, walk.end)} (${dirName(dir)}) would close ` +
        `the loop with other ${missing} left out, so that side is crossed out`
      );
    });
  },
};
