import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import type { Dyadic } from '../short/dyadic.js';
import {
  isStopper,
  loopyCompare,
  loopyNegate,
  loopySum,
  reachable,
  type LoopyGame,
} from './graph.js';
import { loopySimplify } from './simplify.js';
import { loopfreeValues } from './short.js';
import { loopySides } from './sides.js';

// Stops, degree and variety of stoppers (Siegel, Combinatorial Game Theory, ch. VI; as CGSuite's
// CanonicalStopper computes them). A stop is a number, `on` or `off`: Left's stop is the best
// Right stop of Left's options, Right's the worst Left stop of Right's options, play stopping at
// a number or at on or off. The degree of a stopper G is the onside of G − G (0 for a short game),
// its variety the onside of G + (−G − degree)⁻, defined when the degree is idempotent and equal to
// the offside of G + (−G + degree)⁺ (Siegel's stability conjecture: CGSuite reports a
// counterexample otherwise).

/** A stop: a number, or `on` / `off`. */
export type LoopyStop = Dyadic | 'on' | 'off';

/** Left's and Right's stops of a stopper. */
export interface LoopyStops {
  readonly left: LoopyStop;
  readonly right: LoopyStop;
}

/** A stop as text: the number as CGSuite writes it, `on` or `off`. */
export function formatStop(stop: LoopyStop): string {
  return typeof stop === 'string' ? stop : stop.toString();
}

function stopOrder(a: LoopyStop, b: LoopyStop): number {
  const rank = (s: LoopyStop): number => (s === 'off' ? -1 : s === 'on' ? 1 : 0);
  const d = rank(a) - rank(b);
  if (d !== 0 || typeof a === 'string' || typeof b === 'string') return d;
  return a.compare(b);
}

function requireStopper(g: LoopyGame, what: string): void {
  if (!isStopper(g)) throw new InputLimitError(`${what} is defined for stoppers only`);
}

/**
 * The stops of a stopper, on its simplest form: with no loop of alternating play, the states
 * (position, player to move) form an acyclic graph, valued from where play stops (numbers, on,
 * off) back, with an explicit stack.
 */
export function loopyStops(g: LoopyGame, control?: SolveControl): LoopyStops {
  return withControl(control, () => {
    requireStopper(g, 'a stop');
    const s = loopySimplify(g);
    const short = loopfreeValues(s);
    const n = s.left.length;
    const fixed = (i: number): LoopyStop | undefined => {
      const x = short[i]?.number;
      if (x !== undefined) return x;
      const l = s.left[i]!;
      const r = s.right[i]!;
      if (r.length === 0 && l.length > 0 && l.every((j) => j === i)) return 'on';
      if (l.length === 0 && r.length > 0 && r.every((j) => j === i)) return 'off';
      return undefined;
    };
    // State 2i: Left to move at i; 2i + 1: Right to move.
    const value: (LoopyStop | undefined)[] = new Array<LoopyStop | undefined>(2 * n);
    const next = (state: number): number[] =>
      (state & 1) === 0
        ? s.left[state >> 1]!.map((j) => 2 * j + 1)
        : s.right[state >> 1]!.map((j) => 2 * j);
    const stack = [2 * s.start, 2 * s.start + 1];
    while (stack.length > 0) {
      tick();
      const state = stack[stack.length - 1]!;
      if (value[state] !== undefined) {
        stack.pop();
        continue;
      }
      const stop = fixed(state >> 1);
      if (stop !== undefined) {
        value[state] = stop;
        stack.pop();
        continue;
      }
      const options = next(state);
      const missing = options.filter((t) => value[t] === undefined);
      if (missing.length > 0) {
        stack.push(...missing);
        continue;
      }
      stack.pop();
      const left = (state & 1) === 0;
      // No move: as if play went on for ever against the player to move.
      let best: LoopyStop = left ? 'off' : 'on';
      for (const t of options) {
        const v = value[t]!;
        if (left ? stopOrder(v, best) > 0 : stopOrder(v, best) < 0) best = v;
      }
      value[state] = best;
    }
    return { left: value[2 * s.start]!, right: value[2 * s.start + 1]! };
  });
}

/** The onside of a game, which must be a stopper for `what`. */
function stopperOnside(g: LoopyGame, what: string): LoopyGame {
  const sides = loopySides(g);
  if (!isStopper(sides.onside)) throw new InputLimitError(`${what}: a side is not a stopper`);
  return sides.onside;
}

function stopperOffside(g: LoopyGame, what: string): LoopyGame {
  const sides = loopySides(g);
  if (!isStopper(sides.offside)) throw new InputLimitError(`${what}: a side is not a stopper`);
  return sides.offside;
}

/** The degree of loopiness of a stopper: the onside of G − G (0 for a short game). */
export function loopyDegree(g: LoopyGame, control?: SolveControl): LoopyGame {
  return withControl(control, () => {
    return degreeOf(simplestStopper(g));
  });
}

/**
 * A stopper's simplest form, its reachable positions only. The onside of a sum depends only on
 * the values of its terms (onsides add): the degree and variety sum this equal stopper, far
 * smaller than G as given (a 21-position Fox and Geese board simplifies to {over|0}: 441
 * positions to sidle become 9).
 */
function simplestStopper(g: LoopyGame): LoopyGame {
  requireStopper(g, 'the degree');
  return reachable(loopySimplify(g));
}

/** The degree of a stopper given by its reachable positions. */
function degreeOf(r: LoopyGame): LoopyGame {
  if (loopfreeValues(r)[r.start] !== undefined) return { left: [[]], right: [[]], start: 0 };
  return stopperOnside(loopySum(r, loopyNegate(r)), 'the degree');
}

/** Why a stopper has no variety. */
export class LoopyVarietyError extends Error {
  override readonly name = 'LoopyVarietyError';
}

/**
 * The variety of a stopper G of degree D: the onside of G + (−G − D)⁻, which equals the offside
 * of G + (−G + D)⁺. A `LoopyVarietyError` when D is not idempotent (D + D ≠ D) or the two differ.
 */
export function loopyVariety(g: LoopyGame, control?: SolveControl): LoopyGame {
  return withControl(control, () => {
    const r = simplestStopper(g);
    const degree = degreeOf(r);
    if (loopyCompare(loopySum(degree, degree), degree) !== '=') {
      throw new LoopyVarietyError('the degree is not idempotent');
    }
    const minus = loopyNegate(r);
    const up = stopperOnside(
      loopySum(r, stopperOffside(loopySum(minus, loopyNegate(degree)), 'the variety')),
      'the variety',
    );
    const down = stopperOffside(
      loopySum(r, stopperOnside(loopySum(minus, degree), 'the variety')),
      'the variety',
    );
    if (loopyCompare(up, down) !== '=') {
      throw new LoopyVarietyError(
        'the two varieties differ: a counterexample to the stability conjecture',
      );
    }
    return loopySimplify(up);
  });
}
