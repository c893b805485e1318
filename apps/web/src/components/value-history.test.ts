import { describe, expect, it } from 'vitest';
import { edgeDistances, historyPoints, withRemoteness } from './value-history.js';

describe('value history', () => {
  it('names the winner of each position and marks where the win changed hands', () => {
    const points = historyPoints([
      { result: 'win', remoteness: 5 }, // player 0 to move and winning
      { result: 'lose', remoteness: 4 }, // player 1 to move, losing: player 0 still wins
      { result: 'win', remoteness: 3 }, // player 0 to move, winning
      { result: 'win', remoteness: 2 }, // player 1 to move and winning: player 0 erred
    ]);
    expect(points.map((p) => p.winner)).toEqual([0, 0, 0, 1]);
    expect(points.map((p) => p.turned)).toEqual([false, false, false, true]);
    expect(points.map((p) => p.remoteness)).toEqual([5, 4, 3, 2]);
  });

  it('works without remoteness (games valued by Grundy numbers)', () => {
    const points = historyPoints([{ result: 'lose' }, { result: 'lose' }]);
    expect(points.map((p) => [p.winner, p.turned, p.remoteness])).toEqual([
      [1, false, undefined],
      [0, true, undefined],
    ]);
  });

  it('puts dots nearer the edge the sooner the game ends, unknown ones halfway', () => {
    const points = historyPoints([
      { result: 'win', remoteness: 4 },
      { result: 'lose' },
      { result: 'win', remoteness: 1 },
      { result: 'lose', remoteness: 0 },
    ]);
    expect(edgeDistances(points)).toEqual([0, 0.5, 0.75, 1]);
    // A game over at once: remoteness 0 is the edge, with no division by zero.
    expect(edgeDistances(historyPoints([{ result: 'lose', remoteness: 0 }]))).toEqual([1]);
  });

  it('joins who wins with the remoteness a search found, null where it gave up', () => {
    expect(withRemoteness(['win', 'lose', 'win'], [null, 3, 2])).toEqual([
      { result: 'win', remoteness: undefined },
      { result: 'lose', remoteness: 3 },
      { result: 'win', remoteness: 2 },
    ]);
    expect(withRemoteness(['lose'], undefined)).toEqual([
      { result: 'lose', remoteness: undefined },
    ]);
  });
});
