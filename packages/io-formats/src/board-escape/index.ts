// The entry `@cgkit/io-formats/board-escape`: this game's formats alone, without the other games' (and
// their packages), and the error they throw.
export { FormatError, type SourcePosition } from '../errors.js';
export { formatBoardEscapeBoard, parseBoardEscapeBoard } from './board-file.js';
export {
  formatBoardEscapeJsonl,
  parseBoardEscapeJsonl,
  parseBoardEscapeJsonlLine,
  type BoardEscapeCase,
} from './jsonl.js';
