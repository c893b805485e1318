import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { misereGame, misereNimber, MISERE_ZERO, type MisereGame } from './game.js';

/**
 * The mate G⁻ of an impartial game in misère play: 0⁻ = *, and G⁻ = {G′⁻ : G′ an option of G}
 * otherwise (Siegel, "Combinatorial Game Theory", AMS 2013, ch. V). The second player wins
 * G + G⁻ by copying each move in the other part, and answers a move to 0 + * or * + 0 by
 * taking the last *: G + G⁻ is a misère P-position. It is computed on the simplest form `g`, in
 * simplest form, walking the followers with an explicit stack.
 */
export function mate(g: MisereGame, control?: SolveControl): MisereGame {
  return withControl(control, () => {
    const mates = new Map<MisereGame, MisereGame>([[MISERE_ZERO, misereNimber(1)]]);
    const stack = [g];
    while (stack.length > 0) {
      const x = stack[stack.length - 1]!;
      if (mates.has(x)) {
        stack.pop();
        continue;
      }
      tick();
      const missing = x.options.filter((o) => !mates.has(o));
      if (missing.length > 0) {
        stack.push(...missing);
        continue;
      }
      mates.set(x, misereGame(x.options.map((o) => mates.get(o)!)));
      stack.pop();
    }
    return mates.get(g)!;
  });
}
