import { DeadlineError, MemoryBudgetError, steppingClock } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { parseExplicitGame } from '../short/notation.js';
import {
  outcomeAtLeast as better,
  partizanFormConjugate as conjugate,
  partizanFormSum as sum,
  partizanFormsBornBy,
} from '../testing/misere-days.js';
import { formatPartizanForm } from './dead-ending-reduced.js';
import { pFreeDeadEndingGeq } from './p-free-dead-ending.js';
import {
  isPFreeBlocking,
  pFreeBlockingCompare,
  pFreeBlockingEqual,
  pFreeBlockingGeq,
  pFreeBlockingReduced,
} from './p-free-blocking.js';
import { isDeadEnding, partizanMisereOutcome, type PartizanForm } from './partizan.js';

/** A form in cgt-tools' notation (integers as n moves in a row), every brace an explicit form. */
const f = (text: string): PartizanForm =>
  parseExplicitGame(text.replace(/\{/g, "'{").replace(/\}/g, "}'"));

const text = (g: PartizanForm): string => formatPartizanForm(pFreeBlockingReduced(g));

/** The P-free blocking forms born by day 2 (each once). */
const day2 = partizanFormsBornBy(2).filter((x) => isPFreeBlocking(x));

// t4ccer/cgt-tools, cgt/misere/game_form/p_free_blocking.rs: its tests `relations` and
// `reductions` (on P-free dead-ending forms), `blocking_relations` and `blocking_end_reductions`.
const EQUAL = [
  ['1', '{0|1}'],
  ['1', '{0,{-2|2}|1}'],
  ['2', '{1,{-2|2}|1}'],
  ['2', '{2,{-2|2}|1}'],
  ['2', '{3,{-2|2}|1}'],
  ['1', '{0,{-3|3}|1}'],
  ['2', '{1,{-3|3}|1}'],
  ['3', '{2,{-3|3}|1}'],
  ['3', '{3,{-3|3}|1}'],
  ['3', '{4,{-3|3}|1}'],
  ['3', '{{-3|3}|1}'],
  ['3', '{{-3|3}|2}'],
  ['3', '{{-3|3}|3}'],
  ['3', '{{-3|3}|4}'],
  ['{{-3|3},{-4|4}|1}', '3'],
  ['{1|3}', '2'],
  ['5', '{4|1,{-1|3}}'],
  ['5', '{4|{0|3}}'],
  ['{0,{-2|2}|1}', '{0|1}'],
  ['{0,{-2|2}|2}', '{0|2}'],
  ['{0,{-2|2},{-3|3}|2}', '{0|2}'],
];
const ABOVE = [
  ['3', '{{-3|3}|5}'],
  ['0', '1'],
  ['{-2|1}', '{-2|2}'],
  ['-1', '5'],
  ['-1', '{4|1,{-1|3}}'],
  ['{-1|0}', '5'],
  ['{-1|0}', '{4|1,{-1|3}}'],
  ['0', '{4|{0|3}}'],
];
const REDUCTIONS = [
  ['{0|2}', '1'],
  ['{0,1|2}', '1'],
  ['{0|3}', '{0|3}'],
  ['{0,1|3}', '{0|3}'],
  ['{-2|0}', '-1'],
  ['{{-2|1}|1}', '1'],
  ['{{-2|1}|2}', '1'],
  ['{{-1|2}|1}', '2'],
  ['{{-1|2}|2}', '2'],
  ['{{-1|2}|3}', '2'],
  ['{{-2|2}|1}', '2'],
  ['{{-2|2}|2}', '2'],
  ['{{-2|2}|3}', '2'],
  ['{-1|{-1|2}}', '-1'],
  ['{-2|{-1|2}}', '-1'],
  ['{-1|{-2|1}}', '-2'],
  ['{-1|{-2|2}}', '-2'],
  ['{-2|{-2|1}}', '-2'],
  ['{-2|{-2|2}}', '-2'],
  ['{-3|{-2|1}}', '-2'],
  ['{-3|{-2|2}}', '-2'],
  ['{0,{-2|2}|1}', '1'],
  ['{0,{-3|3}|1}', '1'],
  ['{0,{-2|2},{-3|3}|1}', '1'],
  ['{0,{-2|2}|3}', '{0|3}'],
  ['{-3|0,{-2|2}}', '{-3|0}'],
  ['{1,{-2|2},{-3|3}|1}', '2'],
  ['{-1|{0|3}}', '0'],
  // blocking_relations and blocking_end_reductions: ends that are not dead-ending.
  ['{0|1}', '1'],
  ['{|1}', '0'],
  ['{-1|}', '0'],
  ['{|{-1|2}}', '-1'],
  ['{{-2|1}|}', '1'],
  ['{|1,{-1|2}}', '0'],
  ['{|{-2|1}}', '-2'],
  ['{|0,{-1|2}}', '-1'],
];

describe('comparison modulo P-free blocking games', () => {
  it("gives cgt-tools' relations, and those of the conjugates", () => {
    for (const [a, b] of EQUAL) {
      const [g, h] = [f(a!), f(b!)];
      expect(pFreeBlockingEqual(g, h), `${a} = ${b}`).toBe(true);
      expect(pFreeBlockingEqual(conjugate(h), conjugate(g)), `-(${b}) = -(${a})`).toBe(true);
    }
    for (const [a, b] of ABOVE) {
      const [g, h] = [f(a!), f(b!)];
      expect(pFreeBlockingGeq(g, h), `${a} ≥ ${b}`).toBe(true);
      expect(pFreeBlockingGeq(conjugate(h), conjugate(g)), `-(${b}) ≥ -(${a})`).toBe(true);
    }
    // {|{0|}} is blocking, not dead-ending, and equal to itself.
    const blocked = f('{|{0|}}');
    expect(isDeadEnding(blocked)).toBe(false);
    expect(pFreeBlockingEqual(blocked, blocked)).toBe(true);
    expect(pFreeBlockingCompare(f('0'), f('1'))).toBe('>');
    expect(pFreeBlockingCompare(f('1'), f('-1'))).toBe('<');
    expect(() => pFreeBlockingGeq(f('{0|0}'), f('0'))).toThrow(/not P-free and blocking/);
    // {|2}: P-free, but Right's move to 2 leaves Left only a move to 1, no blocked Left end.
    expect(() => pFreeBlockingGeq(f('{|2}'), f('0'))).toThrow(/not P-free and blocking/);
  });
});

describe('reduced forms modulo P-free blocking games', () => {
  it("are cgt-tools' in its tests, and their conjugates those of the conjugates", () => {
    for (const [a, b] of REDUCTIONS) {
      const [g, h] = [f(a!), f(b!)];
      expect(pFreeBlockingEqual(g, h), `${a} = ${b}`).toBe(true);
      expect(text(g), a).toBe(formatPartizanForm(h));
      expect(text(conjugate(g)), `-(${a})`).toBe(formatPartizanForm(conjugate(h)));
    }
  });
});
