import type { SolveControl } from '@cgkit/core-search';
import { holdBytes, tick, withControl } from '../control.js';
import { Dyadic } from './dyadic.js';
import { add, negate, subtract } from './arithmetic.js';
import { canonical } from './canonical.js';
import { descend } from './store.js';
import { atMost } from './order.js';
import { num, numberUpStar, setById, STAR, UP, type Game } from './store.js';
import { InputLimitError } from '../input-limit.js';

/** A straight piece of a wall: `value + slope·(t − from)` for temperatures t from `from` on. */
export interface Piece {
  readonly from: Dyadic;
  readonly value: Dyadic;
  /** −1, 0 or 1. */
  readonly slope: number;
}

/**
 * A continuous piecewise-linear function of the temperature t ≥ −1: each piece holds until the
 * next one starts; the last holds forever.
 */
export type Trajectory = readonly Piece[];

/**
 * The thermograph of a game: its left and right walls (as functions of the temperature, from
 * t = −1; both end in the vertical mast), its mean (the mast's position) and its temperature
 * (where the mast starts). Integers have temperature −1, other numbers `−1/2^k`, as in Siegel's
 * Combinatorial Game Theory.
 */
export interface Thermograph {
  readonly leftWall: Trajectory;
  readonly rightWall: Trajectory;
  readonly mean: Dyadic;
  readonly temperature: Dyadic;
}

const MINUS_ONE = Dyadic.of(-1);
const thermographs: (Thermograph | undefined)[] = [];

/** The thermograph of a game. Large games can take long: `control` stops the work. */
export function thermograph(g: Game, control?: SolveControl): Thermograph {
  return withControl(control, () => thermographOf(g));
}

function thermographOf(g: Game): Thermograph {
  // Options first, with an explicit stack, for games of any depth.
  const stack = [g];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (thermographs[top.id] !== undefined) {
      stack.pop();
      continue;
    }
    const like = sameThermograph(top);
    if (like !== undefined) {
      if (thermographs[like.id] === undefined) stack.push(like);
      else setById(thermographs, top.id, thermographs[like.id]!);
      continue;
    }
    // A number such as 1/2^5000 has a chain of 5000 options; an integer's walls need none.
    const options = top.number?.isInteger() === true ? [] : [...top.left, ...top.right];
    tick(1 + options.length);
    let missing = false;
    for (const o of options) {
      if (thermographs[o.id] === undefined) {
        stack.push(o);
        missing = true;
      }
    }
    if (!missing)
      remember(
        top,
        fromOptions(top, (o) => thermographs[o.id]!),
      );
  }
  return thermographs[g.id]!;
}

function remember(g: Game, t: Thermograph): void {
  setById(thermographs, g.id, t);
  holdBytes(BYTES_PER_PIECE * (t.leftWall.length + t.rightWall.length));
}

/** Bytes a piece of a wall takes with its three dyadics, about. */
const BYTES_PER_PIECE = 200;

/**
 * A small game with the thermograph of `x + n·↑ + *m` (not a number), so that `*65537` or
 * `1000000·↑` never lists its options: below temperature 0 the walls of `x + ε` depend only on
 * who wins the infinitesimal ε moving first (both: like `x*`; Left only: like `x↑`; Right only:
 * like `x↓`), and above it the mast stands at x.
 */
function sameThermograph(g: Game): Game | undefined {
  if (g.number !== undefined || g.nimber === 0) return undefined;
  const nus = numberUpStar(g);
  if (nus === undefined) return undefined;
  const x = num(nus.number);
  const leftWins = !atMost(g, x);
  const rightWins = !atMost(x, g);
  const like = add(x, leftWins && rightWins ? STAR : leftWins ? UP : negate(UP));
  return like === g ? undefined : like;
}

/**
 * The thermograph computed from the options alone, without the closed forms of
 * {@link thermograph}: the independent computation its tests compare with. Recursive, for
 * small games only.
 */
export function thermographByOptions(g: Game, known = new Map<Game, Thermograph>()): Thermograph {
  let t = known.get(g);
  if (t === undefined) {
    t = fromOptions(g, (o) => thermographByOptions(o, known));
    known.set(g, t);
  }
  return t;
}

