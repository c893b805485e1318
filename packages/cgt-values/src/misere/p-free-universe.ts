import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { relationOf, type Relation } from '../relation.js';
import { maintenance, type FormGeq } from './dead-ending.js';
import { reducedBottomUp, type Intern } from './dead-ending-reduced.js';
import {
  partizanForm as form,
  partizanMisereOutcome,
  type PartizanForm,
  type PartizanMisereOutcome,
} from './partizan.js';

// Comparison and reduced forms modulo pf(U), the P-free games of a blocking universe U that holds
// the integers: the P-free dead-ending games pf(E) and the P-free blocking games pf(B). The order
// is the recursive test of "Recursive Comparison Test for Invertible Subgroups of Blocking
// Universes" (Theorem misereGE_iff_promain), which holds modulo pf(U) for any such U, so one test
// decides both: the proviso (G a Right end: H's outcome is not L; H a Left end: G's is not R)
// and the maintenance property, read in the theorem's cases. When G is 0, G ≥ H exactly when H
// is R, or H is N and the test holds against H without its Left options that are Right ends;
// when H is 0, likewise. Else G a Left end is ≥ any Right end, a Left end G is tested as
// {−1 | G^R}, a Right end H as {H^L | 1} (an end equals the form with its missing side −1 or 1).
// cgt-tools does the same for both universes (t4ccer/cgt-tools at e6edead694d9,
// cgt/misere/game_form/p_free_blocking.rs: its P-free blocking context over a dead-ending one is
// its pf(E); the p_free_dead_ending.rs of its earlier versions is gone), and reduces alike.

/** The integer a form is (n Left moves in a row is n, −n Right moves −n), or undefined. */
function integerOf(g: PartizanForm, known: Map<PartizanForm, number | null>): number | undefined {
  let n = known.get(g);
  if (n === undefined) {
    n = null;
    if (g.left.length === 0 && g.right.length === 0) n = 0;
    else if (g.left.length === 1 && g.right.length === 0) {
      const m = integerOf(g.left[0]!, known);
      if (m !== undefined && m >= 0) n = m + 1;
    } else if (g.left.length === 0 && g.right.length === 1) {
      const m = integerOf(g.right[0]!, known);
      if (m !== undefined && m <= 0) n = m - 1;
    }
    known.set(g, n);
  }
  return n ?? undefined;
}

/** The order modulo pf(U), with the integers it recognises and makes. */
interface PFreeOrder {
  readonly geq: FormGeq;
  readonly integerOf: (g: PartizanForm) => number | undefined;
  readonly integer: (n: number) => PartizanForm;
}

/**
 * The order modulo pf(U) as one comparison whose tables live as long as it does: outcomes,
 * integers, the forms the theorem's cases test and the comparisons made. `make` builds forms.
 */
function pFreeOrder(
  make: (left: PartizanForm[], right: PartizanForm[]) => PartizanForm,
  control?: SolveControl,
): PFreeOrder {
  const knownIntegers = new Map<PartizanForm, number | null>();
  const integers = new Map<number, PartizanForm>();
  const integer = (n: number): PartizanForm => {
    let x = integers.get(n);
    if (x === undefined) {
      x = n === 0 ? make([], []) : n > 0 ? make([integer(n - 1)], []) : make([], [integer(n + 1)]);
      integers.set(n, x);
    }
    return x;
  };
  const outcomes = new Map<PartizanForm, PartizanMisereOutcome>();
  const outcomeOf = (x: PartizanForm): PartizanMisereOutcome => {
    let o = outcomes.get(x);
    if (o === undefined) outcomes.set(x, (o = partizanMisereOutcome(x, control)));
    return o;
  };
  /** One form per form and case, so that its outcome is computed once. */
  const derived = (
    rewrite: (x: PartizanForm) => PartizanForm,
  ): ((x: PartizanForm) => PartizanForm) => {
    const made = new Map<PartizanForm, PartizanForm>();
    return (x) => {
      let y = made.get(x);
      if (y === undefined) made.set(x, (y = rewrite(x)));
      return y;
    };
  };
  const leftPlugged = derived((g) => make([integer(-1)], [...g.right]));
  const rightPlugged = derived((h) => make([...h.left], [integer(1)]));
  const withoutRightEnds = derived((h) =>
    make(
      h.left.filter((x) => x.right.length > 0),
      [...h.right],
    ),
  );
  const withoutLeftEnds = derived((g) =>
    make(
      [...g.left],
      g.right.filter((x) => x.left.length > 0),
    ),
  );
  const proviso = (g: PartizanForm, h: PartizanForm): boolean =>
    (g.right.length > 0 || outcomeOf(h) !== 'L') && (h.left.length > 0 || outcomeOf(g) !== 'R');
  const test = (g: PartizanForm, h: PartizanForm): boolean =>
    proviso(g, h) && maintenance(g, h, geq);
  /**
   * The theorem's case of 0 against a form of outcome `o`: it holds when `o` is `won` (R for
   * 0 ≥ H, L for G ≥ 0), and when `o` is N as far as `nTest` does.
   */
  const againstZero = (
    o: PartizanMisereOutcome,
    won: PartizanMisereOutcome,
    nTest: () => boolean,
  ): boolean => {
    if (o === 'P') throw new Error('a P-free form has outcome P');
    return o === won || (o === 'N' && nTest());
  };
  const known = new Map<PartizanForm, Map<PartizanForm, boolean>>();
  const geq: FormGeq = (g, h) => {
    tick();
    let row = known.get(g);
    if (row === undefined) known.set(g, (row = new Map<PartizanForm, boolean>()));
    let r = row.get(h);
    if (r !== undefined) return r;
    const gLeftEnd = g.left.length === 0;
    const gRightEnd = g.right.length === 0;
    const hLeftEnd = h.left.length === 0;
    const hRightEnd = h.right.length === 0;
    if (gLeftEnd && gRightEnd) {
      r = againstZero(outcomeOf(h), 'R', () => test(g, withoutRightEnds(h)));
    } else if (hLeftEnd && hRightEnd) {
      r = againstZero(outcomeOf(g), 'L', () => test(withoutLeftEnds(g), h));
    } else if (gLeftEnd) {
      r = hRightEnd || test(leftPlugged(g), h);
    } else if (hRightEnd) {
      r = test(g, rightPlugged(h));
    } else {
      r = test(g, h);
    }
    row.set(h, r);
    return r;
  };
  return { geq, integerOf: (g) => integerOf(g, knownIntegers), integer };
}

