import type { ImpartialGame } from '@cgkit/core-search';
import { type Bite, type Cake, cakeKey } from './model.js';
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
 * For a rows × cols cake, the index maps of its images with no more rows than columns (all eight
 * symmetries when square, four otherwise): image portion k is portion map[k] of the cake.
 */
function imageMaps(rows: number, cols: number): { maps: Int32Array[]; transposed: boolean } {
  const key = rows * 65_536 + cols;
  const known = mapsBySize.get(key);
  if (known !== undefined) return known;
  const transposed = rows > cols;
  const [imageRows, imageCols] = transposed ? [cols, rows] : [rows, cols];
  const maps: Int32Array[] = [];
  for (let symmetry = 0; symmetry < (rows === cols ? 8 : 4); symmetry++) {
    const transpose = transposed !== symmetry >= 4;
    const map = new Int32Array(rows * cols);
    for (let r = 0; r < imageRows; r++) {
      for (let c = 0; c < imageCols; c++) {
        const ir = symmetry & 2 ? imageRows - 1 - r : r;
        const ic = symmetry & 1 ? imageCols - 1 - c : c;
        map[r * imageCols + c] = transpose ? ic * cols + ir : ir * cols + ic;
      }
    }
    maps.push(map);
  }
  const entry = { maps, transposed };
  // Searches meet few sizes; a bounded cache keeps odd callers from growing it without end.
  if (mapsBySize.size > 256) mapsBySize.clear();
  mapsBySize.set(key, entry);
  return entry;
}
const mapsBySize = new Map<number, { maps: Int32Array[]; transposed: boolean }>();

/**
 * The representative of a cake's symmetric images: among the images with no more rows than
 * columns, the one whose portions, read row by row, come first. Images are compared portion by
 * portion through index maps, and only the chosen one is built: a search calls this for every
 * child of every position.
 */
function canonicalCake(cake: Cake): Cake {
  const { rows, cols, cells } = cake;
  const { maps, transposed } = imageMaps(rows, cols);
  let best = maps[0]!;
  for (let m = 1; m < maps.length; m++) {
    const map = maps[m]!;
    for (let k = 0; k < cells.length; k++) {
      const d = cells[map[k]!]! - cells[best[k]!]!;
      if (d !== 0) {
        if (d < 0) best = map;
        break;
      }
    }
  }
  if (best === maps[0] && !transposed) return cake;
  const image = new Uint8Array(cells.length);
  for (let k = 0; k < cells.length; k++) image[k] = cells[best[k]!]!;
  return { rows: transposed ? cols : rows, cols: transposed ? rows : cols, cells: image };
}
