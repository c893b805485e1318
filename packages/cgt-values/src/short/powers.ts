import type { SolveControl } from '@cgkit/core-search';
import { withControl } from '../control.js';
import { subtract } from './arithmetic.js';
import { canonical } from './canonical.js';
import { Dyadic, simplestBetween } from './dyadic.js';
import { InputLimitError } from '../input-limit.js';
import { ordinalSum } from './operations.js';
import { MAX_WALK_DEPTH, num, ZERO, type Game } from './store.js';

// Powers of a game as CGSuite's `G.Pow(x)` and `G.PowTo(x)` define them (Siegel, Combinatorial
// Game Theory, II.7): for ↑ they are ↑^x and ↑^{→x} (`^<n>` and `^[n]` for integers).

/**
 * `G^{→x}` for a number x ≥ 0 (CGSuite's `G.PowTo(x)`): 0 for x = 0, otherwise the ordinal sum
 * `G : x'` with the blow-up x' of x (`n − 1` for an integer n). So `↑^{→n} = ↑^[n]`.
 */
export function powTo(g: Game, x: Dyadic, control?: SolveControl): Game {
  if (x.sign() < 0) throw new InputLimitError(`PowTo needs an exponent x ≥ 0, got ${x.toString()}`);
  if (x.sign() === 0) return ZERO;
  // The blow-up of m/2^k walks k levels, and so does the ordinal sum on it.
  if (x.exponent > MAX_WALK_DEPTH) {
    throw new InputLimitError(`exponents go down to 1/2^${MAX_WALK_DEPTH}, got ${x.toString()}`);
  }
  return withControl(control, () => ordinalSum(g, num(blowup(x))));
}

/**
 * `G^x` for a game `G = {0 | H}` and a number x ≥ 1 (CGSuite's `G.Pow(x)`):
 * `{0 | H − G^{→(x−1)}}`, so `G^1 = G` and `↑^n = ↑^<n>`.
 */
export function pow(g: Game, x: Dyadic, control?: SolveControl): Game {
  if (g.left.length !== 1 || g.left[0] !== ZERO || g.right.length !== 1) {
    throw new InputLimitError('Pow needs a base of the form {0|H}');
  }
  const below = x.sub(Dyadic.of(1));
  if (below.sign() < 0)
    throw new InputLimitError(`Pow needs an exponent x ≥ 1, got ${x.toString()}`);
  return withControl(control, () => canonical([ZERO], [subtract(g.right[0]!, powTo(g, below))]));
}

/**
 * The blow-up of a number x > 0: `n − 1` for an integer n, otherwise the simplest number strictly
 * between the blow-ups of the two dyadics next to x with a smaller denominator (below that of
 * `2/2^k` alone when x = `1/2^k`). It turns the exponents 1, 2, 3… into 0, 1, 2… and fills in
 * between: 1/2 ↦ −1, 3/2 ↦ 1/2, 7/4 ↦ 3/4.
 */
export function blowup(x: Dyadic): Dyadic {
  const known = new Map<string, Dyadic>();
  const visit = (y: Dyadic): Dyadic => {
    if (y.isInteger()) return y.sub(Dyadic.of(1));
    const key = y.toString();
    let b = known.get(key);
    if (b === undefined) {
      const step = Dyadic.of(1, y.exponent);
      const below = y.sub(step);
      const above = visit(y.add(step));
      b =
        below.sign() === 0
          ? simplestBetween(undefined, { value: above, closed: false })!
          : simplestBetween(
              { value: visit(below), closed: false },
              { value: above, closed: false },
            )!;
      known.set(key, b);
    }
    return b;
  };
  return visit(x);
}
