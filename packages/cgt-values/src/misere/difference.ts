import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { misereGame, misereNimber, misereSum, MISERE_ZERO, type MisereGame } from './game.js';

/**
 * The misère difference G − H (CGSuite's `misereMinus`): the game X with H + X = G. Misère
 * impartial games cancel (H + X = H + Y only when X = Y: Conway, On Numbers and Games, ch. 12),
 * so X is unique when it exists.
 *
 * Were H + X written without simplifying, each option of G would be H′ + X or H + X′, so X is
 * sought as {G′ − H : the options G′ of G that have one}, and kept only once H + X = G is
 * checked. Simplifying can hide the options that search needs, as * + * = 0 does; * is its own
 * inverse, so G − H is also (G + *) − (H + *), which is tried next. A result is always right;
 * undefined says that this search found none, which the tests check is every time for H and X
 * born by day 4 and H a sum of two of the first of them.
 */
export function misereDifference(
  g: MisereGame,
  h: MisereGame,
  control?: SolveControl,
): MisereGame | undefined {
  return withControl(control, () => {
    const star = misereNimber(1);
    return differenceOf(g, h) ?? differenceOf(misereSum([g, star]), misereSum([h, star]));
  });
}

/** G − H by the search from G's options, over G's followers with an explicit stack. */
function differenceOf(g: MisereGame, h: MisereGame): MisereGame | undefined {
  // The difference of each follower of G already met (null: none found).
  const known = new Map<MisereGame, MisereGame | null>();
  const stack = [g];
  while (stack.length > 0) {
    const x = stack[stack.length - 1]!;
    if (known.has(x)) {
      stack.pop();
      continue;
    }
    tick();
    if (x === h) {
      known.set(x, MISERE_ZERO);
      stack.pop();
      continue;
    }
    const missing = x.options.filter((o) => !known.has(o));
    if (missing.length > 0) {
      stack.push(...missing);
      continue;
    }
    const candidate = misereGame(x.options.map((o) => known.get(o)!).filter((d) => d !== null));
    known.set(x, misereSum([h, candidate]) === x ? candidate : null);
    stack.pop();
  }
  return known.get(g) ?? undefined;
}
