import type { SolveControl } from '@cgkit/core-search';
import { add, multiple, negate, subtract } from './arithmetic.js';
import { canonical } from './canonical.js';
import { withControl } from '../control.js';
import { Dyadic } from './dyadic.js';
import { atMost, leftStopOf, rightStopOf } from './order.js';
import { descend, num, STAR, UP, ZERO, type Game } from './store.js';
import { thermograph, valueAt } from './thermograph.js';
import { InputLimitError } from '../input-limit.js';

// Operations of CGSuite beyond sums: ordinal sums, Norton products, overheating, incentives,
// uptimal powers, reduced canonical forms, conjunctive and selective sums, orthodox moves.

/** Runs a recursive operation on games with a memo for this call, under `control`. */
function memoized(
  control: SolveControl | undefined,
  visit: (g: Game, self: (h: Game) => Game) => Game,
) {
  return (g: Game): Game =>
    withControl(control, () => {
      const memo = new Map<Game, Game>();
      const self = (h: Game): Game => {
        let result = memo.get(h);
        if (result === undefined) {
          result = descend(() => visit(h, self));
          memo.set(h, result);
        }
        return result;
      };
      return self(g);
    });
}

/**
 * The ordinal sum `G:H = {G^L, G:H^L | G^R, G:H^R}`: H played on top of G, where a move in G
 * wipes H out. It depends on the form of G (here its canonical form), only on the value of H.
 */
export function ordinalSum(g: Game, h: Game, control?: SolveControl): Game {
  return ordinalSumOnForm(g.left, g.right, h, control);
}

/**
 * The ordinal sum `{L | R}:H` on a form of its base given by the values of its options, such as
 * the form an ordinal product builds (only the options' values matter, not their forms).
 */
export function ordinalSumOnForm(
  left: readonly Game[],
  right: readonly Game[],
  h: Game,
  control?: SolveControl,
): Game {
  return memoized(control, (k, self) => {
    const n = integerOf(k);
    // G:n for an integer n, by a loop: the options of n run through every integer down to 0.
    if (n !== undefined) {
      let total = canonical(left, right);
      for (let i = 0n; i < (n < 0n ? -n : n); i++) {
        total = n > 0n ? canonical([...left, total], right) : canonical(left, [...right, total]);
      }
      return total;
    }
    return canonical([...left, ...k.left.map(self)], [...right, ...k.right.map(self)]);
  })(h);
}

/** The integer value of a game, if it is an integer. */
function integerOf(g: Game): bigint | undefined {
  return g.number?.isInteger() === true ? g.number.numerator : undefined;
}

/**
 * Norton's product `G.U` of G by a positive unit U: `n.U` is n copies of U for an integer n,
 * otherwise `{G^L.U + U + Δ | G^R.U − U − Δ}` with Δ every incentive of U (Siegel, Combinatorial
 * Game Theory, II.5). For U > 0 it depends only on the value of G, is additive in G and keeps
 * its order. Throws a RangeError when U is not positive (unless G is an integer).
 */
export function nortonProduct(g: Game, u: Game, control?: SolveControl): Game {
  const n = integerOf(g);
  if (n !== undefined) return withControl(control, () => multiple(u, Number(n)));
  return withControl(control, () => {
    if (u === ZERO || !atMost(ZERO, u)) {
      throw new InputLimitError('a Norton product G.U needs a positive unit U (U > 0)');
    }
    const steps = allIncentives(u).map((delta) => add(u, delta));
    return memoized(undefined, (k, self) => {
      const m = integerOf(k);
      if (m !== undefined) return multiple(u, Number(m));
      return canonical(
        k.left.flatMap((l) => steps.map((s) => add(self(l), s))),
        k.right.flatMap((r) => steps.map((s) => subtract(self(r), s))),
      );
    })(g);
  });
}

/**
 * Overheating from s to t, `∫_s^t G`: n copies of s for an integer n, otherwise
 * `{t + ∫G^L | −t + ∫G^R}` (Berlekamp; CGSuite's `G.Overheat(s, t)`). `∫_1^t` is heating by t
 * except that non-integer numbers are heated too.
 */
