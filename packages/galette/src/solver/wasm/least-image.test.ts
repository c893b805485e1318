import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EngineExports, instantiateEngine } from './module.js';

interface TestExports extends EngineExports {
  leastRowsKey(stride: number): number;
}

/** The W bits of x in reverse order. */
const mirror = (x: number, W: number): number => {
  let y = 0;
  for (let c = 0; c < W; c++) if ((x >>> c) & 1) y |= 1 << (W - 1 - c);
  return y >>> 0;
};

/**
 * The key of the least image, naively: each of the 4 images of an H × W box (rows bottom up,
 * rows mirrored, both) as the sequence free row 0, open row 0, free row 1, …, the least
 * compared element by element, packed W bits a row (free, then open) after the header H | W << 16.
 */
function naiveKey(H: number, W: number, free: number[], open: number[]): number[] {
  const images = [0, 1, 2, 3].map((k) => {
    const sequence: number[] = [];
    for (let i = 0; i < H; i++) {
      const r = k & 1 ? H - 1 - i : i;
      sequence.push(k & 2 ? mirror(free[r]!, W) : free[r]!, k & 2 ? mirror(open[r]!, W) : open[r]!);
    }
    return sequence;
  });
  const compare = (a: number[], b: number[]): number => {
    const i = a.findIndex((x, j) => x !== b[j]);
    return i < 0 ? 0 : a[i]! - b[i]!;
  };
  const least = images.reduce((best, image) => (compare(image, best) < 0 ? image : best));
  const bits = least.flatMap((row) => [...Array(W).keys()].map((c) => (row >>> c) & 1));
  const words = [(H | (W << 16)) >>> 0];
  for (let at = 0; at < bits.length; at += 32) {
    words.push(bits.slice(at, at + 32).reduce((word, bit, j) => (word | (bit << j)) >>> 0, 0));
  }
  return words;
}

describe('the WebAssembly least image of a part wider than high, rows on a board', () => {
  const engine = instantiateEngine({
    checkpoint: () => {},
    reportBites: () => {},
    journalEntry: () => {},
    spillGet: () => -1,
    spillPut: () => {},
  }) as TestExports;

  // H < W rows of W ≤ 21 portions, S ≥ W bits apart with (H - 1)·S + W ≤ 64 (a part cropped
  // on the board of a wider frame keeps the frame's stride).
  const parts = fc
    .integer({ min: 3, max: 21 })
    .chain((W) => fc.record({ W: fc.constant(W), H: fc.integer({ min: 2, max: W - 1 }) }))
    .filter(({ H, W }) => (H - 1) * W + W <= 64)
    .chain(({ H, W }) =>
      fc.record({
        H: fc.constant(H),
        W: fc.constant(W),
        S: fc.integer({ min: W, max: Math.floor((64 - W) / (H - 1)) }),
        free: rowsOf(H, W),
        open: rowsOf(H, W),
      }),
    );

  it('is the least of the 4 images, computed naively', () => {
    fc.assert(
      fc.property(parts, ({ H, W, S, free, open }) => {
        const expected = naiveKey(H, W, free, open);
        const at = engine.inputBuffer(2 + 2 * H);
        new Int32Array(engine.memory.buffer, at, 2 + 2 * H).set([H, W, ...free, ...open]);
        const key = new Uint32Array(engine.memory.buffer, engine.leastRowsKey(S), expected.length);
        expect([...key]).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

/** H rows of W bits, now and then symmetric (mirrored rows, rows read from the last), so that
 * images tie on their first rows. */
function rowsOf(H: number, W: number): fc.Arbitrary<number[]> {
  const row = fc.integer({ min: 0, max: 2 ** W - 1 });
  const rows = fc.array(
    fc.oneof(
      row,
      row.map((x) => (x | mirror(x, W)) >>> 0),
    ),
    {
      minLength: H,
      maxLength: H,
    },
  );
  return fc.oneof(
    rows,
    rows.map((r) => r.map((x, i) => (i < H / 2 ? x : r[H - 1 - i]!))),
  );
}
