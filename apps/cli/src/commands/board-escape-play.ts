import type { Readable, Writable } from 'node:stream';
import {
  DIRECTIONS,
  boardEscapeDescriptor,
  type Direction,
  type EscapeBoard,
  type EscapePosition,
  type Move,
} from '@cgkit/board-escape';
import type { MatchPolicy } from '@cgkit/core-search';
import { playMatch, type Player } from '../match-play.js';

export type { Player } from '../match-play.js';

export interface EscapePlayOptions {
  readonly input: Readable;
  readonly output: Writable;
  readonly board: EscapeBoard;
  readonly k: number;
  /** Who moves first; asked on the input when omitted. */
  readonly first?: Player;
  /** How the computer plays. */
  readonly policy: MatchPolicy;
  /** The seed of the random and learner policies. */
  readonly seed: number;
}

/**
 * A game of BoardEscape between a person, typing moves on `input`, and the computer. Returns the
 * winner, or undefined when the person quits (`q` or the end of the input).
 */
export async function playBoardEscape(options: EscapePlayOptions): Promise<Player | undefined> {
  const { board, k } = options;
  const { game, position } = boardEscapeDescriptor.match({ board, k });
  return playMatch({
    ...options,
    game,
    start: position,
    view: {
      welcome:
        `BoardEscape, every token starting at ${k}. Move a token one cell: type ROW COLUMN\n` +
        `DIRECTION (rows and columns from 1; up, down, left, right or u, d, l, r). A token\n` +
        `leaves at an exit or when its count reaches 0; whoever cannot move loses. Type q to quit.\n`,
      whoFirst: 'Who moves first, you or the computer?',
      before: (position) => drawEscapeBoard(board, position),
      question: () => 'Your move (ROW COLUMN DIRECTION): ',
      read: (answer, position) => readMove(board, position, answer),
      played(move, before, _after, you) {
        const token = before.tokens[move.token]!;
        const where = `the token at row ${token.row + 1}, column ${token.column + 1} ${move.direction}`;
        return `${you ? 'You move' : 'The computer moves'} ${where}.\n`;
      },
      ended: (_position, youWon) =>
        youWon ? 'The computer has no move: you win!\n' : 'You have no move: you lose.\n',
    },
  });
}

const DIRECTION_NAMES: Readonly<Record<string, Direction>> = Object.fromEntries(
  DIRECTIONS.flatMap((direction) => [
    [direction, direction],
    [direction[0]!, direction],
  ]),
);

/** A move typed `ROW COLUMN DIRECTION`, or why it cannot be read (as a sentence, no period). */
export function readMove(
  board: EscapeBoard,
  position: EscapePosition,
  answer: string,
): Move | string {
  const parts = answer.split(/\s+/).filter((part) => part !== '');
  const usage = 'type ROW COLUMN DIRECTION, like "1 2 up"';
  if (parts.length !== 3) return `${JSON.stringify(answer)} is not a move: ${usage}`;
  const [rowText, columnText, directionText] = parts as [string, string, string];
  const row = Number(rowText);
  const column = Number(columnText);
  if (!/^\d+$/.test(rowText) || row < 1 || row > board.height) {
    return `row ${rowText} is not on the board (rows 1 to ${board.height})`;
  }
  if (!/^\d+$/.test(columnText) || column < 1 || column > board.width) {
    return `column ${columnText} is not on the board (columns 1 to ${board.width})`;
  }
  const direction = DIRECTION_NAMES[directionText];
  if (direction === undefined) {
    return `${JSON.stringify(directionText)} is not a direction: up, down, left, right (or u, d, l, r)`;
  }
  // Tokens sharing a cell move alike; the first listed moves.
  const token = position.tokens.findIndex((t) => t.row === row - 1 && t.column === column - 1);
  if (token < 0) return `there is no token at row ${row}, column ${column}`;
  return { token, direction };
}

/**
 * The board with row and column numbers (columns by their last digit), `T` on a cell with one
 * token (the number of tokens when several share it, `*` past 9), then each token's count.
 */
export function drawEscapeBoard(board: EscapeBoard, position: EscapePosition): string {
  const here = new Map<number, number>();
  for (const { row, column } of position.tokens) {
    const cell = row * board.width + column;
    here.set(cell, (here.get(cell) ?? 0) + 1);
  }
  const pad = String(board.height).length;
  const columns = Array.from({ length: board.width }, (_, c) => String((c + 1) % 10)).join('');
  const rows = board.rows.map((text, r) => {
    const cells = [...text].map((char, c) => {
      const count = here.get(r * board.width + c);
      if (count === undefined) return char === 'T' ? '.' : char;
      return count === 1 ? 'T' : count > 9 ? '*' : String(count);
    });
    return `  ${String(r + 1).padStart(pad)} ${cells.join('')}\n`;
  });
  const counts = position.tokens.map(
    ({ row, column, count }) => `row ${row + 1}, column ${column + 1}: ${count}`,
  );
  const tokens =
    counts.length === 0 ? 'No token is left.' : `Tokens (moves left): ${counts.join('; ')}.`;
  return `  ${' '.repeat(pad)} ${columns}\n${rows.join('')}${tokens}\n`;
}