/**
 * One form whose options are reduced, simplified at its top until no rule changes it: an end
 * that is no integer first written with its missing side −1 (Left's) or 1 (Right's), then a
 * reversible option bypassed, dominated options removed and `{a|b}` of integers made an integer.
 */
function simplify(start: PartizanForm, intern: Intern, order: PFreeOrder): PartizanForm {
  const { geq, integerOf, integer } = order;
  let g = start;
  for (;;) {
    tick();
    if (integerOf(g) === undefined) {
      if (g.left.length === 0) g = intern([integer(-1)], [...g.right]);
      else if (g.right.length === 0) g = intern([...g.left], [integer(1)]);
    }
    const left = undominated(bypassed(g, 'left', order), geq);
    const right = undominated(bypassed(g, 'right', order), (a, b) => geq(b, a));
    const next = integerOfOptions(left, right, order) ?? intern(left, right);
    if (next === g) return g;
    g = next;
  }
}

/**
 * The player's options with each reversible one bypassed: Left's G^L, reversed by a G^{LR} ≤ G,
 * gives way to G^{LR}'s Left options (bypassed in turn), or to −1 when G^{LR} is a Left end
 * (−1 itself stays); Right's alike, with 1.
 */
function bypassed(
  g: PartizanForm,
  side: 'left' | 'right',
  { geq, integerOf, integer }: PFreeOrder,
): PartizanForm[] {
  const options = [...(side === 'left' ? g.left : g.right)];
  const kept: PartizanForm[] = [];
  const end = side === 'left' ? -1 : 1;
  for (let i = 0; i < options.length; i++) {
    tick();
    const option = options[i]!;
    const reversing =
      side === 'left' ? option.right.find((x) => geq(g, x)) : option.left.find((x) => geq(x, g));
    if (reversing === undefined) {
      kept.push(option);
      continue;
    }
    const through = side === 'left' ? reversing.left : reversing.right;
    if (through.length > 0) options.push(...through);
    else if (integerOf(option) === end) kept.push(option);
    else options.push(integer(end));
  }
  return kept;
}

/** The options without those another one is at least as good as for their player (`better`). */
function undominated(options: readonly PartizanForm[], better: FormGeq): PartizanForm[] {
  const kept: PartizanForm[] = [];
  for (const o of options) {
    if (kept.some((p) => better(p, o))) continue;
    const rest = kept.filter((p) => !better(o, p));
    kept.length = 0;
    kept.push(...rest, o);
  }
  return kept;
}

/** `{a|b}` of two integers as the integer cgt-tools' rules make it, or undefined. */
function integerOfOptions(
  left: readonly PartizanForm[],
  right: readonly PartizanForm[],
  { integerOf, integer }: PFreeOrder,
): PartizanForm | undefined {
  if (left.length !== 1 || right.length !== 1) return undefined;
  const a = integerOf(left[0]!);
  const b = integerOf(right[0]!);
  if (a === undefined || b === undefined) return undefined;
  if (a === -1 && b === 1) return integer(0);
  if (a >= 0 && b <= a + 2) return integer(a + 1);
  if (b <= 0 && a >= b - 2) return integer(b - 1);
  return undefined;
}

/** The order and reduced forms modulo one P-free universe, each checking its games first. */
export interface PFreeUniverse {
  readonly geq: (g: PartizanForm, h: PartizanForm, control?: SolveControl) => boolean;
  readonly compare: (g: PartizanForm, h: PartizanForm, control?: SolveControl) => Relation;
  readonly equal: (g: PartizanForm, h: PartizanForm, control?: SolveControl) => boolean;
  readonly reduced: (g: PartizanForm, control?: SolveControl) => PartizanForm;
}

/**
 * The universe of the games `check` accepts (it throws an InputLimitError for any other): its
 * order is the test above, its reduced form each follower reduced by `simplify`, bottom up.
 */
export function pFreeUniverse(
  check: (g: PartizanForm, control?: SolveControl) => void,
): PFreeUniverse {
  const compare = (g: PartizanForm, h: PartizanForm, control?: SolveControl): Relation =>
    withControl(control, () => {
      check(g, control);
      check(h, control);
      const { geq } = pFreeOrder(form, control);
      return relationOf(geq(g, h), geq(h, g));
    });
  return {
    geq: (g, h, control) =>
      withControl(control, () => {
        check(g, control);
        check(h, control);
        return pFreeOrder(form, control).geq(g, h);
      }),
    compare,
    equal: (g, h, control) => compare(g, h, control) === '=',
    reduced: (g, control) =>
      withControl(control, () => {
        check(g, control);
        let order: PFreeOrder | undefined;
        return reducedBottomUp(g, (start, intern) => {
          order ??= pFreeOrder(intern, control);
          return simplify(start, intern, order);
        });
      }),
  };
}
