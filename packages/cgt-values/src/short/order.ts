import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import type { Relation } from '../relation.js';
import type { Dyadic } from './dyadic.js';
import { PairTable } from './pair-table.js';
import { descend, numberUpStar, setById, ZERO, type Game } from './store.js';

// How games compare: the order of games, outcomes, and the stops that settle most comparisons.

/** Whether g ≤ h, by (g.id, h.id): 1 for true, 0 for false. */
const leqMemo = new PairTable();

/** `g ≤ h`. Comparing large games can take long: `control` stops the work. */
export function leq(g: Game, h: Game, control?: SolveControl): boolean {
  return withControl(control, () => atMost(g, h));
}

/** `g ≤ h`, for the computations of this package (under their control). */
export function atMost(g: Game, h: Game): boolean {
  if (g === h) return true;
  // Counted even when settled at once: simplifying a form compares every pair of its options.
  tick();
  const x = g.number;
  const y = h.number;
  if (x !== undefined && y !== undefined) return x.compare(y) <= 0;
  // *n (n ≥ 1) is confused with 0 and lies between all negative and all positive numbers.
  if (x !== undefined && h.nimber !== undefined) return x.sign() < 0;
  if (y !== undefined && g.nimber !== undefined) return y.sign() > 0;
  if (g.nimber !== undefined && h.nimber !== undefined) return false;
  const a = numberUpStar(g);
  const b = numberUpStar(h);
  if (a !== undefined && b !== undefined) {
    // g ≤ h iff (h − g) = y + d·↑ + *s ≥ 0: y > 0, or y = 0 with d ≥ 2, d = 1 and s ≠ 1, or 0.
    const y = a.number.compare(b.number);
    if (y !== 0) return y < 0;
    const d = b.ups - a.ups;
    return d >= 2 || (d === 1 && (a.star ^ b.star) !== 1) || (d === 0 && a.star === b.star);
  }
  // Stops settle most comparisons: g < h when LS(g) < RS(h); g ≤ h needs both stops ≤.
  const gl = leftStopOf(g);
  const hr = rightStopOf(h);
  if (gl.compare(hr) < 0) return true;
  if (gl.compare(leftStopOf(h)) > 0 || rightStopOf(g).compare(hr) > 0) return false;
  const known = leqMemo.get(g.id, h.id);
  if (known !== -1) return known === 1;
  const result = descend(atMostByOptions, g, h);
  leqMemo.set(g.id, h.id, result ? 1 : 0);
  return result;
}

/** `g ≤ h` by their options: no Left option of g is ≥ h, no Right option of h is ≤ g. */
function atMostByOptions(g: Game, h: Game): boolean {
  // When one is a number, number translation leaves only the other's options to try.
  if (g.number !== undefined) return noneLeq(h.right, g);
  if (h.number !== undefined) return noneGeq(g.left, h);
  return noneGeq(g.left, h) && noneLeq(h.right, g);
}

/** No option is ≤ g. */
export function noneLeq(options: readonly Game[], g: Game): boolean {
  for (const o of options) if (atMost(o, g)) return false;
  return true;
}

/** No option is ≥ g. */
export function noneGeq(options: readonly Game[], g: Game): boolean {
  for (const o of options) if (atMost(g, o)) return false;
  return true;
}

/** `g ≥ h`. */
export function geq(g: Game, h: Game, control?: SolveControl): boolean {
  return leq(h, g, control);
}

/** How g compares with h: `<`, `=`, `>`, or `||` when they are confused (incomparable). */
export function compare(g: Game, h: Game, control?: SolveControl): Relation {
  if (g === h) return '=';
  return withControl(control, () => {
    if (atMost(g, h)) return '<';
    return atMost(h, g) ? '>' : '||';
  });
}

/**
 * Who wins: `L` (Left, whoever starts), `R` (Right), `N` (the next player), `P` (the previous
 * player, i.e. the game is zero).
 */
export type OutcomeClass = 'L' | 'R' | 'N' | 'P';

/** The outcome class of a game: who wins it, with best play, whoever starts. */
export function outcome(g: Game, control?: SolveControl): OutcomeClass {
  return withControl(control, () => {
    const nonNegative = atMost(ZERO, g);
    const nonPositive = atMost(g, ZERO);
    if (nonNegative) return nonPositive ? 'P' : 'L';
    return nonPositive ? 'R' : 'N';
  });
}

const leftStops: (Dyadic | undefined)[] = [];
const rightStops: (Dyadic | undefined)[] = [];

/** The Left stop: the number reached when Left starts and both play to the first number. */
export function leftStop(g: Game, control?: SolveControl): Dyadic {
  return withControl(control, () => leftStopOf(g));
}

/** The Right stop. */
export function rightStop(g: Game, control?: SolveControl): Dyadic {
  return withControl(control, () => rightStopOf(g));
}

/** The Left stop, for the computations of this package. */
export function leftStopOf(g: Game): Dyadic {
  if (g.number !== undefined) return g.number;
  const nus = numberUpStar(g);
  if (nus !== undefined) return nus.number;
  return leftStops[g.id] ?? firstLeftStop(g);
}

/** The Right stop, for the computations of this package. */
export function rightStopOf(g: Game): Dyadic {
  if (g.number !== undefined) return g.number;
  const nus = numberUpStar(g);
  if (nus !== undefined) return nus.number;
  return rightStops[g.id] ?? firstRightStop(g);
}

// The stops are computed apart from their lookups: a function with a closure allocates its
// captured variables on every call, and the lookups are among the hottest calls of a search.

function firstLeftStop(g: Game): Dyadic {
  const s = descend(highestRightStop, g.left);
  setById(leftStops, g.id, s);
  return s;
}

function firstRightStop(g: Game): Dyadic {
  const s = descend(lowestLeftStop, g.right);
  setById(rightStops, g.id, s);
  return s;
}

function highestRightStop(options: readonly Game[]): Dyadic {
  let best = rightStopOf(options[0]!);
  for (let i = 1; i < options.length; i++) {
    const s = rightStopOf(options[i]!);
    if (s.compare(best) > 0) best = s;
  }
  return best;
}

function lowestLeftStop(options: readonly Game[]): Dyadic {
  let best = leftStopOf(options[0]!);
  for (let i = 1; i < options.length; i++) {
    const s = leftStopOf(options[i]!);
    if (s.compare(best) < 0) best = s;
  }
  return best;
}
