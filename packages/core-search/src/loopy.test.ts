import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphGame } from './examples/graph-game.js';
import { subtractionGame } from './examples/subtraction.js';
import { emptyTicTacToe, ticTacToe } from './examples/tic-tac-toe.js';
import { solveLoopy } from './loopy.js';
import { Solver } from './solver.js';

describe('solveLoopy', () => {
  it('solves a small loopy graph worked out by hand', () => {
    // 0 → 1, 0 → 2; 1 ⇄ 3; 2 → 4; 3 → 5; 4 (no moves); 5 (no moves); 6 → 6 (a self-loop).
    //  4 and 5 are lost (no move). 2 → 4 wins in 1; 3 → 5 wins in 1.
    //  1 can only go to 3 (won for the opponent): lost in 2. 0 → 1 wins in 3.
    //  6 moves forever: a draw.
    const game = graphGame([[1, 2], [3], [4], [1, 5], [], [], [6]]);
    const solution = solveLoopy(game, 0);
    expect(solution.size).toBe(6);
    expect(solution.value(0)).toEqual({ outcome: 'win', remoteness: 3 });
    expect(solution.value(1)).toEqual({ outcome: 'loss', remoteness: 2 });
    expect(solution.value(2)).toEqual({ outcome: 'win', remoteness: 1 });
    expect(solution.value(3)).toEqual({ outcome: 'win', remoteness: 1 });
    expect(solution.value(4)).toEqual({ outcome: 'loss', remoteness: 0 });
    expect(solution.bestMove(0)).toBe(1);
    expect(solveLoopy(game, 6).value(6)).toEqual({ outcome: 'draw', remoteness: Infinity });
  });

  it('finds draws where the loser can escape into a cycle', () => {
    // 0 → 1 or 2; 1 → 0 (a cycle); 2 has no move. From 0 the mover wins by 0 → 2.
    // 3 → 4; 4 → 3 or 5; 5 → 6; 6 no move: 5 wins, 4 moves to 3 rather than 5 (a draw).
    const game = graphGame([[1, 2], [0], [], [4], [3, 5], [6], []]);
    expect(solveLoopy(game, 0).value(0)).toEqual({ outcome: 'win', remoteness: 1 });
    expect(solveLoopy(game, 0).value(1)).toEqual({ outcome: 'loss', remoteness: 2 });
    const right = solveLoopy(game, 3);
    expect(right.value(3).outcome).toBe('draw');
    expect(right.value(4).outcome).toBe('draw');
    expect(right.value(5)).toEqual({ outcome: 'win', remoteness: 1 });
  });

  it('reaches the 5,478 legal positions of tic-tac-toe and finds the draw', () => {
    const solution = solveLoopy(ticTacToe, emptyTicTacToe);
    expect(solution.size).toBe(5478);
    expect(solution.value(emptyTicTacToe).outcome).toBe('draw');
  });

  it('agrees with the acyclic solver, remoteness included, on random game graphs without cycles', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 3 }), {
          minLength: 12,
          maxLength: 12,
        }),
        (targets) => {
          // Edges only go to higher-numbered nodes, so the graph has no cycle.
          const edges = targets.map((ts, i) =>
            [...new Set(ts.map((t) => i + t))].filter((t) => t < 12),
          );
          const game = graphGame(edges);
          const loopy = solveLoopy(game, 0);
          const solver = new Solver(game);
          for (let node = 0; node < 12; node++) {
            let reachable = true;
            try {
              loopy.value(node);
            } catch {
              reachable = false;
            }
            if (reachable) expect(loopy.value(node)).toEqual(solver.solve(node));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('matches the acyclic solver on a subtraction game', () => {
    const game = subtractionGame([1, 3, 4]);
    const loopy = solveLoopy(game, 100);
    const solver = new Solver(game);
    for (let n = 0; n <= 100; n++) expect(loopy.value(n)).toEqual(solver.solve(n));
  });
});
