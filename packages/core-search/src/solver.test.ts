import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { nim } from './examples/nim.js';
import { subtractionGame } from './examples/subtraction.js';
import { emptyTicTacToe, ticTacToe } from './examples/tic-tac-toe.js';
import type { GameRules } from './game.js';
import { Solver, solveGame } from './solver.js';

describe('Solver', () => {
  it('wins Nim exactly when the XOR of the heaps is not zero', () => {
    const solver = new Solver(nim);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 3 }), (heaps) => {
        const xor = heaps.reduce((x, h) => x ^ h, 0);
        expect(solver.solve(heaps).outcome).toBe(xor === 0 ? 'loss' : 'win');
      }),
      { numRuns: 100 },
    );
  });

  it('counts remoteness: the winner hurries, the loser delays', () => {
    const solver = new Solver(subtractionGame([1, 2]));
    // Heap 3k is lost; the loser takes 1 each time to last 2k moves; the winner answers with 2.
    expect(solver.solve(0)).toEqual({ outcome: 'loss', remoteness: 0 });
    expect(solver.solve(6)).toEqual({ outcome: 'loss', remoteness: 4 });
    expect(solver.solve(7)).toEqual({ outcome: 'win', remoteness: 5 });
    expect(solver.solve(8)).toEqual({ outcome: 'win', remoteness: 5 });
    expect(solver.analyzeMoves(8)).toEqual([
      { move: 1, outcome: 'loss', remoteness: 6 },
      { move: 2, outcome: 'win', remoteness: 5 },
    ]);
    expect(solver.bestMove(8)).toBe(2);
    expect(solver.bestMove(0)).toBeUndefined();
  });

  it('solves tic-tac-toe as a draw in 9 moves, with every first move drawing or losing', () => {
    const solver = new Solver(ticTacToe);
    expect(solver.solve(emptyTicTacToe)).toEqual({ outcome: 'draw', remoteness: 9 });
    const firstMoves = solver.analyzeMoves(emptyTicTacToe);
    expect(firstMoves.every((m) => m.outcome === 'draw')).toBe(true);
    // X in a corner, O on an adjacent edge: X wins.
    expect(solver.solve([1, 2, 0, 0, 0, 0, 0, 0, 0]).outcome).toBe('win');
  });

  it('follows a line far deeper than the call stack (a million moves in test:slow)', () => {
    // A recursive search overflows some ten thousand moves deep.
    const depth = inject('slow') ? 1_000_000 : 100_000;
    const { outcome, remoteness, stats } = solveGame(subtractionGame([1]), depth);
    expect(outcome).toBe('loss');
    expect(remoteness).toBe(depth);
    expect(stats.positions).toBe(depth + 1);
  });

  it('stays exact with a bounded table', () => {
    const bounded = new Solver(subtractionGame([1, 3, 4]), { maxTableEntries: 4 });
    const full = new Solver(subtractionGame([1, 3, 4]));
    for (let n = 0; n < 60; n++) expect(bounded.solve(n)).toEqual(full.solve(n));
  });

  it('reports progress and can be cancelled', () => {
    const seen: number[] = [];
    solveGame(subtractionGame([1, 2]), 5000, {
      progressInterval: 1000,
      onProgress: (p) => seen.push(p.done),
    });
    expect(seen).toEqual([1000, 2000, 3000, 4000, 5000]);

    const controller = new AbortController();
    controller.abort();
    expect(() => solveGame(nim, [3, 4], { signal: controller.signal })).toThrow();

    const later = new AbortController();
    expect(() =>
      solveGame(subtractionGame([1]), 100_000, {
        progressInterval: 100,
        signal: later.signal,
        onProgress: (s) => {
          if (s.done >= 500) later.abort(new Error('stop'));
        },
      }),
    ).toThrow('stop');
  });

  it('honours declared terminal outcomes and refuses cycles', () => {
    // A race to 10 where reaching 10 ends the game: the player who reached it won.
    const race: GameRules<number, number> = {
      name: 'race',
      moves: (n) => [1, 2].filter((d) => n + d <= 10),
      play: (n, d) => n + d,
      key: (n) => n,
      terminal: (n) => (n === 10 ? 'loss' : undefined),
    };
    expect(solveGame(race, 0).outcome).toBe('win');
    expect(solveGame(race, 1).outcome).toBe('loss');

    const loop: GameRules<number, number> = {
      name: 'loop',
      moves: () => [1],
      play: (p) => 1 - p,
      key: (p) => p,
    };
    expect(() => solveGame(loop, 0)).toThrow(/solveLoopy/);
  });

  it('keys positions through the symmetry hook', () => {
    const solver = new Solver(nim);
    solver.solve([1, 2, 3]);
    const before = solver.stats.positions;
    solver.solve([3, 1, 2]);
    expect(solver.stats.positions).toBe(before);
  });
});
