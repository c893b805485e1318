import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import { relationOf, type Relation } from '../relation.js';
import { maintenance, type FormGeq } from './dead-ending.js';
import { reducedBottomUp } from './dead-ending-reduced.js';
import { integers, simplify, type PFreeOrder } from './p-free-dead-ending.js';
import {
  partizanForm as form,
  partizanMisere,
  partizanMisereOutcome,
  type PartizanForm,
  type PartizanMisereOutcome,
} from './partizan.js';

// Comparison and reduced forms modulo the P-free games of the blocking universe, pf(B), as
// cgt-tools defines them (t4ccer/cgt-tools, cgt/misere/game_form/p_free_blocking.rs). Its order is
// the recursive test of "Recursive Comparison Test for Invertible Subgroups of Blocking
// Universes" (Theorem misereGE_iff_promain), which holds modulo pf(U) for any blocking universe U
// with the integers: the proviso (G a Right end: H's outcome is not L; H a Left end: G's is not
// R) and the maintenance property, read in the theorem's cases. When G is 0, G ≥ H exactly when H
// is R, or H is N and the test holds against H without its Left options that are Right ends;
// when H is 0, likewise. Else G a Left end is ≥ any Right end, a Left end G is tested as
// {−1 | G^R}, a Right end H as {H^L | 1} (an end equals the form with its missing side −1 or 1).

/**
 * The order modulo pf(B) as one comparison whose tables live as long as it does: outcomes,
 * integers, the forms the theorem's cases test and the comparisons made. `make` builds forms.
 */
function pFreeBlockingOrder(
  make: (left: PartizanForm[], right: PartizanForm[]) => PartizanForm,
  control?: SolveControl,
): PFreeOrder {
  const { integerOf, integer } = integers(make);
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
  return { geq, integerOf, integer };
}

/**
 * Whether the form is in pf(B): blocking (every end blocked, see `isBlocking`) and P-free (no
 * follower has misère outcome P).
 */
export function isPFreeBlocking(g: PartizanForm, control?: SolveControl): boolean {
  const { blocking, pFree } = partizanMisere(g, control);
  return blocking && pFree;
}

function checkPFreeBlocking(g: PartizanForm, control?: SolveControl): void {
  if (!isPFreeBlocking(g, control)) {
    throw new InputLimitError('the form is not P-free and blocking');
  }
}

/**
 * Whether G ≥ H modulo the P-free blocking games (cgt-tools' `ge_mod_p_free_blocking`): Left
 * does as well in G + X as in H + X for every P-free blocking X, by the recursive test of the
 * module's comment. Both forms must be P-free and blocking (an InputLimitError otherwise). So
 * `1` equals `{0|1}` there, `0 ≥ 1`, and `{|1}` equals 0.
 */
export function pFreeBlockingGeq(
  g: PartizanForm,
  h: PartizanForm,
  control?: SolveControl,
): boolean {
  return withControl(control, () => {
    checkPFreeBlocking(g, control);
    checkPFreeBlocking(h, control);
    return pFreeBlockingOrder(form, control).geq(g, h);
  });
}

/** How G compares with H modulo the P-free blocking games: `>`, `<`, `=` or `||`. */
export function pFreeBlockingCompare(
  g: PartizanForm,
  h: PartizanForm,
  control?: SolveControl,
): Relation {
  return withControl(control, () => {
    checkPFreeBlocking(g, control);
    checkPFreeBlocking(h, control);
    const { geq } = pFreeBlockingOrder(form, control);
    return relationOf(geq(g, h), geq(h, g));
  });
}

/** Whether G = H modulo the P-free blocking games: G ≥ H and H ≥ G. */
export function pFreeBlockingEqual(
  g: PartizanForm,
  h: PartizanForm,
  control?: SolveControl,
): boolean {
  return pFreeBlockingCompare(g, h, control) === '=';
}

/**
 * G's reduced form modulo the P-free blocking games, by cgt-tools' rules (`reduced`), each
 * follower reduced first: an end that is no integer written with its missing side −1 (Left's)
 * or 1 (Right's), then, until nothing changes, a reversible option bypassed (Left's G^L whose
 * G^{LR} ≤ G gives way to G^{LR}'s Left options, or to −1 when G^{LR} is a Left end), dominated
 * options removed and `{a|b}` of integers made an integer (`{−1|1}` is 0, `{a|b}` is a + 1 for
 * a ≥ 0 and b ≤ a + 2, b − 1 for b ≤ 0 and a ≥ b − 2). So `{|1}` reduces to 0 and `{0|2}` to 1.
 * An InputLimitError when `g` is not P-free and blocking.
 */
export function pFreeBlockingReduced(g: PartizanForm, control?: SolveControl): PartizanForm {
  return withControl(control, () => {
    checkPFreeBlocking(g, control);
    let order: PFreeOrder | undefined;
    return reducedBottomUp(g, (start, intern) => {
      order ??= pFreeBlockingOrder(intern, control);
      return simplify(start, intern, order, true);
    });
  });
}
