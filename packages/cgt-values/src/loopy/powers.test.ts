import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dyadic } from '../short/dyadic.js';
import { game } from '../short/canonical.js';
import { formatGame, NotationError, parseGame } from '../short/notation.js';
import { pow, powTo } from '../short/powers.js';
import { UP, ZERO } from '../short/store.js';
import { arbitraryGame } from '../testing/forms.js';
import { loopyCompare } from './graph.js';
import { loopySimplify } from './simplify.js';
import { formatLoopy, parseLoopy } from './notation.js';
import {
  loopyOrdinalSum,
  loopySubordinate,
  loopyPow,
  loopyPowTo,
  pseudonumberGame,
  pseudonumberOf,
} from './powers.js';
import { shortGraph } from './short.js';
import { loopySides } from './sides.js';

const l = (text: string) => parseLoopy(text);

describe('Pow and PowTo to pseudonumbers', () => {
  it("gives CGSuite's values", () => {
    // Expected values: cgsuite (aaron-siegel/cgsuite),
    // lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala, "game.CanonicalShortGame …
    // implement >=2-ary methods correctly" (its Pow and PowTo rows).
    const cases: [string, string][] = [
      ['^.Pow({1|pass})', '{0||0,pass|0,*}'],
      ['^.Pow(7/4)', '{0||0,v*|0,{0,v*|0,*}}'],
      ['^.Pow(3)', '^<3>'],
      ['^.Pow({5|pass})', '{0||0,pass|0,v[4]*}'],
      ['^.Pow({pass|5})', '{0||0,v[4]*|0,pass}'],
      ['^.Pow(on)', '^<on>'],
      ['{0||0|-2}.Pow(3)', '{0||0|-2,{0|-2,{0|-2}}}'],
      ['{0||0|-2}.Pow(7/4)', '{0||0,{0|-2,{0|-2}}|-2,{0,{0|-2,{0|-2}}|-2,{0|-2}}}'],
      ['{0||0|-2}.Pow({5|pass})', '{0||0,pass|-2,{0|-2,{0|-2,{0|-2,{0|-2,{0|-2}}}}}}'],
      ['{0||0|-2}.Pow(on)', '{0||0|-2,pass}'],
      ['^.PowTo({pass|1})', '{pass|*,^}'],
      ['^.PowTo({1|pass})', '{^|*,pass}'],
      ['^.PowTo(7/4)', '{^|*,^[2]||*,^[2]}'],
      ['^.PowTo(3)', '^[3]'],
      ['^.PowTo({5|pass})', '{^[5]|*,pass}'],
      ['^.PowTo({pass|5})', '{pass|*,^[5]}'],
      ['^.PowTo(on)', '^[on]'],
      ['{0||0|-2}.PowTo(3)', '{Tiny(2)||0|-2|||0|-2}'],
      ['{0||0|-2}.PowTo(7/4)', '{Tiny(2)|{0|-2},{Tiny(2)||0|-2}||{0|-2},{Tiny(2)||0|-2}}'],
      ['{0||0|-2}.PowTo({5|pass})', '{{Tiny(2)||0|-2|||0|-2||||0|-2}||0|-2|||{0|-2},pass}'],
      ['{0||0|-2}.PowTo(on)', '{pass||0|-2}'],
      ['(+-1).PowTo(3)', '{1,{1,+-1|-1}|-1}'],
    ];
    for (const [expression, expected] of cases) {
      const value = l(expression);
      expect(loopyCompare(value, l(expected)), expression).toBe('=');
      expect(formatLoopy(value), expression).toBe(expected);
    }
    // The same games as CGSuite's other tests name them: upon, and ^.Pow(on) + {0|upon} of
    // GameTest.scala's "game.StopperSidedValue" rows, with sides {0||0|^<on>*} & {0|^[on]}.
    expect(formatLoopy(l('^.PowTo(on)'))).toBe(formatLoopy(l('upon')));
    const sides = loopySides(l('^.Pow(on) + {0|upon}'));
    expect(formatLoopy(sides.onside)).toBe('{0||0|^<on>*}');
    expect(formatLoopy(sides.offside)).toBe('{0|^[on]}');
  });

  it('refuses what CGSuite refuses, with the column', () => {
    // GameTest.scala: "Invalid exponent." and "Invalid base for `Pow` operation".
    expect(() => l('^.Pow({pass|1})')).toThrow(/no blow-up/);
    expect(() => l('^.Pow(off)')).toThrow(/no blow-up/);
    expect(() => l('(+-1).Pow(3)')).toThrow(/column 1: Pow needs a base of the form \{0\|H\}/);
    expect(() => l('^.Pow(upon)')).toThrow(/column 7: expected a number, on, off/);
    expect(() => l('on.Pow(3)')).toThrow(/column 1: Pow needs a short game/);
  });

  it('agrees with the short Pow and PowTo on numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 16 }), fc.integer({ min: 0, max: 2 }), (m, k) => {
        const x = Dyadic.of(m, k);
        const expected = formatGame(powTo(UP, x));
        expect(formatLoopy(l(`^.PowTo(${x.toString()})`))).toBe(expected);
        expect(formatLoopy(l(`^.Pow(${x.toString()})`))).toBe(formatGame(pow(UP, x)));
      }),
      { numRuns: 20 },
    );
  });

  it('makes ^.Pow(on) satisfy its defining recursion and lie beyond every ^<n>', () => {
    // G^on = {0 | H − G^{→on}} with G^{→on} = G : on, built here by hand from the ordinal sum.
    const upOn = l('^.Pow(on)');
    const byHand = l(`{0 | * - (${formatLoopy(loopyOrdinalSum(shortGraph(UP), l('on')))})}`);
    expect(loopyCompare(upOn, byHand)).toBe('=');
    // A stopper: its own sides. And 0 < ^<on> < ^<n> for every n: the power past all integers.
    const sides = loopySides(upOn);
    expect(loopyCompare(sides.onside, upOn)).toBe('=');
    expect(loopyCompare(sides.offside, upOn)).toBe('=');
    expect(loopyCompare(upOn, l('0'))).toBe('>');
    for (let n = 2; n <= 6; n++) expect(loopyCompare(upOn, l(`^<${n}>`)), `^<${n}>`).toBe('<');
  });

  it('reads pseudonumbers back from their games', () => {
    for (const text of ['on', 'off', 'over', 'under', '3/2under', '{5|pass}', '-1/4', '7']) {
      const p = pseudonumberOf(l(text));
      expect(p, text).toBeDefined();
      expect(loopyCompare(pseudonumberGame(p!), l(text)), text).toBe('=');
    }
    expect(pseudonumberOf(l('upon'))).toBeUndefined();
    expect(pseudonumberOf(l('*'))).toBeUndefined();
  });

  it('keeps the ordinal sum with a number the short one', () => {
    const cases: [string, string][] = [
      ['^', '3'],
      ['{1|-1}', '1/2'],
      ['*', '-2'],
    ];
    for (const [g, h] of cases) {
      const sum = loopyOrdinalSum(l(g), l(h));
      expect(formatLoopy(sum)).toBe(formatGame(parseGame(`${g}:${h}`)));
    }
    expect(formatLoopy(loopyPowTo(UP, { kind: 'on' }))).toBe('^[on]');
    expect(formatLoopy(loopyPow(UP, { kind: 'on' }))).toBe('^<on>');
  });
});

