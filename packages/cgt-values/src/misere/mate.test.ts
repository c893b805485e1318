import { DeadlineError } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMisere, misereNimber, misereSum, parseMisere, MISERE_ZERO } from './game.js';
import { mate } from './mate.js';
import { misereGamesBornBy } from '../testing/misere-days.js';

describe('mate', () => {
  it('of 0 is *, of * is {*} = 0, of larger heaps the heap itself', () => {
    expect(mate(MISERE_ZERO)).toBe(misereNimber(1));
    expect(mate(misereNimber(1))).toBe(MISERE_ZERO);
    for (let n = 2; n < 6; n++) expect(mate(misereNimber(n))).toBe(misereNimber(n));
    // {0, *2}⁻ = {*, *2}.
    expect(formatMisere(mate(parseMisere('{0,*2}')))).toBe(formatMisere(parseMisere('{*,*2}')));
  });

  it('makes G + G⁻ a misère P-position (Siegel, ch. V)', () => {
    const games = misereGamesBornBy(4);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...games), { minLength: 1, maxLength: 2 }), (parts) => {
        const g = misereSum(parts);
        expect(misereSum([g, mate(g)]).outcome, formatMisere(g)).toBe('P');
      }),
      { numRuns: 40 },
    );
  });

  it('obeys its control', () => {
    const g = misereSum([misereNimber(5), parseMisere('{*,{*2}}'), misereNimber(7)]);
    expect(() => mate(g, { deadline: Date.now() - 1, clock: () => Date.now() })).toThrow(
      DeadlineError,
    );
  });
});
