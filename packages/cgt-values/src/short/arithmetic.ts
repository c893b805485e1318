import type { SolveControl } from '@cgkit/core-search';
import { withControl } from '../control.js';
import { Dyadic } from './dyadic.js';
import { canonical } from './canonical.js';
import { PairTable } from './pair-table.js';
import {
  descend,
  gameById,
  intern,
  num,
  numberNegative,
  numberSum,
  numberUpStar,
  numberUpStarGame,
  setById,
  star,
  ZERO,
  type Game,
} from './store.js';

// Sums, negatives and multiples of games, and their birthdays.

const negatives: (Game | undefined)[] = [];
/** The id of g + h, by (g.id, h.id) with g.id < h.id. */
const sumMemo = new PairTable();

/** `g + h`. Sums of hot games can take long: `control` stops the work (see {@link withControl}). */
export function add(g: Game, h: Game, control?: SolveControl): Game {
  return withControl(control, () => plus(g, h));
}

function plus(g: Game, h: Game): Game {
  if (g.number !== undefined && h.number !== undefined) return numberSum(g.number, h.number);
  if (g === ZERO) return h;
  if (h === ZERO) return g;
  if (g.nimber !== undefined && h.nimber !== undefined) return star((g.nimber ^ h.nimber) >>> 0);
  if (g.id > h.id) {
    const first = h;
    h = g;
    g = first;
  }
  const known = sumMemo.get(g.id, h.id);
  let sum = known === -1 ? undefined : gameById(known);
  if (sum === undefined) {
    // Sums of numbers, ups and nimbers are memoized too: their node is found by a text key.
    const x = numberUpStar(g);
    const y = numberUpStar(h);
    sum =
      x !== undefined && y !== undefined
        ? numberUpStarGame({
            number: x.number.add(y.number),
            ups: x.ups + y.ups,
            star: (x.star ^ y.star) >>> 0,
          })
        : descend(sumByOptions, g, h);
    sumMemo.set(g.id, h.id, sum.id);
  }
  return sum;
}

/**
 * `a + b` from their options, apart from `plus`: a function with a closure allocates its
 * captured variables on every call, and most calls of `plus` are memo hits.
 */
function sumByOptions(a: Game, b: Game): Game {
  // Number translation: a + x = {a^L + x | a^R + x} when a is not a number.
  if (b.number !== undefined) return canonical(plusEach(a.left, b), plusEach(a.right, b));
  if (a.number !== undefined) return canonical(plusEach(b.left, a), plusEach(b.right, a));
  return canonical(
    plusEach(b.left, a, plusEach(a.left, b)),
    plusEach(b.right, a, plusEach(a.right, b)),
  );
}

/**
 * Each option plus `x`, pushed on `into`. Lists of games are built by pushing, never by an
 * optimized `map`, which makes holey arrays: code that meets both kinds is compiled again.
 */
function plusEach(options: readonly Game[], x: Game, into: Game[] = []): Game[] {
  for (const o of options) into.push(plus(o, x));
  return into;
}

/** `-g`: the roles of Left and Right swapped. */
export function negate(g: Game, control?: SolveControl): Game {
  return withControl(control, () => negative(g));
}

/** `-g`, for the computations of this package (under their control). */
export function negative(g: Game): Game {
  if (g.nimber !== undefined) return g;
  // Numbers too are looked up by id: a search negates the same few numbers millions of times.
  return negatives[g.id] ?? firstNegative(g);
}

/** `-g` made and memoized, apart from the lookup of `negative` (no closure on its hot path). */
function firstNegative(g: Game): Game {
  const n = g.number !== undefined ? numberNegative(g.number) : descend(negatedOptions, g);
  setById(negatives, g.id, n);
  setById(negatives, n.id, g);
  return n;
}

function negatedOptions(g: Game): Game {
  return intern(negativeEach(g.right), negativeEach(g.left));
}

/** The options negated (pushed: see {@link plusEach}). */
function negativeEach(options: readonly Game[]): Game[] {
  const negated: Game[] = [];
  for (const o of options) negated.push(negative(o));
  return negated;
}

/** `g − h`. */
export function subtract(g: Game, h: Game, control?: SolveControl): Game {
  return withControl(control, () => plus(g, negative(h)));
}

/** The sum of many games (0 for none). */
export function sum(games: Iterable<Game>, control?: SolveControl): Game {
  return withControl(control, () => sumOf(games));
}

/** {@link sum}, for the computations of this package (under their control). */
export function sumOf(games: Iterable<Game>): Game {
  let total = ZERO;
  for (const g of games) total = plus(total, g);
  return total;
}

/** `n·g` for an integer n (negative n gives `|n|·(−g)`), by doubling. */
export function multiple(g: Game, n: number, control?: SolveControl): Game {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an integer: ${n}`);
  if (g.number !== undefined) return num(g.number.times(n));
  const nus = numberUpStar(g);
  if (nus !== undefined) {
    return numberUpStarGame({
      number: nus.number.times(n),
      ups: nus.ups * n,
      star: n % 2 === 0 ? 0 : nus.star,
    });
  }
  return withControl(control, () => {
    let base = n < 0 ? negative(g) : g;
    let total = ZERO;
    for (let k = Math.abs(n); k > 0; k = Math.floor(k / 2)) {
      if (k % 2 === 1) total = plus(total, base);
      if (k > 1) base = plus(base, base);
    }
    return total;
  });
}

/** `n·↑` (negative n gives downs). */
export function up(n = 1): Game {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an integer: ${n}`);
  return numberUpStarGame({ number: Dyadic.zero, ups: n, star: 0 });
}

const birthdays: (number | undefined)[] = [];

/** The birthday: the day on which the canonical form is born. */
export function birthday(g: Game, control?: SolveControl): number {
  return withControl(control, () => day(g));
}

function day(g: Game): number {
  const x = g.number;
  if (x !== undefined) {
    const whole = Number(x.sign() < 0 ? -x.ceil() : x.floor());
    return x.isInteger() ? whole : whole + x.exponent + 1;
  }
  if (g.nimber !== undefined) return g.nimber;
  let b = birthdays[g.id];
  if (b === undefined) {
    // A loop, not Math.max(...days): a game may have more options than a call takes arguments.
    b = 1 + descend(() => [...g.left, ...g.right].reduce((most, o) => Math.max(most, day(o)), 0));
    setById(birthdays, g.id, b);
  }
  return b;
}
