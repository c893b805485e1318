import type { ImpartialGame } from '../game.js';

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
