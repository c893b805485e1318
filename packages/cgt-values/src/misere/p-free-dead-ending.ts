import type { SolveControl } from '@cgkit/core-search';
import { InputLimitError } from '../input-limit.js';
import type { Relation } from '../relation.js';
import { pFreeUniverse } from './p-free-universe.js';
import { isDeadEnding, isPFree, type PartizanForm } from './partizan.js';

// Comparison and reduced forms modulo the P-free dead-ending games pf(E), as cgt-tools defines
// them: the test and reduction of p-free-universe.ts, the same as modulo pf(B). Its earlier
// p_free_dead_ending.rs (the dead-ending universe's test, strong outcomes, with followers
// compared modulo pf(E) and integers written as non-ends) missed relations: 0 ≥ {0,1|} is one.

const pFreeDeadEnding = pFreeUniverse((g, control) => {
  if (!isDeadEnding(g, control) || !isPFree(g, control)) {
    throw new InputLimitError('the form is not P-free and dead-ending');
  }
});

/**
 * Whether G ≥ H modulo the P-free dead-ending games (cgt-tools' `ge_mod_p_free_blocking` over
 * dead-ending forms): Left does as well in G + X as in H + X for every X of them, by the
 * recursive test of p-free-universe.ts. Both forms must be P-free and dead-ending (an
 * InputLimitError otherwise). So `1` equals `{0|1}` there, `0 ≥ 1`, and `0 ≥ {0,1|}`.
 */
export function pFreeDeadEndingGeq(
  g: PartizanForm,
  h: PartizanForm,
  control?: SolveControl,
): boolean {
  return pFreeDeadEnding.geq(g, h, control);
}

/** How G compares with H modulo the P-free dead-ending games: `>`, `<`, `=` or `||`. */
export function pFreeDeadEndingCompare(
  g: PartizanForm,
  h: PartizanForm,
  control?: SolveControl,
): Relation {
  return pFreeDeadEnding.compare(g, h, control);
}

/** Whether G = H modulo the P-free dead-ending games: G ≥ H and H ≥ G. */
export function pFreeDeadEndingEqual(
  g: PartizanForm,
  h: PartizanForm,
  control?: SolveControl,
): boolean {
  return pFreeDeadEnding.equal(g, h, control);
}

/**
 * G's reduced form modulo the P-free dead-ending games, by cgt-tools' rules (`reduced`), as
 * modulo the P-free blocking games (`pFreeBlockingReduced`), each follower reduced first: an end
 * that is no integer written with its missing side −1 or 1, a reversible option bypassed,
 * dominated options removed, `{a|b}` of integers made an integer. So `{0|2}` reduces to 1,
 * `{-1|{0|3}}` and `{0,1|}` to 0. An InputLimitError when `g` is not P-free and dead-ending.
 */
export function pFreeDeadEndingReduced(g: PartizanForm, control?: SolveControl): PartizanForm {
  return pFreeDeadEnding.reduced(g, control);
}
