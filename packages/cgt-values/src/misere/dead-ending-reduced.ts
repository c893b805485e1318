import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import { deadEndingEqual, deadEndingGeq } from './dead-ending.js';
import { isDeadEnding, partizanForm as form, type PartizanForm } from './partizan.js';

// A reduced form modulo the dead-ending universe E (Larsson, Milley, Nowakowski, Renault and
// Santos, "Reversibility, dominance and canonical forms in the dead-ending universe"): bottom
// up, each option reduced, then, until nothing changes, a dominated option removed (another
// option of the same player at least as good for her modulo E stays), and a reversible option
// bypassed through a reversing option that is not an end for the player (Left's G^{L1}
// reverses through G^{L1R1} ≤ G modulo E: it gives way to G^{L1R1}'s Left options). That
// paper's rule for an option reversible only through an end of its player (a dead end, in E)
// is not followed here; such an option is removed, or else replaced by the simplest option
// reversing through an end (Left's by {|0} or {|X}, X the reversing end), or all of them of
// both players removed at once, each only when the new form is dead-ending and equal to G by
// deadEndingEqual (the comparison of the dead-ending universe). Every step keeps G's value;
// that the result is canonical is checked by brute force, not proved.

/**
 * A form equal to the dead-ending form `g` modulo dead-ending games, with no dominated option
 * and no reversible option left that a rule removes (see the module's comment): `{2|4}` written
 * as a form reduces as `{2|}` does, `{-1|1}` to 0. The brute force of the tests finds every two
 * forms born by day 2 that are equal modulo E reduced to the same form (and so on a sample of
 * day 3): canonical there, not proved canonical. An InputLimitError when `g` is not dead-ending.
 */
export function deadEndingReduced(g: PartizanForm, control?: SolveControl): PartizanForm {
  return withControl(control, () => {
    if (!isDeadEnding(g, control)) throw new InputLimitError('the form is not dead-ending');
    return reducedBottomUp(g, (start, intern) => simplify(start, intern, control));
  });
}

/** Makes the form of these options, one object for each form (equal texts). */
export type Intern = (left: PartizanForm[], right: PartizanForm[]) => PartizanForm;

/**
 * G reduced bottom up: each follower once, its options reduced, then `simplify` at its top.
 * Reduced forms are kept once by their text, so that equal options are listed once and print
 * alike.
 */
export function reducedBottomUp(
  g: PartizanForm,
  simplify: (start: PartizanForm, intern: Intern) => PartizanForm,
): PartizanForm {
  const reduced = new Map<PartizanForm, PartizanForm>();
  const shared = new Map<string, PartizanForm>();
  const keys = new Map<PartizanForm, string>();
  const keyOf = (x: PartizanForm): string => keys.get(x)!;
  const intern: Intern = (left, right) => {
    const side = (xs: PartizanForm[]): string => [...new Set(xs.map(keyOf))].sort().join(',');
    const key = `{${side(left)}|${side(right)}}`;
    let x = shared.get(key);
    if (x === undefined) {
      // Each option once, in the order of their keys.
      const unique = (xs: PartizanForm[]): PartizanForm[] =>
        [...new Map(xs.map((o) => [keyOf(o), o] as const))]
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([, o]) => o);
      x = form(unique(left), unique(right));
      shared.set(key, x);
      keys.set(x, key);
    }
    return x;
  };
  const visit = (x: PartizanForm): PartizanForm => {
    tick();
    let r = reduced.get(x);
    if (r === undefined) {
      r = simplify(intern(x.left.map(visit), x.right.map(visit)), intern);
      reduced.set(x, r);
    }
    return r;
  };
  return visit(g);
}

/** One form whose options are reduced, simplified at its top until no rule applies. */
function simplify(start: PartizanForm, intern: Intern, control?: SolveControl): PartizanForm {
  const geq = (a: PartizanForm, b: PartizanForm): boolean => deadEndingGeq(a, b, control);
  let g = start;
  for (;;) {
    tick();
    const next =
      undominated(g, intern, geq) ??
      bypassed(g, 'left', intern, geq) ??
      bypassed(g, 'right', intern, geq) ??
      endReversed(g, 'left', intern, geq, control) ??
      endReversed(g, 'right', intern, geq, control) ??
      allEndReversed(g, intern, geq, control);
    if (next === undefined) return g;
    g = next;
  }
}

type Geq = (a: PartizanForm, b: PartizanForm) => boolean;