/** The thermograph of a game from the thermographs of its options. */
function fromOptions(g: Game, of: (option: Game) => Thermograph): Thermograph {
  const x = g.number;
  if (x?.isInteger() === true) {
    const wall = [{ from: MINUS_ONE, value: x, slope: 0 }];
    return { leftWall: wall, rightWall: wall, mean: x, temperature: MINUS_ONE };
  }
  // Scaffolds: Left moves to the best right wall of a Left option, taxed by t; Right likewise.
  const leftScaffold = g.left
    .map((gl) => tilt(of(gl).rightWall, -1))
    .reduce((a, b) => combine(a, b, 1));
  const rightScaffold = g.right
    .map((gr) => tilt(of(gr).leftWall, 1))
    .reduce((a, b) => combine(a, b, -1));
  const temperature = firstMeeting(leftScaffold, rightScaffold);
  const mean = valueAt(leftScaffold, temperature);
  return {
    leftWall: mast(leftScaffold, temperature, mean),
    rightWall: mast(rightScaffold, temperature, mean),
    mean,
    temperature,
  };
}

/** The mean value (the position of the thermograph's mast). */
export function mean(g: Game, control?: SolveControl): Dyadic {
  return thermograph(g, control).mean;
}

/** The temperature (where the thermograph's mast starts). */
export function temperature(g: Game, control?: SolveControl): Dyadic {
  return thermograph(g, control).temperature;
}

/** The value of a trajectory at temperature t. */
export function valueAt(trajectory: Trajectory, t: Dyadic): Dyadic {
  let piece = trajectory[0]!;
  for (const p of trajectory) {
    if (p.from.compare(t) > 0) break;
    piece = p;
  }
  return piece.value.add(t.sub(piece.from).times(piece.slope));
}

/** The trajectory plus `slope·t`. */
function tilt(trajectory: Trajectory, slope: number): Trajectory {
  return trajectory.map((p) => ({
    from: p.from,
    value: p.value.add(p.from.times(slope)),
    slope: p.slope + slope,
  }));
}

/** The pointwise maximum (direction 1) or minimum (direction −1) of two trajectories. */
function combine(a: Trajectory, b: Trajectory, direction: 1 | -1): Trajectory {
  const starts = mergeStarts(a, b);
  const pieces: Piece[] = [];
  for (let i = 0; i < starts.length; i++) {
    const from = starts[i]!;
    const to = starts[i + 1];
    const pa = pieceAt(a, from);
    const pb = pieceAt(b, from);
    const va = valueAt(a, from);
    const vb = valueAt(b, from);
    const order = va.compare(vb) * direction;
    const first = order > 0 || (order === 0 && pa.slope * direction >= pb.slope * direction);
    const [winner, loser, vw] = first ? [pa, pb, va] : [pb, pa, vb];
    pieces.push({ from, value: vw, slope: winner.slope });
    // The loser overtakes inside this interval when it rises faster (in the chosen direction).
    if ((loser.slope - winner.slope) * direction > 0) {
      const vl = first ? vb : va;
      const cross = from.add(divide(vw.sub(vl), loser.slope - winner.slope));
      if (to === undefined || cross.compare(to) < 0) {
        pieces.push({
          from: cross,
          value: vw.add(cross.sub(from).times(winner.slope)),
          slope: loser.slope,
        });
      }
    }
  }
  return simplify(pieces);
}

/** The least t ≥ −1 where the left scaffold is no longer above the right one. */
function firstMeeting(left: Trajectory, right: Trajectory): Dyadic {
  const starts = mergeStarts(left, right);
  for (let i = 0; i < starts.length; i++) {
    const from = starts[i]!;
    const gap = valueAt(left, from).sub(valueAt(right, from));
    if (gap.sign() <= 0) return from;
    const closing = pieceAt(right, from).slope - pieceAt(left, from).slope;
    if (closing > 0) {
      const meet = from.add(divide(gap, closing));
      const to = starts[i + 1];
      if (to === undefined || meet.compare(to) < 0) return meet;
    }
  }
  throw new Error('thermograph scaffolds never meet');
}

