import type { SolveControl } from '@cgkit/core-search';
import { withControl } from '../control.js';
import { canonical } from './canonical.js';
import { canonicalFormOf, isExplicit, type GameForm } from './explicit.js';
import { ordinalSumOnForm } from './operations.js';
import { descend, type Game } from './store.js';

// CGSuite's `G.Subordinate(base)`: the game X with G = base : X, the part of G played on top of
// the base. The ordinal sum base : X has base's options and, for each option of X, base : X′;
// so X is read off G's options: those that are options of the base are the base's, each other
// one is base : X′ for an option X′ of X, found the same way. The X so built is checked.

/** A game that is no ordinal sum on the given base. */
export class NotSubordinateError extends RangeError {
  override readonly name = 'NotSubordinateError';
}

/**
 * The game X with `G = base : X` (CGSuite's `G.Subordinate(base)`): `(1/8).Subordinate(1)` is −3,
 * `(^[5] + *).Subordinate(*)` is 5, `G.Subordinate(0)` is G and `G.Subordinate(G)` is 0. The base
 * counts as written: an explicit form (`'{*|*}'`) by the values of its options, a canonical game
 * by its canonical form. A NotSubordinateError (a RangeError) when G is no `base : X`.
 */
export function subordinate(g: Game, base: GameForm, control?: SolveControl): Game {
  return withControl(control, () => {
    const baseLeft = options(base, 'left', control);
    const baseRight = options(base, 'right', control);
    const leftSet = new Set(baseLeft);
    const rightSet = new Set(baseRight);
    const known = new Map<Game, Game>();
    const fail = (): never => {
      throw new NotSubordinateError('that game cannot be subordinated to the given base');
    };
    const visit = (h: Game): Game =>
      descend(() => {
        let x = known.get(h);
        if (x === undefined) {
          const left = h.left.filter((o) => !leftSet.has(o)).map(visit);
          const right = h.right.filter((o) => !rightSet.has(o)).map(visit);
          x = canonical(left, right);
          if (ordinalSumOnForm(baseLeft, baseRight, x) !== h) fail();
          known.set(h, x);
        }
        return x;
      });
    return visit(g);
  });
}

/** The values of a form's options on one side: an explicit form's as written. */
function options(base: GameForm, side: 'left' | 'right', control?: SolveControl): Game[] {
  return isExplicit(base) ? base[side].map((o) => canonicalFormOf(o, control)) : [...base[side]];
}
