import type { SolveControl } from '@cgkit/core-search';
import { holdBytes, tick, withControl } from '../control.js';
import { ExplicitGame } from './explicit.js';
import { descend } from './store.js';

// The explicit form of a position: its game tree as the rules give it, for the operations that
// depend on forms. Any move generator will do (a ruleset of `@cgkit/cgt-values/rulesets` is one),
// so this module knows no game.

/** What a position's game tree needs: its options for each player and a key. */
export interface GameTreeRules<P> {
  leftOptions(position: P): Iterable<P>;
  rightOptions(position: P): Iterable<P>;
  /**
   * Positions with equal keys are one node of the tree (the rulesets' keys name positions up to
   * the board's symmetries, whose trees differ only in the order of options).
   */
  key(position: P): string | number | bigint;
}

/** Bytes a node of the tree takes with its entry in the table of keys, about. */
const BYTES_PER_NODE = 160;

/**
 * The game tree of a position as the rules give it: every move kept, none simplified, as an
 * explicit form whose nodes are shared by key (a DAG). It goes as deep as the longest play, up
 * to `MAX_WALK_DEPTH` levels; its nodes count against the control's memory budget while it is
 * built.
 */
export function explicitForm<P>(
  rules: GameTreeRules<P>,
  position: P,
  control?: SolveControl,
): ExplicitGame {
  let bytes = 0;
  try {
    return withControl(control, () => {
      const nodes = new Map<string | number | bigint, ExplicitGame>();
      const build = (p: P): ExplicitGame => {
        const key = rules.key(p);
        let node = nodes.get(key);
        if (node === undefined) {
          node = descend(
            () =>
              new ExplicitGame(
                [...rules.leftOptions(p)].map(build),
                [...rules.rightOptions(p)].map(build),
              ),
          );
          nodes.set(key, node);
          const size = BYTES_PER_NODE + 8 * (node.left.length + node.right.length);
          bytes += size;
          holdBytes(size);
          tick();
        }
        return node;
      };
      return build(position);
    });
  } finally {
    holdBytes(-bytes);
  }
}
