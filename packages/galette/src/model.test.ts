import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boxSymmetries,
  cakeImage,
  cakeImages,
  cakeKey,
  createCake,
  emptyCakeSizes,
  mirrorCake,
  transposeCake,
  type Cake,
} from './model.js';
import { eat } from './rules.js';
import { smallCakes } from './testing/arbitraries.js';

describe('createCake', () => {
  it('rejects impossible cakes', () => {
    expect(() => createCake(0, 3)).toThrow(RangeError);
    expect(() => createCake(2, 2, [{ row: 2, col: 0 }])).toThrow(RangeError);
  });
});

describe('cakeKey', () => {
  it('names every portion', () => {
    const cake = eat(createCake(2, 3, [{ row: 1, col: 2 }]), { row: 0, col: 0 });
    expect(cakeKey(cake)).toBe('2x3:110112');
    // Long cakes are read in chunks.
    const long = createCake(2, 10_000);
    expect(cakeKey(long)).toBe(`2x10000:${'0'.repeat(20_000)}`);
  });
});

describe('emptyCakeSizes', () => {
  it('lists each size once, rows ≤ columns, smallest first', () => {
    expect(emptyCakeSizes(3, 4, 2).map(({ rows, cols }) => `${rows}×${cols}`)).toEqual([
      '2×2',
      '2×3',
      '2×4',
      '3×3',
      '3×4',
    ]);
    const sizes = emptyCakeSizes(5, 7);
    expect(sizes).toHaveLength(7 + 6 + 5 + 4 + 3);
    expect(sizes.every(({ rows, cols }) => rows <= cols)).toBe(true);
    for (let i = 1; i < sizes.length; i++) {
      expect(sizes[i]!.rows * sizes[i]!.cols).toBeGreaterThanOrEqual(
        sizes[i - 1]!.rows * sizes[i - 1]!.cols,
      );
    }
  });
});

describe('boxSymmetries', () => {
  const sizes = [
    [1, 1],
    [1, 4],
    [2, 2],
    [3, 5],
    [5, 3],
    [4, 4],
  ] as const;

  it('are eight permutations of the cells, the four exchanging rows and columns transposing the box', () => {
    for (const [rows, cols] of sizes) {
      const symmetries = boxSymmetries(rows, cols).all;
      expect(symmetries).toHaveLength(8);
      symmetries.forEach(({ imageRows, imageCols, map }, s) => {
        expect([imageRows, imageCols]).toEqual(s < 4 ? [rows, cols] : [cols, rows]);
        expect([...map].sort((a, b) => a - b)).toEqual([...Array(rows * cols).keys()]);
      });
      expect([...symmetries[0]!.map]).toEqual([...Array(rows * cols).keys()]);
    }
  });

  it('form the group of the rectangle: a symmetry followed by one of its image is one of the box, each once', () => {
    for (const [rows, cols] of sizes) {
      const symmetries = boxSymmetries(rows, cols).all;
      const named = (map: Int32Array): string => map.join();
      for (const first of symmetries) {
        const then = boxSymmetries(first.imageRows, first.imageCols).all;
        const products = then.map((second) => {
          const product = second.map.map((cell) => first.map[cell]!);
          const found = symmetries.find(
            (s) => s.imageRows === second.imageRows && named(s.map) === named(product),
          );
          expect(found).toBeDefined();
          return found!;
        });
        // On a box at least 2 × 2 the eight symmetries are distinct, so each product is met once.
        if (rows > 1 && cols > 1) expect(new Set(products).size).toBe(8);
        // Every symmetry is undone by one of its image's.
        expect(products).toContain(symmetries[0]);
      }
    }
  });

  it('have as mirrors left to right, top to bottom, the half-turn, and on a square both diagonals', () => {
    for (const [rows, cols] of sizes) {
      const images: ((r: number, c: number) => [number, number])[] = [
        (r, c) => [r, cols - 1 - c],
        (r, c) => [rows - 1 - r, c],
        (r, c) => [rows - 1 - r, cols - 1 - c],
      ];
      if (rows === cols)
        images.push(
          (r, c) => [c, r],
          (r, c) => [cols - 1 - c, rows - 1 - r],
        );
      const expected = images.map((image) =>
        Array.from({ length: rows * cols }, (_, k) => {
          const [r, c] = image(Math.floor(k / cols), k % cols);
          return r * cols + c;
        }),
      );
      const { mirrors } = boxSymmetries(rows, cols);
      expect(mirrors.map((mirror) => [...mirror.map])).toEqual(expected);
    }
  });

  it('lie flat in four of their images, or all eight on a square', () => {
    for (const [rows, cols] of sizes) {
      const { all, landscape } = boxSymmetries(rows, cols);
      const flat = all.filter((symmetry) => symmetry.imageRows <= symmetry.imageCols);
      expect(landscape).toEqual(flat);
      expect(landscape).toHaveLength(rows === cols ? 8 : 4);
    }
  });

  it('are kept for the boxes met, but not for a box of millions of portions seen once', () => {
    expect(boxSymmetries(6, 7)).toBe(boxSymmetries(6, 7));
    const huge = boxSymmetries(2000, 1000);
    expect(boxSymmetries(2000, 1000)).not.toBe(huge);
    expect(huge.all[4]!.imageRows).toBe(1000);
  });

  it('give the images the loops over rows and columns gave (transpose, mirror, quarter turns)', () => {
    fc.assert(
      fc.property(smallCakes(5, 6), (cake) => {
        const images = cakeImages(cake);
        const turns = [cake];
        for (let i = 1; i < 4; i++) turns.push(quarterTurn(turns[i - 1]!));
        expect(images).toEqual(turns.flatMap((turn) => [turn, mirrored(turn)]));
        expect(transposeCake(cake)).toEqual(transposed(cake));
        expect(mirrorCake(cake)).toEqual(mirrored(cake));
        boxSymmetries(cake.rows, cake.cols).all.forEach((symmetry) =>
          expect(images).toContainEqual(cakeImage(cake, symmetry)),
        );
      }),
    );
  });
});

// The images as they were computed before the symmetries' maps, by loops over the portions.
function transposed(cake: Cake): Cake {
  const { rows, cols } = cake;
  const cells = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) cells[c * rows + r] = cake.cells[r * cols + c]!;
  }
  return { rows: cols, cols: rows, cells };
}
function mirrored(cake: Cake): Cake {
  const { rows, cols } = cake;
  const cells = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) cells[r * cols + cols - 1 - c] = cake.cells[r * cols + c]!;
  }
  return { rows, cols, cells };
}
/** A quarter turn clockwise: the top row becomes the right column. */
function quarterTurn(cake: Cake): Cake {
  const { rows, cols } = cake;
  const cells = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) cells[c * rows + (rows - 1 - r)] = cake.cells[r * cols + c]!;
  }
  return { rows: cols, cols: rows, cells };
}
