import type { SolveControl } from '@cgkit/core-search';
import { withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import { Dyadic } from '../short/dyadic.js';
import { blowup, pow, powTo } from '../short/powers.js';
import { NotSubordinateError } from '../short/subordinate.js';
import { num, ZERO, type Game } from '../short/store.js';
import { loopyCompare, loopyNegate, loopySum, reachable, type LoopyGame } from './graph.js';
import { loopySimplify } from './simplify.js';
import { loopfreeValues, shortGraph } from './short.js';

// Powers of a short game to exponents that are pseudonumbers, as CGSuite's `G.Pow(x)` and
// `G.PowTo(x)` take them (Siegel, Combinatorial Game Theory, II.7 and VI): besides numbers, `on`,
// `off`, `x over` = {x|pass} and `x under` = {pass|x}. `G.PowTo(x)` is the ordinal sum of G with
// the blow-up of x, `G.Pow(x)` = {0 | H − G.PowTo(x − 1)} for G = {0|H}. The blow-up of `on` is
// `on`, of `over` is `off`, of `x over` and `x under` for x > 0 the blow-up of x over or under;
// the others (`off`, `under`, and x ≤ 0 over or under) have none.

/** A pseudonumber: a number, `on`, `off`, or a number over (`{x|pass}`) or under (`{pass|x}`). */
export type Pseudonumber =
  | { readonly kind: 'number'; readonly x: Dyadic }
  | { readonly kind: 'on' }
  | { readonly kind: 'off' }
  | { readonly kind: 'over'; readonly x: Dyadic }
  | { readonly kind: 'under'; readonly x: Dyadic };

/** The pseudonumber a stopper equals, or undefined when it is none. */
export function pseudonumberOf(g: LoopyGame, control?: SolveControl): Pseudonumber | undefined {
  return withControl(control, () => {
    const s = reachable(loopySimplify(g, control));
    const short = loopfreeValues(s);
    const start = short[s.start];
    if (start !== undefined) {
      return start.number === undefined ? undefined : { kind: 'number', x: start.number };
    }
    const l = s.left[s.start]!;
    const r = s.right[s.start]!;
    const passes = (list: readonly number[]): boolean => list.length === 1 && list[0] === s.start;
    const numberAt = (list: readonly number[]): Dyadic | undefined =>
      list.length === 1 ? short[list[0]!]?.number : undefined;
    if (passes(l) && r.length === 0) return { kind: 'on' };
    if (l.length === 0 && passes(r)) return { kind: 'off' };
    const over = numberAt(l);
    if (over !== undefined && passes(r)) return { kind: 'over', x: over };
    const under = numberAt(r);
    if (under !== undefined && passes(l)) return { kind: 'under', x: under };
    return undefined;
  });
}

/** A pseudonumber as a loopy game. */
export function pseudonumberGame(p: Pseudonumber): LoopyGame {
  switch (p.kind) {
    case 'number':
      return shortGraph(num(p.x));
    case 'on':
      return { left: [[0]], right: [[]], start: 0 };
    case 'off':
      return { left: [[]], right: [[0]], start: 0 };
    default: {
      // Node 0 is the game, node 1 its number (the number's own positions follow).
      const x = shortGraph(num(p.x));
      const shift = (list: readonly number[]): number[] => list.map((j) => j + 1);
      return {
        left: [p.kind === 'over' ? [1] : [0], ...x.left.map(shift)],
        right: [p.kind === 'over' ? [0] : [1], ...x.right.map(shift)],
        start: 0,
      };
    }
  }
}

/**
 * The ordinal sum G : H of loopy games: H's positions, each with G's options added (so a move in
 * G leaves H behind), G's own positions unchanged. `H`'s passes stay passes of G : H.
 */
export function loopyOrdinalSum(g: LoopyGame, h: LoopyGame): LoopyGame {
  const a = reachable(g);
  const b = reachable(h);
  const shift = a.left.length;
  const moved = (list: readonly number[]): number[] => list.map((j) => j + shift);
  return reachable({
    left: [...a.left, ...b.left.map((l) => [...a.left[a.start]!, ...moved(l)])],
    right: [...a.right, ...b.right.map((r) => [...a.right[a.start]!, ...moved(r)])],
    start: b.start + shift,
  });
}

/**
 * `G^{→x}` (CGSuite's `G.PowTo(x)`) for a short game G and a pseudonumber x: `powTo` for a number
 * x ≥ 0, otherwise the ordinal sum of G with the blow-up of x, in simplest form. So `↑^{→on}` is
 * upon (`^[on]`) and `↑^{→(5 over)}` is `{^[5]|*,pass}`. An exponent with no blow-up (`off`,
 * `under`, a number ≤ 0 over or under) is an InputLimitError.
 */
export function loopyPowTo(g: Game, x: Pseudonumber, control?: SolveControl): LoopyGame {
  return withControl(control, () => {
    if (x.kind === 'number') return shortGraph(powTo(g, x.x, control));
    return loopySimplify(loopyOrdinalSum(shortGraph(g), pseudonumberGame(blowupOf(x))), control);
  });
}

/**
 * `G^x` (CGSuite's `G.Pow(x)`) for a short game `G = {0 | H}` and a pseudonumber x:
 * `{0 | H − G^{→(x−1)}}` in simplest form (`pow` for a number x ≥ 1). So `↑^on` is `^<on>`.
 */
export function loopyPow(g: Game, x: Pseudonumber, control?: SolveControl): LoopyGame {
  return withControl(control, () => {
    if (g.left.length !== 1 || g.left[0] !== ZERO || g.right.length !== 1) {
      throw new InputLimitError('Pow needs a base of the form {0|H}');
    }
    if (x.kind === 'number') return shortGraph(pow(g, x.x, control));
    const below = x.kind === 'on' || x.kind === 'off' ? x : { ...x, x: x.x.sub(Dyadic.of(1)) };
    const power = loopyPowTo(g, below, control);
    // {0 | H − power}: node 0 the game, then 0, then H − power.
    const right = loopySum(shortGraph(g.right[0]!), loopyNegate(power), control);
    const r = reachable(right);
    const moved = (list: readonly number[]): number[] => list.map((j) => j + 2);
    return loopySimplify(
      {
        left: [[1], [], ...r.left.map(moved)],
        right: [[r.start + 2], [], ...r.right.map(moved)],
        start: 0,
      },
      control,
    );
  });
}

/**
 * The stopper X with `G = base : X` for a stopper G and a short base (CGSuite's
 * `G.Subordinate(base)` on stoppers), in simplest form: `over.Subordinate(1)` is `off`,
 * `(upon + *).Subordinate(*)` is `on`. As for short games (`subordinate`), X is G's graph without
 * the options that are the base's, checked; a NotSubordinateError when G is no `base : X`.
 */
export function loopySubordinate(g: LoopyGame, base: Game, control?: SolveControl): LoopyGame {
  return withControl(control, () => {
    const s = reachable(loopySimplify(g, control));
    const short = loopfreeValues(s);
    const keep = (list: readonly number[], baseOptions: readonly Game[]): number[] =>
      list.filter((j) => short[j] === undefined || !baseOptions.includes(short[j]));
    const x = reachable({
      left: s.left.map((l) => keep(l, base.left)),
      right: s.right.map((r) => keep(r, base.right)),
      start: s.start,
    });
    if (loopyCompare(loopyOrdinalSum(shortGraph(base), x), s, control) !== '=') {
      throw new NotSubordinateError('that game cannot be subordinated to the given base');
    }
    return loopySimplify(x, control);
  });
}

/** The blow-up of a pseudonumber that is not a number. */
function blowupOf(x: Exclude<Pseudonumber, { kind: 'number' }>): Pseudonumber {
  if (x.kind === 'on') return x;
  if (x.kind === 'over' && x.x.sign() === 0) return { kind: 'off' };
  if (x.kind !== 'off' && x.x.sign() > 0) return { kind: x.kind, x: blowup(x.x) };
  throw new InputLimitError(`the exponent ${describe(x)} has no blow-up`);
}

function describe(x: Pseudonumber): string {
  if (x.kind === 'on' || x.kind === 'off') return x.kind;
  const n = x.x.sign() === 0 ? '' : x.x.toString();
  return x.kind === 'number' ? x.x.toString() : `${n}${x.kind}`;
}
