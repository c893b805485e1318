import type { ImpartialGame } from '@cgkit/core-search';
import { type Bite, type Cake, boxSymmetries, cakeImage, cakeKey } from './model.js';
import { eat, legalBites, partAsCake, splitCake } from './rules.js';

/**
 * Galette toxique as a `@cgkit/core-search` game: the generic solvers and the conformance check
 * run on it. Positions split into their independent parts, and symmetric cakes share a key.
 */
export const galetteGame: ImpartialGame<Cake, Bite> = {
  name: 'galette',
  moves: legalBites,
  play: eat,
  key: cakeKey,
  canonical: canonicalCake,
  components(cake: Cake): readonly Cake[] {
    const { parts, labels } = splitCake(cake);
    return parts.map((part) => partAsCake(cake, labels, part));
  },
};

/**
 * The representative of a cake's symmetric images: among the images with no more rows than
 * columns, the one whose portions, read row by row, come first. Images are compared portion by
 * portion through index maps, and only the chosen one is built: a search calls this for every
 * child of every position.
 */
function canonicalCake(cake: Cake): Cake {
  const { cells } = cake;
  const { all, landscape } = boxSymmetries(cake.rows, cake.cols);
  let best = landscape[0]!;
  let least = best.map;
  for (let i = 1; i < landscape.length; i++) {
    const symmetry = landscape[i]!;
    const map = symmetry.map;
    for (let k = 0; k < cells.length; k++) {
      const d = cells[map[k]!]! - cells[least[k]!]!;
      if (d !== 0) {
        if (d < 0) {
          best = symmetry;
          least = map;
        }
        break;
      }
    }
  }
  return best === all[0] ? cake : cakeImage(cake, best);
}
