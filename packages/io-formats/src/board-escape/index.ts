export { formatBoardEscapeBoard, parseBoardEscapeBoard } from './board-file.js';
export { formatBoardEscapeJsonl, parseBoardEscapeJsonl, type BoardEscapeCase } from './jsonl.js';
