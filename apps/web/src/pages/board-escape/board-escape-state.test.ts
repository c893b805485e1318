import { createBoard } from '@cgkit/board-escape';
import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash } from '../../shell/route.js';
import {
  DEFAULT_BOARD,
  cycleCell,
  readSetup,
  shortCount,
  writeSetup,
} from './board-escape-state.js';

describe('a BoardEscape game in the URL', () => {
  it('defaults to the example board with k = 13, against the computer, values hidden', () => {
    const setup = readSetup(new URLSearchParams());
    expect(setup).toEqual({
      board: DEFAULT_BOARD,
      k: 13,
      moves: [],
      opponent: 'computer',
      computerFirst: false,
      showValues: false,
    });
    expect(writeSetup(setup)).toEqual({
      board: undefined,
      k: undefined,
      play: '',
      moves: undefined,
      vs: undefined,
      first: undefined,
      values: undefined,
    });
  });

  it('round-trips a game through a link', () => {
    const setup = {
      board: createBoard(['TTE', '#..']),
      k: 1_000_000,
      moves: [
        { token: 1, direction: 'right' as const },
        { token: 0, direction: 'down' as const },
      ],
      opponent: 'computer' as const,
      computerFirst: true,
      showValues: true,
    };
    const link = routeHash('board-escape', writeSetup(setup));
    // Tokens are counted from 1 in links.
    expect(link).toContain('play=2r.1d');
    expect(readSetup(parseRoute(link).params)).toEqual(setup);
    // Links written before that, from 0, are still read.
    expect(readSetup(new URLSearchParams('moves=1r.0d')).moves).toEqual(setup.moves);
  });

  it('names what is wrong in a bad link', () => {
    // Rows and columns counted from 1, counts in the right number.
    expect(() => readSetup(new URLSearchParams('board=TT-T'))).toThrow(
      'row 2, column 2: expected a row of 2 cells, like the first row, found 1 cell',
    );
    expect(() => readSetup(new URLSearchParams('board=XYZ'))).toThrow(
      'row 1, column 1: expected a cell: T (token), E (exit), # (obstacle) or . (empty), found "X"',
    );
    expect(() => readSetup(new URLSearchParams('k=0'))).toThrow(
      'k is a whole number from 1 to 1,000,000,000, got “0”',
    );
    expect(() => readSetup(new URLSearchParams('play=1x'))).toThrow(/u, d, l or r/);
    expect(() => readSetup(new URLSearchParams('play=0u'))).toThrow(
      'move 1: tokens are counted from 1, got “0u”',
    );
    expect(() => readSetup(new URLSearchParams('vs=robot'))).toThrow(
      "the link's vs=robot is not understood",
    );
  });

  it('cycles a cell through token, exit, obstacle and empty', () => {
    let board = createBoard(['.']);
    const seen = [];
    for (let i = 0; i < 4; i++) {
      board = cycleCell(board, 0, 0);
      seen.push(board.rows[0]);
    }
    expect(seen).toEqual(['T', 'E', '#', '.']);
  });

  it('shortens large counters so they fit their cells', () => {
    expect(
      [7, 999, 1_000, 1_250, 12_999, 999_999, 1_234_567, 45_600_000, 1_000_000_000].map(shortCount),
    ).toEqual(['7', '999', '1k', '1.2k', '12k', '999k', '1.2M', '45M', '1e9']);
    expect(shortCount(999_999_999)).toBe('999M');
  });
});
