import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kayles } from './examples/kayles.js';
import { nim, type NimMove, type NimPosition } from './examples/nim.js';
import type { ImpartialGame } from './game.js';
import { subtractionGame } from './examples/subtraction.js';
import { GrundySolver, grundy, mex } from './grundy.js';
import { Solver } from './solver.js';

// OEIS A002186: Sprague-Grundy values of Kayles, n = 0..104.
const KAYLES = [
  0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1,
  8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4,
  7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2,
  8, 1, 4, 7, 2, 1,
];

describe('mex', () => {
  it('is the least non-negative integer missing', () => {
    expect(mex([])).toBe(0);
    expect(mex([0, 1, 3])).toBe(2);
    expect(mex([1, 2])).toBe(0);
    expect(mex([2, 0, 1, 1])).toBe(3);
  });
});

describe('GrundySolver', () => {
  it('follows the XOR rule on Nim', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 4 }), (heaps) => {
        expect(grundy(nim, heaps)).toBe(heaps.reduce((x, h) => x ^ h, 0));
      }),
      { numRuns: 200 },
    );
  });

  it('gives Nim the same values with and without the component split', () => {
    const whole: ImpartialGame<NimPosition, NimMove> = {
      name: 'nim-whole',
      moves: (heaps) => nim.moves(heaps),
      play: (heaps, move) => nim.play(heaps, move),
      key: (heaps) => nim.key(heaps),
    };
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 3 }), (heaps) => {
        expect(grundy(whole, heaps)).toBe(grundy(nim, heaps));
      }),
      { numRuns: 100 },
    );
  });

  it('agrees with the win/loss solver: a position is won exactly when its value is not 0', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 80 }),
        (set, heap) => {
          const game = subtractionGame(set);
          const won = new Solver(game).solve(heap).outcome === 'win';
          expect(won).toBe(grundy(game, heap) !== 0);
        },
      ),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 3 }), (rows) => {
        expect(new Solver(kayles).solve(rows).outcome === 'win').toBe(grundy(kayles, rows) !== 0);
      }),
      { numRuns: 50 },
    );
  });

  it('reproduces the periodic sequences of subtraction games', () => {
    const s123 = new GrundySolver(subtractionGame([1, 2, 3]));
    const s134 = new GrundySolver(subtractionGame([1, 3, 4]));
    const s25 = new GrundySolver(subtractionGame([2, 5]));
    for (let n = 0; n < 200; n++) {
      expect(s123.grundy(n)).toBe(n % 4);
      // {1,3,4}: period 7, 0 1 0 1 2 3 2.
      expect(s134.grundy(n)).toBe([0, 1, 0, 1, 2, 3, 2][n % 7]);
      // {2,5}: period 7, 0 0 1 1 0 2 1.
      expect(s25.grundy(n)).toBe([0, 0, 1, 1, 0, 2, 1][n % 7]);
    }
  });

  it('computes the first 105 Kayles values (OEIS A002186) through the component path', () => {
    const solver = new GrundySolver(kayles);
    expect(KAYLES.map((_, n) => solver.grundy([n]))).toEqual(KAYLES);
    // Sums of rows are XORs of their values.
    expect(solver.grundy([11, 27, 70])).toBe(KAYLES[11]! ^ KAYLES[27]! ^ KAYLES[70]!);
    expect(solver.stats.tableHits).toBeGreaterThan(0);
  });

  it('lists moves with the values they leave', () => {
    const moves = new GrundySolver(nim).analyzeMoves([1, 2]);
    expect(moves.filter((m) => m.grundy === 0).map((m) => m.move)).toEqual([{ heap: 1, count: 1 }]);
  });

  it('rejects a game whose positions repeat', () => {
    const loop = {
      name: 'loop',
      moves: () => [0],
      play: (p: number) => 1 - p,
      key: (p: number) => p,
    };
    expect(() => grundy(loop, 0)).toThrow(/repeats/);
  });

  it('stays exact with a tiny transposition table', () => {
    const solver = new GrundySolver(kayles, { maxTableEntries: 6 });
    expect(KAYLES.slice(0, 18).map((_, n) => solver.grundy([n]))).toEqual(KAYLES.slice(0, 18));
  });
});
