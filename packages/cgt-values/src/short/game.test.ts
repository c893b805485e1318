import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dyadic } from './dyadic.js';
import { add, birthday, multiple, negate, subtract, sum, up } from './arithmetic.js';
import { compare, leftStop, leq, outcome, rightStop } from './order.js';
import { game } from './canonical.js';
import {
  num,
  numberUpStar,
  numberUpStarGame,
  star,
  STAR,
  UP,
  ZERO,
  type Game,
  type NumberUpStar,
} from './store.js';
import {
  arbitraryForm,
  arbitraryGame,
  bornByDay,
  form,
  formEqual,
  formLeq,
  formNegate,
  formSum,
  fromForm,
  toForm,
  type Form,
} from '../testing/forms.js';

const half = num(Dyadic.of(1, 1));
const pm = (x: Game): Game => game([x], [negate(x)]);

/** Stops by their definition on a form: a form with no options on one side stops there. */
function formStops(f: Form): [number, number] {
  const g = fromForm(f);
  if (g.number !== undefined) return [g.number.toNumber(), g.number.toNumber()];
  return [
    Math.max(...f.left.map((l) => formStops(l)[1])),
    Math.min(...f.right.map((r) => formStops(r)[0])),
  ];
}

describe('canonical forms', () => {
  it('has 22 games born by day 2', () => {
    expect(bornByDay(1)).toHaveLength(4);
    expect(bornByDay(2)).toHaveLength(22);
  });

  it('makes equal forms one object (checked by the bare definition of ≤)', () => {
    fc.assert(
      fc.property(arbitraryForm(3), arbitraryForm(3), (f, h) => {
        expect(fromForm(f) === fromForm(h)).toBe(formEqual(f, h));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the value of the form it simplifies', () => {
    fc.assert(
      fc.property(arbitraryForm(3), (f) => {
        expect(formEqual(toForm(fromForm(f)), f)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('gives a set of options met again the same form, whatever their order and repeats', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryGame, { maxLength: 5 }),
        fc.array(arbitraryGame, { maxLength: 5 }),
        (ls, rs) => {
          const g = game(ls, rs);
          expect(game([...ls].reverse().concat(ls), rs.concat([...rs].reverse()))).toBe(g);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(arbitraryGame, (g) => {
        expect(game(g.left, g.right)).toBe(g);
      }),
    );
  });

  it('recognises numbers and nimbers', () => {
    expect(game([], [])).toBe(ZERO);
    expect(game([ZERO], [])).toBe(num(1));
    expect(game([ZERO], [num(1)])).toBe(half);
    expect(game([num(5)], [])).toBe(num(6));
    expect(game([num(-5)], [num(5)])).toBe(ZERO);
    expect(game([ZERO, STAR], [ZERO, STAR])).toBe(star(2));
    expect(star(2).left).toEqual([ZERO, STAR]);
    expect(num(-2).right).toEqual([num(-1)]);
    expect(num(Dyadic.of(3, 2)).left).toEqual([half]);
  });

  it('bypasses reversible options and drops dominated ones', () => {
    // {0, * | 0}: nothing dominated, ↑* ; {1, 0 | } = 2 ; {* | *} = 0 ; {0 | ↑*} = ↑↑.
    expect(game([num(1), ZERO], [])).toBe(num(2));
    expect(game([STAR], [STAR])).toBe(ZERO);
    expect(game([ZERO], [add(UP, STAR)])).toBe(add(UP, UP));
  });
});

describe('sums and comparison', () => {
  it('satisfies the identities ^ = {0|*}, ^+^ = {0|^*}, ^* = {0,*|0}, +-1 + +-1 = 0', () => {
    expect(UP).toBe(game([ZERO], [STAR]));
    expect(add(UP, UP)).toBe(game([ZERO], [add(UP, STAR)]));
    expect(add(UP, STAR)).toBe(game([ZERO, STAR], [ZERO]));
    expect(add(pm(num(1)), pm(num(1)))).toBe(ZERO);
    expect(add(star(3), star(5))).toBe(star(6));
    expect(add(half, half)).toBe(num(1));
  });

  it('adds like the bare definition', () => {
    fc.assert(
      fc.property(arbitraryForm(2), arbitraryForm(2), (f, h) => {
        expect(formEqual(toForm(add(fromForm(f), fromForm(h))), formSum(f, h))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('negates like the bare definition', () => {
    fc.assert(
      fc.property(arbitraryForm(3), (f) => {
        expect(negate(fromForm(f))).toBe(fromForm(formNegate(f)));
      }),
      { numRuns: 200 },
    );
  });

  it('compares like the bare definition', () => {
    fc.assert(
      fc.property(arbitraryForm(3), arbitraryForm(3), (f, h) => {
        expect(leq(fromForm(f), fromForm(h))).toBe(formLeq(f, h));
      }),
      { numRuns: 300 },
    );
  });

  it('has commutative, associative sums with inverses', () => {
    fc.assert(
      fc.property(arbitraryGame, arbitraryGame, arbitraryGame, (a, b, c) => {
        expect(add(a, b)).toBe(add(b, a));
        expect(add(add(a, b), c)).toBe(add(a, add(b, c)));
        expect(subtract(a, a)).toBe(ZERO);
        expect(add(a, ZERO)).toBe(a);
        expect(negate(negate(a))).toBe(a);
      }),
      { numRuns: 60 },
    );
  });

  it('compares as the outcome of the difference says', () => {
    const expected = { L: '>', R: '<', P: '=', N: '||' } as const;
    fc.assert(
      fc.property(arbitraryGame, arbitraryGame, (a, b) => {
        expect(compare(a, b)).toBe(expected[outcome(subtract(a, b))]);
      }),
      { numRuns: 150 },
    );
  });

  it('knows outcome classes', () => {
    expect(outcome(ZERO)).toBe('P');
    expect(outcome(UP)).toBe('L');
    expect(outcome(negate(UP))).toBe('R');
    expect(outcome(STAR)).toBe('N');
    expect(outcome(add(UP, STAR))).toBe('N');
    expect(outcome(add(add(UP, UP), STAR))).toBe('L');
    expect(compare(UP, STAR)).toBe('||');
    expect(compare(num(1000000), num(999999))).toBe('>');
  });

  it('adds numbers of every size exactly (everyday ones in doubles)', () => {
    const dyadic = fc
      .tuple(
        fc.oneof(
          fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }),
          fc.bigInt({ min: -9n, max: 9n }),
        ),
        fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1020, max: 1100 })),
      )
      .map(([n, k]) => Dyadic.of(n, k));
    fc.assert(
      fc.property(dyadic, dyadic, (x, y) => {
        expect(add(num(x), num(y))).toBe(num(x.add(y)));
      }),
    );
  });

  it('handles large numbers without walking their options', () => {
    const big = num(10n ** 30n);
    expect(add(big, UP).left).toEqual([big]);
    expect(leq(add(big, STAR), num(10n ** 30n + 1n))).toBe(true);
    expect(outcome(subtract(add(big, pm(num(1))), big))).toBe('N');
  });

  it('computes stops as their definition does', () => {
    fc.assert(
      fc.property(arbitraryForm(3), (f) => {
        const g = fromForm(f);
        const [l, r] = formStops(toForm(g));
        expect([leftStop(g).toNumber(), rightStop(g).toNumber()]).toEqual([l, r]);
      }),
      { numRuns: 200 },
    );
    expect([
      leftStop(game([num(3)], [num(1)])).toString(),
      rightStop(pm(num(2))).toString(),
    ]).toEqual(['3', '-2']);
  });

  it('builds multiples, sums and birthdays', () => {
    expect(up(3)).toBe(add(UP, add(UP, UP)));
    expect(up(-2)).toBe(negate(add(UP, UP)));
    expect(multiple(STAR, 3)).toBe(STAR);
    expect(multiple(half, -3)).toBe(num(Dyadic.of(-3, 1)));
    expect(sum([UP, UP, STAR])).toBe(add(add(UP, UP), STAR));
    expect([
      birthday(ZERO),
      birthday(half),
      birthday(num(-3)),
      birthday(UP),
      birthday(star(4)),
    ]).toEqual([0, 2, 3, 2, 4]);
  });

  it('keeps game forms consistent with form trees built from them', () => {
    const g = form([form([], [])], [form([form([], [])], [])]);
    expect(fromForm(g)).toBe(half);
  });
});

describe('large values', () => {
  it('keeps huge nimbers symbolic and refuses to list their options', () => {
    expect(add(star(4_000_000_000), star(3))).toBe(star(4_000_000_003));
    expect(compare(star(4_000_000_000), num(1))).toBe('<');
    expect(numberUpStar(add(star(100_000), num(1)))).toEqual({
      number: Dyadic.of(1),
      ups: 0,
      star: 100_000,
    });
    expect(() => add(star(100_000), num(1)).left).toThrow(RangeError);
    expect(() => star(-1)).toThrow(RangeError);
  });

  it('builds many ups as one node, its options only when asked for', () => {
    const g = up(10 ** 9);
    expect(g.right[0]).toBe(numberUpStarGame({ number: Dyadic.zero, ups: 10 ** 9 - 1, star: 1 }));
    expect(multiple(up(1000), 1000 * 1000)).toBe(g);
    expect(() => multiple(up(2 ** 30), 2 ** 30)).toThrow(RangeError);
  });

  it('refuses a walk deeper than MAX_WALK_DEPTH with a clear error, not a stack overflow', () => {
    const plusOrMinusOne = game([num(1)], [num(-1)]);
    expect(() => add(up(10 ** 6), plusOrMinusOne)).toThrow(/too deep to work with/);
    expect(() => birthday(up(10 ** 6))).toThrow(/too deep to work with/);
    // The walk's depth is restored after the error: shallow work goes on.
    expect(add(up(3), plusOrMinusOne).left).toContain(add(up(3), num(1)));
  });
});

describe('numbers plus ups plus nimbers', () => {
  const small: NumberUpStar[] = [];
  for (const x of [0, 1, -1]) {
    for (let n = -3; n <= 3; n++)
      for (let m = 0; m < 4; m++) small.push({ number: Dyadic.of(x), ups: n, star: m });
  }
  small.push(
    { number: Dyadic.of(1, 1), ups: 1, star: 1 },
    { number: Dyadic.of(-3, 2), ups: -2, star: 2 },
  );
  const reference = (d: NumberUpStar): Form =>
    [
      toForm(num(d.number)),
      ...Array.from({ length: Math.abs(d.ups) }, () => toForm(d.ups > 0 ? UP : negate(UP))),
      toForm(star(d.star)),
    ].reduce(formSum);

  it('builds canonical forms equal to the sums by the bare definition', () => {
    // The bare sums grow fast: keep the reference forms small.
    const cheap = (d: NumberUpStar): boolean =>
      Math.abs(d.ups) + d.star + (d.number.sign() === 0 ? 0 : 1) <= 3;
    for (const d of small.filter(cheap)) {
      const g = numberUpStarGame(d);
      expect(formEqual(toForm(g), reference(d)), `${d.number.toString()} ${d.ups} ${d.star}`).toBe(
        true,
      );
      expect(game(g.left, g.right)).toBe(g);
      expect(numberUpStar(g)).toEqual(d);
    }
  });

  it('compares and adds like general games', () => {
    for (const a of small) {
      for (const b of small) {
        const [g, h] = [numberUpStarGame(a), numberUpStarGame(b)];
        if (Math.abs(a.ups) + Math.abs(b.ups) <= 2 && a.star + b.star <= 3) {
          expect(leq(g, h)).toBe(formLeq(toForm(g), toForm(h)));
        }
        expect(add(g, h)).toBe(
          numberUpStarGame({
            number: a.number.add(b.number),
            ups: a.ups + b.ups,
            star: a.star ^ b.star,
          }),
        );
      }
    }
  });

  it('recognises them when built from options', () => {
    expect(numberUpStar(game([ZERO], [STAR]))).toEqual({ number: Dyadic.zero, ups: 1, star: 0 });
    expect(numberUpStar(game([ZERO, STAR], [ZERO]))).toEqual({
      number: Dyadic.zero,
      ups: 1,
      star: 1,
    });
    expect(numberUpStar(game([num(2)], [num(2)]))).toEqual({
      number: Dyadic.of(2),
      ups: 0,
      star: 1,
    });
    expect(numberUpStar(game([num(1)], [num(-1)]))).toBeUndefined();
    expect(up(1000)).toBe(numberUpStarGame({ number: Dyadic.zero, ups: 1000, star: 0 }));
    expect(leftStop(up(1000)).toString()).toBe('0');
  });
});
