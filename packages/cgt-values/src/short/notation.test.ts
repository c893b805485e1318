import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, negate, up } from './arithmetic.js';
import { game } from './canonical.js';
import { compare } from './order.js';
import { num, star, STAR, UP, ZERO } from './store.js';
import { Dyadic } from './dyadic.js';
import { formatGame, NotationError, parseGame } from './notation.js';
import { arbitraryGame } from '../testing/forms.js';
import { arbitraryUptimal } from '../testing/uptimals.js';

describe('printing', () => {
  it('writes the standard forms', () => {
    const cases: [ReturnType<typeof parseGame>, string][] = [
      [ZERO, '0'],
      [num(Dyadic.of(-3, 2)), '-3/4'],
      [STAR, '*'],
      [star(2), '*2'],
      [UP, '^'],
      [up(-1), 'v'],
      [up(2), '^^'],
      [up(3), '^3'],
      [add(up(-2), STAR), 'vv*'],
      [add(num(Dyadic.of(1, 1)), STAR), '1/2*'],
      [add(UP, STAR), '^*'],
      [add(num(Dyadic.of(3, 2)), up(-1)), '3/4v'],
      [game([num(1)], [num(-1)]), '+-1'],
      [game([num(3)], [num(1)]), '{3|1}'],
      [game([num(3)], [game([num(2)], [num(1)])]), '{3||2|1}'],
      [game([ZERO], [game([ZERO], [num(-2)])]), 'Tiny(2)'],
      [game([game([num(2)], [ZERO])], [ZERO]), 'Miny(2)'],
      [game([num(Dyadic.of(1, 1))], [num(-2)]), '{1/2|-2}'],
    ];
    for (const [g, text] of cases) expect(formatGame(g)).toBe(text);
  });
});

describe('printing numbers-up-stars', () => {
  it('writes every x + n.^ + *m as number, arrows and nimber', () => {
    for (let n = -5; n <= 5; n++) {
      for (let m = 0; m < 5; m++) {
        for (const x of [0, 1, -2]) {
          const text = formatGame(add(add(up(n), star(m)), num(x)));
          expect(text).toMatch(/^(-?\d+)?([v^]+\d*)?(\*\d*)?$/);
          expect(parseGame(text)).toBe(add(add(up(n), star(m)), num(x)));
        }
      }
    }
  });
});

