import { RemotenessSearch, Solver } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeEscapeGame, bestEscapeMove, replayEscapeGame } from './analysis.js';
import { boardEscapeGame } from './game.js';
import { createBoard, escapeStart, type EscapeBoard, type Move } from './model.js';
import { legalMoves, playMove } from './rules.js';
import { BoardEscapeSolver } from './solver/solve.js';
import { boardRows } from './testing/arbitraries.js';
import { bruteForceWinner } from './testing/brute-force.js';

/** A game of legal moves chosen by the picks, from tokens carrying k. */
function playedGame(board: EscapeBoard, k: number, picks: readonly number[]): Move[] {
  const moves: Move[] = [];
  let position = escapeStart(board, k);
  for (const pick of picks) {
    const legal = legalMoves(board, position);
    if (legal.length === 0) break;
    moves.push(legal[pick % legal.length]!);
    position = playMove(board, position, moves.at(-1)!);
  }
  return moves;
}

const smallGame = fc.tuple(
  boardRows(4, 2),
  fc.integer({ min: 1, max: 4 }),
  fc.array(fc.nat(), { maxLength: 6 }),
);

describe('analyzeEscapeGame', () => {
  it('values every position and move as the generic solver does, on random games', () => {
    fc.assert(
      fc.property(smallGame, ([rows, k, picks]) => {
        const board = createBoard(rows);
        const generic = new Solver(boardEscapeGame(board));
        const moves = playedGame(board, k, picks);
        const analysis = analyzeEscapeGame(new BoardEscapeSolver(board), k, moves);
        expect(analysis.positions).toEqual(replayEscapeGame(board, k, moves));
        expect(analysis.history[0]).toBe(bruteForceWinner(rows, k) === 'Alice' ? 'win' : 'lose');
        analysis.positions.forEach((position, i) => {
          expect(analysis.history[i]).toBe(
            generic.solve(position).outcome === 'win' ? 'win' : 'lose',
          );
        });
        const position = analysis.positions.at(-1)!;
        expect(analysis.grundy === 0).toBe(generic.solve(position).outcome === 'loss');
        expect(analysis.moves.map((m) => m.move)).toEqual(legalMoves(board, position));
        for (const { move, result } of analysis.moves) {
          const next = generic.solve(playMove(board, position, move)).outcome;
          expect(result).toBe(next === 'loss' ? 'win' : 'lose');
        }
      }),
      { numRuns: 150 },
    );
  });

  it('refuses a move that cannot be played', () => {
    const board = createBoard(['T.#', '#.E']);
    const solver = new BoardEscapeSolver(board);
    expect(() => analyzeEscapeGame(solver, 3, [{ token: 0, direction: 'up' }])).toThrow(
      /cannot move up/,
    );
    expect(() => replayEscapeGame(board, 3, [{ token: 1, direction: 'left' }])).toThrow(
      /no token 1/,
    );
  });
});

describe('bestEscapeMove', () => {
  it('plays the fastest win or the slowest loss when the search finishes', () => {
    fc.assert(
      fc.property(smallGame, ([rows, k, picks]) => {
        const board = createBoard(rows);
        const game = boardEscapeGame(board);
        const generic = new Solver(game);
        const position = replayEscapeGame(board, k, playedGame(board, k, picks)).at(-1)!;
        const search = new RemotenessSearch(game, 100_000);
        const best = bestEscapeMove(new BoardEscapeSolver(board), position, {
          search,
          budget: 1_000_000,
        });
        expect(best.fastest).toBe(true);
        const here = generic.solve(position);
        if (best.move === null) {
          expect(legalMoves(board, position)).toEqual([]);
          return;
        }
        const next = generic.solve(playMove(board, position, best.move));
        expect(next.outcome).toBe(here.outcome === 'win' ? 'loss' : 'win');
        expect(next.remoteness + 1).toBe(here.remoteness);
      }),
      { numRuns: 100 },
    );
  });

  it('falls back on the Grundy values: a winning move, else the first legal move', () => {
    fc.assert(
      fc.property(smallGame, ([rows, k, picks]) => {
        const board = createBoard(rows);
        const solver = new BoardEscapeSolver(board);
        const position = replayEscapeGame(board, k, playedGame(board, k, picks)).at(-1)!;
        const best = bestEscapeMove(solver, position);
        expect(best.fastest).toBe(false);
        const legal = legalMoves(board, position);
        if (solver.grundy(position) === 0) {
          expect(best.move).toEqual(legal[0] ?? null);
        } else {
          expect(legal).toContainEqual(best.move);
          expect(solver.grundy(playMove(board, position, best.move!))).toBe(0);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('falls back when the game is too long for the search budget', () => {
    const board = createBoard(['#E...', '#...E', 'E.T#.', '..#..']);
    const start = escapeStart(board, 1_000_000_000);
    const search = new RemotenessSearch(boardEscapeGame(board), 10_000);
    const best = bestEscapeMove(new BoardEscapeSolver(board), start, { search, budget: 2_000 });
    expect(best.fastest).toBe(false);
    expect(best.move).not.toBeNull();
  });
});
