import {
  DIRECTIONS,
  MAX_K,
  createBoard,
  type EscapeBoard,
  type Direction,
  type Move,
} from '@cgkit/board-escape';
import { FormatError, parseBoardEscapeBoard } from '@cgkit/io-formats/board-escape';
import type { MatchSetup } from '../../shell/game-adapter.js';
import { choice } from '../../shell/link-params.js';

/** Everything a link to a BoardEscape game carries. */
export interface BoardEscapeSetup extends MatchSetup<Move> {
  readonly board: EscapeBoard;
  readonly k: number;
}

/** The example of the problem statement: Alice wins with k = 13. */
export const DEFAULT_BOARD: EscapeBoard = createBoard(['#E...', '#...E', 'E.T#.', '..#..']);
export const DEFAULT_K = 13;

/**
 * A move in a link: the token's number, counted from 1 in reading order of the starting board,
 * and the direction's initial (`1u`, `3l`).
 */
const formatMove = ({ token, direction }: Move): string => `${token + 1}${direction[0]}`;

function parseMove(text: string, i: number, first: number): Move {
  const match = /^(\d+)([udlr])$/.exec(text);
  const direction = DIRECTIONS.find((d) => d[0] === match?.[2]);
  if (match === null || direction === undefined) {
    throw new RangeError(
      `move ${i + 1} is a token number and u, d, l or r (like 1u), got “${text}”`,
    );
  }
  const token = Number(match[1]) - first;
  if (token < 0) throw new RangeError(`move ${i + 1}: tokens are counted from 1, got “${text}”`);
  return { token, direction };
}

/**
 * The moves of a link: `play=1u.2l`, tokens counted from 1; links written before that
 * (`moves=0u.1l`, from 0) are still read.
 */
function readMoves(params: URLSearchParams): Move[] {
  const fromOne = params.has('play');
  const text = params.get('play') ?? params.get('moves') ?? '';
  if (text === '') return [];
  return text.split('.').map((move, i) => parseMove(move, i, fromOne ? 1 : 0));
}

/**
 * Reads a board's rows with the formats package's board reader; throws a RangeError naming the
 * first thing wrong, its row and column counted from 1 as the page does.
 */
export function parseBoard(rows: readonly string[]): EscapeBoard {
  try {
    return parseBoardEscapeBoard(rows.join('\n'), 'board');
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    throw new RangeError(`row ${error.line}, column ${error.column}: ${error.message}`, {
      cause: error,
    });
  }
}

/** Reads k, the tokens' starting number; throws a RangeError unless it is 1 to 10⁹. */
export function parseK(text: string): number {
  const k = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(k) || k < 1 || k > MAX_K) {
    throw new RangeError(
      `k is a whole number from 1 to ${MAX_K.toLocaleString('en')}, got “${text}”`,
    );
  }
  return k;
}

/** Reads a game from the page's URL parameters; throws a RangeError naming what is wrong. */
export function readSetup(params: URLSearchParams): BoardEscapeSetup {
  const rows = params.get('board');
  const board = rows === null ? DEFAULT_BOARD : parseBoard(rows.split('-'));
  const k = params.has('k') ? parseK(params.get('k') ?? '') : DEFAULT_K;
  return {
    board,
    k,
    moves: readMoves(params),
    opponent: choice(params, 'vs', ['computer', 'person'] as const) ?? 'computer',
    computerFirst: choice(params, 'first', ['computer', 'you'] as const) === 'computer',
    showValues: choice(params, 'values', ['on', 'off'] as const) === 'on',
  };
}

/** The URL parameters of a game; defaults are left out so links stay short. */
export function writeSetup(setup: BoardEscapeSetup): Record<string, string | undefined> {
  const board = setup.board.rows.join('-');
  return {
    board: board === DEFAULT_BOARD.rows.join('-') ? undefined : board,
    k: setup.k === DEFAULT_K ? undefined : String(setup.k),
    play: setup.moves.map(formatMove).join('.'),
    moves: undefined,
    vs: setup.opponent === 'person' ? 'person' : undefined,
    first: setup.opponent === 'computer' && setup.computerFirst ? 'computer' : undefined,
    values: setup.showValues ? 'on' : undefined,
  };
}

/** What a click on a cell of the board editor turns it into. */
const NEXT_CELL: Readonly<Record<string, string>> = { '.': 'T', T: 'E', E: '#', '#': '.' };

/** The board with one cell cycled through empty, token, exit and obstacle. */
export function cycleCell(board: EscapeBoard, row: number, column: number): EscapeBoard {
  return createBoard(
    board.rows.map((line, r) =>
      r === row
        ? line.slice(0, column) + (NEXT_CELL[line[column]!] ?? '.') + line.slice(column + 1)
        : line,
    ),
  );
}

export const ARROWS: Readonly<Record<Direction, string>> = {
  up: '↑',
  down: '↓',
  left: '←',
  right: '→',
};

/**
 * A token's number, short enough for its cell: `999`, `12k`, `1.2M`, `999M`, `1e9` (the full
 * number goes in the cell's title).
 */
export function shortCount(n: number): string {
  if (n < 1_000) return String(n);
  if (n >= 1_000_000_000) return `${Math.floor(n / 1e8) / 10}e9`;
  const [unit, size] = n >= 1_000_000 ? ['M', 1_000_000] : ['k', 1_000];
  const value = n / size;
  // One decimal below 10 (1.2M), none above (12M, 999k); never rounded up to the next unit's 1000.
  const digits = value < 10 ? Math.floor(value * 10) / 10 : Math.floor(value);
  return `${digits}${unit}`;
}
