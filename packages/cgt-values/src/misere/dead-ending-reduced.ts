import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import { deadEndingEqual, deadEndingGeq } from './dead-ending.js';
import { isDeadEnding, type PartizanForm } from './partizan.js';

// A reduced form modulo the dead-ending universe E (Larsson, Milley, Nowakowski, Renault and
// Santos, "Reversibility, dominance and canonical forms in the dead-ending universe"): bottom
// up, each option reduced, then, until nothing changes, a dominated option removed (another
// option of the same player at least as good for her modulo E stays), and a reversible option
// bypassed through a reversing option that is not an end for the player (Left's G^{L1}
// reverses through G^{L1R1} ≤ G modulo E: it gives way to G^{L1R1}'s Left options). An option
// reversible only through an end of the player (a dead end, in E) is removed when G has
// another option for that player and the form without it is equal to G modulo E (checked with
// deadEndingEqual), and kept otherwise.

const form = (left: readonly PartizanForm[], right: readonly PartizanForm[]): PartizanForm => ({
  left,
  right,
});

/**
 * A form equal to the dead-ending form `g` modulo dead-ending games, with no dominated option
 * and no option reversible through a reversing option that is not an end (see the module's
 * comment for the rules): `{0,{0|0}|0}` is `{0|0}`; `{2|4}` written as a form is `{2|}`. Each
 * step keeps the value modulo E, and the brute force of the tests finds every two forms born by
 * day 2 that are equal modulo E reduced to the same form. An InputLimitError when `g` is not
 * dead-ending.
 */
export function deadEndingReduced(g: PartizanForm, control?: SolveControl): PartizanForm {
  return withControl(control, () => {
    if (!isDeadEnding(g, control)) throw new InputLimitError('the form is not dead-ending');
    const reduced = new Map<PartizanForm, PartizanForm>();
    // Structurally equal reduced forms are shared, so that comparisons memoize across options.
    const shared = new Map<string, PartizanForm>();
    const keys = new Map<PartizanForm, string>();
    const keyOf = (x: PartizanForm): string => keys.get(x)!;
    const intern = (left: PartizanForm[], right: PartizanForm[]): PartizanForm => {
      const side = (xs: PartizanForm[]): string => [...new Set(xs.map(keyOf))].sort().join(',');
      const key = `{${side(left)}|${side(right)}}`;
      let x = shared.get(key);
      if (x === undefined) {
        // Each option once, in the order of their keys: equal forms print alike.
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
        r = simplify(intern(x.left.map(visit), x.right.map(visit)), intern, control);
        reduced.set(x, r);
      }
      return r;
    };
    return visit(g);
  });
}

type Intern = (left: PartizanForm[], right: PartizanForm[]) => PartizanForm;

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
    const reversing = reversingOptions(g, side, own[i]!, geq).find((x) => ends(x, side).length > 0);
    if (reversing !== undefined) {
      const replaced = [...without(own, i), ...ends(reversing, side)];
      return side === 'left' ? intern(replaced, [...g.right]) : intern([...g.left], replaced);
    }
  }
  return undefined;
}

/** An option reversible through an end of its player removed, when that keeps G's value. */
function endReversed(
  g: PartizanForm,
  side: 'left' | 'right',
  intern: Intern,
  geq: Geq,
  control?: SolveControl,
): PartizanForm | undefined {
  const own = side === 'left' ? g.left : g.right;
  for (let i = 0; i < own.length; i++) {
    if (reversingOptions(g, side, own[i]!, geq).length === 0) continue;
    const h =
      side === 'left'
        ? intern(without(own, i), [...g.right])
        : intern([...g.left], without(own, i));
    // Without its only option G may be no longer dead-ending: then it stays.
    if (isDeadEnding(h, control) && deadEndingEqual(g, h, control)) return h;
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
const ends = (x: PartizanForm, side: 'left' | 'right'): readonly PartizanForm[] =>
  side === 'left' ? x.left : x.right;

const without = (xs: readonly PartizanForm[], i: number): PartizanForm[] =>
  xs.filter((_, j) => j !== i);

/** A form in braces, `0` for `{|}`: `{0,{0|0}|0}`. */
export function formatPartizanForm(g: PartizanForm): string {
  if (g.left.length === 0 && g.right.length === 0) return '0';
  return `{${g.left.map(formatPartizanForm).join(',')}|${g.right.map(formatPartizanForm).join(',')}}`;
}