/** G without one dominated option, or undefined when none is. */
function undominated(g: PartizanForm, intern: Intern, geq: Geq): PartizanForm | undefined {
  const dominated = (options: readonly PartizanForm[], better: Geq): number =>
    options.findIndex((o, i) => options.some((p, j) => j !== i && better(p, o)));
  const l = dominated(g.left, geq);
  if (l >= 0) return intern(without(g.left, l), [...g.right]);
  const r = dominated(g.right, (p, o) => geq(o, p));
  if (r >= 0) return intern([...g.left], without(g.right, r));
  return undefined;
}

/** Left's (or Right's) reversible option bypassed through a reversing option that is no end. */
function bypassed(
  g: PartizanForm,
  side: 'left' | 'right',
  intern: Intern,
  geq: Geq,
): PartizanForm | undefined {
  const own = side === 'left' ? g.left : g.right;
  for (let i = 0; i < own.length; i++) {
    const reversing = reversingOptions(g, side, own[i]!, geq).find(
      (x) => ownOptions(x, side).length > 0,
    );
    if (reversing !== undefined) {
      const replaced = [...without(own, i), ...ownOptions(reversing, side)];
      return side === 'left' ? intern(replaced, [...g.right]) : intern([...g.left], replaced);
    }
  }
  return undefined;
}

/**
 * An option reversible through an end of its player removed, or else made the simplest such
 * option, when that keeps G dead-ending and its value.
 */
function endReversed(
  g: PartizanForm,
  side: 'left' | 'right',
  intern: Intern,
  geq: Geq,
  control?: SolveControl,
): PartizanForm | undefined {
  const own = side === 'left' ? g.left : g.right;
  const withOwn = (options: PartizanForm[]): PartizanForm =>
    side === 'left' ? intern(options, [...g.right]) : intern([...g.left], options);
  // Without its only option G may be no longer dead-ending: then it stays.
  const keeps = (h: PartizanForm): boolean =>
    h !== g && isDeadEnding(h, control) && deadEndingEqual(g, h, control);
  for (let i = 0; i < own.length; i++) {
    const reversing = reversingOptions(g, side, own[i]!, geq);
    if (reversing.length === 0) continue;
    const h = withOwn(without(own, i));
    if (keeps(h)) return h;
    // Else the option as the simplest one reversing through an end: {|0} (−1) or {|X} for Left.
    const zero = intern([], []);
    for (const x of [zero, ...reversing]) {
      const simplest = side === 'left' ? intern([], [x]) : intern([x], []);
      const replaced = withOwn(own.map((o, j) => (j === i ? simplest : o)));
      if (keeps(replaced)) return replaced;
    }
  }
  return undefined;
}

/**
 * Every option of both players reversible through an end removed at once, when that keeps G
 * dead-ending and its value: `{-1|1}` is 0 modulo E, though neither `{|1}` nor `{-1|}` is
 * dead-ending.
 */
function allEndReversed(
  g: PartizanForm,
  intern: Intern,
  geq: Geq,
  control?: SolveControl,
): PartizanForm | undefined {
  const keep = (side: 'left' | 'right'): PartizanForm[] =>
    (side === 'left' ? g.left : g.right).filter(
      (o) => reversingOptions(g, side, o, geq).length === 0,
    );
  const [left, right] = [keep('left'), keep('right')];
  if (left.length === g.left.length || right.length === g.right.length) return undefined;
  const h = intern(left, right);
  return isDeadEnding(h, control) && deadEndingEqual(g, h, control) ? h : undefined;
}

/** The options of Left's G^{L1} for Right that reverse it (G^{L1R} ≤ G), or Right's likewise. */
function reversingOptions(
  g: PartizanForm,
  side: 'left' | 'right',
  option: PartizanForm,
  geq: Geq,
): readonly PartizanForm[] {
  return side === 'left'
    ? option.right.filter((x) => geq(g, x))
    : option.left.filter((x) => geq(x, g));
}

/** The player's own options in x (none: x is an end for her). */
const ownOptions = (x: PartizanForm, side: 'left' | 'right'): readonly PartizanForm[] =>
  side === 'left' ? x.left : x.right;

const without = (xs: readonly PartizanForm[], i: number): PartizanForm[] =>
  xs.filter((_, j) => j !== i);

/** A form in braces, `0` for `{|}`: `{0,{0|0}|0}`. */
export function formatPartizanForm(g: PartizanForm): string {
  if (g.left.length === 0 && g.right.length === 0) return '0';
  return `{${g.left.map(formatPartizanForm).join(',')}|${g.right.map(formatPartizanForm).join(',')}}`;
}
