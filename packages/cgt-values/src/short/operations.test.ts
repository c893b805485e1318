import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, multiple, negate, up } from './arithmetic.js';
import { atomicWeight } from './atomic-weight.js';
import { game } from './canonical.js';
import { Dyadic } from './dyadic.js';
import { formatGame, parseGame } from './notation.js';
import {
  conjunctiveSum,
  incentives,
  isInfinitesimallyClose,
  leftIncentives,
  nortonProduct,
  ordinalSum,
  orthodoxMoves,
  overheat,
  reducedCanonicalForm,
  rightIncentives,
  selectiveSum,
  sides,
  upPower,
  upPowerSum,
} from './operations.js';
import { leq, outcome } from './order.js';
import { num, star, STAR, UP, ZERO, type Game } from './store.js';
import { heat } from './thermograph.js';
import { arbitraryGame, bornByDay, form, fromForm, toForm, type Form } from '../testing/forms.js';

const g = parseGame;
const texts = (games: readonly Game[]): string[] => games.map((x) => formatGame(x)).sort();

/** The ordinal sum by the bare definition on trees. */
function formOrdinal(a: Form, b: Form): Form {
  return form(
    [...a.left, ...b.left.map((x) => formOrdinal(a, x))],
    [...a.right, ...b.right.map((x) => formOrdinal(a, x))],
  );
}

describe('ordinal sum', () => {
  it('satisfies G:0 = G, 0:H = H and the known values', () => {
    fc.assert(
      fc.property(arbitraryGame, (x) => {
        expect(ordinalSum(x, ZERO)).toBe(x);
        expect(ordinalSum(ZERO, x)).toBe(x);
      }),
    );
    expect(ordinalSum(STAR, num(1))).toBe(g('^*'));
    expect(ordinalSum(num(1), num(-1))).toBe(g('1/2'));
    expect(ordinalSum(num(1), num(1))).toBe(num(2));
  });

  it('matches the definition on the canonical form of G', () => {
    // H's tree repeats G's options at every node: H stays small (a number like 37/16 unfolds to
    // hundreds of nodes, and the bare definition then took minutes).
    const smallGame = fc.oneof(
      fc.constantFrom(...bornByDay(2)),
      fc.integer({ min: -6, max: 6 }).map((n) => num(n)),
      fc.integer({ min: 0, max: 4 }).map((n) => star(n)),
    );
    fc.assert(
      fc.property(arbitraryGame, smallGame, (x, y) => {
        expect(ordinalSum(x, y)).toBe(fromForm(formOrdinal(toForm(x), toForm(y))));
      }),
      { numRuns: 30 },
    );
  });
});

describe('Norton product', () => {
  const units = [UP, num(1), g('1/2'), up(2), g('{2|1}'), g('^<2>')];

  it('is n copies for integers and G itself for the unit 1', () => {
    expect(nortonProduct(num(3), g('{2|1}'))).toBe(multiple(g('{2|1}'), 3));
    expect(nortonProduct(num(-2), STAR)).toBe(ZERO);
    fc.assert(
      fc.property(arbitraryGame, (x) => {
        expect(nortonProduct(x, num(1))).toBe(x);
      }),
    );
  });

  it('is additive and keeps the order for positive units', () => {
    fc.assert(
      fc.property(arbitraryGame, arbitraryGame, fc.constantFrom(...units), (x, y, u) => {
        const [xu, yu] = [nortonProduct(x, u), nortonProduct(y, u)];
        expect(nortonProduct(add(x, y), u)).toBe(add(xu, yu));
        if (leq(x, y)) expect(leq(xu, yu)).toBe(true);
      }),
      { numRuns: 30 },
    );
    expect(add(nortonProduct(g('1/2'), UP), nortonProduct(g('1/2'), UP))).toBe(UP);
  });

  it('needs a positive unit', () => {
    expect(() => nortonProduct(g('1/2'), STAR)).toThrow(RangeError);
    expect(() => nortonProduct(g('1/2'), ZERO)).toThrow(RangeError);
  });
});

