import { canonical } from '../short/canonical.js';
import type { PartizanRuleset } from '../rulesets/ruleset.js';
import type { Game } from '../short/store.js';

/**
 * The value of a position by the bare game tree: every option valued recursively (memoized by the
 * printed position only), with none of the ruleset's decomposition, symmetry or conjugates and
 * without the solver. For small positions in tests.
 */
export function bruteForce<P>(ruleset: PartizanRuleset<P>, show: (p: P) => string, p: P): Game {
  const memo = new Map<string, Game>();
  const value = (q: P): Game => {
    const key = show(q);
    let g = memo.get(key);
    if (g === undefined) {
      g = canonical(
        [...ruleset.leftOptions(q)].map(value),
        [...ruleset.rightOptions(q)].map(value),
      );
      memo.set(key, g);
    }
    return g;
  };
  return value(p);
}
