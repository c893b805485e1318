import { DeadlineError } from '@cgkit/core-search';
import { describe, expect, it } from 'vitest';
import { formatMisere, misereNimber, misereSum, parseMisere, MISERE_ZERO } from './game.js';
import { misereDifference } from './difference.js';
import { misereGamesBornBy } from '../testing/misere-days.js';

describe('misereDifference', () => {
  it('undoes a sum', () => {
    const games = misereGamesBornBy(4);
    for (const h of games) {
      for (const x of games) {
        const g = misereSum([h, x]);
        expect(misereDifference(g, h), `(${formatMisere(g)}) − ${formatMisere(h)}`).toBe(x);
      }
    }
    // H a sum too.
    for (const a of games.slice(0, 8)) {
      for (const b of games.slice(0, 8)) {
        const h = misereSum([a, b]);
        for (const x of games.slice(0, 12)) expect(misereDifference(misereSum([h, x]), h)).toBe(x);
      }
    }
  });

  it('of the first games: * is its own inverse, *2 has none, * + *3 = *2', () => {
    const star = misereNimber(1);
    expect(misereDifference(MISERE_ZERO, star)).toBe(star);
    expect(misereDifference(parseMisere('*2 + *3'), misereNimber(2))).toBe(misereNimber(3));
    // Only 0 and * have inverses in misère play (On Numbers and Games, ch. 12).
    expect(misereDifference(MISERE_ZERO, misereNimber(2))).toBeUndefined();
    // * + *3 = *2 in misère play (its simplest form), so *2 − *3 = *.
    expect(misereSum([star, misereNimber(3)])).toBe(misereNimber(2));
    expect(misereDifference(misereNimber(2), misereNimber(3))).toBe(star);
  });

  it('answers only with a game that adds back to G', () => {
    const games = misereGamesBornBy(4);
    for (const g of games) {
      for (const h of games) {
        const x = misereDifference(g, h);
        if (x !== undefined) expect(misereSum([h, x])).toBe(g);
      }
    }
  });

  it('obeys its control', () => {
    const g = misereSum([misereNimber(6), parseMisere('{*,{*2}}'), misereNimber(7)]);
    expect(() => misereDifference(g, misereNimber(7), { deadline: Date.now() - 1 })).toThrow(
      DeadlineError,
    );
  });
});