describe('Subordinate', () => {
  it("gives CGSuite's values, on short games and stoppers", () => {
    // Expected values: cgsuite (aaron-siegel/cgsuite),
    // lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala, the Subordinate rows of
    // "game.CanonicalShortGame" and "game.CanonicalStopperGame … implement >=2-ary methods".
    const cases: [string, string][] = [
      ['(1/8).Subordinate(1)', '-3'],
      ['(^.PowTo(5)+*).Subordinate(*)', '5'],
      ['(+-1).Subordinate(0)', '+-1'],
      ['(+-1).Subordinate(+-1)', '0'],
      ['(-13/16).Subordinate(-1)', '3/8'],
      ['over.Subordinate(1)', 'off'],
      ['(upon+*).Subordinate(*)', 'on'],
      ['{0,*|0,pass}.Subordinate(*)', 'over'],
      ['on.Subordinate(1)', 'on'],
    ];
    for (const [expression, expected] of cases) {
      expect(formatLoopy(l(expression)), expression).toBe(expected);
    }
    expect(() => l('*.Subordinate(1)')).toThrow(/column 1: that game cannot be subordinated/);
    expect(() => l('on.Subordinate(*)')).toThrow(/cannot be subordinated/);
    expect(() => l('on.Subordinate(on)')).toThrow(/column 16: expected a short game as the base/);
  });

  it('undoes the ordinal sum of a short base and a stopper', () => {
    const bases = ['0', '1', '*', '^', '{1|-1}', '-1/2'];
    const stoppers = ['on', 'over', '3/2under', 'upon', '^<on>', '{0|pass}', 'a{0|{0|a}}'];
    for (const b of bases) {
      for (const x of stoppers) {
        const base = parseGame(b);
        const sum = loopySimplify(loopyOrdinalSum(shortGraph(base), l(x)));
        const back = loopySubordinate(sum, base);
        expect(loopyCompare(loopyOrdinalSum(shortGraph(base), back), sum), `${b} : ${x}`).toBe('=');
      }
    }
  });
});