/** The trajectory up to temperature τ, then the vertical mast at m. */
function mast(trajectory: Trajectory, temperature: Dyadic, mean: Dyadic): Trajectory {
  const kept = trajectory.filter((p) => p.from.compare(temperature) < 0);
  return simplify([...kept, { from: temperature, value: mean, slope: 0 }]);
}

function pieceAt(trajectory: Trajectory, t: Dyadic): Piece {
  let piece = trajectory[0]!;
  for (const p of trajectory) {
    if (p.from.compare(t) > 0) break;
    piece = p;
  }
  return piece;
}

function mergeStarts(a: Trajectory, b: Trajectory): Dyadic[] {
  const all = [...a, ...b].map((p) => p.from).sort((x, y) => x.compare(y));
  return all.filter((t, i) => i === 0 || !t.equals(all[i - 1]!));
}

/** Joins pieces that continue one another. */
function simplify(pieces: readonly Piece[]): Trajectory {
  const out: Piece[] = [];
  for (const p of pieces) {
    while (out.length > 0 && out[out.length - 1]!.from.equals(p.from)) out.pop();
    if (out.length > 0 && out[out.length - 1]!.slope === p.slope) continue;
    out.push(p);
  }
  return out;
}

/** x / d for d = ±1 or ±2 (slopes differ by at most 2, so crossings stay dyadic). */
function divide(x: Dyadic, d: number): Dyadic {
  const sign = d < 0 ? -1 : 1;
  const magnitude = Math.abs(d);
  if (magnitude !== 1 && magnitude !== 2) throw new RangeError(`slope difference ${d}`);
  return x.times(sign).halve(magnitude === 2 ? 1 : 0);
}

/**
 * Cooling by t > −1: `G_t = {G^L_t − t | G^R_t + t}`, except that a game whose temperature is
 * below t has cooled to its mean (Siegel, Combinatorial Game Theory, II.5). Below zero it warms:
 * `*` cooled by −1/2 is `±1/2`, and a number `m/2^k` stays itself above its temperature
 * `−1/2^k` but warms from it down: 1/4 cooled by −1/4 is `1/4*`, by −3/8 `{3/8|1/8}` (as
 * CGSuite's `Cool`). The stops of `G_t` lie on the walls of G's thermograph at t.
 */
export function cool(g: Game, t: Dyadic, control?: SolveControl): Game {
  if (t.compare(MINUS_ONE) <= 0) {
    throw new InputLimitError(`cooling needs t > -1, got ${t.toString()}`);
  }
  const memo = new Map<Game, Game>();
  const tax = num(t);
  const visit = (h: Game): Game => {
    if (h.number !== undefined && numberTemperature(h.number).compare(t) < 0) return h;
    let cooled = memo.get(h);
    if (cooled === undefined) {
      const th = thermographOf(h);
      cooled =
        th.temperature.compare(t) < 0
          ? num(th.mean)
          : descend(() =>
              canonical(
                h.left.map((l) => subtract(visit(l), tax)),
                h.right.map((r) => add(visit(r), tax)),
              ),
            );
      memo.set(h, cooled);
    }
    return cooled;
  };
  return withControl(control, () => visit(g));
}

/** The temperature of a number: −1 for an integer, `−1/2^k` for `m/2^k` in lowest terms. */
function numberTemperature(x: Dyadic): Dyadic {
  return x.isInteger() ? MINUS_ONE : Dyadic.of(-1, x.exponent);
}

/** Heating by t: `∫^t G = {∫G^L + t | ∫G^R − t}`, numbers unchanged. */
export function heat(g: Game, t: Game, control?: SolveControl): Game {
  const memo = new Map<Game, Game>();
  const visit = (h: Game): Game => {
    if (h.number !== undefined) return h;
    let heated = memo.get(h);
    if (heated === undefined) {
      heated = descend(() =>
        canonical(
          h.left.map((l) => add(visit(l), t)),
          h.right.map((r) => subtract(visit(r), t)),
        ),
      );
      memo.set(h, heated);
    }
    return heated;
  };
  return withControl(control, () => visit(g));
}
