import { misereGame, MISERE_ZERO, type MisereGame } from '../misere/game.js';

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
