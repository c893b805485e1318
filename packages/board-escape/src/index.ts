export {
  CELL_CHARS,
  DIRECTIONS,
  MAX_K,
  MAX_ESCAPE_SIDE,
  cellAt,
  checkK,
  createBoard,
  neighbor,
  tokenCells,
  type EscapeBoard,
  type EscapeCell,
  type Direction,
} from './board.js';
export {
  legalMoves,
  playMove,
  shiftToken,
  escapeStart,
  type Move,
  type EscapePosition,
  type EscapeToken,
} from './rules.js';
export { GrundyTable, type Periodicity } from './grundy-table.js';
export {
  BoardEscapeSolver,
  solveBoardEscape,
  type BoardEscapeResult,
  type WinningMove,
} from './solve.js';
export { boardEscapeGame } from './game.js';
