import { Dyadic } from './dyadic.js';
import { game } from './canonical.js';
import { PairTable } from './pair-table.js';
import {
  descend,
  gameById,
  intern,
  num,
  numberUpStar,
  numberUpStarGame,
  star,
  ZERO,
  type Game,
} from './store.js';

// Sums, negatives and multiples of games, and their birthdays.

const negatives: Game[] = [];
/** The id of g + h, by (g.id, h.id) with g.id < h.id. */
const sumMemo = new PairTable();

/** `g + h`. */
export function add(g: Game, h: Game): Game {
  if (g.number !== undefined && h.number !== undefined) return num(g.number.add(h.number));
  if (g === ZERO) return h;
  if (h === ZERO) return g;
  if (g.nimber !== undefined && h.nimber !== undefined) return star((g.nimber ^ h.nimber) >>> 0);
  const a = numberUpStar(g);
  const b = numberUpStar(h);
  if (a !== undefined && b !== undefined) {
    return numberUpStarGame({
      number: a.number.add(b.number),
      ups: a.ups + b.ups,
      star: (a.star ^ b.star) >>> 0,
    });
  }
  if (g.id > h.id) [g, h] = [h, g];
  const known = sumMemo.get(g.id, h.id);
  let sum = known === -1 ? undefined : gameById(known);
  if (sum === undefined) {
    const [a, b] = [g, h];
    sum = descend(() =>
      // Number translation: a + x = {a^L + x | a^R + x} when a is not a number.
      b.number !== undefined
        ? game(
            a.left.map((l) => add(l, b)),
            a.right.map((r) => add(r, b)),
          )
        : a.number !== undefined
          ? game(
              b.left.map((l) => add(a, l)),
              b.right.map((r) => add(a, r)),
            )
          : game(
              [...a.left.map((l) => add(l, b)), ...b.left.map((l) => add(a, l))],
              [...a.right.map((r) => add(r, b)), ...b.right.map((r) => add(a, r))],
            ),
    );
    sumMemo.set(g.id, h.id, sum.id);
  }
  return sum;
}

/** `-g`: the roles of Left and Right swapped. */
export function negate(g: Game): Game {
  if (g.number !== undefined) return num(g.number.neg());
  if (g.nimber !== undefined) return g;
  let n = negatives[g.id];
  if (n === undefined) {
    n = descend(() => intern(g.right.map(negate), g.left.map(negate)));
    negatives[g.id] = n;
    negatives[n.id] = g;
  }
  return n;
}

/** `g − h`. */
export function subtract(g: Game, h: Game): Game {
  return add(g, negate(h));
}

/** The sum of many games (0 for none). */
export function sum(games: Iterable<Game>): Game {
  let total = ZERO;
  for (const g of games) total = add(total, g);
  return total;
}

/** `n·g` for an integer n (negative n gives `|n|·(−g)`), by doubling. */
export function multiple(g: Game, n: number): Game {
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
  let base = n < 0 ? negate(g) : g;
  let total = ZERO;
  for (let k = Math.abs(n); k > 0; k = Math.floor(k / 2)) {
    if (k % 2 === 1) total = add(total, base);
    if (k > 1) base = add(base, base);
  }
  return total;
}

/** `n·↑` (negative n gives downs). */
export function up(n = 1): Game {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an integer: ${n}`);
  return numberUpStarGame({ number: Dyadic.zero, ups: n, star: 0 });
}

const birthdays: number[] = [];

/** The birthday: the day on which the canonical form is born. */
export function birthday(g: Game): number {
  const x = g.number;
  if (x !== undefined) {
    const whole = Number(x.sign() < 0 ? -x.ceil() : x.floor());
    return x.isInteger() ? whole : whole + x.exponent + 1;
  }
  if (g.nimber !== undefined) return g.nimber;
  let b = birthdays[g.id];
  if (b === undefined) {
    b = 1 + descend(() => Math.max(0, ...g.left.map(birthday), ...g.right.map(birthday)));
    birthdays[g.id] = b;
  }
  return b;
}
