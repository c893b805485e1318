import type { ImpartialGame } from '@cgkit/core-search';
import {
  type Bite,
  type Cake,
  Portion,
  eat,
  legalBites,
  mirrorCake,
  transposeCake,
} from './cake.js';
import { splitCake } from './solver.js';

/** A key naming every portion: equal keys, equal cakes. */
export function cakeKey(cake: Cake): string {
  return `${cake.rows}x${cake.cols}:${cake.cells.join('')}`;
}

/** The eight images of a cake under the symmetries of the rectangle (some may coincide). */
export function cakeImages(cake: Cake): Cake[] {
  const images: Cake[] = [];
  let image = cake;
  for (let i = 0; i < 4; i++) {
    images.push(image, mirrorCake(image));
    image = mirrorCake(transposeCake(image)); // a quarter turn
  }
  return images;
}

/**
 * One part of a cake as a cake of its own: the box of the portions its windows cover, with the
 * uneaten portions of other parts poisoned (no legal window holds them and a portion of this part).
 */
function partCake(cake: Cake, labels: Int32Array, id: number, box: PartBox): Cake {
  const rows = box.bottom - box.top + 1;
  const cols = box.right - box.left + 1;
  const cells = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = (box.top + r) * cake.cols + box.left + c;
      const portion = cake.cells[i]!;
      const foreign = portion === Portion.uneaten && labels[i] !== id;
      cells[r * cols + c] = foreign ? Portion.poisoned : portion;
    }
  }
  return { rows, cols, cells };
}

interface PartBox {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/**
 * Galette toxique as a `@cgkit/core-search` game: the generic solvers and the conformance check
 * run on it. Positions split into their independent parts, and symmetric cakes share a key.
 */
export const galetteGame: ImpartialGame<Cake, Bite> = {
  name: 'galette',
  moves: legalBites,
  play: eat,
  key: cakeKey,
  canonical(cake: Cake): Cake {
    let best = cake;
    let bestKey = cakeKey(cake);
    for (const image of cakeImages(cake)) {
      const key = cakeKey(image);
      if (key < bestKey) {
        best = image;
        bestKey = key;
      }
    }
    return best;
  },
  components(cake: Cake): readonly Cake[] {
    const { parts, labels } = splitCake(cake);
    return parts.map((part) => partCake(cake, labels, part.id, part));
  },
};
