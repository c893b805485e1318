import { tick } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import { game } from '../short/canonical.js';
import type { Game } from '../short/store.js';
import type { LoopyGame } from './graph.js';

// Short games inside loopy ones: a canonical form as a graph, and the short game of each position
// of a graph that has no loop below it.

/** The most positions a short game read inside a loopy one may have. */
const MAX_LITERAL_POSITIONS = 100_000;

/** A short game's canonical form as a graph, start at node 0. */
export function shortGraph(g: Game): LoopyGame {
  const index = new Map<Game, number>([[g, 0]]);
  const order = [g];
  for (let k = 0; k < order.length; k++) {
    tick();
    for (const o of [...order[k]!.left, ...order[k]!.right]) {
      if (!index.has(o)) {
        if (order.length >= MAX_LITERAL_POSITIONS) {
          throw new InputLimitError(
            `a short game of more than ${MAX_LITERAL_POSITIONS} positions in a loopy one`,
          );
        }
        index.set(o, order.length);
        order.push(o);
      }
    }
  }
  return {
    left: order.map((x) => x.left.map((o) => index.get(o)!)),
    right: order.map((x) => x.right.map((o) => index.get(o)!)),
    start: 0,
  };
}

/**
 * The short game of each position with no loop below it (undefined for the others): positions
 * whose options all have one, found sinks first.
 */
export function loopfreeValues(g: LoopyGame): (Game | undefined)[] {
  const n = g.left.length;
  const pending = Int32Array.from({ length: n }, (_, i) => g.left[i]!.length + g.right[i]!.length);
  const preds: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < n; i++) for (const j of [...g.left[i]!, ...g.right[i]!]) preds[j]!.push(i);
  const values: (Game | undefined)[] = new Array<Game | undefined>(n).fill(undefined);
  const queue: number[] = [];
  for (let i = 0; i < n; i++) if (pending[i] === 0) queue.push(i);
  for (let k = 0; k < queue.length; k++) {
    tick();
    const i = queue[k]!;
    values[i] = game(
      g.left[i]!.map((j) => values[j]!),
      g.right[i]!.map((j) => values[j]!),
    );
    for (const p of preds[i]!) if (--pending[p]! === 0) queue.push(p);
  }
  return values;
}
