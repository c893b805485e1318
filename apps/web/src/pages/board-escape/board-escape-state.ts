import {
  DIRECTIONS,
  checkK,
  createBoard,
  type Board,
  type Direction,
  type Move,
} from '@cgkit/board-escape';

/** Everything a link to a BoardEscape game carries. */
export interface BoardEscapeSetup {
  readonly board: Board;
  readonly k: number;
  readonly moves: readonly Move[];
}

/** The example of the problem statement: Alice wins with k = 13. */
export const DEFAULT_BOARD: Board = createBoard(['#E...', '#...E', 'E.T#.', '..#..']);
export const DEFAULT_K = 13;

/** A move in a link: the token's index and the direction's initial (`0u`, `2l`). */
const formatMove = ({ token, direction }: Move): string => `${token}${direction[0]}`;

function parseMove(text: string): Move {
  const match = /^(\d+)([udlr])$/.exec(text);
  const direction = DIRECTIONS.find((d) => d[0] === match?.[2]);
  if (match === null || direction === undefined) {
    throw new RangeError(`a move is a token number and u, d, l or r, got ${text}`);
  }
  return { token: Number(match[1]), direction };
}

/** Reads a game from the page's URL parameters; throws a RangeError naming what is wrong. */
export function readSetup(params: URLSearchParams): BoardEscapeSetup {
  const rows = params.get('board');
  const board = rows === null ? DEFAULT_BOARD : createBoard(rows.split('-'));
  const k = params.has('k') ? Number(params.get('k')) : DEFAULT_K;
  checkK(k);
  const movesText = params.get('moves') ?? '';
  return { board, k, moves: movesText === '' ? [] : movesText.split('.').map(parseMove) };
}

/** The URL parameters of a game; defaults are left out so links stay short. */
export function writeSetup(setup: BoardEscapeSetup): Record<string, string | undefined> {
  const board = setup.board.rows.join('-');
  return {
    board: board === DEFAULT_BOARD.rows.join('-') ? undefined : board,
    k: setup.k === DEFAULT_K ? undefined : String(setup.k),
    moves: setup.moves.map(formatMove).join('.'),
  };
}

/** What a click on a cell of the board editor turns it into. */
const NEXT_CELL: Readonly<Record<string, string>> = { '.': 'T', T: 'E', E: '#', '#': '.' };

/** The board with one cell cycled through empty, token, exit and obstacle. */
export function cycleCell(board: Board, row: number, column: number): Board {
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
