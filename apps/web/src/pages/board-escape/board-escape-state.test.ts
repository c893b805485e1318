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
  it('defaults to the example board with k = 13', () => {
    const setup = readSetup(new URLSearchParams());
    expect(setup).toEqual({
      board: DEFAULT_BOARD,
      k: 13,
      moves: [],
      opponent: 'person',
      computerFirst: false,
    });
    expect(writeSetup(setup)).toEqual({
      board: undefined,
      k: undefined,
      moves: '',
      vs: undefined,
      first: undefined,
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
    };
    expect(readSetup(parseRoute(routeHash('board-escape', writeSetup(setup))).params)).toEqual(
      setup,
    );
  });

  it('names what is wrong in a bad link', () => {
    expect(() => readSetup(new URLSearchParams('board=T.-T'))).toThrow(/row 1/);
    expect(() => readSetup(new URLSearchParams('k=0'))).toThrow(/k must be/);
    expect(() => readSetup(new URLSearchParams('moves=0x'))).toThrow(/u, d, l or r/);
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
    ).toEqual(['7', '999', '1k', '1.2k', '12k', '999k', '1.2M', '45M', '1G']);
  });
});
