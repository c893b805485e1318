import type { PartizanRuleset } from './ruleset.js';
import { readPairs, readPrefix } from './wythoff.js';

/**
 * Heap games with a memory (CGSuite's `GenMem`): a sum of heaps, each `[n, m]` with n tokens and
 * the memory m, the number taken by the last move there. A move takes j tokens from one heap and
 * leaves it `[n − j, j]`; which j are allowed depends on the memory. Impartial, so every value is
 * a nimber.
 *
 * - Mem: j ≥ m, at least as many as last time.
 * - Take-Away with factor a: j ≤ a·m, at most a times as many (a = 2 is Fibonacci Nim).
 */
export interface MemoryPosition {
  /** Take-Away's factor a; 0 for Mem. */
  readonly factor: number;
  readonly heaps: readonly (readonly [number, number])[];
}

/** Heaps and memories are at most this large (a heap has about n² positions of n options). */
export const MAX_MEMORY_HEAP = 100;
/** The largest factor of Take-Away. */
export const MAX_TAKE_AWAY_FACTOR = 10;

const HEAP = 'a heap and its memory n,m';

/** Reads Mem's heaps: pairs `n,m` (tokens, memory) separated by spaces, such as `10,2 4,0`. */
export function parseMem(text: string): MemoryPosition {
  return { factor: 0, heaps: readPairs(text, 0, MAX_MEMORY_HEAP, HEAP) };
}

/** Reads Take-Away's factor a, a colon, then heaps `n,m`, such as `2: 10,3` (Fibonacci Nim). */
export function parseTakeAway(text: string): MemoryPosition {
  const [factor, from] = readPrefix(text, MAX_TAKE_AWAY_FACTOR, 'a factor a');
  return { factor, heaps: readPairs(text, from, MAX_MEMORY_HEAP, HEAP) };
}

/** The position as text: the factor (for Take-Away) and the heaps. */
export function formatMemory(p: MemoryPosition): string {
  const heaps = p.heaps.map(([n, m]) => `${n},${m}`).join(' ');
  return p.factor === 0 ? heaps : `${p.factor}: ${heaps}`;
}

/**
 * A game of heaps with a memory; `takes(p, n, m)` is the range of j allowed from n tokens with
 * the memory m.
 */
function memoryGame(
  name: string,
  takes: (p: MemoryPosition, n: number, m: number) => [number, number],
): PartizanRuleset<MemoryPosition> {
  function* options(p: MemoryPosition): Generator<MemoryPosition> {
    for (let i = 0; i < p.heaps.length; i++) {
      const [n, m] = p.heaps[i]!;
      const [low, high] = takes(p, n, m);
      for (let j = Math.max(low, 1); j <= Math.min(high, n); j++) {
        yield { factor: p.factor, heaps: p.heaps.map((h, k) => (k === i ? [n - j, j] : h)) };
      }
    }
  }
  return {
    name,
    impartial: true,
    leftOptions: options,
    rightOptions: options,
    key: (p) => formatMemory({ factor: p.factor, heaps: [...p.heaps].sort() }),
    components: (p) =>
      p.heaps.length === 1
        ? [p]
        : p.heaps.filter(([n]) => n > 0).map((h) => ({ factor: p.factor, heaps: [h] })),
  };
}

/** Mem: a move takes at least as many tokens as the last move on that heap. */
export const mem: PartizanRuleset<MemoryPosition> = memoryGame('Mem', (_, n, m) => [m, n]);

/** Take-Away: a move takes at most a times as many tokens as the last move on that heap. */
export const takeAway: PartizanRuleset<MemoryPosition> = memoryGame('Take-Away', (p, n, m) => [
  1,
  p.factor * m,
]);
