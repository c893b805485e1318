import { misereGame, MISERE_ZERO, type MisereGame } from '../misere/game.js';
import {
  partizanForm,
  partizanMisereOutcome,
  type PartizanForm,
  type PartizanMisereOutcome,
} from '../misere/partizan.js';

export { partizanForm };

/** Every impartial misère simplest form born by `day` (1, 2, 3, 5, 22 by days 0–4). */
export function misereGamesBornBy(day: number): MisereGame[] {
  let all: MisereGame[] = [MISERE_ZERO];
  for (let d = 1; d <= day; d++) {
    const next = new Set(all);
    for (let mask = 1; mask < 1 << all.length; mask++) {
      next.add(misereGame(all.filter((_, i) => ((mask >> i) & 1) === 1)));
    }
    all = [...next];
  }
  return all;
}

/** The disjunctive sum of two forms, written out as a form (for checks against play). */
export function partizanFormSum(a: PartizanForm, b: PartizanForm): PartizanForm {
  return partizanForm(
    [...a.left.map((x) => partizanFormSum(x, b)), ...b.left.map((y) => partizanFormSum(a, y))],
    [...a.right.map((x) => partizanFormSum(x, b)), ...b.right.map((y) => partizanFormSum(a, y))],
  );
}

/** The form with the players swapped (the conjugate, −G in normal play). */
export function partizanFormConjugate(g: PartizanForm): PartizanForm {
  return partizanForm(g.right.map(partizanFormConjugate), g.left.map(partizanFormConjugate));
}

/** Whether misère outcome `a` is at least as good for Left as `b` (Left wins whenever in b). */
export function outcomeAtLeast(a: PartizanMisereOutcome, b: PartizanMisereOutcome): boolean {
  const leftFirst = (o: PartizanMisereOutcome): boolean => o === 'L' || o === 'N';
  const rightFirst = (o: PartizanMisereOutcome): boolean => o === 'R' || o === 'N';
  return (leftFirst(a) || !leftFirst(b)) && (!rightFirst(a) || rightFirst(b));
}

/**
 * The order by play on `pool` against `witnesses`: whether G + X's misère outcome is at least as
 * good for Left as H + X's for every witness X (one that tells G and H apart refutes G ≥ H).
 * The outcomes are computed once for each form of the pool.
 */
export function playedGeq(
  pool: readonly PartizanForm[],
  witnesses: readonly PartizanForm[],
): (g: PartizanForm, h: PartizanForm) => boolean {
  const outcomes = new Map(
    pool.map((g) => [g, witnesses.map((x) => partizanMisereOutcome(partizanFormSum(g, x)))]),
  );
  return (g, h) => {
    const og = outcomes.get(g)!;
    const oh = outcomes.get(h)!;
    return og.every((o, k) => outcomeAtLeast(o, oh[k]!));
  };
}

/** Every partizan form born by `day`, options as sets (each form once: 1, 4, 256 by days 0–2). */
export function partizanFormsBornBy(day: number): PartizanForm[] {
  let all: PartizanForm[] = [partizanForm([], [])];
  for (let d = 1; d <= day; d++) {
    const subsets: PartizanForm[][] = [];
    for (let mask = 0; mask < 1 << all.length; mask++) {
      subsets.push(all.filter((_, i) => ((mask >> i) & 1) === 1));
    }
    all = subsets.flatMap((l) => subsets.map((r) => partizanForm(l, r)));
  }
  return all;
}
