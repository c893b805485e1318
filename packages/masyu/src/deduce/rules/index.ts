import type { BoardRule, CellRule } from '../rule.js';
import { adjacentBlacks } from './adjacent-blacks.js';
import { blackBlockedLeg } from './black-blocked-leg.js';
import { blackExtends } from './black-extends.js';
import { blackNearBorder } from './black-near-border.js';
import { blackWhiteCorners } from './black-white-corners.js';
import { deadCell } from './dead-cell.js';
import { earlyLoop } from './early-loop.js';
import { forcedLine } from './forced-line.js';
import { fullCell } from './full-cell.js';
import { parity } from './parity.js';
import { unreachable } from './unreachable.js';
import { whiteBorder } from './white-border.js';
import { whiteRow } from './white-row.js';
import { whiteStraight } from './white-straight.js';
import { whiteTurn } from './white-turn.js';

/**
 * The local rules, tried at each cell in this order: the paper's named patterns first, so that an
 * explanation names them when they apply, then the general rules they are special cases of.
 */
export const CELL_RULES: readonly CellRule[] = [
  blackNearBorder,
  adjacentBlacks,
  blackWhiteCorners,
  whiteBorder,
  whiteRow,
  fullCell,
  forcedLine,
  deadCell,
  blackExtends,
  blackBlockedLeg,
  whiteStraight,
  whiteTurn,
];

/** Cell rules that follow the loop beyond the neighbourhood: tried when no local rule applies. */
export const LATE_CELL_RULES: readonly CellRule[] = [earlyLoop];

/** The rules about the loop as a whole, tried when no cell rule applies. */
export const BOARD_RULES: readonly BoardRule[] = [unreachable, parity];
