import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cakeImages, createCake } from '../model.js';
import { eat, legalBites } from '../rules.js';
import { smallCakes } from '../testing/arbitraries.js';
import { NaiveSolver } from '../testing/naive.js';
import { GaletteSolver } from './galette-solver.js';
import { canonicalCakeKey, splitIntoJobs } from './job-split.js';

const naive = new NaiveSolver();

describe('splitIntoJobs', () => {
  it('gives the naive solver value from the values of its jobs, at every depth', () => {
    fc.assert(
      fc.property(smallCakes(4, 5), fc.integer({ min: 0, max: 3 }), (cake, plies) => {
        const split = splitIntoJobs(cake, plies);
        const jobValues = new Map([...split.jobs].map(([key, job]) => [key, naive.grundy(job)]));
        const values = split.values(jobValues);
        expect(values.get(split.rootKey)).toBe(naive.grundy(cake));
        // Each root bite's value is the naive value of the cake it leaves.
        for (const { bite, key } of split.bites) {
          expect(values.get(key)).toBe(naive.grundy(eat(cake, bite)));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('makes each distinct cake one job, under its canonical key, the same for every image', () => {
    fc.assert(
      fc.property(smallCakes(4, 5), fc.integer({ min: 1, max: 2 }), (cake, plies) => {
        const { jobs } = splitIntoJobs(cake, plies);
        for (const [key, job] of jobs) {
          expect(canonicalCakeKey(job)).toBe(key);
          expect(legalBites(job).length).toBeGreaterThan(0);
        }
        for (const image of cakeImages(cake)) {
          expect([...splitIntoJobs(image, plies).jobs.keys()].sort()).toEqual(
            [...jobs.keys()].sort(),
          );
        }
      }),
      { numRuns: 100 },
    );
  });

  it('values the empty 5×6 through its jobs as the solver does the whole cake', () => {
    const solver = new GaletteSolver();
    const cake = createCake(5, 6);
    const split = splitIntoJobs(cake, 2);
    // 20 bites, 6 cakes up to symmetry; two bites deep, a few dozen.
    expect(split.bites).toHaveLength(20);
    expect(new Set(split.bites.map((b) => b.key)).size).toBe(6);
    const jobValues = new Map([...split.jobs].map(([key, job]) => [key, solver.grundy(job)]));
    expect(split.values(jobValues).get(split.rootKey)).toBe(new GaletteSolver().grundy(cake));
  });

  it('refuses a missing job value and a depth out of range', () => {
    const split = splitIntoJobs(createCake(3, 4), 1);
    expect(() => split.values(new Map())).toThrow(RangeError);
    expect(() => splitIntoJobs(createCake(3, 4), 5)).toThrow(RangeError);
    expect(() => splitIntoJobs(createCake(3, 4), -1)).toThrow(RangeError);
  });
});
