import type { ImpartialGame } from '../game.js';
import { solvedMatchGame, type MatchGame } from '../match.js';

/** A Nim position: the sizes of the heaps. */
export type NimPosition = readonly number[];
/** Take `count` objects from heap `heap`. */
export interface NimMove {
  readonly heap: number;
  readonly count: number;
}

/** Nim: take any positive number of objects from one heap; who cannot move loses. */
export const nim: ImpartialGame<NimPosition, NimMove> = {
  name: 'nim',
  moves: (heaps) =>
    heaps.flatMap((size, heap) => Array.from({ length: size }, (_, i) => ({ heap, count: i + 1 }))),
  play: (heaps, { heap, count }) => heaps.map((size, i) => (i === heap ? size - count : size)),
  key: (heaps) => (heaps.length === 1 ? heaps[0]! : heaps.join(',')),
  canonical: (heaps) => heaps.filter((h) => h > 0).sort((a, b) => a - b),
  components: (heaps) => heaps.filter((h) => h > 0).map((h) => [h]),
};

/**
 * Nim in a {@link Match}, valued exactly by the generic solver (a fresh table for each call of
 * `nimMatch`). Moves read "take 2 from heap 1", heaps counted from 1.
 */
export function nimMatch(): MatchGame<NimPosition, NimMove> {
  return solvedMatchGame(nim, {
    sameMove: (a, b) => a.heap === b.heap && a.count === b.count,
    describeMove: (_, { heap, count }) => `take ${count} from heap ${heap + 1}`,
  });
}
