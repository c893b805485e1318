import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dyadic } from './dyadic.js';
import { add, negate, up } from './arithmetic.js';
import { game } from './canonical.js';
import { leftStop, rightStop } from './order.js';
import { num, numberUpStarGame, star, STAR, UP, ZERO, type Game } from './store.js';
import { formatGame, parseGame } from './notation.js';
import {
  cool,
  heat,
  mean,
  temperature,
  thermograph,
  thermographByOptions,
  valueAt,
} from './thermograph.js';
import { arbitraryGame } from '../testing/forms.js';

const d = (text: string): Dyadic => Dyadic.parse(text)!;
const pm = (x: Game): Game => game([x], [negate(x)]);

describe('thermographs', () => {
  it('gives the switch {1/2|-2} mean -3/4 and temperature 5/4', () => {
    const g = parseGame('{1/2|-2}');
    expect(mean(g).toString()).toBe('-3/4');
    expect(temperature(g).toString()).toBe('5/4');
    const th = thermograph(g);
    expect(valueAt(th.leftWall, d('0')).toString()).toBe('1/2');
    expect(valueAt(th.rightWall, d('0')).toString()).toBe('-2');
    expect(valueAt(th.leftWall, d('1')).toString()).toBe('-1/2');
    expect(valueAt(th.rightWall, d('3')).toString()).toBe('-3/4');
  });

  it('knows numbers, infinitesimals and switches', () => {
    expect([temperature(num(3)).toString(), temperature(parseGame('1/2')).toString()]).toEqual([
      '-1',
      '-1/2',
    ]);
    expect(temperature(parseGame('3/8')).toString()).toBe('-1/8');
    for (const g of [STAR, UP, add(UP, STAR)]) {
      expect([mean(g).toString(), temperature(g).toString()]).toEqual(['0', '0']);
    }
    expect([mean(pm(num(3))).toString(), temperature(pm(num(3))).toString()]).toEqual(['0', '3']);
    const g = parseGame('{3||2|1}');
    expect([mean(g).toString(), temperature(g).toString()]).toEqual(['9/4', '3/4']);
  });

  it('gives number + ups + nimber the thermograph its options give, by a closed form', () => {
    const numbers = [0, 3, -2, 1 / 2, -3 / 4, 5 / 8, -7 / 16].map((v) =>
      Dyadic.of(Math.round(v * 16), 4),
    );
    for (const number of numbers) {
      for (let ups = -4; ups <= 4; ups++) {
        for (let s = 0; s <= 5; s++) {
          const g = numberUpStarGame({ number, ups, star: s });
          if (g.number !== undefined) continue;
          expect(thermograph(g), `${number.toString()} ${ups}↑ *${s}`).toEqual(
            thermographByOptions(g),
          );
        }
      }
    }
  });

  it('never lists the options of a huge nimber or of many ups', () => {
    const threeQuarters = num(Dyadic.of(3, 2));
    for (const [g, like] of [
      [star(65537), STAR],
      [star(2 ** 31), star(2)],
      [up(10 ** 9), UP],
      [up(-(10 ** 9)), up(-2)],
      [add(threeQuarters, star(99999)), add(threeQuarters, star(2))],
      [add(threeQuarters, up(12345)), add(threeQuarters, up(2))],
    ] as const) {
      expect(thermograph(g)).toEqual(thermographByOptions(like));
    }
    expect(temperature(star(65537)).toString()).toBe('0');
  });

  it('handles numbers with long chains of options', () => {
    const tiny = num(Dyadic.of(1, 5000));
    expect(temperature(tiny)).toEqual(Dyadic.of(-1, 5000));
    expect(mean(tiny)).toEqual(Dyadic.of(1, 5000));
  });

  it('has walls through the stops at temperature 0', () => {
    fc.assert(
      fc.property(arbitraryGame, (g) => {
        if (g.number !== undefined) return;
        const th = thermograph(g);
        expect(valueAt(th.leftWall, Dyadic.zero)).toEqual(leftStop(g));
        expect(valueAt(th.rightWall, Dyadic.zero)).toEqual(rightStop(g));
      }),
    );
  });

  it('has walls at t through the stops of the game cooled by t, below zero too', () => {
    fc.assert(
      fc.property(arbitraryGame, fc.integer({ min: -7, max: 24 }), (g, k) => {
        const t = Dyadic.of(k, 3);
        const th = thermograph(g);
        const cooled = cool(g, t);
        expect(valueAt(th.leftWall, t)).toEqual(leftStop(cooled));
        expect(valueAt(th.rightWall, t)).toEqual(rightStop(cooled));
      }),
      { numRuns: 150 },
    );
  });

  it('has additive means and subadditive temperatures', () => {
    fc.assert(
      fc.property(arbitraryGame, arbitraryGame, (g, h) => {
        expect(mean(add(g, h))).toEqual(mean(g).add(mean(h)));
        const hottest =
          temperature(g).compare(temperature(h)) >= 0 ? temperature(g) : temperature(h);
        expect(
          temperature(add(g, h)).compare(hottest) <= 0 || temperature(add(g, h)).sign() < 0,
        ).toBe(true);
      }),
      { numRuns: 80 },
    );
  });
});