describe('overheating', () => {
  /** Games whose numbers are all integers, where overheating from 1 is heating. */
  const integral = (x: Game): boolean =>
    x.number !== undefined
      ? x.number.isInteger()
      : x.left.every(integral) && x.right.every(integral);
  const day2 = bornByDay(2).filter(integral);

  it('from 1 is heating when every number is an integer', () => {
    fc.assert(
      fc.property(
        fc.subarray(day2, { maxLength: 3 }),
        fc.subarray(day2, { maxLength: 3 }),
        fc.constantFrom(num(1), num(2), STAR, g('1/2')),
        (ls, rs, t) => {
          const x = game(ls, rs);
          if (integral(x)) expect(overheat(x, num(1), t)).toBe(heat(x, t));
        },
      ),
    );
  });

  it('takes integers to copies of s', () => {
    expect(overheat(num(3), STAR, num(1))).toBe(STAR);
    expect(overheat(num(2), UP, num(1))).toBe(up(2));
    expect(overheat(g('1/2'), num(1), num(1))).toBe(g('{1|0}'));
  });
});

describe('incentives', () => {
  it("are CGSuite's for its test games", () => {
    expect(texts(leftIncentives(UP))).toEqual(['v']);
    expect(texts(rightIncentives(UP))).toEqual(['^*']);
    expect(texts(incentives(UP))).toEqual(['^*']);
    expect(texts(incentives(g('v*')))).toEqual(['^*']);
    expect(texts(rightIncentives(g('v*')))).toEqual(['v', 'v*']);
    expect(texts(incentives(num(5)))).toEqual(['-1']);
    expect(texts(incentives(g('-1/2')))).toEqual(['-1/2']);
    expect(texts(incentives(star(8)))).toEqual(texts([8, 9, 10, 11, 12, 13, 14, 15].map(star)));
    expect(texts(incentives(g('{0|*||*|||*||||*}')))).toEqual(['^[4]*']);
    expect(texts(incentives(g('{0||0|vvv}')))).toEqual(['{^3,{^3|0}|0}']);
    expect(texts(leftIncentives(g('{0||0|vvv}')))).toEqual(['{^3|0||0}']);
    expect(texts(incentives(g('{^^^|vv}')))).toEqual(['{^5|0}']);
    expect(texts(leftIncentives(g('{0||0|-3/2}')))).toEqual(['Miny(3/2)']);
    expect(texts(incentives(g('{0||0|-3/2}')))).toEqual(['{3/2,{3/2|0}|0}']);
    expect(texts(incentives(g('{3||2+*|1+*}')))).toEqual(['{2*|1*||0}']);
  });

  it('of numbers are negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 5 }), (n, k) => {
        for (const i of incentives(num(Dyadic.of(n, k)))) expect(outcome(i)).toBe('R');
      }),
    );
  });
});

describe('up powers', () => {
  it('sum to the up sums, and each is infinitesimal to the one before', () => {
    let total = ZERO;
    for (let n = 1; n <= 6; n++) {
      total = add(total, upPower(n));
      expect(upPowerSum(n)).toBe(total);
      expect(atomicWeight(upPowerSum(n))).toBe(num(1));
      if (n > 1) expect(leq(multiple(upPower(n), 5), upPower(n - 1))).toBe(true);
      expect(leq(ZERO, upPower(n)) && upPower(n) !== ZERO).toBe(true);
    }
  });
});

describe('reduced canonical form', () => {
  it('forgets infinitesimals', () => {
    expect(reducedCanonicalForm(UP)).toBe(ZERO);
    expect(reducedCanonicalForm(g('3/4v[3]*'))).toBe(g('3/4'));
    expect(reducedCanonicalForm(g('{3||2|1}'))).toBe(g('{3||2|1}'));
    expect(reducedCanonicalForm(g('{1|0} + ^'))).toBe(g('{1|0}'));
    expect(reducedCanonicalForm(g('{1*|0}'))).toBe(g('{1|0}'));
    // CGSuite's test cases.
    expect(reducedCanonicalForm(g('{3||2+*|1+*}'))).toBe(g('{3||2|1}'));
    expect(reducedCanonicalForm(g('{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}'))).toBe(
      g('{3/2|1/2||{0|-3},{-1/2|-1||-5/2}}'),
    );
    expect(reducedCanonicalForm(g('{1|^^^||^}'))).toBe(ZERO);
  });

  it('is infinitesimally close, idempotent and blind to added infinitesimals', () => {
    const infinitesimals = [UP, STAR, g('^*'), g('^<2>'), g('2.Tiny'), star(2)];
    fc.assert(
      fc.property(arbitraryGame, fc.constantFrom(...infinitesimals), (x, e) => {
        const r = reducedCanonicalForm(x);
        expect(isInfinitesimallyClose(r, x)).toBe(true);
        expect(reducedCanonicalForm(r)).toBe(r);
        expect(reducedCanonicalForm(add(x, e))).toBe(r);
      }),
      { numRuns: 150 },
    );
  });
});

