import { MasyuCell, createPuzzle, type MasyuPuzzle } from '../model.js';
import { pearlsOf } from '../generate/pearls.js';
import { SeededRandom } from '@cgkit/core-search';
import { randomLoop } from '../generate/random-loop.js';

/** A side×side grid where each cell holds a pearl with probability `density`, black or white. */
export function randomPearls(side: number, density: number, seed: number): MasyuPuzzle {
  const random = new SeededRandom(seed);
  const cells = new Uint8Array(side * side);
  for (let cell = 0; cell < cells.length; cell++) {
    if (random.fraction() < density)
      cells[cell] = random.below(2) === 0 ? MasyuCell.white : MasyuCell.black;
  }
  return createPuzzle(side, side, cells);
}

/**
 * A puzzle around a random loop of a side×side grid: each pearl the loop allows is given with
 * probability `density`, so the loop is one of its solutions.
 */
export function aroundLoop(side: number, density: number, seed: number): MasyuPuzzle {
  const random = new SeededRandom(seed);
  const allowed = pearlsOf(randomLoop(side, side, random, 0.5));
  const cells = allowed.map((kind) =>
    kind !== MasyuCell.empty && random.fraction() < density ? kind : 0,
  );
  return createPuzzle(side, side, cells);
}