describe('the short parser on the same methods', () => {
  // Every example above whose value is short: parseGame reads it with the same meaning.
  const shortExamples = [
    '^.Pow(7/4)',
    '^.Pow(3)',
    '{0||0|-2}.Pow(3)',
    '{0||0|-2}.Pow(7/4)',
    '^.PowTo(7/4)',
    '^.PowTo(3)',
    '{0||0|-2}.PowTo(3)',
    '{0||0|-2}.PowTo(7/4)',
    '(+-1).PowTo(3)',
    '(1/8).Subordinate(1)',
    '(^.PowTo(5)+*).Subordinate(*)',
    '(+-1).Subordinate(0)',
    '(+-1).Subordinate(+-1)',
    '(-13/16).Subordinate(-1)',
    '^.Pow(2).PowTo(1/2) + 1',
    '-^.Pow(3)',
  ];

  it('agrees with parseLoopy on every short example', () => {
    for (const expression of shortExamples) {
      expect(formatGame(parseGame(expression)), expression).toBe(formatLoopy(l(expression)));
    }
  });

  /** Both parsers give the same game, or both refuse the text. */
  const agree = (text: string): void => {
    let loopy: string;
    try {
      loopy = formatLoopy(l(text));
    } catch {
      expect(() => parseGame(text), text).toThrow(NotationError);
      return;
    }
    expect(formatGame(parseGame(text)), text).toBe(loopy);
  };

  it('agrees with parseLoopy on random bases and exponents', () => {
    fc.assert(
      fc.property(
        arbitraryGame,
        arbitraryGame,
        fc.integer({ min: -4, max: 12 }),
        fc.integer({ min: 0, max: 2 }),
        (h, b, m, k) => {
          const g = `(${formatGame(game([ZERO], [h]))})`;
          const x = Dyadic.of(m, k).toString();
          agree(`${g}.PowTo(${x})`);
          agree(`${g}.Pow(${x})`);
          agree(`(${formatGame(h)}).Pow(${x})`);
          // B : G subordinated to B is an X with B : X = B : G (parseLoopy reads no ':'); G
          // itself may be no B : X.
          const base = `(${formatGame(b)})`;
          const onBase = `(${base}:${g}).Subordinate${base}`;
          const back = formatGame(parseGame(onBase));
          expect(parseGame(`${base}:(${back})`), onBase).toBe(parseGame(`${base}:${g}`));
          agree(`${g}.Subordinate${base}`);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('refuses what parseLoopy refuses or reads as loopy, with the column', () => {
    const refusals: [string, RegExp][] = [
      ['(+-1).Pow(3)', /column 1: expected a base of the form \{0\|H\} before \.Pow/],
      ['^.Pow(on)', /column 7: expected a game/],
      ['^.Pow(^)', /column 7: expected a number as the exponent of Pow/],
      [
        '1 + ^.Pow(1/2)',
        /column 11: expected an exponent in Pow's domain \(Pow needs an exponent x ≥ 1/,
      ],
      ['^.PowTo(-1)', /column 9: expected an exponent in PowTo's domain/],
      ['1 + *.Subordinate(1)', /column 5: expected a game G = base : X before \.Subordinate/],
      ['^.Pow(3', /column 8: expected '\)' to close the '\(' at column 6/],
    ];
    for (const [text, message] of refusals) {
      expect(() => parseGame(text), text).toThrow(NotationError);
      expect(() => parseGame(text), text).toThrow(message);
    }
  });
});
