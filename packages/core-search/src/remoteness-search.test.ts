import { describe, expect, it } from 'vitest';
import type { Progress } from './control.js';
import { subtractionGame } from './examples/subtraction.js';
import { RemotenessSearch, SearchBudgetSpent } from './remoteness-search.js';

// Taking one counter at a time, a heap of n lasts exactly n moves: remoteness n, n + 1 positions.
const oneByOne = subtractionGame([1]);

describe('RemotenessSearch', () => {
  it('finds the remoteness of every position of a game', () => {
    const search = new RemotenessSearch(oneByOne, 1_000);
    expect(search.remoteness([10, 9, 8, 7], 1_000)).toEqual([10, 9, 8, 7]);
  });

  it('gives up past its budget, keeping what it found, and can go on later', () => {
    const search = new RemotenessSearch(oneByOne, 100_000);
    const seen: Progress[] = [];
    // The last position is cheap; the earlier ones need ten times the budget.
    expect(search.remoteness([50_000, 49_999, 100], 5_000, (p) => seen.push(p))).toEqual([
      null,
      null,
      100,
    ]);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((p) => p.total === 5_000 && p.done <= 5_000)).toBe(true);
    // A later call has a budget of its own and reuses the positions already solved.
    expect(search.remoteness([50_000], 60_000)).toEqual([50_000]);
  });

  it('counts the budget per call, from what the solver searched before', () => {
    const search = new RemotenessSearch(oneByOne, 100_000);
    expect(search.remoteness([8_000], 10_000)).toEqual([8_000]);
    expect(search.remoteness([16_000], 10_000)).toEqual([16_000]);
    expect(search.remoteness([40_000], 10_000)).toEqual([null]);
  });

  it('plays the fastest win, or undefined past the budget', () => {
    const takeOneOrTwo = subtractionGame([1, 2]);
    const search = new RemotenessSearch(takeOneOrTwo, 10_000);
    expect(search.bestMove(4, 1_000)).toBe(1); // to 3, a loss for the opponent
    expect(search.bestMove(0, 1_000)).toBeNull();
    expect(new RemotenessSearch(oneByOne, 100_000).bestMove(90_000, 1_000)).toBeUndefined();
  });
});

describe('SearchBudgetSpent', () => {
  it('thrown by the game, ends the call as when its positions run out', () => {
    let calls = 0;
    const costly = {
      ...oneByOne,
      moves(n: number) {
        // An oracle that spends the budget on its own work after ten consultations.
        if (++calls > 10) throw new SearchBudgetSpent();
        return oneByOne.moves(n);
      },
    };
    const search = new RemotenessSearch(costly, 1_000);
    expect(search.remoteness([100, 5], 1_000)).toEqual([null, 5]);
    expect(search.bestMove(100, 1_000)).toBeUndefined();
  });
});
