import type { LoopyGame, LoopyResult } from '../loopy/graph.js';

/**
 * Results of every (node, mover) by naive iteration to a fixpoint: a state is won when some
 * move reaches a state won by the mover, lost when every move (or no move) reaches a state won
 * by the opponent; whatever never settles is a draw.
 */
export function naiveLoopyResults(g: Pick<LoopyGame, 'left' | 'right'>): LoopyResult[] {
  const n = g.left.length;
  const result: (LoopyResult | undefined)[] = new Array<LoopyResult | undefined>(2 * n);
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < n; i++) {
      for (const mover of ['L', 'R'] as const) {
        const s = mover === 'L' ? 2 * i : 2 * i + 1;
        if (result[s] !== undefined) continue;
        const next = (mover === 'L' ? g.left[i]! : g.right[i]!).map((j) =>
          mover === 'L' ? result[2 * j + 1] : result[2 * j],
        );
        const other = mover === 'L' ? 'R' : 'L';
        if (next.some((r) => r === mover)) result[s] = mover;
        else if (next.every((r) => r === other)) result[s] = other;
        if (result[s] !== undefined) changed = true;
      }
    }
  }
  return Array.from(result, (r) => r ?? 'D');
}
