import type { SolveControl } from '@cgkit/core-search';
import { add, negate, subtract } from './arithmetic.js';
import { canonical } from './canonical.js';
import { withControl } from '../control.js';
import { nortonProduct, ordinalSum } from './operations.js';
import { atMost as leq, leftStopOf as leftStop, rightStopOf as rightStop } from './order.js';
import { formatGame } from './notation.js';
import { descend, num, setById, star, UP, STAR, type Game } from './store.js';

const allSmall: (boolean | undefined)[] = [];

/** Whether every subposition with a move for one player has a move for both (no numbers but 0). */
export function isAllSmall(g: Game, control?: SolveControl): boolean {
  return withControl(control, () => allSmallGame(g));
}

function allSmallGame(g: Game): boolean {
  if (g.number !== undefined) return g.number.sign() === 0;
  if (g.nimber !== undefined) return true;
  let known = allSmall[g.id];
  if (known === undefined) {
    known = descend(() => g.left.every(allSmallGame) && g.right.every(allSmallGame));
    setById(allSmall, g.id, known);
  }
  return known;
}

const weights: (Game | undefined)[] = [];
const remoteStars: (number | undefined)[] = [];

/** A game without an atomic weight (not infinitesimal, or not atomic): the message says which. */
export class NotAtomicError extends RangeError {
  override readonly name = 'NotAtomicError';
}

/**
 * The atomic weight, by Norton's calculus: `{aw(G^L) − 2 | aw(G^R) + 2}`, except where that is
 * an integer and G is above or below a remote star, when it is the integer nearest the options
 * on that side (Siegel, Combinatorial Game Theory, II.7). Every all-small game has one. Another
 * game has one only when it is infinitesimal (both stops 0) and atomic, which is CGSuite's test:
 * `G − aw.↑` lies between `−ε` and `ε` for `ε = ↑* + (*N : −1)`, N a power of two beyond every
 * nimber of G. Elsewhere it is undefined: a {@link NotAtomicError} says why
 * ({@link atomicWeightIfDefined} returns undefined instead).
 */
export function atomicWeight(g: Game, control?: SolveControl): Game {
  return withControl(control, () => {
    const found = weighed(g);
    if (found.weight === undefined) throw new NotAtomicError(found.whyNot());
    return found.weight;
  });
}

/**
 * The atomic weight ({@link atomicWeight}), or undefined exactly where it is undefined: a game
 * that is not infinitesimal, or not atomic. Any other error (the control's) is thrown.
 */
export function atomicWeightIfDefined(g: Game, control?: SolveControl): Game | undefined {
  return withControl(control, () => weighed(g).weight);
}

/** The atomic weight, or why it is undefined (the message, written only when asked for). */
type Weighed =
  { readonly weight: Game } | { readonly weight: undefined; readonly whyNot: () => string };

function weighed(g: Game): Weighed {
  if (allSmallGame(g)) return { weight: weight(g) };
  const [l, r] = [leftStop(g), rightStop(g)];
  if (l.sign() !== 0 || r.sign() !== 0) {
    return {
      weight: undefined,
      whyNot: () =>
        `not atomic: atomic weight is defined only for infinitesimals (both stops 0), and ${brief(g)} has stops ${l.toString()} and ${r.toString()}`,
    };
  }
  const w = weight(g);
  if (!atomic(g, w)) {
    return {
      weight: undefined,
      whyNot: () =>
        `not atomic: ${brief(g)} is infinitesimal, but not within ↑* + (*N:-1) of ${brief(w)}.↑, Norton's weight`,
    };
  }
  return { weight: w };
}

/** The game's notation, cut short for a message. */
function brief(g: Game): string {
  const text = formatGame(g);
  return text.length <= 80 ? text : `${text.slice(0, 77)}...`;
}

/** CGSuite's test of an infinitesimal: `−ε ≤ G − w.↑ ≤ ε` for `ε = ↑* + (*N : −1)`. */
function atomic(g: Game, w: Game): boolean {
  const difference = subtract(g, nortonProduct(w, UP));
  let n = 2;
  while (n < remoteStar(g)) n *= 2;
  const epsilon = add(add(UP, STAR), ordinalSum(star(n), num(-1)));
  return leq(difference, epsilon) && leq(negate(epsilon), difference);
}

function weight(g: Game): Game {
  if (g.nimber !== undefined) return num(0);
  let w = weights[g.id];
  if (w === undefined) {
    const ls = descend(() => g.left.map((l) => add(weight(l), num(-2))));
    const rs = descend(() => g.right.map((r) => add(weight(r), num(2))));
    w = canonical(ls, rs);
    if (w.number?.isInteger() === true) {
      const far = star(remoteStar(g));
      const below = leq(g, far);
      const above = leq(far, g);
      if (below && !above) w = num(leastIntegerAbove(ls));
      else if (above && !below) w = num(greatestIntegerBelow(rs));
    }
    setById(weights, g.id, w);
  }
  return w;
}

/** A nimber larger than every nimber in g: remote enough to compare against. */
function remoteStar(g: Game): number {
  if (g.nimber !== undefined) return g.nimber + 1;
  let n = remoteStars[g.id];
  if (n === undefined) {
    n = 1;
    for (const o of [...g.left, ...g.right])
      n = Math.max(
        n,
        descend(() => remoteStar(o)),
      );
    setById(remoteStars, g.id, n);
  }
  return n;
}

/** The least integer n with n ⧐ every option (0 for none). */
function leastIntegerAbove(options: readonly Game[]): bigint {
  let best: bigint | undefined;
  for (const o of options) {
    let n = rightStop(o).ceil();
    if (leq(num(n), o)) n += 1n;
    if (best === undefined || n > best) best = n;
  }
  return best ?? 0n;
}

/** The greatest integer n with n ⧏ every option (0 for none). */
function greatestIntegerBelow(options: readonly Game[]): bigint {
  let best: bigint | undefined;
  for (const o of options) {
    let n = leftStop(o).floor();
    if (leq(o, num(n))) n -= 1n;
    if (best === undefined || n < best) best = n;
  }
  return best ?? 0n;
}