export function overheat(g: Game, s: Game, t: Game, control?: SolveControl): Game {
  return memoized(control, (k, self) => {
    const n = integerOf(k);
    if (n !== undefined) return multiple(s, Number(n));
    return canonical(
      k.left.map((l) => add(t, self(l))),
      k.right.map((r) => subtract(self(r), t)),
    );
  })(g);
}

/** Left's incentives `G^L − G`, every one (duplicates once). */
export function leftIncentives(g: Game, control?: SolveControl): Game[] {
  return withControl(control, () => [...new Set(g.left.map((l) => subtract(l, g)))]);
}

/** Right's incentives `G − G^R`, every one (duplicates once). */
export function rightIncentives(g: Game, control?: SolveControl): Game[] {
  return withControl(control, () => [...new Set(g.right.map((r) => subtract(g, r)))]);
}

/** Every incentive of g, Left's and Right's. */
function allIncentives(g: Game): Game[] {
  return [
    ...new Set([...g.left.map((l) => subtract(l, g)), ...g.right.map((r) => subtract(g, r))]),
  ];
}

/**
 * The incentives of g that no other incentive exceeds (CGSuite's `Incentives`): the moves worth
 * the most to whoever plays them.
 */
export function incentives(g: Game, control?: SolveControl): Game[] {
  return withControl(control, () => {
    const all = allIncentives(g);
    return all.filter((a) => !all.some((b) => b !== a && atMost(a, b)));
  });
}

/** The largest power written `^<n>`, `^[n]` that is read or recognised. */
export const MAX_UP_POWER = 200;

const upPowers: Game[] = [UP];
const upPowerSums: Game[] = [UP];

/** `↑^n` (CGSuite prints it `^<n>`): `↑^1 = ↑` and `↑^(n+1) = {0 | ↓^[n]*}`. */
export function upPower(n: number): Game {
  checkPower(n);
  while (upPowers.length < n) {
    const k = upPowers.length; // builds ↑^(k+1)
    upPowers.push(canonical([ZERO], [add(negate(upPowerSum(k)), STAR)]));
  }
  return upPowers[n - 1]!;
}

/** `↑ + ↑^2 + … + ↑^n` (CGSuite prints it `^[n]`): `↑^[n+1] = {↑^[n] | *}`. */
export function upPowerSum(n: number): Game {
  checkPower(n);
  while (upPowerSums.length < n) {
    upPowerSums.push(canonical([upPowerSums[upPowerSums.length - 1]!], [STAR]));
  }
  return upPowerSums[n - 1]!;
}

function checkPower(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_UP_POWER) {
    throw new InputLimitError(`up powers go from 1 to ${MAX_UP_POWER}, got ${n}`);
  }
}

/** Games infinitesimally close: their difference has both stops 0. */
function infinitesimallyClose(a: Game, b: Game): boolean {
  const d = subtract(a, b);
  return leftStopOf(d).sign() === 0 && rightStopOf(d).sign() === 0;
}

/** `a ≤ b` up to infinitesimals: the Right stop of `b − a` is not negative. */
function atMostModInf(a: Game, b: Game): boolean {
  return rightStopOf(subtract(b, a)).sign() >= 0;
}

/**
 * The reduced canonical form: the simplest game infinitesimally close to g (Grossman and
 * Siegel, Reductions of partizan games). Options are reduced, options dominated up to
 * infinitesimals removed and options reversible up to infinitesimals bypassed; a game whose
 * stops are equal is that number.
 */
export function reducedCanonicalForm(g: Game, control?: SolveControl): Game {
  return memoized(control, (k, self) => {
    const x = leftStopOf(k);
    if (x.equals(rightStopOf(k))) return num(x);
    let ls = [...new Set(k.left.map(self))];
    let rs = [...new Set(k.right.map(self))];
    const value = (): Game => canonical(ls, rs);
    for (let changed = true; changed;) {
      changed = false;
      ls = undominated(ls, (a, b) => atMostModInf(a, b));
      rs = undominated(rs, (a, b) => atMostModInf(b, a));
      const current = value();
      for (let i = 0; i < ls.length && !changed; i++) {
        const through = ls[i]!.right.find((lr) => atMostModInf(lr, current));
        if (through !== undefined) {
          ls = [...new Set([...ls.slice(0, i), ...ls.slice(i + 1), ...through.left.map(self)])];
          changed = true;
        }
      }
      for (let i = 0; i < rs.length && !changed; i++) {
        const through = rs[i]!.left.find((rl) => atMostModInf(current, rl));
        if (through !== undefined) {
          rs = [...new Set([...rs.slice(0, i), ...rs.slice(i + 1), ...through.right.map(self)])];
          changed = true;
        }
      }
    }
    return value();
  })(g);
}

