export { formatBoardEscapeBoard, parseBoardEscapeBoard } from './board-file.js';
export {
  formatBoardEscapeJsonl,
  parseBoardEscapeJsonl,
  parseBoardEscapeJsonlLine,
  type BoardEscapeCase,
} from './jsonl.js';
