import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { InputLimitError } from '../input-limit.js';
import { isStopper, loopyCompare, type LoopyGame } from './graph.js';
import { loopySimplify } from './simplify.js';
import { formatLoopy, LoopyNotationError, parseLoopy } from './notation.js';
import { smallGraph } from '../testing/loopy-graphs.js';

const g = (text: string): LoopyGame => parseLoopy(text);
const simplest = (text: string): string => formatLoopy(loopySimplify(g(text)));

describe("CGSuite's loopy notation", () => {
  // Inputs and CGSuite's printed forms: aaron-siegel/cgsuite,
  // lib/core/src/test/scala/org/cgsuite/lang/CanonicalStopperTestCase.scala (CGSuite's
  // `begin uponth := {0||0|0,pass}; {0|uponth||-uponth} end` is written out).
  it('reads its test stoppers and prints them as CGSuite does', () => {
    for (const [input, printed] of [
      ['{pass|}', 'on'],
      ['{|pass}', 'off'],
      ['{0|pass}', 'over'],
      ['{pass|3/2}', '3/2under'],
      ['{-1/4+*|pass}', '-1/4v[on]'],
      ['{0|{0||0|0,pass}||-{0||0|0,pass}}', '{0|^<on>||v<on>}'],
      ['{0|||0||0|{|pass}}', '{0|Tiny(on)}'],
      ['{{pass|}|0||0}', 'Miny(on)'],
      ['{0|||0||pass|0}', 'Tiny(over)'],
      ['a{0||||0|||a|*||*}', 'a{0||||0|||a|*||*}'],
      [
        '{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}',
        '{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}',
      ],
    ]) {
      expect([input, simplest(input!)]).toEqual([input, printed]);
      // What it prints reads back as the same game.
      expect(loopyCompare(g(printed!), g(input!))).toBe('=');
    }
  });

  it("reads the forms of CGSuite's results: upons, uponths, tinies, nested names", () => {
    // Degrees and varieties printed in the same test file, read back: equal to their definitions.
    expect(loopyCompare(g('^<on>'), g('{0||0|0,pass}'))).toBe('=');
    expect(loopyCompare(g('v<on>'), g('-{0||0|0,pass}'))).toBe('=');
    expect(loopyCompare(g('^[on]*'), g('{0,pass|0}'))).toBe('=');
    expect(loopyCompare(g('Tiny(on)'), g('{0||0|off}'))).toBe('=');
    expect(loopyCompare(g('Miny(on)'), g('-Tiny(on)'))).toBe('=');
    expect(loopyCompare(g('2Tiny(over)'), g('2 + Tiny(over)'))).toBe('=');
    expect(loopyCompare(g('{0||||0|||Miny(on)|0||off}'), g('{0|{0|{{Miny(on)|0}|off}}}'))).toBe(
      '=',
    );
    expect(isStopper(g('{a{0,{0||0|a|||0}|0}|0}'))).toBe(true);
    expect(isStopper(g('{0|a{0|0,{0|||a|0||0}}}'))).toBe(true);
  });

  it('reads numbers and short games inside loopy braces, +- and names written in place', () => {
    expect(simplest('{pass|1/2}')).toBe('1/2under');
    expect(simplest('{^*, pass|}')).toBe('on');
    expect(simplest('{1/2|pass}')).toBe('1/2over');
    expect(simplest('+-on')).toBe('+-on');
    expect(simplest('+-{on,1}')).toBe('+-on');
    expect(loopyCompare(g('+-(1+upon)'), g('{1+upon|-1-upon}'))).toBe('=');
    // Bach's Carousel names its start in place and refers to it inside.
    const carousel = g('a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}');
    expect(isStopper(carousel)).toBe(false);
    expect(formatLoopy(carousel)).toBe('a{0,{1|1,{*,{1*|1*,a}|*}}|0}');
    // A pass on a nested side is a move to that nested game.
    expect(formatLoopy(g('{0||pass|0}'))).toBe('{0|under}');
    expect(loopyCompare(g('{1|||0||pass|0}'), g('{1|{0|{pass|0}}}'))).toBe('=');
  });

  it('names the column of a mistake', () => {
    expect(() => g('{pass|3/5}')).toThrow(/column 9: expected a power of two/);
    expect(() => g('a{0|a} + a{0|a}')).toThrow(/a is already defined/);
    expect(() => g('+-')).toThrow(LoopyNotationError);
    expect(() => g('('.repeat(600) + '0' + ')'.repeat(600))).toThrow(/deeper/);
    expect(() => g('-'.repeat(600) + '1')).toThrow(/deeper/);
  });

  it('gives parts printed apart names of their own: the options of +-{G,H}, a switch met twice', () => {
    // A switch of two loopy options, and a game holding the same switch as a Left and a Right
    // option (each part once named a, which does not read back).
    const pair: LoopyGame = { left: [[2, 1], [1], [1]], right: [[1, 2], [2], [1]], start: 0 };
    const twice: LoopyGame = {
      left: [[1, 4], [3, 2], [2], [2], [5], []],
      right: [[1], [2, 3], [3], [2], [], []],
      start: 0,
    };
    expect(formatLoopy(pair)).toBe('+-{a{pass|a||pass|a},b{pass||b|b}}');
    expect(formatLoopy(twice)).toBe(
      '{1,+-{a{pass|a||pass|a},b{pass||b|b}}|+-{c{pass|c||pass|c},d{pass||d|d}}}',
    );
    for (const x of [pair, twice]) expect(loopyCompare(g(formatLoopy(x)), x)).toBe('=');
  });

  it('prints every game so that it reads back equal (random graphs and their simplest forms)', () => {
    fc.assert(
      fc.property(smallGraph(4), (a) => {
        expect(loopyCompare(g(formatLoopy(a)), a)).toBe('=');
        if (isStopper(a)) {
          const s = loopySimplify(a);
          expect(loopyCompare(g(formatLoopy(s)), a)).toBe('=');
        }
      }),
      { numRuns: inject('slow') ? 2000 : 150 },
    );
  });

  it('reads any text or throws a LoopyNotationError (or an InputLimitError)', () => {
    const piece = fc.constantFrom(
      ...['{', '}', '|', '||', ',', 'pass', 'a', 'a{', 'on', 'upon', '^[on]', 'v<on>', '1/2'],
      ...['-', '+', '+-', '(', ')', '*', '^', 'v', '3', 'Tiny(', 'Miny(', ':', ' ', 'x'],
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (pieces) => {
        try {
          parseLoopy(pieces.join(''));
        } catch (error) {
          expect(error instanceof LoopyNotationError || error instanceof InputLimitError).toBe(
            true,
          );
        }
      }),
      { numRuns: inject('slow') ? 20_000 : 1000 },
    );
  });
});
