export {
  CELL_CHARS,
  DIRECTIONS,
  MAX_K,
  MAX_SIDE,
  cellAt,
  checkK,
  createBoard,
  neighbor,
  tokenCells,
  type Board,
  type Cell,
  type Direction,
} from './board.js';
export {
  legalMoves,
  playMove,
  shiftToken,
  startPosition,
  type Move,
  type Position,
  type Token,
} from './rules.js';
export { GrundyTable, type Periodicity } from './grundy-table.js';
export {
  BoardEscapeSolver,
  solveBoardEscape,
  type BoardEscapeResult,
  type WinningMove,
} from './solve.js';
export { boardEscapeGame } from './game.js';
