import type { SolveControl } from '@cgkit/core-search';

/**
 * A control whose deadline passes after `checks` readings of its clock: a budget that does not
 * hang on the machine's speed. A clock, not a getter on `deadline`, so that it survives the
 * copies the control combinators make (`{ ...control }` reads a getter once).
 */
export function expiringAfter(checks: number): SolveControl {
  let readings = 0;
  return { deadline: checks, clock: () => readings++ };
}
