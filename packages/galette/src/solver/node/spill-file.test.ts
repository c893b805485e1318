import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createCake } from '../../model.js';
import { GaletteSolver } from '../galette-solver.js';
import { SharedPartTable } from '../shared-table.js';
import { smallCakes } from '../../testing/arbitraries.js';
import { keyOf } from '../../testing/keys.js';
import { NaiveSolver } from '../../testing/naive.js';
import { startSourceWorker } from '../../testing/source-worker.js';
import { ParallelGaletteSolver } from './parallel.js';
import { SpillFile } from './spill-file.js';

const dir = mkdtempSync(join(tmpdir(), 'galette-spill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const spillFile = (maxBytes = 1 << 20): SpillFile =>
  new SpillFile(join(dir, `spill-${files++}`), maxBytes);

/** The key of entry i (all distinct). */
const entry = (i: number): ReturnType<typeof keyOf> => keyOf([31, 31, i & 31, i >>> 5]);

describe('SpillFile', () => {
  it('gives back the value word of each entry put, and -1 for the others', () => {
    const spill = spillFile();
    for (let i = 0; i < 500; i++) {
      const { key, length, hash } = entry(i);
      spill.put(key, 0, length, hash, (i % 9) | (i << 16));
    }
    for (let i = 0; i < 500; i++) {
      const { key, length, hash } = entry(i);
      expect(spill.get(key, 0, length, hash)).toBe((i % 9) | (i << 16));
    }
    const { key, length, hash } = entry(777);
    expect(spill.get(key, 0, length, hash)).toBe(-1);
    expect(spill.stats.written).toBe(500);
    spill.close();
  });

  it('replaces the cheapest record of a full bucket, and keeps no key of over 14 words', () => {
    const spill = spillFile(4096); // one bucket of 64 records
    for (let i = 0; i < 64; i++) {
      const { key, length, hash } = entry(i);
      spill.put(key, 0, length, hash, 1 | ((i === 9 ? 1 : 50) << 16));
    }
    const late = entry(100);
    spill.put(late.key, 0, late.length, late.hash, 2 | (0xffff << 16));
    // The cost comes back capped at 0x7fff: a value word stays positive.
    expect(spill.get(late.key, 0, late.length, late.hash)).toBe(2 | (0x7fff << 16));
    expect(spill.get(entry(9).key, 0, entry(9).length, entry(9).hash)).toBe(-1);
    for (let i = 0; i < 64; i++) {
      if (i !== 9) {
        expect(spill.get(entry(i).key, 0, entry(i).length, entry(i).hash)).toBe(1 | (50 << 16));
      }
    }
    const long = new Uint32Array(15).fill(3);
    spill.put(long, 0, 15, 12345, 4);
    expect(spill.get(long, 0, 15, 12345)).toBe(-1);
    spill.close();
  });

  it('never gives a wrong value, however small', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(4000), fc.nat(50)), { maxLength: 300 }), (puts) => {
        const spill = spillFile(4096);
        const values = new Map<number, number>();
        for (const [i, value] of puts) {
          const { key, length, hash } = entry(i);
          spill.put(key, 0, length, hash, value | (1 << 16));
          values.set(i, value);
        }
        let kept = 0;
        for (const [i, value] of values) {
          const { key, length, hash } = entry(i);
          const found = spill.get(key, 0, length, hash);
          if (found >= 0) kept++;
          expect(found === -1 || found === (value | (1 << 16))).toBe(true);
        }
        spill.close();
        expect(kept).toBe(Math.min(values.size, 64));
      }),
      { numRuns: 100 },
    );
  });

  it('creates its file with the first entry, and deletes it when closed', () => {
    const spill = spillFile();
    const { key, length, hash } = entry(1);
    expect(spill.get(key, 0, length, hash)).toBe(-1);
    expect(existsSync(spill.path)).toBe(false);
    spill.put(key, 0, length, hash, 5);
    expect(existsSync(spill.path)).toBe(true);
    spill.close();
    expect(existsSync(spill.path)).toBe(false);
    expect(spill.get(key, 0, length, hash)).toBe(-1);
  });
});

describe('a full table with a spill file', () => {
  const cake = createCake(5, 6);
  const searched = (solver: GaletteSolver): number => {
    expect(solver.grundy(cake)).toBe(0);
    return solver.stats.positions;
  };

  it('searches far fewer parts than forgetting them, with either engine, the same parts', () => {
    const forgetting = searched(new GaletteSolver({ maxTableEntries: 1024 }));
    const spilled = (engine: 'webassembly' | 'typescript'): number => {
      const spill = spillFile();
      const parts = searched(new GaletteSolver({ maxTableEntries: 1024, engine, spill }));
      expect(spill.stats.written).toBeGreaterThan(0);
      expect(spill.stats.found).toBeGreaterThan(0);
      spill.close();
      return parts;
    };
    const wasm = spilled('webassembly');
    expect(spilled('typescript')).toBe(wasm);
    expect(wasm).toBeLessThan(forgetting / 3);
    expect(wasm).toBeLessThan(1.2 * searched(new GaletteSolver()));
  });

  it('shared, taken over alone, spills what it replaces, with either engine', () => {
    const alone = (wasmEngines?: number): number => {
      const spill = spillFile();
      const table = SharedPartTable.create({
        maxEntries: 1024,
        ...(wasmEngines && { wasmEngines }),
      });
      table.useAlone(spill);
      const parts = searched(new GaletteSolver({ sharedTable: table, engineIndex: 0 }));
      expect(spill.stats.found).toBeGreaterThan(0);
      spill.close();
      return parts;
    };
    const forgetting = SharedPartTable.create({ maxEntries: 1024 });
    forgetting.useAlone();
    const wasm = alone(1);
    expect(alone()).toBe(wasm);
    expect(wasm).toBeLessThan(searched(new GaletteSolver({ sharedTable: forgetting })) / 3);
  });

  it('stays exact with a table and a file too small for the parts', () => {
    const naive = new NaiveSolver();
    fc.assert(
      fc.property(smallCakes(4, 5), fc.boolean(), (position, wasm) => {
        const spill = spillFile(4096);
        const engine = wasm ? 'webassembly' : 'typescript';
        const solver = new GaletteSolver({ maxTableEntries: 1024, engine, spill });
        expect(solver.grundy(position)).toBe(naive.grundy(position));
        spill.close();
      }),
      { numRuns: 200 },
    );
  });
});

describe('ParallelGaletteSolver with a spill file', () => {
  it('spills what its full table forgets, on one thread or taken over alone, and deletes it', async () => {
    // 64 KiB: the smallest table, 1,024 entries, for the 1,678 parts of 5×6.
    for (const threads of [1, 2]) {
      const path = join(dir, `parallel-${threads}.spill`);
      const solver = new ParallelGaletteSolver({
        threads,
        serialMs: 0,
        maxMemoryBytes: 2 ** 16,
        spill: { path, maxBytes: 1 << 20 },
        startWorker: startSourceWorker,
      });
      expect(await solver.emptyCake(5, 6)).toBe(0);
      expect(solver.tableFull).toBe(true);
      expect(solver.spillStats!.found).toBeGreaterThan(0);
      // Forgetting instead, one thread searches 16,700 parts (two, before they hand the table
      // over, search a number that depends on their timing).
      if (threads === 1) expect(solver.stats.positions).toBeLessThan(2000);
      expect(existsSync(path)).toBe(true);
      await solver.close();
      expect(existsSync(path)).toBe(false);
    }
  });
});
