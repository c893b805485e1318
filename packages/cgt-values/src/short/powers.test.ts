import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { subtract } from './arithmetic.js';
import { game } from './canonical.js';
import { Dyadic } from './dyadic.js';
import { formatGame, parseGame } from './notation.js';
import { upPower, upPowerSum } from './operations.js';
import { pow, powTo } from './powers.js';
import { UP, ZERO, type Game } from './store.js';
import { arbitraryGame } from '../testing/forms.js';

const g = parseGame;
const d = (text: string): Dyadic => Dyadic.parse(text)!;
const tiny2 = '{0||0|-2}';

describe('Pow and PowTo', () => {
  it("gives CGSuite's values", () => {
    // Expected values: cgsuite (aaron-siegel/cgsuite),
    // lib/core/src/test/scala/org/cgsuite/lang/CgsuiteLangTest.scala, "implement >=2-ary methods"
    // (Tiny(2) written out as {0||0|-2}).
    const cases: [(x: Game, e: Dyadic) => Game, string, string, string][] = [
      [pow, '^', '7/4', '{0||0,v*|0,{0,v*|0,*}}'],
      [pow, '^', '3', '^<3>'],
      [pow, tiny2, '3', '{0||0|-2,{0|-2,{0|-2}}}'],
      [pow, tiny2, '7/4', '{0||0,{0|-2,{0|-2}}|-2,{0,{0|-2,{0|-2}}|-2,{0|-2}}}'],
      [powTo, '^', '7/4', '{^|*,^[2]||*,^[2]}'],
      [powTo, '^', '3', '^[3]'],
      [powTo, tiny2, '3', `{${tiny2}||0|-2|||0|-2}`],
      [powTo, tiny2, '7/4', `{${tiny2}|{0|-2},{${tiny2}||0|-2}||{0|-2},{${tiny2}||0|-2}}`],
      [powTo, '+-1', '3', '{1,{1,+-1|-1}|-1}'],
    ];
    for (const [op, base, exponent, expected] of cases) {
      expect(formatGame(op(g(base), d(exponent))), `${base} ${op.name} ${exponent}`).toBe(
        formatGame(g(expected)),
      );
    }
    expect(() => pow(g('+-1'), d('3'))).toThrow(/\{0\|H\}/);
  });

  it('gives the up powers ^<n> and ^[n] for ↑', () => {
    for (let n = 1; n <= 12; n++) {
      expect(pow(UP, Dyadic.of(n))).toBe(upPower(n));
      expect(powTo(UP, Dyadic.of(n))).toBe(upPowerSum(n));
    }
  });

  it('has G^1 = G^{→1} = G, G^{→0} = 0 and G^(n+1) = {0 | H − G^{→n}}', () => {
    fc.assert(
      fc.property(arbitraryGame, fc.integer({ min: 1, max: 6 }), (h, n) => {
        expect(powTo(h, Dyadic.of(1))).toBe(h);
        expect(powTo(h, Dyadic.of(0))).toBe(ZERO);
        // A base {0|H} whose canonical form keeps that shape (1 = {0|} and such have none).
        const base = game([ZERO], [h]);
        if (base.left.length !== 1 || base.left[0] !== ZERO || base.right[0] !== h) return;
        expect(pow(base, Dyadic.of(1))).toBe(base);
        const power = pow(base, Dyadic.of(n + 1));
        expect(power).toBe(game([ZERO], [subtract(h, powTo(base, Dyadic.of(n)))]));
      }),
      { numRuns: 40 },
    );
  });

  it('refuses exponents outside their range', () => {
    expect(() => powTo(UP, d('-1/2'))).toThrow(RangeError);
    expect(() => pow(UP, d('1/2'))).toThrow(RangeError);
  });
});
