import { GrundySolver, Solver } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardEscapeGame } from '../game.js';
import { createBoard, escapeStart } from '../model.js';
import { playMove } from '../rules.js';
import { BoardEscapeSolver, solveBoardEscape } from './solve.js';
import { boardRows } from '../testing/arbitraries.js';
import { bruteForceWinner } from '../testing/brute-force.js';

const winner = (rows: string[], k: number) => solveBoardEscape(createBoard(rows), k).winner;

describe('solveBoardEscape on the official examples', () => {
  it.each([
    [['T.#', '#.E'], 3, 'Alice'],
    [['E#E', '#T#', 'E#E'], 99, 'Bob'],
    [['#E...', '#...E', 'E.T#.', '..#..'], 13, 'Alice'],
    [['TE'], 50, 'Alice'],
    [['.T.'], 1, 'Alice'],
  ])('Division II: %j with k = %i → %s', (rows, k, expected) => {
    expect(winner(rows, k)).toBe(expected);
  });

  it.each([
    [['TE'], 2, 'Alice'],
    [['E#E', '#T#', 'E#E'], 1_000_000, 'Bob'],
    [['T.T.T.', '.E.E.E'], 1, 'Alice'],
    [['TTE'], 6, 'Alice'],
  ])('Division I: %j with k = %i → %s', (rows, k, expected) => {
    expect(winner(rows, k)).toBe(expected);
  });

  it('names a winning move, or none when Bob wins', () => {
    expect(solveBoardEscape(createBoard(['TE']), 50)).toEqual({
      winner: 'Alice',
      grundy: 1,
      winningMove: { token: 0, row: 0, column: 0, direction: 'right' },
    });
    expect(solveBoardEscape(createBoard(['E#E', '#T#', 'E#E']), 99)).toEqual({
      winner: 'Bob',
      grundy: 0,
      winningMove: null,
    });
  });

  it('has no token to move on a board without tokens: Bob wins', () => {
    expect(winner(['..E'], 5)).toBe('Bob');
  });
});

describe('solveBoardEscape against independent computations', () => {
  it('uses a brute force that itself gets the small official examples right', () => {
    expect(bruteForceWinner(['T.#', '#.E'], 3)).toBe('Alice');
    expect(bruteForceWinner(['#E...', '#...E', 'E.T#.', '..#..'], 13)).toBe('Alice');
    expect(bruteForceWinner(['.T.'], 1)).toBe('Alice');
    expect(bruteForceWinner(['TE'], 2)).toBe('Alice');
    expect(bruteForceWinner(['E#E', '#T#', 'E#E'], 99)).toBe('Bob');
    expect(bruteForceWinner(['T.T.T.', '.E.E.E'], 1)).toBe('Alice');
    expect(bruteForceWinner(['TTE'], 6)).toBe('Alice');
  });

  it('agrees with the win/loss recursion over whole game states', () => {
    fc.assert(
      fc.property(boardRows(4, 3), fc.integer({ min: 1, max: 5 }), (rows, k) => {
        expect(winner(rows, k)).toBe(bruteForceWinner(rows, k));
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with the generic Grundy and win/loss solvers of core-search', () => {
    fc.assert(
      fc.property(boardRows(5, 4), fc.integer({ min: 1, max: 12 }), (rows, k) => {
        const board = createBoard(rows);
        const start = escapeStart(board, k);
        const game = boardEscapeGame(board);
        const result = solveBoardEscape(board, k);
        expect(result.grundy).toBe(new GrundySolver(game).grundy(start));
        if (start.tokens.length <= 2) {
          const outcome = new Solver(game).solve(start).outcome;
          expect(outcome).toBe(result.winner === 'Alice' ? 'win' : 'loss');
        }
      }),
      { numRuns: 150 },
    );
  });

  it('plays winning moves that leave a position worth 0, all the way to the end', () => {
    fc.assert(
      fc.property(boardRows(6, 4), fc.integer({ min: 1, max: 1_000_000_000 }), (rows, k) => {
        const board = createBoard(rows);
        const solver = new BoardEscapeSolver(board);
        let position = escapeStart(board, k);
        // Alternate a winning reply with the opponent's first legal move, for a few turns.
        for (let turn = 0; turn < 20 && solver.grundy(position) !== 0; turn++) {
          const move = solver.winningMove(position)!;
          const token = position.tokens[move.token]!;
          expect([token.row, token.column]).toEqual([move.row, move.column]);
          position = playMove(board, position, move);
          expect(solver.grundy(position)).toBe(0);
          expect(solver.winningMove(position)).toBeNull();
          const reply = boardEscapeGame(board).moves(position)[0];
          if (reply === undefined) break;
          position = playMove(board, position, reply);
          expect(solver.grundy(position)).not.toBe(0);
        }
      }),
      { numRuns: 100 },
    );
  });
});
