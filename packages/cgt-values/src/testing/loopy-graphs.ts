import fc from 'fast-check';
import { isStopper, reachable, type LoopyGame } from '../loopy/graph.js';

/** Random loopy graphs of 1 to `most` nodes, each with up to three options a side. */
export function smallGraph(most: number): fc.Arbitrary<LoopyGame> {
  const lists = (n: number) =>
    fc.array(fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { maxLength: 3 }), {
      minLength: n,
      maxLength: n,
    });
  return fc
    .integer({ min: 1, max: most })
    .chain((n) => fc.record({ left: lists(n), right: lists(n), start: fc.constant(0) }));
}

/** Random stoppers among {@link smallGraph}'s graphs. */
export function smallStopper(most: number): fc.Arbitrary<LoopyGame> {
  return smallGraph(most).filter((x) => isStopper(x));
}

/**
 * Two copies of every node, each move going to the copy `picks` says, and `extra` moves added
 * ([from, to, Left's]): equal to the game when the extras are harmless.
 */
export function unfolded(
  x: LoopyGame,
  picks: number[],
  extra: [number, number, boolean][],
): LoopyGame {
  const n = x.left.length;
  let k = 0;
  const pick = (j: number): number => j + n * (picks[k++ % picks.length]! & 1);
  const left = [...x.left, ...x.left].map((l) => l.map(pick));
  const right = [...x.right, ...x.right].map((l) => l.map(pick));
  for (const [from, to, isLeft] of extra) {
    const list = (isLeft ? left : right)[from % (2 * n)]!;
    if (!list.includes(to % (2 * n))) list.push(to % (2 * n));
  }
  return { left, right, start: (picks[0]! & 2) === 0 ? 0 : n };
}

/** Whether two rooted graphs are isomorphic, by backtracking from the starts (small graphs). */
export function isomorphic(a: LoopyGame, b: LoopyGame): boolean {
  const x = reachable(a);
  const y = reachable(b);
  const n = x.left.length;
  if (n !== y.left.length) return false;
  const map = new Int32Array(n).fill(-1);
  const used = new Uint8Array(n);
  const pairs: [number, number][] = [[0, 0]];
  map[0] = 0;
  used[0] = 1;
  const extend = (): boolean => {
    for (const [i, j] of pairs) {
      for (const side of ['left', 'right'] as const) {
        const from = x[side][i]!;
        const to = y[side][j]!;
        if (from.length !== to.length) return false;
        for (const o of from) {
          if (map[o] !== -1) {
            if (!to.includes(map[o]!)) return false;
            continue;
          }
          for (const c of to) {
            if (used[c] === 1) continue;
            const saved = pairs.length;
            map[o] = c;
            used[c] = 1;
            pairs.push([o, c]);
            if (extend()) return true;
            for (const [p, q] of pairs.splice(saved)) {
              map[p] = -1;
              used[q] = 0;
            }
          }
          return false;
        }
      }
    }
    return true;
  };
  return extend();
}
