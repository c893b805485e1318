import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGame, parseExplicitGame, parseGame } from './notation.js';
import { ordinalSum } from './operations.js';
import { powTo } from './powers.js';
import { Dyadic } from './dyadic.js';
import { NotSubordinateError, subordinate } from './subordinate.js';
import { UP, ZERO } from './store.js';
import { arbitraryGame } from '../testing/forms.js';
import { add } from './arithmetic.js';

const g = parseGame;

describe('subordinate', () => {
  it("gives CGSuite's values", () => {
    // Expected values: cgsuite (aaron-siegel/cgsuite),
    // lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala, "game.CanonicalShortGame …
    // implement >=2-ary methods correctly" (its Subordinate rows).
    const up5 = powTo(UP, Dyadic.of(5));
    expect(formatGame(subordinate(g('1/8'), g('1')))).toBe('-3');
    expect(formatGame(subordinate(add(up5, g('*')), g('*')))).toBe('5');
    expect(formatGame(subordinate(g('+-1'), ZERO))).toBe('+-1');
    expect(formatGame(subordinate(g('+-1'), g('+-1')))).toBe('0');
    expect(formatGame(subordinate(g('-13/16'), g('-1')))).toBe('3/8');
    // A base as written: '{*|*}' is 0, yet ^[5] is '{*|*}' : 5.
    expect(formatGame(subordinate(up5, parseExplicitGame("'{*|*}'")))).toBe('5');
    expect(() => subordinate(g('*'), g('1'))).toThrow(NotSubordinateError);
  });

  it('undoes the ordinal sum: base : (G.Subordinate(base)) = G for every G = base : X', () => {
    fc.assert(
      fc.property(arbitraryGame, arbitraryGame, (base, x) => {
        const sum = ordinalSum(base, x);
        const back = subordinate(sum, base);
        expect(ordinalSum(base, back)).toBe(sum);
        expect(back, `${formatGame(base)} : ${formatGame(x)}`).toBe(x);
      }),
      { numRuns: 120 },
    );
  });

  it('answers only with an X such that base : X = G, else refuses', () => {
    fc.assert(
      fc.property(arbitraryGame, arbitraryGame, (base, h) => {
        let back;
        try {
          back = subordinate(h, base);
        } catch (error) {
          expect(error).toBeInstanceOf(NotSubordinateError);
          return;
        }
        expect(ordinalSum(base, back)).toBe(h);
      }),
      { numRuns: 120 },
    );
  });
});
