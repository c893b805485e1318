import { DeadlineError, MemoryBudgetError, steppingClock } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import {
  partizanFormConjugate as conjugate,
  partizanFormSum as sum,
  partizanFormsBornBy,
  playedGeq,
} from '../testing/misere-days.js';
import {
  cgtToolsForm as f,
  P_FREE_ABOVE,
  P_FREE_EQUAL,
  P_FREE_REDUCTIONS,
} from '../testing/p-free-cases.js';
import { formatPartizanForm } from './dead-ending-reduced.js';
import {
  isPFreeBlocking,
  pFreeBlockingCompare,
  pFreeBlockingEqual,
  pFreeBlockingGeq,
  pFreeBlockingReduced,
} from './p-free-blocking.js';
import {
  pFreeDeadEndingCompare,
  pFreeDeadEndingEqual,
  pFreeDeadEndingGeq,
  pFreeDeadEndingReduced,
} from './p-free-dead-ending.js';
import { isDeadEnding, isPFree, type PartizanForm } from './partizan.js';
import type { PFreeUniverse } from './p-free-universe.js';

const BORN_BY_DAY_2 = partizanFormsBornBy(2);

// Both P-free universes through their public functions: cgt-tools' tests of each
// (t4ccer/cgt-tools, cgt/misere/game_form/p_free_blocking.rs: `relations` and `reductions` over
// dead-ending forms, `blocking_end_reductions` over blocking ones) and play.
const UNIVERSES: readonly {
  readonly name: string;
  readonly universe: PFreeUniverse;
  readonly holds: (g: PartizanForm) => boolean;
  readonly bornByDay2: number;
  readonly refusal: RegExp;
  readonly reductions: readonly (readonly string[])[];
}[] = [
  {
    name: 'P-free dead-ending',
    universe: {
      geq: pFreeDeadEndingGeq,
      compare: pFreeDeadEndingCompare,
      equal: pFreeDeadEndingEqual,
      reduced: pFreeDeadEndingReduced,
    },
    holds: (g) => isDeadEnding(g) && isPFree(g),
    bornByDay2: 47,
    refusal: /not P-free and dead-ending/,
    reductions: P_FREE_REDUCTIONS,
  },
  {
    name: 'P-free blocking',
    universe: {
      geq: pFreeBlockingGeq,
      compare: pFreeBlockingCompare,
      equal: pFreeBlockingEqual,
      reduced: pFreeBlockingReduced,
    },
    holds: (g) => isPFreeBlocking(g),
    bornByDay2: 55,
    refusal: /not P-free and blocking/,
    reductions: [
      ...P_FREE_REDUCTIONS,
      ['{0|1}', '1'],
      ['{|1}', '0'],
      ['{-1|}', '0'],
      ['{|{-1|2}}', '-1'],
      ['{{-2|1}|}', '1'],
      ['{|1,{-1|2}}', '0'],
      ['{|{-2|1}}', '-2'],
      ['{|0,{-1|2}}', '-1'],
    ],
  },
];

describe.each(UNIVERSES)('modulo $name games', ({ universe, holds, bornByDay2, ...cases }) => {
  const { geq, compare, equal, reduced } = universe;
  const text = (g: PartizanForm): string => formatPartizanForm(reduced(g));
  const day2 = BORN_BY_DAY_2.filter(holds);

  it("the order gives cgt-tools' relations, and those of the conjugates", () => {
    for (const [a, b] of P_FREE_EQUAL) {
      const [g, h] = [f(a!), f(b!)];
      expect(equal(g, h), `${a} = ${b}`).toBe(true);
      expect(equal(conjugate(h), conjugate(g)), `-(${b}) = -(${a})`).toBe(true);
    }
    for (const [a, b] of P_FREE_ABOVE) {
      const [g, h] = [f(a!), f(b!)];
      expect(geq(g, h), `${a} ≥ ${b}`).toBe(true);
      expect(geq(conjugate(h), conjugate(g)), `-(${b}) ≥ -(${a})`).toBe(true);
    }
    expect(compare(f('0'), f('1'))).toBe('>');
    expect(compare(f('1'), f('-1'))).toBe('<');
    expect(() => geq(f('{0|0}'), f('0'))).toThrow(cases.refusal);
  });

  it('the order holds exactly when no game of the universe born by day 2 tells the two apart', () => {
    // G ≥ H says Left does as well in G + X as in H + X for every X of the universe: played
    // against each one born by day 2, for G and H among a quarter of them (all of them in
    // test:slow). On these, an X born by day 2 tells apart every pair the order does not
    // relate, so the order is checked both ways.
    expect(day2).toHaveLength(bornByDay2);
    const pool = inject('slow') ? day2 : day2.filter((_, i) => i % 4 === 0);
    const played = playedGeq(pool, day2);
    let related = 0;
    for (const g of pool) {
      for (const h of pool) {
        const ge = geq(g, h);
        expect(ge, `${formatPartizanForm(g)} ≥ ${formatPartizanForm(h)}`).toBe(played(g, h));
        if (ge) related++;
      }
    }
    expect(related).toBeGreaterThan(pool.length);
    expect(related).toBeLessThan(pool.length ** 2);
  });

  it('the order is a preorder, reversed by conjugates, and kept by reduced forms (fast-check)', () => {
    const form = fc.constantFrom(...day2);
    fc.assert(
      fc.property(form, form, form, (g, h, k) => {
        expect(geq(g, g)).toBe(true);
        if (geq(g, h) && geq(h, k)) expect(geq(g, k)).toBe(true);
        expect(geq(conjugate(h), conjugate(g))).toBe(geq(g, h));
        expect(compare(reduced(g), reduced(h))).toBe(compare(g, h));
      }),
      { numRuns: 100 },
    );
  });

  it('stops at a check of the control', () => {
    const [g, h] = [f('{0,{-2|2},{-3|3}|2}'), f('{0|2}')];
    expect(() => geq(g, h, { signal: AbortSignal.abort() })).toThrow(/abort/i);
    const passing = { clock: steppingClock(1), deadline: 1 };
    expect(() => reduced(g, passing)).toThrow(DeadlineError);
    // A sum whose reduction takes more steps than one interval of checks.
    const large = sum(g, h);
    expect(() => reduced(large, { maxMemoryBytes: 1 })).toThrow(MemoryBudgetError);
  });

  it("reduced forms are cgt-tools' in its tests, and their conjugates those of the conjugates", () => {
    for (const [a, b] of cases.reductions) {
      const [g, h] = [f(a!), f(b!)];
      expect(equal(g, h), `${a} = ${b}`).toBe(true);
      expect(text(g), a).toBe(formatPartizanForm(h));
      expect(text(conjugate(g)), `-(${a})`).toBe(formatPartizanForm(conjugate(h)));
    }
  });

  it('reduced forms keep the value of the forms born by day 2, one form for each class', () => {
    // Every one of them is equal to an integer there: they reduce to −2 … 2.
    const classes = new Map<string, PartizanForm>();
    for (const g of day2) {
      const r = reduced(g);
      const name = formatPartizanForm(g);
      expect(holds(r), name).toBe(true);
      expect(equal(g, r), name).toBe(true);
      expect(text(r), name).toBe(formatPartizanForm(r));
      classes.set(formatPartizanForm(r), r);
    }
    expect([...classes.keys()].sort()).toEqual(['0', '{0|}', '{{0|}|}', '{|0}', '{|{|0}}']);
    for (const a of classes.values()) {
      for (const b of classes.values()) expect(equal(a, b)).toBe(a === b);
    }
  });
});
