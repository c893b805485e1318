import type { SolveControl } from '@cgkit/core-search';
import { InputLimitError } from '../input-limit.js';
import type { Relation } from '../relation.js';
import { pFreeUniverse } from './p-free-universe.js';
import { partizanMisere, type PartizanForm } from './partizan.js';

// Comparison and reduced forms modulo the P-free games of the blocking universe, pf(B), as
// cgt-tools defines them (t4ccer/cgt-tools, cgt/misere/game_form/p_free_blocking.rs): the test
// and reduction of p-free-universe.ts.

/**
 * Whether the form is in pf(B): blocking (every end blocked, see `isBlocking`) and P-free (no
 * follower has misère outcome P).
 */
export function isPFreeBlocking(g: PartizanForm, control?: SolveControl): boolean {
  const { blocking, pFree } = partizanMisere(g, control);
  return blocking && pFree;
}

const pFreeBlocking = pFreeUniverse((g, control) => {
  if (!isPFreeBlocking(g, control)) {
    throw new InputLimitError('the form is not P-free and blocking');
  }
});

/**
 * Whether G ≥ H modulo the P-free blocking games (cgt-tools' `ge_mod_p_free_blocking`): Left
 * does as well in G + X as in H + X for every P-free blocking X, by the recursive test of
 * p-free-universe.ts. Both forms must be P-free and blocking (an InputLimitError otherwise). So
 * `1` equals `{0|1}` there, `0 ≥ 1`, and `{|1}` equals 0.
 */
export function pFreeBlockingGeq(
  g: PartizanForm,
  h: PartizanForm,
  control?: SolveControl,
): boolean {
  return pFreeBlocking.geq(g, h, control);
}

/** How G compares with H modulo the P-free blocking games: `>`, `<`, `=` or `||`. */
export function pFreeBlockingCompare(
  g: PartizanForm,
  h: PartizanForm,
  control?: SolveControl,
): Relation {
  return pFreeBlocking.compare(g, h, control);
}

/** Whether G = H modulo the P-free blocking games: G ≥ H and H ≥ G. */
export function pFreeBlockingEqual(
  g: PartizanForm,
  h: PartizanForm,
  control?: SolveControl,
): boolean {
  return pFreeBlocking.equal(g, h, control);
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
  return pFreeBlocking.reduced(g, control);
}
