import { describe, expect, it } from 'vitest';
import { GrundySolver } from '@cgkit/core-search';
import { createCake } from '../model.js';
import { eat } from '../rules.js';
import { galetteGame } from '../game.js';
import { GaletteSolver } from './galette-solver.js';
import { PartTable } from './table.js';
import { keyOf } from '../testing/keys.js';

describe('PartTable', () => {
  it('stores and finds values by exact key', () => {
    const table = new PartTable();
    const a = keyOf([31, 31, 31, 1, 2, 3]);
    const b = keyOf([31, 31, 31, 1, 2, 5]);
    table.set(a.key, a.length, a.hash, 4, 1);
    expect(table.get(a.key, a.length, a.hash)).toBe(4);
    expect(table.get(b.key, b.length, b.hash)).toBe(-1);
  });

  it('stays within its bound and keeps results exact when it forgets', () => {
    const small = new GaletteSolver({ maxTableEntries: 1024 });
    const large = new GaletteSolver();
    for (const [rows, cols] of [
      [5, 5],
      [4, 7],
      [6, 5],
    ] as const) {
      expect(small.grundy(createCake(rows, cols))).toBe(large.grundy(createCake(rows, cols)));
    }
    expect(small.tableSize).toBeLessThanOrEqual(1024);
    expect(large.tableSize).toBeGreaterThan(1024);
  });

  it('solves wide parts (keys of many words) as the generic solver does', () => {
    // A 2×31 strip with a 2-portion-wide stem hanging from its middle: parts 4×31 in size.
    const poison = [2, 3].flatMap((row) =>
      Array.from({ length: 31 }, (_, col) => ({ row, col })).filter(
        ({ col }) => col !== 15 && col !== 16,
      ),
    );
    const cake = createCake(4, 31, poison);
    const generic = new GrundySolver(galetteGame);
    const solver = new GaletteSolver();
    expect(solver.grundy(cake)).toBe(generic.grundy(cake));
    // Its key takes 9 words: solved again, the part must be found (a truncated key would not be).
    const searched = solver.stats.positions;
    expect(solver.grundy(cake)).toBe(generic.grundy(cake));
    expect(solver.stats.positions).toBe(searched);
    const bitten = eat(eat(cake, { row: 0, col: 3 }), { row: 2, col: 15 });
    expect(new GaletteSolver().grundy(bitten)).toBe(generic.grundy(bitten));
  });

  it('serializes and loads back, so a later solver continues where one stopped', () => {
    const first = new GaletteSolver();
    const value = first.grundy(createCake(5, 6));
    const second = new GaletteSolver();
    second.loadTable(first.serializeTable());
    expect(second.tableSize).toBe(first.tableSize);
    expect(second.grundy(createCake(5, 6))).toBe(value);
    expect(second.stats.positions).toBe(0);
  });

  it('refuses bytes that are not a saved table', () => {
    const table = new PartTable();
    expect(() => table.load(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]))).toThrow(/not a saved/);
    const saved = new GaletteSolver();
    saved.grundy(createCake(4, 4));
    const bytes = saved.serializeTable();
    expect(() => table.load(bytes.subarray(0, bytes.length - 4))).toThrow(/not a saved/);
  });
});
