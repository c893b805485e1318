import type { SolveControl } from '@cgkit/core-search';
import { add } from './arithmetic.js';
import { canonical } from './canonical.js';
import { withControl } from './control.js';
import { atMost as leq, leftStopOf as leftStop, rightStopOf as rightStop } from './order.js';
import { descend, num, star, type Game } from './store.js';

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
    allSmall[g.id] = known;
  }
  return known;
}

const weights: (Game | undefined)[] = [];
const remoteStars: (number | undefined)[] = [];

/**
 * The atomic weight of an all-small game, by Norton's calculus: `{aw(G^L) − 2 | aw(G^R) + 2}`,
 * except where that is an integer and G is above or below a remote star, when it is the integer
 * nearest the options on that side (Siegel, Combinatorial Game Theory, II.7).
 */
export function atomicWeight(g: Game, control?: SolveControl): Game {
  return withControl(control, () => {
    if (!allSmallGame(g)) {
      throw new RangeError('atomic weights are computed for all-small games only');
    }
    return weight(g);
  });
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
    weights[g.id] = w;
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
    remoteStars[g.id] = n;
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
