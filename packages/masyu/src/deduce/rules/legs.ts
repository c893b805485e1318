import { MasyuCell, Dir } from '../../model.js';
import { Mark, across, type DeductionBoard } from '../board.js';

/** The two edges of a black pearl's leg in a direction: out of the pearl, and on through the next cell. */
export function legOf(board: DeductionBoard, cell: number, dir: number): [number, number][] {
  return [
    [cell, dir],
    [board.next(cell, dir), dir],
  ];
}

/** Why a black pearl's leg in a direction is impossible, or undefined when it is still open. */
export function blockedLeg(board: DeductionBoard, cell: number, dir: number): string | undefined {
  const step = board.next(cell, dir);
  if (step < 0 || board.next(step, dir) < 0) return 'the border is too close';
  if (board.at(cell, dir) === Mark.cross) return 'that side is crossed out';
  if (board.kind(step) === MasyuCell.black)
    return 'the next cell holds a black pearl, which would have to go straight';
  if (board.at(step, dir) === Mark.cross)
    return 'the line could not go on straight through the next cell';
  const [a, b] = across(dir);
  if (board.at(step, a) === Mark.line || board.at(step, b) === Mark.line) {
    return 'the next cell already turns';
  }
  return undefined;
}

/** How the loop leaves in a direction, as words: upward, downward, to the left, to the right. */
export function leaving(dir: number): string {
  return dir === Dir.up
    ? 'upward'
    : dir === Dir.down
      ? 'downward'
      : `to the ${dir === Dir.left ? 'left' : 'right'}`;
}
