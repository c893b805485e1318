import type { SolveControl } from '@cgkit/core-search';
import { withControl } from '../control.js';
import { add, negate, subtract } from './arithmetic.js';
import { canonical } from './canonical.js';
import { Dyadic } from './dyadic.js';
import { nimProduct } from './nimber.js';
import { ordinalSumOnForm } from './operations.js';
import { canonicalFormOf, type GameForm } from './explicit.js';
import { descend, Game, num, star, ZERO } from './store.js';

// Products of CGSuite's `Game` beyond Norton's: Conway's product and the ordinal product. Neither
// depends on values alone; like CGSuite they work on canonical forms, and their `explicit`
// versions on forms as written.

const ONE = num(1);
const MINUS_ONE = num(-1);

/**
 * Conway's product `G·H`, the surreal product's formula on games:
 * `{G^L·H + G·H^L − G^L·H^L, G^R·H + G·H^R − G^R·H^R | G^L·H + G·H^R − G^L·H^R, G^R·H + G·H^L −
 * G^R·H^L}` (CGSuite's `G.ConwayProduct(H)`). On numbers it is their product; on other games it
 * depends on the forms, not only on the values (here the canonical forms, as in CGSuite). Products
 * of numbers and of nimbers (nim multiplication) are immediate; otherwise the work walks both
 * games, so an integer factor n goes n levels deep (refused past `MAX_WALK_DEPTH`, 1000).
 */
export function conwayProduct(g: Game, h: Game, control?: SolveControl): Game {
  return withControl(control, () => {
    const memo = new Map<number, Map<number, Game>>();
    const times = (a: Game, b: Game): Game => {
      if (a.number !== undefined && b.number !== undefined) {
        return num(
          Dyadic.of(a.number.numerator * b.number.numerator, a.number.exponent + b.number.exponent),
        );
      }
      // On impartial games the formula is nim multiplication (Conway, On Numbers and Games, 6).
      if (a.nimber !== undefined && b.nimber !== undefined) {
        return star(Number(nimProduct(BigInt(a.nimber), BigInt(b.nimber))));
      }
      // 0, 1 and −1 act on forms as on values: 0·H has no options, 1·H = {H^L | H^R}.
      if (a === ZERO || b === ZERO) return ZERO;
      if (a === ONE || b === ONE) return a === ONE ? b : a;
      if (a === MINUS_ONE || b === MINUS_ONE) return negate(a === MINUS_ONE ? b : a);
      let row = memo.get(a.id);
      if (row === undefined) memo.set(a.id, (row = new Map<number, Game>()));
      let product = row.get(b.id);
      if (product === undefined) {
        product = descend(() => {
          // a'·b + a·b' − a'·b' for an option a' of a and b' of b.
          const term = (a1: Game, b1: Game): Game =>
            subtract(add(times(a1, b), times(a, b1)), times(a1, b1));
          return productOf(a, b, term);
        });
        row.set(b.id, product);
      }
      return product;
    };
    return times(g, h);
  });
}

/**
 * The ordinal product `G×H` (CGSuite's `G.OrdinalProduct(H)`): its Left options are
 * `(G×H^L):G^L` and `(G×H^R):(−G^R)`, its Right options `(G×H^L):G^R` and `(G×H^R):(−G^L)`,
 * where `:` is the ordinal sum on the form of `G×H^L` or `G×H^R` (it depends on that form, not
 * only on its value). So `G×0 = 0`, `G×1 = G`, `G×(−1) = −G` and `m×n = mn` for integers m, n ≥ 0.
 * It depends on the form of G (here the canonical form, as in CGSuite) and of H.
 */
export function ordinalProduct(g: Game, h: Game, control?: SolveControl): Game {
  return withControl(control, () => ordinalProductOn(g.left, g.right, h));
}

/**
 * The ordinal product `G×H` of forms as written: it depends on the list of G's options (their
 * values only: they are the tops of ordinal sums) and on the whole form of H.
 */
export function explicitOrdinalProduct(g: GameForm, h: GameForm, control?: SolveControl): Game {
  return withControl(control, () =>
    ordinalProductOn(
      g.left.map((x) => canonicalFormOf(x)),
      g.right.map((x) => canonicalFormOf(x)),
      h,
    ),
  );
}

/** `G×H` for G given by the values of its options, H by its form. */
function ordinalProductOn(gLeft: readonly Game[], gRight: readonly Game[], h: GameForm): Game {
  const negatedLeft = gLeft.map((x) => negate(x));
  const negatedRight = gRight.map((x) => negate(x));
  // The form of G×K for each follower K of H: the values of its Left and Right options.
  const forms = new Map<GameForm, { left: Game[]; right: Game[] }>();
  const formOf = (k: GameForm): { left: Game[]; right: Game[] } => {
    let f = forms.get(k);
    if (f === undefined) {
      f = descend(() => {
        const left: Game[] = [];
        const right: Game[] = [];
        for (const kl of k.left) {
          const base = formOf(kl);
          for (const x of gLeft) left.push(ordinalSumOnForm(base.left, base.right, x));
          for (const x of gRight) right.push(ordinalSumOnForm(base.left, base.right, x));
        }
        for (const kr of k.right) {
          const base = formOf(kr);
          for (const x of negatedRight) left.push(ordinalSumOnForm(base.left, base.right, x));
          for (const x of negatedLeft) right.push(ordinalSumOnForm(base.left, base.right, x));
        }
        return { left, right };
      });
      forms.set(k, f);
    }
    return f;
  };
  const f = formOf(h);
  return canonical(f.left, f.right);
}

/**
 * Conway's product `G·H` of forms as written, by its formula on their options (see
 * {@link conwayProduct}); where both factors are canonical games, the canonical product.
 */
export function explicitConwayProduct(g: GameForm, h: GameForm, control?: SolveControl): Game {
  return withControl(control, () => {
    const memo = new Map<GameForm, Map<GameForm, Game>>();
    const times = (a: GameForm, b: GameForm): Game => {
      if (a instanceof Game && b instanceof Game) return conwayProduct(a, b);
      let row = memo.get(a);
      if (row === undefined) memo.set(a, (row = new Map<GameForm, Game>()));
      let product = row.get(b);
      if (product === undefined) {
        product = descend(() => {
          const term = (a1: GameForm, b1: GameForm): Game =>
            subtract(add(times(a1, b), times(a, b1)), times(a1, b1));
          return productOf(a, b, term);
        });
        row.set(b, product);
      }
      return product;
    };
    return times(g, h);
  });
}

/** Options of a game or a form, as both kinds list them. */
interface Sided<T> {
  readonly left: readonly T[];
  readonly right: readonly T[];
}

/**
 * Conway's product of `a` and `b` from their options: Left's are `term(a', b')` for options of the
 * same side, Right's for options of opposite sides, where `term` is a'·b + a·b' − a'·b'.
 */
function productOf<T>(a: Sided<T>, b: Sided<T>, term: (a1: T, b1: T) => Game): Game {
  const left: Game[] = [];
  const right: Game[] = [];
  for (const al of a.left) {
    for (const bl of b.left) left.push(term(al, bl));
    for (const br of b.right) right.push(term(al, br));
  }
  for (const ar of a.right) {
    for (const br of b.right) left.push(term(ar, br));
    for (const bl of b.left) right.push(term(ar, bl));
  }
  return canonical(left, right);
}
