import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, negate, subtract, sum } from './arithmetic.js';
import { game } from './canonical.js';
import { Dyadic } from './dyadic.js';
import { parseGame } from './notation.js';
import { upPower } from './operations.js';
import { num, star, STAR, UP, ZERO, type Game } from './store.js';
import { arbitraryGame } from '../testing/forms.js';
import { arbitraryUptimalParts, uptimalSum } from '../testing/uptimals.js';
import { compareExpansions, uptimalExpansion, type UptimalExpansion } from './uptimal.js';

const expansionOf = (g: Game) => {
  const e = uptimalExpansion(g);
  return e === undefined ? undefined : { ...e, number: e.number.toString() };
};
const parts = (number: Dyadic, star: number, ...digits: number[]) => ({
  number: number.toString(),
  digits,
  star,
});

describe('uptimal expansions', () => {
  it("agree with sums of ups and stars, as CGSuite's UptimalTest checks", () => {
    // ↑², ↑³, ↑⁴ built from their definitions, not from upPower.
    const down = negate(UP);
    const up2 = game([ZERO], [add(down, STAR)]);
    const up3 = game([ZERO], [subtract(add(down, STAR), up2)]);
    const up4 = game([ZERO], [sum([add(down, STAR), negate(up2), negate(up3)])]);
    const multiples = [-2, -1, 0, 1, 2];
    // x + *m + a₁·↑ + a₂·↑² + a₃·↑³ + a₄·↑⁴, each sum built on the one before.
    const plus = (g: Game, power: Game, a: number): Game =>
      Array.from({ length: Math.abs(a) }).reduce<Game>(
        (total) => add(total, a > 0 ? power : negate(power)),
        g,
      );
    for (const x of [Dyadic.zero, Dyadic.of(-5, 2)]) {
      for (const m of [0, 1, 3]) {
        for (const a1 of multiples) {
          const g1 = plus(add(num(x), star(m)), UP, a1);
          for (const a2 of multiples) {
            const g2 = plus(g1, up2, a2);
            for (const a3 of multiples) {
              const g3 = plus(g2, up3, a3);
              for (const a4 of multiples) {
                const digits = [a1, a2, a3, a4];
                while (digits.at(-1) === 0) digits.pop();
                expect(
                  expansionOf(plus(g3, up4, a4)),
                  `${x.toString()}.${digits.join(',')}*${m}`,
                ).toEqual(parts(x, m, ...digits));
              }
            }
          }
        }
      }
    }
  });

  it("are CGSuite's for its test cases", () => {
    // CanonicalShortGameTestCase: the game and its UptimalExpansion (`*4.0202` is x = 0,
    // *4, digits 0, 2, 0, 2; `*.1-` is *, digit −1).
    const cases: [string, ReturnType<typeof parts> | undefined][] = [
      ['^', parts(Dyadic.zero, 0, 1)],
      ['v*', parts(Dyadic.zero, 1, -1)],
      ['6+^*', parts(Dyadic.of(6), 1, 1)],
      ['73/16+v9*8', parts(Dyadic.of(73, 4), 8, -9)],
      ['{0|*||*|||*||||*}', parts(Dyadic.zero, 0, 1, 1, 1, 1)],
      ['{0||0|v*}', parts(Dyadic.zero, 1, 1, 2)],
      [
        '{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}',
        parts(Dyadic.zero, 0, 0, 2, 0, 2),
      ],
      [
        '{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}',
        parts(Dyadic.zero, 4, 0, 2, 0, 2),
      ],
      // Not uptimals (IsUptimal false).
      ['{0||0|vvv}', undefined],
      ['{^^^|vv}', undefined],
      ['{0||0|-3/2}', undefined],
      ['{0|||0||-1|-3}', undefined],
      ['{1|^^||^}', undefined],
      ['{3||2+*|1+*}', undefined],
    ];
    for (const [text, expected] of cases)
      expect(expansionOf(parseGame(text)), text).toEqual(expected);
  });

  it('are found for every uptimal sum and are exact on any game', () => {
    fc.assert(
      fc.property(arbitraryUptimalParts, arbitraryGame, arbitraryGame, (u, g, h) => {
        const digits = [...u.digits];
        while (digits.at(-1) === 0) digits.pop();
        const uptimal = uptimalSum(u);
        expect(expansionOf(uptimal)).toEqual(parts(u.number, u.star, ...digits));
        // Whatever is recognised is the game its expansion builds.
        for (const x of [g, add(g, h), add(uptimal, g), game([uptimal, g], [h])]) {
          const e = uptimalExpansion(x);
          if (e !== undefined) expect(uptimalSum(e)).toBe(x);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('walks long expansions and large digits without sums', () => {
    // Each game's answer comes from its options' (no sums): long and large uptimals are cheap.
    expect(expansionOf(upPower(150))?.digits).toHaveLength(150);
    const big = parseGame('40 * ^<2> - 3 * ^<7> + *2');
    expect(expansionOf(big)).toEqual(parts(Dyadic.zero, 2, 0, 40, 0, 0, 0, 0, -3));
    // Left options x + *i for i < m, and one more: matched by key, not pairwise.
    const wide = parseGame('^<2> + ^<3> + *40');
    expect(wide.left).toHaveLength(41);
    expect(expansionOf(wide)).toEqual(parts(Dyadic.zero, 40, 0, 1, 1));
  });

  it('orders expansions as CGSuite does', () => {
    const e = (number: number, m: number, ...digits: number[]): UptimalExpansion => ({
      number: Dyadic.of(number),
      digits,
      star: m,
    });
    const sorted = [e(1, 0, 1), e(0, 1, 0, 1), e(0, 0, 1), e(0, 0, 1, 1), e(0, 0, -1, 2), e(0, 1)];
    sorted.sort(compareExpansions);
    expect(sorted).toEqual([
      e(0, 1),
      e(0, 0, -1, 2),
      e(0, 1, 0, 1),
      e(0, 0, 1),
      e(0, 0, 1, 1),
      e(1, 0, 1),
    ]);
  });
});
