import type { SolveControl } from '@cgkit/core-search';

/** A control whose deadline passes after `checks` readings: a budget without a clock. */
export function expiringAfter(checks: number): SolveControl {
  let readings = 0;
  return {
    get deadline() {
      return ++readings > checks ? -1 : Number.MAX_SAFE_INTEGER;
    },
  };
}
