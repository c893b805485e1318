import type { SolveControl } from '@cgkit/core-search';
import { withControl } from '../control.js';
import { misereNimber, misereSum, type MisereGame } from './game.js';

/**
 * The genus g^{γ0 γ1 γ2 …} of an impartial game (Winning Ways, ch. 13): g is its normal-play
 * Grundy value and γk the misère Grundy value of G + k·*2. The γs end alternating between two
 * values; `gammas` stops after the first two that repeat for ever.
 */
export interface Genus {
  readonly grundy: number;
  readonly gammas: readonly number[];
}

/**
 * The genus of `g`. γk is computed through k = birthday + 4 (the sequence alternates from
 * about the birthday on) and written up to where it alternates.
 */
export function genus(g: MisereGame, control?: SolveControl): Genus {
  return withControl(control, () => {
    const two = misereNimber(2);
    const values: number[] = [];
    let x = g;
    const last = g.birthday + 4;
    for (let k = 0; k <= last; k++) {
      values.push(x.misereGrundy);
      x = misereSum([x, two]);
    }
    // The shortest prefix after which γ(k + 2) = γ(k).
    let m = values.length - 2;
    while (m > 0 && values[m - 1] === values[m + 1]) m--;
    return { grundy: g.grundy, gammas: values.slice(0, m + 2) };
  });
}

/** `0^120`, `1^031`, `2^20`; values above 9 are separated by commas: `10^{10,8}`. */
export function formatGenus({ grundy, gammas }: Genus): string {
  const wide = grundy > 9 || gammas.some((v) => v > 9);
  return wide ? `${grundy}^{${gammas.join(',')}}` : `${grundy}^${gammas.join('')}`;
}
