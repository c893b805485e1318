import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DeadlineError } from '@cgkit/core-search';
import {
  atomicWeight,
  atomicWeightIfDefined,
  isAllSmall,
  NotAtomicError,
} from './atomic-weight.js';
import { add, negate, up } from './arithmetic.js';
import { game } from './canonical.js';
import { leq, outcome } from './order.js';
import { num, star, ZERO, type Game } from './store.js';
import { parseGame } from './notation.js';
import { bornByDay } from '../testing/forms.js';

const smallDay2 = bornByDay(2).filter((g) => isAllSmall(g));

/** All-small games born by day 3: options on both sides or on neither. */
const arbitraryAllSmall: fc.Arbitrary<Game> = fc
  .tuple(
    fc.subarray(smallDay2, { minLength: 1, maxLength: 3 }),
    fc.subarray(smallDay2, { minLength: 1, maxLength: 3 }),
  )
  .map(([l, r]) => game(l, r));

describe('atomic weight', () => {
  it('knows the all-small games born by day 2', () => {
    expect(smallDay2).toHaveLength(7); // 0, *, *2, ^, v, ^*, v*
  });

  it('counts ups and ignores nimbers', () => {
    for (let n = -4; n <= 4; n++) {
      expect(atomicWeight(up(n))).toBe(num(n));
      expect(atomicWeight(add(up(n), star(3)))).toBe(num(n));
    }
    expect(atomicWeight(ZERO)).toBe(num(0));
    expect(atomicWeight(star(5))).toBe(num(0));
  });

  it('weighs a form by its canonical value', () => {
    expect(atomicWeight(parseGame('{0|^*}'))).toBe(num(2));
    expect(atomicWeight(parseGame('{0,*|0}'))).toBe(num(1));
  });

  it('is additive and obeys the two-ahead rule', () => {
    fc.assert(
      fc.property(arbitraryAllSmall, arbitraryAllSmall, (g, h) => {
        expect(isAllSmall(g)).toBe(true);
        expect(atomicWeight(add(g, h))).toBe(add(atomicWeight(g), atomicWeight(h)));
        expect(atomicWeight(negate(g))).toBe(negate(atomicWeight(g)));
        const w = atomicWeight(g);
        if (leq(num(2), w)) expect(outcome(g)).toBe('L');
        if (leq(w, num(-2))) expect(outcome(g)).toBe('R');
      }),
      { numRuns: 150 },
    );
  });

  it('refuses games that are not all-small', () => {
    expect(() => atomicWeight(num(1))).toThrow(NotAtomicError);
    expect(() => atomicWeight(parseGame('+-1'))).toThrow(NotAtomicError);
    expect(isAllSmall(parseGame('{0|{1|*}}'))).toBe(false);
  });

  it('is undefined without a throw exactly where atomicWeight throws NotAtomicError', () => {
    /** The atomic weight, or undefined where atomicWeight refuses it as not atomic. */
    const expected = (g: Game): Game | undefined => {
      try {
        return atomicWeight(g);
      } catch (error) {
        if (error instanceof NotAtomicError) return undefined;
        throw error;
      }
    };
    const day2 = bornByDay(2);
    for (const g of [...day2, parseGame('{0|{1|*}}')]) {
      expect(atomicWeightIfDefined(g)).toBe(expected(g));
    }
    expect(atomicWeightIfDefined(num(1))).toBeUndefined();
    expect(atomicWeightIfDefined(parseGame('+-1'))).toBeUndefined();
    expect(atomicWeightIfDefined(parseGame('^^*'))).toBe(num(2));
    fc.assert(
      fc.property(
        fc.tuple(fc.subarray(day2, { maxLength: 3 }), fc.subarray(day2, { maxLength: 3 })),
        ([l, r]) => {
          const g = game(l, r);
          expect(atomicWeightIfDefined(g)).toBe(expected(g));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('lets errors other than an undefined weight through', () => {
    const past = { deadline: Date.now() - 1 };
    expect(() => atomicWeightIfDefined(up(3), past)).toThrow(DeadlineError);
    expect(() => atomicWeightIfDefined(num(1), past)).toThrow(DeadlineError);
  });
});
