import { misereGame, MISERE_ZERO, type MisereGame } from '../misere/game.js';
import type { PartizanForm } from '../misere/partizan.js';

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

/** A partizan form from its Left and Right options. */
export const partizanForm = (
  left: readonly PartizanForm[],
  right: readonly PartizanForm[],
): PartizanForm => ({ left, right });

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