describe('parsing', () => {
  it('reads the notation', () => {
    expect(parseGame('+-{2|1}')).toBe(
      game([game([num(2)], [num(1)])], [game([num(-1)], [num(-2)])]),
    );
    expect(parseGame('{3||2|1}')).toBe(game([num(3)], [game([num(2)], [num(1)])]));
    expect(parseGame('{1,2|3||4}')).toBe(game([game([num(1), num(2)], [num(3)])], [num(4)]));
    expect(parseGame('^ + ^')).toBe(parseGame('{0|^*}'));
    expect(parseGame('^')).toBe(parseGame('{0|*}'));
    expect(parseGame('^*')).toBe(parseGame('{0,*|0}'));
    expect(parseGame('+-1 + +-1')).toBe(ZERO);
    expect(parseGame('3.^')).toBe(up(3));
    expect(parseGame('-2.(^*)')).toBe(up(-2));
    expect(parseGame('2 - 1/2')).toBe(num(Dyadic.of(3, 1)));
    expect(parseGame('-(1^)')).toBe(add(num(-1), up(-1)));
    expect(parseGame('-1^')).toBe(add(num(-1), UP));
    expect(parseGame(' { | } ')).toBe(ZERO);
    expect(parseGame('*3 + *5')).toBe(star(6));
    expect(parseGame('Tiny(1) + Miny(1)')).toBe(ZERO);
    expect(parseGame('-^')).toBe(negate(UP));
  });

  it('round-trips every printed game', () => {
    fc.assert(
      fc.property(arbitraryGame, arbitraryGame, (g, h) => {
        for (const x of [g, add(g, h)]) expect(parseGame(formatGame(x))).toBe(x);
      }),
      { numRuns: 150 },
    );
  });

  it('points at the offending column', () => {
    const cases: [string, number, string][] = [
      ['{1|2|3}', 5, 'a longer bar run'],
      ['1/3', 3, 'a power of two'],
      ['{1|', 4, "'}'"],
      ['^^x', 3, 'an operator'],
      ['', 1, 'a game'],
      ['(1', 3, "')'"],
      ['{1,|2}', 4, 'an option'],
      ['{1|2)', 5, "'}'"],
      ['1 + ', 5, 'a game'],
      ['Tiny 2', 6, "'('"],
      ['('.repeat(300) + '1' + ')'.repeat(300), 201, 'nested'],
      ['+-'.repeat(4000), 401, 'nested signs and +-'],
      ['1 + ' + '+-'.repeat(250) + '1', 405, 'nested signs and +-'],
      ['-'.repeat(300) + '1', 201, 'nested signs and +-'],
      ['5*{3||2|0}', 2, 'ambiguous'],
      ['5*(3)', 2, 'ambiguous'],
      ['5* {3||2|0}', 4, 'an operator'],
      ['{1|0} * {2|0}', 7, 'an integer on one side'],
      ['1/2.*', 4, 'a positive unit'],
      ['^<0>', 3, 'a power of up from 1'],
      ['^[2', 4, "']'"],
      ['*(1/2)', 3, 'a nimber: a whole number'],
      ['2 ^', 3, 'an operator'],
      ['1/3', 3, 'a power of two'],
      ['(1)/3', 4, 'divided by a power of two'],
      ['^/2', 2, 'divided by a power of two'],
    ];
    for (const [text, column, expected] of cases) {
      let error: unknown;
      try {
        parseGame(text);
      } catch (e) {
        error = e;
      }
      expect(error, text).toBeInstanceOf(NotationError);
      expect((error as NotationError).column, text).toBe(column);
      expect((error as NotationError).expected, text).toContain(expected);
    }
  });

  it('throws only NotationError on any input', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'{}|,()0123/-+*^v.Tiny '), maxLength: 12 }),
        (text) => {
          try {
            parseGame(text);
          } catch (e) {
            expect(e).toBeInstanceOf(NotationError);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads numbers of 100000 digits and bounded runs of prefixes', () => {
    const digits = '7'.repeat(100_000);
    expect(formatGame(parseGame(digits))).toBe(digits);
    const huge = 2n ** 300_000n;
    expect(formatGame(parseGame(`${huge * 3n}/${huge}`))).toBe('3');
    expect(formatGame(parseGame(`1/${huge}`))).toBe(`1/${huge}`);
    expect(formatGame(parseGame('1.'.repeat(200) + '*'))).toBe('*');
    expect(formatGame(parseGame('1.'.repeat(30_000) + '*'))).toBe('*');
  });
});

