import { DeadlineError, MemoryBudgetError } from '@cgkit/core-search';
import { describe, expect, it } from 'vitest';
import { type Cake, createCake } from '../model.js';
import { StripValues } from './strip.js';
import { NaiveSolver } from '../testing/naive.js';

describe('two-row strips', () => {
  it('reproduces the published values of 2×N for N = 1..20', () => {
    const strips = new StripValues();
    const values = Array.from({ length: 20 }, (_, i) => strips.emptyCake(i + 1));
    expect(values.join(' ')).toBe('0 1 0 1 1 2 1 1 3 3 0 3 3 2 1 3 2 1 0 2');
  });

  it('agrees with the naive whole-board solver, walled and with open ends', () => {
    const strips = new StripValues();
    const naive = new NaiveSolver();
    for (let n = 1; n <= 11; n++) {
      expect(strips.value(n, 0)).toBe(naive.grundy(createCake(2, n)));
      // An eaten column at the left end, then at both ends.
      const left = eatColumn(createCake(2, n + 1), 0);
      expect(strips.value(n, 1), `open left, n = ${n}`).toBe(naive.grundy(left));
      expect(strips.value(n, 2), `open both, n = ${n}`).toBe(
        naive.grundy(eatColumn(eatColumn(createCake(2, n + 2), 0), n + 1)),
      );
    }
  });

  it('computes long strips (values stay exact when extended in steps)', () => {
    const once = new StripValues();
    const steps = new StripValues();
    for (const n of [5, 50, 300, 1000]) steps.extendTo(n);
    for (let n = 0; n <= 1000; n += 37) expect(steps.value(n, 1)).toBe(once.value(n, 1));
  });

  it('looks at the control while it runs, and goes on later from where it stopped', () => {
    const strips = new StripValues();
    const reports: number[] = [];
    const controller = new AbortController();
    const control = {
      signal: controller.signal,
      onProgress: ({ done }: { done: number }) => {
        reports.push(done);
        if (reports.length === 2) controller.abort();
      },
    };
    expect(() => strips.extendTo(1_000_000, control)).toThrow();
    expect(reports).toHaveLength(2);
    expect(() => strips.emptyCake(20_000, { deadline: Date.now() - 1 })).toThrow(DeadlineError);
    expect(strips.emptyCake(2000)).toBe(new StripValues().emptyCake(2000));
  });

  it('keeps its values within the memory budget', () => {
    expect(() => new StripValues().emptyCake(3_000_000, { maxMemoryBytes: 2 ** 20 })).toThrow(
      MemoryBudgetError,
    );
  });
});

/** The cake with column `col` of a two-row cake eaten (as a bite would leave it). */
function eatColumn(cake: Cake, col: number): Cake {
  const cells = cake.cells.slice();
  cells[col] = cells[cake.cols + col] = 1;
  return { ...cake, cells };
}
