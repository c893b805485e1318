// The solver's one entry: what the rest of the package and its public index use of it.
export { GrundyTable, type Periodicity } from './grundy-table.js';
export {
  BoardEscapeSolver,
  solveBoardEscape,
  type BoardEscapeResult,
  type WinningMove,
} from './solve.js';