describe('cooling and heating', () => {
  it('cools switches down to their mean', () => {
    const g = pm(num(1));
    expect(cool(g, d('1/2'))).toBe(pm(num(Dyadic.of(1, 1))));
    expect(cool(g, d('1'))).toBe(STAR);
    expect(cool(g, d('2'))).toBe(ZERO);
    expect(cool(parseGame('{1/2|-2}'), d('2'))).toBe(num(d('-3/4')));
    expect(() => cool(g, d('-1'))).toThrow(RangeError);
  });

  it('warms below zero, down to t > -1', () => {
    expect(cool(STAR, d('-1/2'))).toBe(pm(num(d('1/2'))));
    expect(cool(parseGame('{1|0}'), d('-1/2'))).toBe(parseGame('{3/2|-1/2}'));
    expect(cool(num(5), d('-7/8'))).toBe(num(5));
    expect(() => cool(STAR, d('-9/8'))).toThrow(RangeError);
  });

  it("gives CGSuite's values, above and below zero", () => {
    // Expected values: cgsuite (aaron-siegel/cgsuite),
    // lib/core/src/test/scala/org/cgsuite/lang/CgsuiteLangTest.scala, "implement >=2-ary methods".
    for (const [text, t, cooled] of [
      ['{3||2*|1*}', '0', '{3||2*|1*}'],
      ['{3||2*|1*}', '1/4', '{11/4||2|3/2}'],
      ['{3||2*|1*}', '1/2', '{5/2|2*}'],
      ['{3||2*|1*}', '5/8', '{19/8|17/8}'],
      ['{3||2*|1*}', '3/4', '9/4*'],
      ['{3||2*|1*}', '70', '9/4'],
      ['{3||2*|1*}', '-1/2', '{7/2|||5/2|3/2||+-1/2}'],
      // A number warms from its temperature down (1/4 has temperature -1/4).
      ['1/4', '-1/8', '1/4'],
      ['1/4', '-1/4', '1/4*'],
      ['1/4', '-3/8', '{3/8|1/8}'],
    ]) {
      expect(formatGame(cool(parseGame(text!), d(t!))), `${text} cooled by ${t}`).toBe(
        formatGame(parseGame(cooled!)),
      );
    }
    expect(() => cool(parseGame('{3||2*|1*}'), d('-1'))).toThrow(RangeError);
  });

  it("freezes (cools by the temperature) as CGSuite's Freeze does", () => {
    // Expected values: the `freeze` column of cgsuite (aaron-siegel/cgsuite),
    // lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala (numbers, whose
    // Freeze there is the number itself, are left out: cooled by its own temperature 1/4 is 1/4*).
    for (const [text, frozen] of [
      ['*8', '*8'],
      ['9/8*', '9/8*'],
      ['{0||0|v*}', '{0|^<2>}'],
      ['{3||2*|1*}', '9/4*'],
      ['{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}', '-5/16*'],
    ]) {
      const g = parseGame(text!);
      expect(cool(g, temperature(g))).toBe(parseGame(frozen!));
    }
  });

  it('lowers the temperature by the amount of cooling, keeping the mean', () => {
    fc.assert(
      fc.property(arbitraryGame, fc.integer({ min: -3, max: 8 }), (g, k) => {
        const t = Dyadic.of(k, 2);
        if (temperature(g).compare(t) <= 0) return;
        const cooled = cool(g, t);
        expect(mean(cooled)).toEqual(mean(g));
        expect(temperature(cooled)).toEqual(temperature(g).sub(t));
      }),
      { numRuns: 80 },
    );
  });

  it('heats * into ±1 and undoes cooling of switches', () => {
    expect(heat(STAR, num(1))).toBe(pm(num(1)));
    expect(heat(num(3), num(1))).toBe(num(3));
    const g = parseGame('{5|-1}');
    expect(heat(cool(g, d('2')), num(2))).toBe(g);
  });
});
