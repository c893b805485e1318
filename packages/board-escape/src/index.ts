export {
  CELL_CHARS,
  DIRECTIONS,
  MAX_K,
  MAX_ESCAPE_SIDE,
  cellAt,
  checkK,
  createBoard,
  escapeStart,
  tokenCells,
  type EscapeBoard,
  type EscapeCell,
  type Direction,
  type EscapePosition,
  type EscapeToken,
  type Move,
} from './model.js';
export { legalMoves, neighbor, playMove, shiftToken } from './rules.js';
export {
  BoardEscapeSolver,
  GrundyTable,
  solveBoardEscape,
  type BoardEscapeResult,
  type Periodicity,
  type WinningMove,
} from './solver/index.js';
export { boardEscapeGame } from './game.js';
export {
  boardEscapeMatch,
  ESCAPE_SEARCH_MAX_TOKENS,
  escapeMoveValues,
  type EscapeMatchOptions,
  type EscapeMoveValue,
} from './analysis.js';
export { boardEscapeDescriptor, type EscapeStart } from './descriptor.js';
