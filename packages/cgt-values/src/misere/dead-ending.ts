import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import { relationOf, type Relation } from '../relation.js';
import {
  isDeadEnding,
  partizanForm as form,
  partizanMisereOutcome,
  type PartizanForm,
  type PartizanMisereOutcome,
} from './partizan.js';

// Comparison of partizan forms in misère play modulo the dead-ending universe (Larsson, Milley,
// Nowakowski, Renault and Santos, "Recursive comparison tests for dicot and dead-ending games
// under misère play", 2021; cgt-tools' `ge_mod_dead_ending`): G ≥ H when G + X is as good for
// Left as H + X for every dead-ending X. For dead-ending G and H it holds exactly when the
// maintenance property holds (every G^R has a G^{RL} ≥ H or is ≥ some H^R, every H^L has an
// H^{LR} ≤ G or is ≤ some G^L) and the proviso: G's strong outcome is at least H's. The strong
// outcome plays G against the waiting games, Left dead ends M_k = {| 0, M_{k−1}} (M_0 = 0) in
// which Right may pass k times: a player wins it moving first when she wins G and G plus the
// other player's waiting game of rank one less than G's birthday.

const ZERO_FORM = form([], []);

/** The waiting game of rank k: Right may pass k times (k < 0: Left may, the conjugate). */
export function waitingGame(k: number): PartizanForm {
  let g = ZERO_FORM;
  for (let i = 0; i < Math.abs(k); i++) {
    g = k > 0 ? form([], [ZERO_FORM, g]) : form([ZERO_FORM, g], []);
  }
  return g;
}

/** The sum of two forms, as a form (its positions built once per pair). */
function formSum(g: PartizanForm, h: PartizanForm): PartizanForm {
  const made = new Map<PartizanForm, Map<PartizanForm, PartizanForm>>();
  const sum = (a: PartizanForm, b: PartizanForm): PartizanForm => {
    tick();
    let row = made.get(a);
    if (row === undefined) made.set(a, (row = new Map<PartizanForm, PartizanForm>()));
    let s = row.get(b);
    if (s === undefined) {
      s = form(
        [...a.left.map((x) => sum(x, b)), ...b.left.map((y) => sum(a, y))],
        [...a.right.map((x) => sum(x, b)), ...b.right.map((y) => sum(a, y))],
      );
      row.set(b, s);
    }
    return s;
  };
  return sum(g, h);
}

function birthday(g: PartizanForm, known = new Map<PartizanForm, number>()): number {
  let b = known.get(g);
  if (b === undefined) {
    b = 0;
    for (const o of [...g.left, ...g.right]) b = Math.max(b, birthday(o, known) + 1);
    known.set(g, b);
  }
  return b;
}

const leftWinsFirst = (o: PartizanMisereOutcome): boolean => o === 'L' || o === 'N';
const rightWinsFirst = (o: PartizanMisereOutcome): boolean => o === 'R' || o === 'N';

/**
 * The strong misère outcome of a dead-ending form: its outcome against the other player's
 * waiting game as well (each player wins moving first only when she wins in G and in G plus
 * the opponent's waiting game of rank b − 1, b G's birthday).
 */
export function strongMisereOutcome(
  g: PartizanForm,
  control?: SolveControl,
): PartizanMisereOutcome {
  return withControl(control, () => {
    const b = birthday(g);
    const plain = partizanMisereOutcome(g, control);
    if (b === 0) return plain;
    const againstRight = partizanMisereOutcome(formSum(g, waitingGame(b - 1)), control);
    const againstLeft = partizanMisereOutcome(formSum(g, waitingGame(-(b - 1))), control);
    const left = leftWinsFirst(plain) && leftWinsFirst(againstRight);
    const right = rightWinsFirst(plain) && rightWinsFirst(againstLeft);
    return left ? (right ? 'N' : 'L') : right ? 'R' : 'P';
  });
}

/** Outcomes ordered for Left: L above N and P, they above R (N and P not comparable). */
function outcomeGeq(a: PartizanMisereOutcome, b: PartizanMisereOutcome): boolean {
  return (leftWinsFirst(a) || !leftWinsFirst(b)) && (!rightWinsFirst(a) || rightWinsFirst(b));
}

/** A comparison of forms: whether a ≥ b. */
export type FormGeq = (a: PartizanForm, b: PartizanForm) => boolean;

/**
 * The maintenance property of G ≥ H, followers compared with `geq`: every G^R has a G^{RL} ≥ H
 * or is ≥ some H^R, and every H^L has an H^{LR} ≤ G or is ≤ some G^L.
 */
export function maintenance(a: PartizanForm, b: PartizanForm, geq: FormGeq): boolean {
  return (
    a.right.every(
      (ar) => ar.left.some((arl) => geq(arl, b)) || b.right.some((br) => geq(ar, br)),
    ) &&
    b.left.every((bl) => bl.right.some((blr) => geq(a, blr)) || a.left.some((al) => geq(al, bl)))
  );
}

/**
 * Whether G ≥ H modulo the dead-ending universe (cgt-tools' `ge_mod_dead_ending`): for every
 * dead-ending X, Left does as well in G + X as in H + X. Both forms must be dead-ending (an
 * InputLimitError otherwise). So `{2|4}` equals `{2|}` there, and `1 ≥ {0|4}`.
 */
export function deadEndingGeq(g: PartizanForm, h: PartizanForm, control?: SolveControl): boolean {
  return withControl(control, () => {
    for (const x of [g, h]) {
      if (!isDeadEnding(x, control)) throw new InputLimitError('the form is not dead-ending');
    }
    const strong = new Map<PartizanForm, PartizanMisereOutcome>();
    const strongOf = (x: PartizanForm): PartizanMisereOutcome => {
      let o = strong.get(x);
      if (o === undefined) strong.set(x, (o = strongMisereOutcome(x, control)));
      return o;
    };
    const known = new Map<PartizanForm, Map<PartizanForm, boolean>>();
    const geq = (a: PartizanForm, b: PartizanForm): boolean => {
      tick();
      let row = known.get(a);
      if (row === undefined) known.set(a, (row = new Map<PartizanForm, boolean>()));
      let r = row.get(b);
      if (r === undefined) {
        r = outcomeGeq(strongOf(a), strongOf(b)) && maintenance(a, b, geq);
        row.set(b, r);
      }
      return r;
    };
    return geq(g, h);
  });
}

/** How G compares with H modulo the dead-ending universe: `>`, `<`, `=` or `||`. */
export function deadEndingCompare(
  g: PartizanForm,
  h: PartizanForm,
  control?: SolveControl,
): Relation {
  return withControl(control, () =>
    relationOf(deadEndingGeq(g, h, control), deadEndingGeq(h, g, control)),
  );
}

/** Whether G = H modulo the dead-ending universe: G ≥ H and H ≥ G. */
export function deadEndingEqual(g: PartizanForm, h: PartizanForm, control?: SolveControl): boolean {
  return withControl(control, () => deadEndingGeq(g, h, control) && deadEndingGeq(h, g, control));
}
