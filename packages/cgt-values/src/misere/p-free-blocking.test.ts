import { describe, expect, it } from 'vitest';
import { cgtToolsForm as f } from '../testing/p-free-cases.js';
import { formatPartizanForm } from './dead-ending-reduced.js';
import {
  isPFreeBlocking,
  pFreeBlockingEqual,
  pFreeBlockingGeq,
  pFreeBlockingReduced,
} from './p-free-blocking.js';
import { isDeadEnding } from './partizan.js';

// What the two P-free universes share is tested in p-free-universe.test.ts.

describe('P-free blocking games', () => {
  it('are the blocking P-free forms, some of them not dead-ending', () => {
    // cgt-tools' test `blocking_relations`: {|{0|}} is blocking, not dead-ending, and equal to
    // itself; {0|1} equals 1 and reduces to it.
    const blocked = f('{|{0|}}');
    expect([isPFreeBlocking(blocked), isDeadEnding(blocked)]).toEqual([true, false]);
    expect(pFreeBlockingEqual(blocked, blocked)).toBe(true);
    expect(formatPartizanForm(pFreeBlockingReduced(f('{0|1}')))).toBe('{0|}');
    // {|2}: P-free, but Right's move to 2 leaves Left only a move to 1, no blocked Left end.
    expect(isPFreeBlocking(f('{|2}'))).toBe(false);
    expect(() => pFreeBlockingGeq(f('{|2}'), f('0'))).toThrow(/not P-free and blocking/);
  });
});
