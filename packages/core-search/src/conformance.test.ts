import { describe, expect, it } from 'vitest';
import { checkConformance } from './conformance.js';
import { kayles } from './examples/kayles.js';
import { nim } from './examples/nim.js';
import { emptyTicTacToe, ticTacToe } from './examples/tic-tac-toe.js';
import type { GameRules, ImpartialGame } from './game.js';

describe('checkConformance', () => {
  it('passes the example games', () => {
    expect(checkConformance(nim, [[3, 4, 5]]).playouts).toBe(100);
    expect(checkConformance(kayles, [[10], [4, 7]]).positions).toBeGreaterThan(100);
    expect(checkConformance(ticTacToe, [emptyTicTacToe]).positions).toBeGreaterThan(100);
  });

  it('catches a play() that mutates its input', () => {
    const mutating: GameRules<number[], number> = {
      name: 'mutating',
      moves: (p) => (p[0]! > 0 ? [1] : []),
      play: (p, m) => {
        p[0]! -= m;
        return [...p];
      },
      key: (p) => p.join(','),
    };
    expect(() => checkConformance(mutating, [[5]])).toThrow(
      /not deterministic|changed the position/,
    );
  });

  it('catches components that lose moves', () => {
    const broken: ImpartialGame<readonly number[], { heap: number; count: number }> = {
      ...nim,
      name: 'broken-nim',
      components: (heaps) => heaps.slice(1).map((h) => [h]),
    };
    expect(() => checkConformance(broken, [[3, 4]])).toThrow(/components\(\) have/);
  });

  it('catches a canonical form that changes the moves', () => {
    const broken: ImpartialGame<readonly number[], { heap: number; count: number }> = {
      ...nim,
      name: 'broken-symmetry',
      canonical: (heaps) => heaps.map((h) => Math.max(0, h - 1)),
    };
    expect(() => checkConformance(broken, [[3, 4]])).toThrow(/canonical/);
  });

  it('catches a key that is not deterministic', () => {
    let counter = 0;
    const broken: GameRules<number, number> = {
      name: 'random-key',
      moves: (n) => (n > 0 ? [1] : []),
      play: (n, m) => n - m,
      key: () => counter++,
    };
    expect(() => checkConformance(broken, [3])).toThrow(/key\(\) is not deterministic/);
  });
});
