import { DeadlineError, MemoryBudgetError, type Progress } from '@cgkit/core-search';
import { describe, expect, inject, it } from 'vitest';
import { domineering, parseDomineering } from './domineering.js';
import { num } from '../short/store.js';
import { PartizanSolver, type PartizanRuleset } from './ruleset.js';

/** A heap of n from which only Left moves, taking one: its value is the integer n. */
const leftCountdown: PartizanRuleset<number> = {
  name: 'countdown',
  leftOptions: (n) => (n > 0 ? [n - 1] : []),
  rightOptions: () => [],
  key: (n) => n,
};

describe('PartizanSolver', () => {
  const board = parseDomineering('....|....|....|....');

  it('reports progress as positions valued', () => {
    const seen: Progress[] = [];
    const wide = parseDomineering('.....|.....|.....|.....');
    new PartizanSolver(domineering, { onProgress: (p) => seen.push(p) }).canonicalForm(wide);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((p) => p.phase === 'positions' && p.done > 0)).toBe(true);
  });

  it('stops when aborted, past its deadline, or past its memory budget', () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    expect(() =>
      new PartizanSolver(domineering, { signal: controller.signal }).canonicalForm(board),
    ).toThrow('stop');
    expect(() =>
      new PartizanSolver(domineering, { deadline: Date.now() - 1 }).canonicalForm(board),
    ).toThrow(DeadlineError);
    const wide = parseDomineering('......|......|......|......');
    expect(() =>
      new PartizanSolver(domineering, { maxMemoryBytes: 2 ** 20 }).canonicalForm(wide),
    ).toThrow(MemoryBudgetError);
  });

  it('follows play of any length without overflowing the call stack', () => {
    // Far deeper than a recursive search could go (some ten thousand moves); more in test:slow.
    const depth = inject('slow') ? 200_000 : 50_000;
    expect(new PartizanSolver(leftCountdown).canonicalForm(depth)).toBe(num(depth));
  });

  it('values sums of components as the sum of their values', () => {
    const pairs: PartizanRuleset<readonly number[]> = {
      name: 'countdowns',
      leftOptions: (heaps) =>
        heaps.map((h, i) => heaps.with(i, h - 1)).filter((h) => h.every((x) => x >= 0)),
      rightOptions: () => [],
      key: (heaps) => heaps.join(','),
      components: (heaps) => (heaps.length > 1 ? heaps.map((h) => [h]) : [heaps]),
    };
    expect(new PartizanSolver(pairs).canonicalForm([3, 4, 5])).toBe(num(12));
  });
});

describe('PartizanSolver on positions with many options', () => {
  /**
   * A heap from which Left removes any number, largest heap first: the search goes n levels deep,
   * generating n options at each, before it finishes any position.
   */
  const wide: PartizanRuleset<number> = {
    name: 'wide',
    leftOptions: (n) => Array.from({ length: n }, (_, i) => n - 1 - i),
    rightOptions: () => [],
    key: (n) => n,
  };

  it('checks the control while it descends, before any position is finished', () => {
    let checks = 0;
    const reason = new Error('stop');
    const aborted = (): boolean => ++checks > 3;
    const signal = {
      get aborted() {
        return aborted();
      },
      reason,
      throwIfAborted() {
        if (aborted()) throw reason;
      },
    } as unknown as AbortSignal;
    expect(() => new PartizanSolver(wide, { signal }).canonicalForm(100_000)).toThrow('stop');
  });
});
