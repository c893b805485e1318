import type { TwoPlayerDescriptor } from '@cgkit/core-search';
import { boardEscapeMatch } from './analysis.js';
import { escapeStart, type EscapeBoard, type EscapePosition, type Move } from './model.js';
import { BoardEscapeSolver } from './solver/index.js';

/** The start of a game of BoardEscape: the board and the tokens' starting number. */
export interface EscapeStart {
  readonly board: EscapeBoard;
  readonly k: number;
}

/** BoardEscape across the toolkit: its names, and its match on the board's solver. */
export const boardEscapeDescriptor: TwoPlayerDescriptor<
  'board-escape',
  EscapeStart,
  EscapePosition,
  Move
> = {
  id: 'board-escape',
  title: 'BoardEscape',
  command: 'board-escape',
  formats: 'board-escape',
  page: 'board-escape',
  match: ({ board, k }) => ({
    game: boardEscapeMatch(new BoardEscapeSolver(board)),
    position: escapeStart(board, k),
  }),
};
