import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, negate, subtract } from './arithmetic.js';
import { game } from './canonical.js';
import { Dyadic } from './dyadic.js';
import { formatGame, parseExplicitGame, parseGame } from './notation.js';
import {
  conwayProduct,
  explicitConwayProduct,
  explicitOrdinalProduct,
  ordinalProduct,
} from './products.js';
import { num, star, type Game } from './store.js';
import {
  arbitraryGame,
  bornByDay,
  form,
  formNegate,
  formSum,
  fromForm,
  toForm,
  type Form,
} from '../testing/forms.js';
import { arbitraryExplicit, explicitCopy, treeOf } from '../testing/explicit.js';

const g = parseGame;
const day2 = bornByDay(2);
const smallNumber = fc
  .tuple(fc.integer({ min: -6, max: 6 }), fc.integer({ min: 0, max: 2 }))
  .map(([n, k]) => num(Dyadic.of(n, k)));
/** Games whose trees stay small enough for the bare definitions. */
const tinyGame: fc.Arbitrary<Game> = fc.oneof(
  fc.constantFrom(...day2),
  fc.integer({ min: -2, max: 2 }).map((n) => num(n)),
  fc.integer({ min: 0, max: 3 }).map((n) => star(n)),
);

/** Conway's product by its formula on canonical forms, with no shortcut. */
function bareConway(a: Game, b: Game, memo = new Map<string, Game>()): Game {
  const key = `${a.id},${b.id}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const term = (a1: Game, b1: Game): Game =>
    subtract(add(bareConway(a1, b, memo), bareConway(a, b1, memo)), bareConway(a1, b1, memo));
  const product = game(
    [
      ...a.left.flatMap((al) => b.left.map((bl) => term(al, bl))),
      ...a.right.flatMap((ar) => b.right.map((br) => term(ar, br))),
    ],
    [
      ...a.left.flatMap((al) => b.right.map((br) => term(al, br))),
      ...a.right.flatMap((ar) => b.left.map((bl) => term(ar, bl))),
    ],
  );
  memo.set(key, product);
  return product;
}

/** Conway's product on trees, as CGSuite's compound game defines its options. */
function formConway(a: Form, b: Form): Form {
  const term = (a1: Form, b1: Form): Form =>
    formSum(formSum(formConway(a1, b), formConway(a, b1)), formNegate(formConway(a1, b1)));
  return form(
    [
      ...a.left.flatMap((al) => b.left.map((bl) => term(al, bl))),
      ...a.right.flatMap((ar) => b.right.map((br) => term(ar, br))),
    ],
    [
      ...a.left.flatMap((al) => b.right.map((br) => term(al, br))),
      ...a.right.flatMap((ar) => b.left.map((bl) => term(ar, bl))),
    ],
  );
}

/** The ordinal sum on trees: A:B = {A^L, A:B^L | A^R, A:B^R}. */
function formOrdinal(a: Form, b: Form): Form {
  return form(
    [...a.left, ...b.left.map((x) => formOrdinal(a, x))],
    [...a.right, ...b.right.map((x) => formOrdinal(a, x))],
  );
}

/** The ordinal product on trees, as CGSuite's compound game defines its options. */
function formOrdinalProduct(a: Form, b: Form): Form {
  const minusA = formNegate(a);
  const options = (player: 'left' | 'right'): Form[] => [
    ...b.left.flatMap((bl) => a[player].map((x) => formOrdinal(formOrdinalProduct(a, bl), x))),
    ...b.right.flatMap((br) =>
      minusA[player].map((x) => formOrdinal(formOrdinalProduct(a, br), x)),
    ),
  ];
  return form(options('left'), options('right'));
}

describe('Conway product', () => {
  it("gives CGSuite's values", () => {
    // Expected values: cgsuite (aaron-siegel/cgsuite),
    // lib/core/src/test/scala/org/cgsuite/lang/CgsuiteLangTest.scala, "implement >=2-ary methods".
    for (const [a, b, product] of [
      ['*4', '*4', '*6'],
      ['*19', '*23', '*86'],
      ['15', '^^*2', '^30*2'],
      ['{3|1}', '^^', '{^6|^^}'],
      ['^^', '^^', '{0||0,*|0,{0,*|0,*2}}'],
    ]) {
      expect(formatGame(conwayProduct(g(a!), g(b!))), `${a}.ConwayProduct(${b})`).toBe(
        formatGame(g(product!)),
      );
    }
  });

  it('is the product of numbers, and the formula on canonical forms', () => {
    fc.assert(
      fc.property(smallNumber, smallNumber, (x, y) => {
        const product = num(
          Dyadic.of(
            x.number!.numerator * y.number!.numerator,
            x.number!.exponent + y.number!.exponent,
          ),
        );
        expect(bareConway(x, y)).toBe(product);
        expect(conwayProduct(x, y)).toBe(product);
      }),
      { numRuns: 60 },
    );
    fc.assert(
      fc.property(arbitraryGame, fc.oneof(tinyGame, smallNumber), (x, y) => {
        expect(conwayProduct(x, y)).toBe(bareConway(x, y));
        expect(conwayProduct(x, y)).toBe(conwayProduct(y, x));
      }),
      { numRuns: 60 },
    );
  });

  it('is nim multiplication on nimbers', () => {
    for (let a = 0; a <= 6; a++) {
      for (let b = 0; b <= 6; b++) {
        expect(conwayProduct(star(a), star(b))).toBe(bareConway(star(a), star(b)));
      }
    }
  });

  it("matches CGSuite's definition on trees", () => {
    // Trees of products grow fast: day-2 games by games of day 1 and 2 with one option a side.
    const oneOption = day2.filter((x) => x.left.length <= 1 && x.right.length <= 1);
    fc.assert(
      fc.property(fc.constantFrom(...day2), fc.constantFrom(...oneOption), (x, y) => {
        expect(conwayProduct(x, y)).toBe(fromForm(formConway(toForm(x), toForm(y))));
      }),
      { numRuns: 12 },
    );
  });

  it('has 0, 1 and -1 acting as on numbers', () => {
    fc.assert(
      fc.property(arbitraryGame, (x) => {
        expect(conwayProduct(x, num(0))).toBe(num(0));
        expect(conwayProduct(num(1), x)).toBe(x);
        expect(conwayProduct(x, num(-1))).toBe(negate(x));
      }),
    );
  });
});

describe('ordinal product', () => {
  it('gives G×0 = 0, G×1 = G, G×(-1) = -G and integer products', () => {
    fc.assert(
      fc.property(arbitraryGame, (x) => {
        expect(ordinalProduct(x, num(0))).toBe(num(0));
        expect(ordinalProduct(x, num(1))).toBe(x);
        expect(ordinalProduct(x, num(-1))).toBe(negate(x));
        expect(ordinalProduct(num(0), x)).toBe(num(0));
      }),
      { numRuns: 60 },
    );
    for (let m = 0; m <= 5; m++) {
      for (let n = 0; n <= 5; n++) expect(ordinalProduct(num(m), num(n))).toBe(num(m * n));
    }
  });

  it("matches CGSuite's definition on trees", () => {
    fc.assert(
      fc.property(tinyGame, tinyGame, (x, y) => {
        expect(ordinalProduct(x, y)).toBe(fromForm(formOrdinalProduct(toForm(x), toForm(y))));
      }),
      { numRuns: 30 },
    );
  });
});

describe('products of explicit forms', () => {
  it("follow CGSuite's own tests on '{*|*}' and 3", () => {
    // CGSuite, CompoundGameTestCase.scala: ConwayProduct 0, OrdinalProduct 0; 0 is 0 for both,
    // and for the sum '{*|*}' + 3 = 3 the forms do not count.
    const x = parseExplicitGame("'{*|*}'");
    expect(explicitConwayProduct(x, num(3))).toBe(num(0));
    expect(explicitOrdinalProduct(x, num(3))).toBe(num(0));
    // H's form counts whole: 2×'{*|*}' by the definition on its tree.
    expect(explicitOrdinalProduct(num(2), x)).toBe(
      fromForm(formOrdinalProduct(toForm(num(2)), treeOf(x))),
    );
  });

  it('are the definitions on the bare trees', () => {
    fc.assert(
      fc.property(arbitraryExplicit(2), arbitraryExplicit(1), (x, y) => {
        expect(explicitConwayProduct(x, y)).toBe(fromForm(formConway(treeOf(x), treeOf(y))));
        expect(explicitOrdinalProduct(x, y)).toBe(
          fromForm(formOrdinalProduct(treeOf(x), treeOf(y))),
        );
        expect(explicitOrdinalProduct(y, x)).toBe(
          fromForm(formOrdinalProduct(treeOf(y), treeOf(x))),
        );
      }),
      { numRuns: 30 },
    );
  });

  it('equal the canonical products on canonical forms', () => {
    fc.assert(
      fc.property(tinyGame, tinyGame, (x, y) => {
        const [cx, cy] = [explicitCopy(x), explicitCopy(y)];
        expect(explicitConwayProduct(cx, cy)).toBe(conwayProduct(x, y));
        expect(explicitConwayProduct(x, cy)).toBe(conwayProduct(x, y));
        expect(explicitOrdinalProduct(cx, cy)).toBe(ordinalProduct(x, y));
        expect(explicitOrdinalProduct(x, y)).toBe(ordinalProduct(x, y));
      }),
      { numRuns: 40 },
    );
  });
});