/** Keeps the options not dominated by another (ties keep the first). */
function undominated(games: Game[], worse: (a: Game, b: Game) => boolean): Game[] {
  return games.filter(
    (a, i) => !games.some((b, j) => j !== i && worse(a, b) && (!worse(b, a) || j < i)),
  );
}

/** Whether g and h are infinitesimally close (their difference is infinitesimal). */
export function isInfinitesimallyClose(g: Game, h: Game, control?: SolveControl): boolean {
  return withControl(control, () => infinitesimallyClose(g, h));
}

/**
 * The conjunctive sum `G ∧ H`: each turn the player moves in every component, and the game ends
 * when one component has no move. It depends on the forms (here the canonical forms), not only
 * on the values; CGSuite offers it for impartial games.
 */
export function conjunctiveSum(g: Game, h: Game, control?: SolveControl): Game {
  return withControl(control, () =>
    pairwise((a, b, self) => {
      const ls: Game[] = [];
      const rs: Game[] = [];
      for (const al of a.left) for (const bl of b.left) ls.push(self(al, bl));
      for (const ar of a.right) for (const br of b.right) rs.push(self(ar, br));
      return canonical(ls, rs);
    })(g, h),
  );
}

/**
 * The selective sum `G ∨ H`: each turn the player moves in one component or in both. Like the
 * conjunctive sum it depends on the canonical forms.
 */
export function selectiveSum(g: Game, h: Game, control?: SolveControl): Game {
  return withControl(control, () =>
    pairwise((a, b, self) => {
      const sides: [Game[], Game[]] = [[], []];
      for (const [side, as, bs] of [
        [sides[0], a.left, b.left],
        [sides[1], a.right, b.right],
      ] as const) {
        for (const ao of as) side.push(self(ao, b));
        for (const bo of bs) side.push(self(a, bo));
        for (const ao of as) for (const bo of bs) side.push(self(ao, bo));
      }
      return canonical(...sides);
    })(g, h),
  );
}

/**
 * A recursion over pairs of games, memoized for one call. Loops rather than callbacks in `step`
 * keep its frames few: it goes as deep as the games.
 */
function pairwise(
  step: (g: Game, h: Game, self: (g: Game, h: Game) => Game) => Game,
): (g: Game, h: Game) => Game {
  const memo = new Map<string, Game>();
  const self = (g: Game, h: Game): Game => {
    const key = `${g.id},${h.id}`;
    let result = memo.get(key);
    if (result === undefined) {
      result = descend(() => step(g, h, self));
      memo.set(key, result);
    }
    return result;
  };
  return self;
}

/** Both sides of a short game's value: for a short game the onside and the offside are it. */
export function sides(g: Game): { onside: Game; offside: Game } {
  return { onside: g, offside: g };
}

/**
 * The orthodox moves of a player at temperature t (by default the game's temperature, at least
 * 0): the options whose thermograph, taxed by t, reaches the player's wall of g at t — the moves
 * that keep the best cooled value (Berlekamp; Lessons in Play, 6.4).
 */
export function orthodoxMoves(
  g: Game,
  player: 'left' | 'right',
  t?: Dyadic,
  control?: SolveControl,
): Game[] {
  return withControl(control, () => {
    const th = thermograph(g);
    const at = t ?? (th.temperature.sign() < 0 ? Dyadic.zero : th.temperature);
    if (player === 'left') {
      const wall = valueAt(th.leftWall, at);
      return g.left.filter((l) => valueAt(thermograph(l).rightWall, at).sub(at).equals(wall));
    }
    const wall = valueAt(th.rightWall, at);
    return g.right.filter((r) => valueAt(thermograph(r).leftWall, at).add(at).equals(wall));
  });
}