describe("CGSuite's notation", () => {
  const read = (text: string) => formatGame(parseGame(text));

  it('prints as CGSuite prints (its own test cases)', () => {
    // Inputs and outputs of CGSuite's CanonicalShortGameTestCase and GameGraphTest.
    const cases: [string, string][] = [
      ['9/8+*', '9/8*'],
      ['6+^*', '6^*'],
      ['73/16+v9*8', '73/16v9*8'],
      ['{0|*||*|||*||||*}', '^[4]'],
      ['{0||0|v*}', '{0|^<2>}'],
      ['3/4v[3]*', '3/4v[3]*'],
      ['{4|0,+-1}', '{4|0,+-1}'],
      ['{0||0|vvv}', '{0||0|v3}'],
      ['{^^^|vv}', '{^3|vv}'],
      ['{0||0|-3/2}', 'Tiny(3/2)'],
      ['{0|||0||-1|-3}', 'Tiny({3|1})'],
      ['{5||3|1|||0||||0}', 'Miny({5||3|1})'],
      ['{1|^^^||^}', '{1|^3||^}'],
      ['{3||2+*|1+*}', '{3||2*|1*}'],
      ['{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}', '{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}'],
      ['+-{3|2}', '+-{3|2}'],
    ];
    for (const [input, output] of cases) expect(read(input), input).toBe(output);
    // Four bars at most inside, as CGSuite writes.
    const deep =
      '{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}';
    expect(read(deep)).toBe(deep);
  });

  it('prints uptimals as CGSuite does (its own test cases)', () => {
    // Printed by CGSuite in CanonicalShortGameTestCase (the games, their options, incentives and
    // companions) and EvalTest. CGSuite writes ±↑ⁿ as ^<n>/v<n> and ±↑^[n] as ^[n]/v[n] (with a
    // number before and any nimber after); every other uptimal of two digits or more, as 0.0202
    // (2·↑² + 2·↑⁴) and *4.0202 here, is a general form whose options are ordered as uptimals.
    const cases: [string, string][] = [
      ['{0|v*}', '^<2>'],
      ['{0,*|v}', '^<2>*'],
      ['{^|*}', '^[2]'],
      ['{0,^*|0}', '^[2]*'],
      ['{0|*||*|||*||||*}', '^[4]'],
      ['{^[3]|*}', '^[4]'],
      ['^[4] + *', '^[4]*'],
      ['{0||0|v*}', '{0|^<2>}'],
      ['{0|^<2>*}', '{0|^<2>*}'],
      ['{v<2>|0}', '{v<2>|0}'],
      ['-^<4>', 'v<4>'],
      [
        '2 * ^<2> + 2 * ^<4>',
        '{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}',
      ],
      [
        '2 * ^<2> + 2 * ^<4> + *4',
        '{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}',
      ],
    ];
    for (const [input, output] of cases) expect(read(input), input).toBe(output);
    // CGSuite's printed forms, printed back unchanged.
    for (const text of [
      '{0,{0,*||*,v|vv*}||{0,*||*,v|vv*|||vv*,{*,v|vv*}},{0,*||*,v|vv*}|{0,*||*,v|vv*|||vv*,{*,v|vv*}||||vv*}}',
      '{0|^[3]*||0,^[3]*|||0}',
      '{{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}',
      '{{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}',
      '{{^^*4||||{^^*4|*4,^*5},^^*4|||^^*4|*4,^*5||0,*,*2,*3,*4}|{^^*4|*4,^*5||0,*,*2,*3,*4},{{^^*4|*4,^*5},^^*4|||^^*4|*4,^*5||0,*,*2,*3,*4}||0,*,*2,*3,{^^*4|*4,^*5||0,*,*2,*3,*4}}',
      '{{^^*7||||{^^*7|*7,^*6},^^*7|||^^*7|*7,^*6||0,*,*2,*3,*4,*5,*6,*7}|{^^*7|*7,^*6||0,*,*2,*3,*4,*5,*6,*7},{{^^*7|*7,^*6},^^*7|||^^*7|*7,^*6||0,*,*2,*3,*4,*5,*6,*7}||0,*,*2,*3,*4,*5,*6,{^^*7|*7,^*6||0,*,*2,*3,*4,*5,*6,*7}}',
    ]) {
      expect(read(text), text).toBe(text);
    }
  });

  it('prints sums of up powers as CGSuite does', () => {
    // A unit (one digit ±1) or a unit sum (every digit 1, or every digit −1) is named; any other
    // expansion is a general form, as CGSuite's Uptimal.appendTo does. ↑² + ↑² is 0.02: CGSuite
    // prints that game as an option of 0.0202's Right option above, `{0||0,v*|vv}`.
    const cases: [string, string][] = [
      ['^<2> + ^<2>', '{0||0,v*|vv}'],
      ['v<2> + v<2>', '{^^|0,^*||0}'],
      ['^ + ^<2>', '^[2]'],
      ['v + v<2>', 'v[2]'],
      ['^<3>', '^<3>'],
      ['^[3]', '^[3]'],
      ['^<3> + ^[2]', '^[3]'],
      ['^<2> + *', '^<2>*'],
      ['-(^<2> + *)', 'v<2>*'],
      ['^ + ^<3>', '{^|v<2>*}'],
      ['^<2> + *2', '^<2>*2'],
      ['^[3] + *3', '^[3]*3'],
      ['1 + ^<2> + *2', '1^<2>*2'],
      ['-1 - ^[3] + *2', '-1v[3]*2'],
      ['3/4 + v<5> + *7', '3/4v<5>*7'],
      ['+-(1 + ^<2> + *2)', '+-(1^<2>*2)'],
      ['+-(1 + ^<2> + ^<2>)', '+-{1||1,1v*|1vv}'],
      // Nimbers, then uptimals by expansion (general forms too), then the others.
      ['{+-1, ^<2>+^<2>, v<3>*3, *2 | -5}', '{*2,v<3>*3,{0||0,v*|vv},+-1|-5}'],
    ];
    for (const [input, output] of cases) {
      expect(read(input), input).toBe(output);
      expect(parseGame(output), output).toBe(parseGame(input));
    }
  });

  it("orders uptimal options by their expansions, as CGSuite's DeterministicOrdering does", () => {
    // By number, then digit by digit (d₁ for ↑, d₂ for ↑², …), then the shorter expansion, then
    // the nimber.
    const cases: [string, string][] = [
      ['{1v,1*|-5}', '{1*,1v|-5}'],
      ['{^,^<2>*|-5}', '{^<2>*,^|-5}'],
      ['{^[3],^<3>*|-5}', '{^<3>*,^[3]|-5}'],
      ['{1^<2>,1*|-5}', '{1*,1^<2>|-5}'],
      ['{^<2>,v*|-5}', '{v*,^<2>|-5}'],
      ['{^[2]*,^<2>|-5}', '{^<2>,^[2]*|-5}'],
      ['{^[3],^[2]*|-5}', '{^[2]*,^[3]|-5}'],
      ['{^[2]*,^<3>|-5}', '{^<3>,^[2]*|-5}'],
    ];
    for (const [input, output] of cases) {
      expect(read(input), input).toBe(output);
      expect(parseGame(output)).toBe(parseGame(input));
    }
  });

  it('writes switches, tinies and minies as CGSuite does', () => {
    const cases: [string, string][] = [
      ['{1|-1}', '+-1'],
      ['{3|1}', '{3|1}'],
      ['2+-1', '{3|1}'],
      ['{1*|-1*}', '+-(1*)'],
      ['{1^|-1v}', '+-(1^)'],
      ['{^^|vv}', '+-^^'],
      ['{^^*|vv*}', '+-(^^*)'],
      ['+-{2,{3|1}}', '+-{2,{3|1}}'],
      ['{2, {3|1} | -2, -{3|1}}', '+-{2,{3|1}}'],
      ['2.Tiny', 'Tiny(2)'],
      ['2.Miny', 'Miny(2)'],
      ['(1/2).Tiny', 'Tiny(1/2)'],
      ['{1||1|-1}', '1Tiny(2)'],
      ['{3|1||1}', '1Miny(2)'],
      ['-1/2 + Tiny(2)', '-1/2Tiny(2)'],
      ['{2|1}.Tiny', 'Tiny({2|1})'],
      ['{0||0|-1*}', 'Tiny(1*)'],
      ['{0|^<2>*}', '{0|^<2>*}'],
      ['-(^<3>)', 'v<3>'],
      ['1 - ^[2]', '1v[2]'],
    ];
    for (const [input, output] of cases) expect(read(input), input).toBe(output);
  });

  it('reads up powers, nimbers of expressions, copies, ordinal sums and Norton products', () => {
    expect(parseGame('^<1>')).toBe(UP);
    expect(parseGame('^[1]')).toBe(UP);
    expect(parseGame('^<2>')).toBe(parseGame('{0|v*}'));
    expect(parseGame('^[2]')).toBe(parseGame('^ + ^<2>'));
    expect(parseGame('^[3]')).toBe(parseGame('^ + ^<2> + ^<3>'));
    expect(parseGame('v[3]')).toBe(negate(parseGame('^[3]')));
    expect(parseGame('*(3+2)')).toBe(star(5));
    expect(parseGame('^(1+2)*(1+1)')).toBe(add(up(3), star(2)));
    expect(parseGame('5 * {3||2|0}')).toBe(sumOf(parseGame('{3||2|0}'), 5));
    expect(parseGame('{3||2|0} * 5')).toBe(sumOf(parseGame('{3||2|0}'), 5));
    expect(parseGame('5 * *')).toBe(STAR);
    expect(parseGame('3 * 1/2')).toBe(num(Dyadic.of(3, 1)));
    expect(parseGame('5*2')).toBe(add(num(5), star(2))); // CGSuite prints 5 + *2 so
    expect(parseGame('-2 * ^')).toBe(up(-2));
    expect(parseGame('1:1')).toBe(num(2));
    expect(parseGame('1:-1')).toBe(num(Dyadic.of(1, 1)));
    expect(parseGame('*:1')).toBe(add(UP, STAR));
    expect(parseGame('*:1 + 1')).toBe(add(add(UP, STAR), num(1)));
    expect(parseGame('3.^')).toBe(up(3));
    expect(parseGame('1/2.^ + 1/2.^')).toBe(UP);
    expect(parseGame('(1/2).1')).toBe(num(Dyadic.of(1, 1)));
    expect(parseGame('2.Tiny')).toBe(parseGame('Tiny(2)'));
    // `.Tiny(` is a Norton product by the game Tiny(A), not the postfix `.Tiny` then `(`.
    const tiny1 = parseGame('Tiny(1)');
    expect(parseGame('10.Tiny(1)')).toBe(sumOf(tiny1, 10));
    expect(parseGame('2.Tiny (1)')).toBe(sumOf(tiny1, 2));
    expect(parseGame('2.Miny(1)')).toBe(negate(sumOf(tiny1, 2)));
    // Two tinies by the definition of the sum (one move in either copy), simplified by hand:
    // Left's move to Tiny(1) reverses through {0|-1} to 0.
    expect(parseGame('{ {0||0|-1} || {0||0|-1} + {0|-1} }')).toBe(parseGame('2.Tiny(1)'));
    expect(formatGame(parseGame('2.Tiny(1)'))).toBe('{0||0,{0|-1}|-1}');
    // Tinies are positive and below every positive multiple of ^ (Winning Ways, ch. 5).
    expect(compare(parseGame('10.Tiny(1)'), ZERO)).toBe('>');
    expect(compare(parseGame('10.Tiny(1)'), UP)).toBe('<');
    expect(parseGame('±1')).toBe(parseGame('+-1'));
    expect(parseGame('↑ + ↓')).toBe(ZERO);
    expect(parseGame('3 +- 1')).toBe(parseGame('{4|2}'));
    expect(parseGame('+-{1,2}')).toBe(parseGame('+-2'));
    expect(parseGame('(1+2)/4')).toBe(num(Dyadic.of(3, 2)));
    expect(parseGame('3 / 4 / 2')).toBe(num(Dyadic.of(3, 3)));
    expect(parseGame('* 2 + * (1+2)')).toBe(star(1));
    expect(parseGame('* + 2')).toBe(add(STAR, num(2)));
    // CGSuite reads spaces freely inside ups and stars.
    expect(parseGame('v 3')).toBe(up(-3));
    expect(parseGame('^ (1+1)')).toBe(up(2));
    expect(parseGame('^ * 3')).toBe(add(UP, star(3)));
    expect(parseGame('vv *')).toBe(add(up(-2), STAR));
    expect(parseGame('^ + 3')).toBe(add(UP, num(3)));
    expect(parseGame('2 * ^')).toBe(up(2));
  });

  it('round-trips printed games with up powers, tinies, switches and ordinal sums', () => {
    const powers = fc
      .integer({ min: 1, max: 5 })
      .chain((n) =>
        fc.constantFrom(parseGame(`^<${n}>`), parseGame(`^[${n}]`), parseGame(`v<${n}>*`)),
      );
    fc.assert(
      fc.property(arbitraryGame, arbitraryGame, powers, arbitraryUptimal, (g, h, p, u) => {
        const games = [
          add(g, p),
          u,
          add(g, u),
          game([u, g], [h, negate(u)]),
          parseGame(`Tiny(${formatGame(g)})`),
          add(num(3), parseGame(`Miny(${formatGame(h)})`)),
          game([g, h], [negate(g), negate(h)]),
          parseGame(`(${formatGame(g)}) : (${formatGame(h)})`),
        ];
        for (const x of games) expect(parseGame(formatGame(x))).toBe(x);
      }),
      { numRuns: 100 },
    );
  });
});

function sumOf(g: ReturnType<typeof parseGame>, n: number): ReturnType<typeof parseGame> {
  let total = ZERO;
  for (let i = 0; i < n; i++) total = add(total, g);
  return total;
}
