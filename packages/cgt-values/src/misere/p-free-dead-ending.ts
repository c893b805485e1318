import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import { relationOf, type Relation } from '../relation.js';
import { recursiveTest, type FormGeq } from './dead-ending.js';
import { reducedBottomUp, type Intern } from './dead-ending-reduced.js';
import { isDeadEnding, isPFree, partizanForm as form, type PartizanForm } from './partizan.js';

// Comparison and reduced forms modulo the P-free dead-ending games pf(E), as cgt-tools defines
// them (t4ccer/cgt-tools, cgt/misere/game_form/p_free_dead_ending.rs). G ≥ H there when the
// recursive test of the dead-ending universe holds with followers compared modulo pf(E), or, as
// that test misses relations of ends, after an integer (an end: n Left moves in a row, or −n
// Right moves) is written as a form equal to it modulo pf(E) that is no end: n = {n−1|1} for
// n > 0, −n = {−1|−n+1}, 0 = {−1|1}. Two integers compare as the moves they leave: m ≥ n when
// m ≤ n (a move fewer to make is better in misère play). Trying 0 = {−1|1} leads back to 0 by
// {−1|1}'s options: while it is tried against a form, 0 is not written again against it.

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

/** The integers among forms: which integer a form is, and the form of an integer. */
export interface Integers {
  readonly integerOf: (g: PartizanForm) => number | undefined;
  readonly integer: (n: number) => PartizanForm;
}

/** Integers recognised and made (by `make`), kept as long as the result lives. */
export function integers(
  make: (left: PartizanForm[], right: PartizanForm[]) => PartizanForm,
): Integers {
  const known = new Map<PartizanForm, number | null>();
  const forms = new Map<number, PartizanForm>();
  const integer = (n: number): PartizanForm => {
    let x = forms.get(n);
    if (x === undefined) {
      x = n === 0 ? make([], []) : n > 0 ? make([integer(n - 1)], []) : make([], [integer(n + 1)]);
      forms.set(n, x);
    }
    return x;
  };
  return { integerOf: (g) => integerOf(g, known), integer };
}

/** An order of P-free forms, with the integers it recognises and makes. */
export interface PFreeOrder extends Integers {
  readonly geq: FormGeq;
}

/**
 * The order modulo pf(E) as one comparison whose tables live as long as it does: integers
 * recognised, non-end forms of integers and comparisons kept. `make` builds the forms it needs.
 */
function pFreeDeadEndingOrder(
  make: (left: PartizanForm[], right: PartizanForm[]) => PartizanForm,
  control?: SolveControl,
): PFreeOrder {
  const { integerOf, integer } = integers(make);
  const nonEnds = new Map<number, PartizanForm>();
  /** The integer n as a form that is no end, equal to it modulo pf(E). */
  const nonEnd = (n: number): PartizanForm => {
    let x = nonEnds.get(n);
    if (x === undefined) {
      x = n > 0 ? make([integer(n - 1)], [integer(1)]) : make([integer(-1)], [integer(n + 1)]);
      nonEnds.set(n, x);
    }
    return x;
  };
  const test = recursiveTest(control);
  const known = new Map<PartizanForm, Map<PartizanForm, boolean>>();
  // The forms against which 0 is being tried as {−1|1}, with 0 on the left and on the right.
  const zeroLeftAgainst = new Set<PartizanForm>();
  const zeroRightAgainst = new Set<PartizanForm>();
  const geq: FormGeq = (a, b) => {
    tick();
    const m = integerOf(a);
    const n = integerOf(b);
    if (m !== undefined && n !== undefined) return m <= n;
    let row = known.get(a);
    if (row === undefined) known.set(a, (row = new Map<PartizanForm, boolean>()));
    const kept = row.get(b);
    if (kept !== undefined) return kept;
    let r = test(a, b, geq);
    if (!r) {
      if (m !== undefined && (m !== 0 || !zeroLeftAgainst.has(b))) {
        if (m === 0) zeroLeftAgainst.add(b);
        r = geq(nonEnd(m), b);
        zeroLeftAgainst.delete(b);
      } else if (n !== undefined && (n !== 0 || !zeroRightAgainst.has(a))) {
        if (n === 0) zeroRightAgainst.add(a);
        r = geq(a, nonEnd(n));
        zeroRightAgainst.delete(a);
      }
    }
    // A result found while 0 was held back may miss a relation: only the others are kept.
    if (zeroLeftAgainst.size === 0 && zeroRightAgainst.size === 0) row.set(b, r);
    return r;
  };
  return { geq, integerOf, integer };
}

