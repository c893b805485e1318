import { Dir } from '../../model.js';
import type { DeductionBoard } from '../board.js';

/** The two ways through a white pearl: up–down and left–right. */
export const AXES = [
  [Dir.up, Dir.down],
  [Dir.left, Dir.right],
] as const;

export type Axis = (typeof AXES)[number];

/** The other axis. */
export function crossAxis(axis: Axis): Axis {
  return axis[0] === Dir.up ? AXES[1] : AXES[0];
}

/** An axis as words: up and down, left to right. */
export function axisName(axis: Axis): string {
  return axis[0] === Dir.up ? 'up and down' : 'left to right';
}

/** The two edges of an axis at a cell, as cell and direction. */
export function axisEdges(cell: number, axis: Axis): [number, number][] {
  return [
    [cell, axis[0]],
    [cell, axis[1]],
  ];
}

/** Whether a cell holds a white pearl. */
export function isWhite(board: DeductionBoard, cell: number): boolean {
  return cell >= 0 && board.kind(cell) === 1;
}
