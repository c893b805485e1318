import type { SolveControl } from '@cgkit/core-search';
import { withControl } from '../control.js';
import { genus, type Genus } from './genus.js';
import { misereGame, MISERE_ZERO, misereSum, type MisereGame } from './game.js';
import { parseOctalCode } from '../impartial/octal.js';
import { InputLimitError } from '../input-limit.js';

/** The options of heap n of an octal game, each the list of heaps (0, 1 or 2) it leaves. */
export function octalMoves(digits: readonly number[], n: number): number[][] {
  const moves: number[][] = [];
  digits.forEach((d, k) => {
    if ((d & 1) !== 0 && n === k) moves.push([]);
    if ((d & 2) !== 0 && n > k) moves.push([n - k]);
    if ((d & 4) !== 0) for (let a = 1; 2 * a <= n - k; a++) moves.push([a, n - k - a]);
  });
  return moves;
}

/** The misère analysis of the heaps of an octal game. */
export interface MisereOctal {
  readonly code: string;
  /** `forms[n]`: the misère simplest form of a heap of n tokens. */
  readonly forms: readonly MisereGame[];
  /** `outcomes[n]`: its misère outcome. */
  readonly outcomes: readonly ('N' | 'P')[];
  /** `grundy[n]`: its misère Grundy value. */
  readonly grundy: readonly number[];
}

/**
 * The misère simplest forms, outcomes and misère Grundy values of heaps 0 … count−1. Forms of
 * wild games grow fast: the memory budget and the birthday limit bound them.
 */
export function misereOctal(code: string, count: number, control?: SolveControl): MisereOctal {
  if (!Number.isSafeInteger(count) || count < 0 || count > 10_000) {
    throw new InputLimitError(`count must be an integer from 0 to 10000, got ${count}`);
  }
  const digits = parseOctalCode(code);
  return withControl(control, () => {
    const forms: MisereGame[] = [];
    for (let n = 0; n < count; n++) {
      const options = octalMoves(digits, n).map((heaps) =>
        heaps.length === 0 ? MISERE_ZERO : misereSum(heaps.map((h) => forms[h]!)),
      );
      forms.push(misereGame(options));
    }
    return {
      code,
      forms,
      outcomes: forms.map((f) => f.outcome),
      grundy: forms.map((f) => f.misereGrundy),
    };
  });
}

/** The genus of each heap 0 … count−1 of an octal game. */
export function octalGenera(code: string, count: number, control?: SolveControl): Genus[] {
  return withControl(control, () => misereOctal(code, count).forms.map((f) => genus(f)));
}