function checkPFreeDeadEnding(g: PartizanForm, control?: SolveControl): void {
  if (!isDeadEnding(g, control) || !isPFree(g, control)) {
    throw new InputLimitError('the form is not P-free and dead-ending');
  }
}

/**
 * Whether G ≥ H modulo the P-free dead-ending games (cgt-tools' `ge_mod_p_free_dead_ending`):
 * Left does as well in G + X as in H + X for every X of them, as far as cgt-tools' test finds
 * (see the module's comment). Both forms must be P-free and dead-ending (an InputLimitError
 * otherwise). So `1` equals `{0|1}` there, and `0 ≥ 1`.
 */
export function pFreeDeadEndingGeq(
  g: PartizanForm,
  h: PartizanForm,
  control?: SolveControl,
): boolean {
  return withControl(control, () => {
    checkPFreeDeadEnding(g, control);
    checkPFreeDeadEnding(h, control);
    return pFreeDeadEndingOrder(form, control).geq(g, h);
  });
}

/** How G compares with H modulo the P-free dead-ending games: `>`, `<`, `=` or `||`. */
export function pFreeDeadEndingCompare(
  g: PartizanForm,
  h: PartizanForm,
  control?: SolveControl,
): Relation {
  return withControl(control, () => {
    checkPFreeDeadEnding(g, control);
    checkPFreeDeadEnding(h, control);
    const { geq } = pFreeDeadEndingOrder(form, control);
    return relationOf(geq(g, h), geq(h, g));
  });
}

/** Whether G = H modulo the P-free dead-ending games: G ≥ H and H ≥ G. */
export function pFreeDeadEndingEqual(
  g: PartizanForm,
  h: PartizanForm,
  control?: SolveControl,
): boolean {
  return pFreeDeadEndingCompare(g, h, control) === '=';
}

/**
 * G's reduced form modulo the P-free dead-ending games, by cgt-tools' rules (`reduced`), each
 * follower reduced first: a reversible option bypassed (Left's G^L whose G^{LR} ≤ G gives way to
 * G^{LR}'s Left options, or to −1 when G^{LR} is a Left end), dominated options removed, and
 * `{a|b}` of integers made an integer where cgt-tools' rules say (`{−1|1}` is 0, `{a|b}` is a + 1
 * for a ≥ 0 and b ≤ a + 2, b − 1 for b ≤ 0 and a ≥ b − 2), until nothing changes. So `{0|2}`
 * reduces to 1 and `{-1|{0|3}}` to 0. An InputLimitError when `g` is not P-free and dead-ending.
 */
export function pFreeDeadEndingReduced(g: PartizanForm, control?: SolveControl): PartizanForm {
  return withControl(control, () => {
    checkPFreeDeadEnding(g, control);
    let order: PFreeOrder | undefined;
    return reducedBottomUp(g, (start, intern) => {
      order ??= pFreeDeadEndingOrder(intern, control);
      return simplify(start, intern, order);
    });
  });
}

/**
 * One form whose options are reduced, simplified at its top until no rule changes it; with
 * `plugEnds`, first a Left end that is no integer is written {−1 | G^R}, a Right end {G^L | 1}.
 */
export function simplify(
  start: PartizanForm,
  intern: Intern,
  order: PFreeOrder,
  plugEnds = false,
): PartizanForm {
  const { geq, integerOf, integer } = order;
  let g = start;
  for (;;) {
    tick();
    if (plugEnds && integerOf(g) === undefined) {
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
