import { subtractionGame } from '@cgkit/core-search';
import { describe, expect, it } from 'vitest';
import type { Progress } from '../protocol.js';
import { RemotenessSearch } from './remoteness.js';

// Taking one counter at a time, a heap of n lasts exactly n moves: remoteness n, n + 1 positions.
const oneByOne = subtractionGame([1]);

describe('RemotenessSearch', () => {
  it('finds the remoteness of every position of a game', () => {
    const search = new RemotenessSearch(oneByOne, 1_000);
    expect(search.remoteness([10, 9, 8, 7], 1_000, () => {})).toEqual({
      remoteness: [10, 9, 8, 7],
      budget: 1_000,
    });
  });

  it('gives up past its budget, keeping what it found, and can go on later', () => {
    const search = new RemotenessSearch(oneByOne, 100_000);
    const seen: Progress[] = [];
    const first = search.remoteness([50_000, 49_999, 100], 5_000, (p) => seen.push(p));
    // The last position is cheap; the earlier ones need ten times the budget.
    expect(first.remoteness).toEqual([null, null, 100]);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)?.message).toMatch(
      /^Remoteness: [\d,]+ of at most 5,000 positions searched$/,
    );
    // A later call has a budget of its own and reuses the positions already solved.
    expect(search.remoteness([50_000], 60_000, () => {}).remoteness).toEqual([50_000]);
  });

  it('counts the budget per call, from what the solver searched before', () => {
    const search = new RemotenessSearch(oneByOne, 100_000);
    expect(search.remoteness([8_000], 10_000, () => {}).remoteness).toEqual([8_000]);
    expect(search.remoteness([16_000], 10_000, () => {}).remoteness).toEqual([16_000]);
    expect(search.remoteness([40_000], 10_000, () => {}).remoteness).toEqual([null]);
  });
});