describe('conjunctive and selective sums', () => {
  /** Conway's sums of trees, by the bare definitions. */
  const conj = (a: Form, b: Form): Form =>
    form(
      a.left.flatMap((x) => b.left.map((y) => conj(x, y))),
      a.right.flatMap((x) => b.right.map((y) => conj(x, y))),
    );
  const sel = (a: Form, b: Form): Form => {
    const side = (as: readonly Form[], bs: readonly Form[]): Form[] => [
      ...as.map((x) => sel(x, b)),
      ...bs.map((y) => sel(a, y)),
      ...as.flatMap((x) => bs.map((y) => sel(x, y))),
    ];
    return form(side(a.left, b.left), side(a.right, b.right));
  };

  it('match the definitions on canonical forms', () => {
    fc.assert(
      fc.property(fc.constantFrom(...bornByDay(2)), fc.constantFrom(...bornByDay(2)), (x, y) => {
        expect(conjunctiveSum(x, y)).toBe(fromForm(conj(toForm(x), toForm(y))));
        expect(selectiveSum(x, y)).toBe(fromForm(sel(toForm(x), toForm(y))));
      }),
      { numRuns: 80 },
    );
  });

  it('of nimbers: a conjunctive sum is lost by the next player only with an empty heap, a selective one only when both are', () => {
    for (let a = 0; a < 5; a++) {
      for (let b = 0; b < 5; b++) {
        expect(outcome(conjunctiveSum(star(a), star(b)))).toBe(a === 0 || b === 0 ? 'P' : 'N');
        expect(outcome(selectiveSum(star(a), star(b)))).toBe(a === 0 && b === 0 ? 'P' : 'N');
      }
    }
  });
});

describe('sides and orthodox play', () => {
  it('gives a short game as both its sides', () => {
    expect(sides(UP)).toEqual({ onside: UP, offside: UP });
  });

  it('keeps the moves that reach the wall of the thermograph', () => {
    const x = g('{{5|3}, 2 | -1}');
    expect(texts(orthodoxMoves(x, 'left'))).toEqual(['{5|3}']);
    expect(texts(orthodoxMoves(x, 'right'))).toEqual(['-1']);
    const y = g('{4, {6|2} | 0}');
    // At temperature 2, 4 − 2 and {6|2} taxed (2 + 2 − 2) tie; below it only 4 reaches the wall.
    expect(texts(orthodoxMoves(y, 'left'))).toEqual(texts(y.left));
    expect(texts(orthodoxMoves(y, 'left', Dyadic.of(1)))).toEqual(['4']);
  });

  it('has every player move orthodox in a lone switch', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (n) => {
        const x = g(`+-${n}`);
        expect(orthodoxMoves(x, 'left')).toEqual(x.left);
        expect(orthodoxMoves(x, 'right')).toEqual(x.right);
      }),
    );
  });
});

describe('atomic weight of any game', () => {
  it('is defined for infinitesimals that are atomic', () => {
    expect(atomicWeight(g('2.Tiny'))).toBe(ZERO);
    expect(atomicWeight(g('^ + 2.Tiny'))).toBe(num(1));
  });

  it("matches CGSuite's test cases", () => {
    expect(atomicWeight(g('{^^^|vv}'))).toBe(g('{1|0}'));
    expect(atomicWeight(g('{0||0|vvv}'))).toBe(ZERO);
    expect(atomicWeight(g('Tiny(3/2)'))).toBe(ZERO);
    expect(atomicWeight(g('Tiny({3|1})'))).toBe(ZERO);
    expect(atomicWeight(g('Miny({5||3|1})'))).toBe(ZERO);
    expect(atomicWeight(g('{1|^^||^}'))).toBe(num(2));
    expect(() => atomicWeight(g('{1|^^^||^}'))).toThrow(/not atomic: .* is infinitesimal, but/);
    expect(() => atomicWeight(g('{3||2+*|1+*}'))).toThrow(/not atomic/);
  });

  it('says where it is undefined', () => {
    expect(() => atomicWeight(num(5))).toThrow(/not atomic.*infinitesimals.*stops 5 and 5/);
    expect(() => atomicWeight(g('+-1'))).toThrow(/stops 1 and -1/);
  });

  it('agrees with the all-small weights on sums with tinies', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 3 }), fc.integer({ min: 0, max: 3 }), (n, m) => {
        expect(atomicWeight(add(add(up(n), star(m)), g('3.Tiny')))).toBe(num(n));
      }),
      { numRuns: 20 },
    );
    expect(atomicWeight(negate(g('3.Tiny')))).toBe(ZERO);
  });
});
