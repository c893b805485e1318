import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { genus, type Genus } from './genus.js';
import { misereGame, MISERE_ZERO, misereSum, type MisereGame } from './game.js';
import {
  parseTakeAndBreak,
  takeAndBreakMoves,
  type TakeAndBreakCode,
} from '../impartial/take-and-break.js';
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

/**
 * The options of heaps 0 … count−1 of any take-and-break code (octal, hexadecimal, with `!`, `?`
 * or repeated digits, or `S(…)`; see `parseTakeAndBreak`), each the list of heaps it leaves.
 * Obeys the control of the computation it runs in (a code with digit 8 has about n²/12 moves).
 */
export function codeMoves(c: TakeAndBreakCode, count: number): number[][][] {
  const moves: number[][][] = [];
  for (let n = 0; n < count; n++) {
    const options: number[][] = [];
    for (const heaps of takeAndBreakMoves(c, n)) {
      tick();
      options.push(heaps);
    }
    moves.push(options);
  }
  return moves;
}

/** The misère analysis of the heaps of a take-and-break game. */
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
 * The misère simplest forms, outcomes and misère Grundy values of heaps 0 … count−1 of a
 * take-and-break code (octal ones such as `0.77`, hexadecimal ones such as `0.F`, `4!.0`, `0.[3]`,
 * `S(1,3)`). Forms of wild games grow fast: the memory budget and the birthday limit bound them.
 */
export function misereOctal(code: string, count: number, control?: SolveControl): MisereOctal {
  if (!Number.isSafeInteger(count) || count < 0 || count > 10_000) {
    throw new InputLimitError(`count must be an integer from 0 to 10000, got ${count}`);
  }
  const c = parseTakeAndBreak(code);
  return withControl(control, () => {
    const moves = codeMoves(c, count);
    const forms: MisereGame[] = [];
    for (let n = 0; n < count; n++) {
      const options = moves[n]!.map((heaps) =>
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

/** The genus of each heap 0 … count−1 of a take-and-break game. */
export function octalGenera(code: string, count: number, control?: SolveControl): Genus[] {
  return withControl(control, () => misereOctal(code, count).forms.map((f) => genus(f)));
}
