import type { SolveControl } from '@cgkit/core-search';
import { withControl } from '../control.js';
import { canonical } from './canonical.js';
import { atMost } from './order.js';
import { descend, STAR, ZERO, type Game } from './store.js';

/**
 * The companion `G°` of a game (Siegel, Combinatorial Game Theory, III.2; CGSuite's
 * `G.Companion`): `0° = *` and otherwise `G° = {0, G^L° | G^R°}` for G > 0, `{G^L° | 0, G^R°}`
 * for G < 0 and `{G^L° | G^R°}` for G fuzzy with 0, on canonical forms. It maps the games born by
 * day n (n ≥ 1) onto themselves keeping their order, and is its own inverse: it swaps 0 and `*`
 * and fixes every other number and nimber.
 */
export function companion(g: Game, control?: SolveControl): Game {
  return withControl(control, () => {
    const memo = new Map<Game, Game>();
    const visit = (h: Game): Game => {
      if (h === ZERO) return STAR;
      if (h === STAR) return ZERO;
      // Numbers and nimbers are fixed (a 0 they bring in beside a 0 option is reversible), so
      // 1000000 or *65537 never lists its options.
      if (h.number !== undefined || h.nimber !== undefined) return h;
      let result = memo.get(h);
      if (result === undefined) {
        const positive = atMost(ZERO, h);
        const negative = atMost(h, ZERO);
        result = descend(() =>
          canonical(
            [...(positive ? [ZERO] : []), ...h.left.map(visit)],
            [...(negative ? [ZERO] : []), ...h.right.map(visit)],
          ),
        );
        memo.set(h, result);
      }
      return result;
    };
    return visit(g);
  });
}
