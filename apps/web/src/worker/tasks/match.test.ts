import {
  createBoard,
  escapeStart,
  legalMoves,
  playMove,
  type EscapePosition,
} from '@cgkit/board-escape';
import { createCake, eat, legalBites, type Cake } from '@cgkit/galette';
import { STANDARD_KEYPAD, createKeypad } from '@cgkit/thirty-one';
import { describe, expect, it } from 'vitest';
import type { ProgressView } from '../protocol.js';
import { taskRunners } from '../tasks.js';
import { galetteProgress } from './galette.js';
import type { MatchInput } from './match.js';
import type { ThirtyOneExtra } from './thirty-one.js';

const quiet = (): void => {};
const analyze = (input: MatchInput, report: (p: ProgressView) => void = quiet) =>
  taskRunners['match/analyze'](input, report);
const computer = (input: MatchInput) => taskRunners['match/computer'](input, quiet);

/**
 * Remoteness by plain recursion over every line of play, for small games: the winner takes the
 * quickest win, the loser the slowest loss; no move left loses at once.
 */
function directRemoteness<P>(position: P, next: (p: P) => P[]): { win: boolean; moves: number } {
  const children = next(position).map((child) => directRemoteness(child, next));
  if (children.length === 0) return { win: false, moves: 0 };
  const lost = children.filter((c) => !c.win).map((c) => c.moves + 1);
  if (lost.length > 0) return { win: true, moves: Math.min(...lost) };
  return { win: false, moves: Math.max(...children.map((c) => c.moves + 1)) };
}

const cakeChildren = (cake: Cake): Cake[] => legalBites(cake).map((bite) => eat(cake, bite));

const thirtyOne = (moves: number[], limit = 30): MatchInput => ({
  game: 'thirty-one',
  start: { keypad: STANDARD_KEYPAD, limit, total: 0 },
  moves,
});

describe('the match tasks', () => {
  it('values a game of 31 position by position, and each key for its presser', async () => {
    const analysis = await analyze(thirtyOne([2]));
    // Pressing 9 (cell 2) wins, so the opponent then faces a lost position.
    expect(analysis.history.map((v) => v.result)).toEqual(['win', 'lose']);
    for (const key of analysis.moves) {
      const next = (await analyze(thirtyOne([2, key.move as number]))).history[2]!;
      expect(key.outcome).toBe(next.result === 'win' ? 'loss' : 'win');
      expect(key.remoteness).toBe(next.remoteness! + 1);
    }
    expect((analysis.extra as ThirtyOneExtra).openings[0]).toEqual([9, 3]);
  });

  it('solves a keypad once per keypad and limit, reporting how far it has come', async () => {
    const keypad = createKeypad([[1, 2, 3]]);
    const input: MatchInput = {
      game: 'thirty-one',
      start: { keypad, limit: 999, total: 0 },
      moves: [],
    };
    const seen: ProgressView[] = [];
    await analyze(input, (p) => seen.push(p));
    expect(seen).toHaveLength(100);
    expect(seen.at(-1)?.message).toBe('Solving the keypad: 1,000 of 1,000 totals');
    await analyze({ ...input, moves: [0] }, (p) => seen.push(p));
    expect(seen).toHaveLength(100);
  });

  it('names the first illegal move of a game, counted from 1', async () => {
    await expect(analyze(thirtyOne([4, 4]))).rejects.toThrow(
      'move 2: key 5 (row 2, column 2) is not a legal move',
    );
  });

  it('finds the remoteness of every cake of a Galette game, as plain recursion does', async () => {
    const cake = createCake(3, 4, [{ row: 0, col: 0 }]);
    const bites = [{ row: 1, col: 2 }];
    const { history } = await analyze({
      game: 'galette',
      start: { cake, toMove: 1 },
      moves: bites,
    });
    const cakes = [cake, eat(cake, bites[0]!)];
    expect(history).toEqual(
      cakes.map((c) => {
        const { win, moves } = directRemoteness(c, cakeChildren);
        return { result: win ? 'win' : 'lose', remoteness: moves };
      }),
    );
  });

  it('finds the remoteness of a BoardEscape game, and gives up on a very long one', async () => {
    const board = createBoard(['#E...', '#...E', 'E.T#.', '..#..']);
    const next = (p: EscapePosition): EscapePosition[] =>
      legalMoves(board, p).map((move) => playMove(board, p, move));
    const moves = [{ token: 0, direction: 'up' as const }];
    const start = escapeStart(board, 4);
    const { history } = await analyze({ game: 'board-escape', start: { board, k: 4 }, moves });
    expect(history.map((v) => v.remoteness)).toEqual(
      [start, playMove(board, start, moves[0]!)].map((p) => directRemoteness(p, next).moves),
    );
    const long = await analyze({
      game: 'board-escape',
      start: { board, k: 1_000_000_000 },
      moves: [],
    });
    expect(long.history).toEqual([{ result: 'lose', remoteness: undefined }]);
  });

  it('lets the computer take the fastest win', async () => {
    const cake = createCake(3, 4, [{ row: 0, col: 0 }]);
    const input: MatchInput = { game: 'galette', start: { cake, toMove: 1 }, moves: [] };
    const { move } = await computer(input);
    const after = await analyze({ ...input, moves: [move as { row: number; col: number }] });
    expect(after.history[1]!.remoteness).toBe(after.history[0]!.remoteness! - 1);
    const over = await computer({
      ...input,
      start: { cake: createCake(2, 2, [{ row: 0, col: 0 }]), toMove: 1 },
    });
    expect(over.move).toBeNull();
  });

  it('shows a Galette solve as parts searched of the estimate, or with the rate', () => {
    const seen: ProgressView[] = [];
    let clock = 0;
    const empty = galetteProgress(
      createCake(7, 7),
      (p) => seen.push(p),
      () => clock,
    );
    clock = 2000;
    empty({ done: 1000, phase: 'parts' });
    expect(seen[0]!.message).toMatch(
      /^Finding who wins: 1,000 of about [\d,]+ parts of the cake searched in 2 s, 500 parts a second$/,
    );
    expect(seen[0]!.fraction).toBeGreaterThan(0);
    const poisoned = galetteProgress(
      createCake(7, 7, [{ row: 0, col: 0 }]),
      (p) => seen.push(p),
      () => clock,
    );
    poisoned({ done: 5, phase: 'parts' });
    expect(seen[1]).toEqual({
      message: 'Finding who wins: 5 parts of the cake searched in 0 s',
      indeterminate: true,
    });
    poisoned({ done: 10, total: 80_000, phase: 'positions' });
    expect(seen[2]!.message).toBe(
      'Finding how long the game lasts: 10 of at most 80,000 positions searched',
    );
  });
});
