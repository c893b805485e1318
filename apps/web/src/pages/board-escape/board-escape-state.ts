import {
  DIRECTIONS,
  checkK,
  createBoard,
  type EscapeBoard,
  type Direction,
  type Move,
} from '@cgkit/board-escape';

/** Everything a link to a BoardEscape game carries. */
export interface BoardEscapeSetup {
  readonly board: EscapeBoard;
  readonly k: number;
  readonly moves: readonly Move[];
  /** Two people (Alice and Bob), or a person against the perfect computer. */
  readonly opponent: 'person' | 'computer';
  /** Against the computer: whether it moves first. */
  readonly computerFirst: boolean;
}

/** The example of the problem statement: Alice wins with k = 13. */
export const DEFAULT_BOARD: EscapeBoard = createBoard(['#E...', '#...E', 'E.T#.', '..#..']);
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
  const vs = params.get('vs');
  if (vs !== null && vs !== 'person' && vs !== 'computer') {
    throw new RangeError(`vs=${vs} is not understood: vs is “computer” or “person”`);
  }
  return {
    board,
    k,
    moves: movesText === '' ? [] : movesText.split('.').map(parseMove),
    opponent: vs === 'computer' ? 'computer' : 'person',
    computerFirst: params.get('first') === 'computer',
  };
}

/** The URL parameters of a game; defaults are left out so links stay short. */
export function writeSetup(setup: BoardEscapeSetup): Record<string, string | undefined> {
  const board = setup.board.rows.join('-');
  return {
    board: board === DEFAULT_BOARD.rows.join('-') ? undefined : board,
    k: setup.k === DEFAULT_K ? undefined : String(setup.k),
    moves: setup.moves.map(formatMove).join('.'),
    vs: setup.opponent === 'computer' ? 'computer' : undefined,
    first: setup.opponent === 'computer' && setup.computerFirst ? 'computer' : undefined,
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
 * A token's number, short enough for its cell: `999`, `12k`, `1.2M`, `1G` (the full number goes
 * in the cell's title).
 */
export function shortCount(n: number): string {
  if (n < 1_000) return String(n);
  const [unit, size] =
    n >= 1_000_000_000 ? ['G', 1_000_000_000] : n >= 1_000_000 ? ['M', 1_000_000] : ['k', 1_000];
  const value = n / size;
  // One decimal below 10 (1.2M), none above (12M, 999k); never rounded up to the next unit's 1000.
  const digits = value < 10 ? Math.floor(value * 10) / 10 : Math.floor(value);
  return `${digits}${unit}`;
}
