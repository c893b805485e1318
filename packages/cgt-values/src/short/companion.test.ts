import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { birthday } from './arithmetic.js';
import { game } from './canonical.js';
import { companion } from './companion.js';
import { Dyadic } from './dyadic.js';
import { formatGame, parseGame } from './notation.js';
import { leq } from './order.js';
import { num, star, STAR, ZERO, type Game } from './store.js';
import {
  arbitraryGame,
  bornByDay,
  form,
  formLeq,
  fromForm,
  toForm,
  type Form,
} from '../testing/forms.js';

const nothing = form([], []);

/** The companion by the bare definition, on the canonical form's tree (no shortcut). */
function formCompanion(f: Form): Form {
  if (f.left.length === 0 && f.right.length === 0) return form([nothing], [nothing]);
  const positive = formLeq(nothing, f);
  const negative = formLeq(f, nothing);
  return form(
    [...(positive ? [nothing] : []), ...f.left.map(formCompanion)],
    [...(negative ? [nothing] : []), ...f.right.map(formCompanion)],
  );
}

const day2 = bornByDay(2);
/** Games of day 3 (made of day-2 options), small numbers and nimbers: their trees stay small. */
const smallGame: fc.Arbitrary<Game> = fc.oneof(
  fc
    .tuple(fc.subarray(day2, { maxLength: 3 }), fc.subarray(day2, { maxLength: 3 }))
    .map(([l, r]) => game(l, r)),
  fc.constantFrom(...day2),
  fc
    .tuple(fc.integer({ min: -12, max: 12 }), fc.integer({ min: 0, max: 2 }))
    .map(([n, k]) => num(Dyadic.of(n, k))),
  fc.integer({ min: 0, max: 4 }).map((n) => star(n)),
);

describe('companion', () => {
  it("gives CGSuite's published companions", () => {
    // Expected values: the `companion` column of cgsuite (aaron-siegel/cgsuite),
    // lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala.
    for (const [text, expected] of [
      ['0', '*'],
      ['5', '5'],
      ['-1823437481924', '-1823437481924'],
      ['-1/2', '-1/2'],
      ['25/16', '25/16'],
      ['*8', '*8'],
      ['9/8*', '9/8*'],
      ['^', '^*'],
      ['v*', 'v'],
      ['6^*', '6^*'],
      ['^*6', '^*6'],
      ['73/16v9*8', '73/16v9*8'],
      ['{0|*||*|||*||||*}', '^[4]*'],
      ['{0||0|v*}', '{0|^<2>*}'],
      [
        '{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}',
        '{0,{0,*||*,v|vv*}||{0,*||*,v|vv*|||vv*,{*,v|vv*}},{0,*||*,v|vv*}|{0,*||*,v|vv*|||vv*,{*,v|vv*}||||vv*}}',
      ],
      ['{0||0|vvv}', '{0,*||*|vvv*}'],
      ['{^^^|vv}', '{^^^*|vv*}'],
      ['{0||0|-3/2}', '{0,*||*|-3/2}'],
      ['{0|||0||-1|-3}', '{0,*|||*||-1|-3}'],
      ['{5||3|1|||0||||0}', '{5||3|1|||*||||0,*}'],
      ['{1|^^||^}', '{1|^^*||^*}'],
      ['{1|^^^||^}', '{1|^^^*||^*}'],
      ['{3||2*|1*}', '{3||2*|1*}'],
      ['{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}', '{3/2*|1/2||{*|-3},{-1*,{-1/2|-1*}|-5/2}}'],
    ]) {
      expect(formatGame(companion(parseGame(text!))), text).toBe(formatGame(parseGame(expected!)));
    }
  });

  it('matches the bare definition on the canonical form', () => {
    fc.assert(
      fc.property(smallGame, (g) => {
        expect(companion(g)).toBe(fromForm(formCompanion(toForm(g))));
      }),
      { numRuns: 150 },
    );
  });

  it('is an involution keeping order and birthday, swapping 0 and *', () => {
    expect([companion(ZERO), companion(STAR)]).toEqual([STAR, ZERO]);
    fc.assert(
      fc.property(arbitraryGame, arbitraryGame, (g, h) => {
        expect(companion(companion(g))).toBe(g);
        expect(leq(companion(g), companion(h))).toBe(leq(g, h));
        if (g !== ZERO && g !== STAR) expect(birthday(companion(g))).toBe(birthday(g));
      }),
      { numRuns: 200 },
    );
  });
});
