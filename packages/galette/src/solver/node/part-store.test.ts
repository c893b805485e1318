import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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
import { commitLock, endCommits, PartStore, StoreError } from './part-store.js';

const dir = mkdtempSync(join(tmpdir(), 'galette-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let stores = 0;
/** A scratch store in a folder of its own, to see what it leaves there. */
function scratch(): { store: PartStore; folder: string } {
  const folder = join(dir, `scratch-${stores++}`);
  mkdirSync(folder);
  return { store: new PartStore(folder), folder };
}

/** The key of entry i (all distinct). */
const entry = (i: number): ReturnType<typeof keyOf> => keyOf([31, 31, i & 31, i >>> 5]);

describe('PartStore', () => {
  it('gives back the value word of each part put, pending or committed, and -1 for others', async () => {
    const { store } = scratch();
    const { key, length, hash } = entry(777);
    expect(store.get(key, 0, length, hash)).toBe(-1);
    for (let i = 0; i < 500; i++) {
      const e = entry(i);
      store.put(e.key, 0, e.length, e.hash, (i % 9) | (i << 16));
      if (i === 250) store.flush();
    }
    for (let i = 0; i < 500; i++) {
      const e = entry(i);
      expect(store.get(e.key, 0, e.length, e.hash)).toBe((i % 9) | (i << 16));
    }
    expect(store.get(key, 0, length, hash)).toBe(-1);
    // The cost comes back capped at 0x7fff: a value word stays positive.
    store.put(key, 0, length, hash, 2 | (0xffff << 16));
    expect(store.get(key, 0, length, hash)).toBe(2 | (0x7fff << 16));
    store.flush();
    expect(store.get(key, 0, length, hash)).toBe(2 | (0x7fff << 16));
    expect(store.entries).toBe(501);
    expect(store.stats.written).toBe(501);
    await store.close();
  });

  it('holds the last value put for every key', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(3000), fc.nat(50), fc.boolean()), { maxLength: 200 }),
        async (puts) => {
          const { store } = scratch();
          const values = new Map<number, number>();
          for (const [i, value, commit] of puts) {
            const e = entry(i);
            store.put(e.key, 0, e.length, e.hash, value | (1 << 16));
            values.set(i, value | (1 << 16));
            if (commit) store.flush();
          }
          for (let i = 0; i < 3000; i += 7) {
            const e = entry(i);
            expect(store.get(e.key, 0, e.length, e.hash)).toBe(values.get(i) ?? -1);
          }
          for (const [i, word] of values) {
            const e = entry(i);
            expect(store.get(e.key, 0, e.length, e.hash)).toBe(word);
          }
          await store.close();
        },
      ),
      { numRuns: 30 },
    );
  });

  it('makes its scratch environment with the first part, and leaves nothing behind', async () => {
    const { store, folder } = scratch();
    const { key, length, hash } = entry(1);
    store.put(key, 0, length, hash, 5);
    store.flush();
    expect(store.get(key, 0, length, hash)).toBe(5);
    expect(store.entries).toBe(1);
    // Unlinked as soon as open: a kill leaves nothing either.
    expect(readdirSync(folder)).toEqual([]);
    await store.close();
    expect(readdirSync(folder)).toEqual([]);
    expect(store.get(key, 0, length, hash)).toBe(-1);
  });
});

describe('a full table with the store', () => {
  const cake = createCake(5, 6);
  const searched = (solver: GaletteSolver): number => {
    expect(solver.grundy(cake)).toBe(0);
    return solver.stats.positions;
  };

  it('searches far fewer parts than forgetting them, with either engine, the same parts', async () => {
    const forgetting = searched(new GaletteSolver({ maxTableEntries: 1024 }));
    const spilled = async (engine: 'webassembly' | 'typescript'): Promise<number> => {
      const { store } = scratch();
      const parts = searched(new GaletteSolver({ maxTableEntries: 1024, engine, spill: store }));
      expect(store.stats.written).toBeGreaterThan(0);
      expect(store.stats.found).toBeGreaterThan(0);
      await store.close();
      return parts;
    };
    const wasm = await spilled('webassembly');
    expect(await spilled('typescript')).toBe(wasm);
    expect(wasm).toBeLessThan(forgetting / 3);
    expect(wasm).toBeLessThan(1.2 * searched(new GaletteSolver()));
  });

  it('shared, taken over alone, stores what it replaces, with either engine', async () => {
    const alone = async (wasmEngines?: number): Promise<number> => {
      const { store } = scratch();
      const table = SharedPartTable.create({
        maxEntries: 1024,
        ...(wasmEngines && { wasmEngines }),
      });
      table.useAlone(store);
      const parts = searched(new GaletteSolver({ sharedTable: table, engineIndex: 0 }));
      expect(store.stats.found).toBeGreaterThan(0);
      await store.close();
      return parts;
    };
    const forgetting = SharedPartTable.create({ maxEntries: 1024 });
    forgetting.useAlone();
    const wasm = await alone(1);
    expect(await alone()).toBe(wasm);
    expect(wasm).toBeLessThan(searched(new GaletteSolver({ sharedTable: forgetting })) / 3);
  });

  it('stays exact with a table too small for the parts', async () => {
    const naive = new NaiveSolver();
    const { store } = scratch();
    fc.assert(
      fc.property(smallCakes(4, 5), fc.boolean(), (position, wasm) => {
        const engine = wasm ? 'webassembly' : 'typescript';
        const solver = new GaletteSolver({ maxTableEntries: 1024, engine, spill: store });
        expect(solver.grundy(position)).toBe(naive.grundy(position));
      }),
      { numRuns: 100 },
    );
    await store.close();
  });
});

/** A solver on `threads` threads with the cache at `path` open. */
function cached(path: string, threads = 1): ParallelGaletteSolver {
  const solver = new ParallelGaletteSolver({
    threads,
    serialMs: 0,
    startWorker: startSourceWorker,
  });
  solver.openCache(path);
  return solver;
}

describe('ParallelGaletteSolver.openCache', () => {
  it('keeps every part solved in the store, where a later run finds them', async () => {
    const path = join(dir, 'round.cache');
    const first = cached(path);
    expect(await first.emptyCake(5, 6)).toBe(0);
    await first.close();
    expect(first.cacheStats).toBeUndefined();
    const second = new ParallelGaletteSolver({ threads: 1 });
    expect(second.openCache(path)).toEqual({ entries: first.stats.positions });
    expect(await second.emptyCake(5, 6)).toBe(0);
    expect(second.stats.positions).toBe(0);
    await second.close();
  });

  it('commits the parts of threads while they search, across table growth', async () => {
    const path = join(dir, 'threads.cache');
    // A first table of 1,024 entries, grown fourfold (its log written first) three times.
    const solver = new ParallelGaletteSolver({
      threads: 2,
      serialMs: 0,
      maxTableEntries: 1 << 16,
      startWorker: startSourceWorker,
    });
    solver.openCache(path);
    expect(await solver.emptyCake(6, 6)).toBe(1);
    expect(solver.tableSize).toBeGreaterThan(1024);
    // Written during the search (no flush asked for yet): at least each table outgrown.
    expect(solver.cacheStats!.entries).toBeGreaterThan(0);
    await solver.close();
    const reader = new ParallelGaletteSolver({ threads: 2, startWorker: startSourceWorker });
    // Every part: two threads racing on one key may both store it in the shared table (see
    // shared-table.ts), which counts it twice, while the store keeps it once.
    const { entries } = reader.openCache(path);
    expect(entries).toBeLessThanOrEqual(solver.tableSize);
    expect(entries).toBeGreaterThan(0.99 * solver.tableSize);
    expect(await reader.emptyCake(6, 6)).toBe(1);
    expect(reader.stats.positions).toBe(0);
    await reader.close();
  });

  it('reads back from the cache the parts its full table could not hold', async () => {
    const path = join(dir, 'full.cache');
    const first = cached(path);
    expect(await first.emptyCake(5, 6)).toBe(0);
    await first.close();
    // 64 KiB: the smallest table, 1,024 entries, for the 1,678 parts of 5×6.
    const small = new ParallelGaletteSolver({ threads: 1, maxMemoryBytes: 2 ** 16 });
    small.openCache(path);
    expect(small.tableFull).toBe(true);
    expect(await small.emptyCake(5, 6)).toBe(0);
    expect(small.stats.positions).toBeLessThan(50);
    await small.close();
  });

  it('converts a cache file of 0.1.0 once, keeping the old file beside it', async () => {
    const path = join(dir, 'old.cache');
    const fixture = new URL('../../testing/cache-0.1.0.bin', import.meta.url);
    copyFileSync(fixture, path);
    const solver = new ParallelGaletteSolver({ threads: 1 });
    // The fixture holds the 251 parts of the empty 4×6, written by 0.1.0's cache file.
    expect(solver.openCache(path)).toEqual({
      entries: 251,
      converted: { parts: 251, oldFile: `${path}.0.1.0` },
    });
    expect(await solver.emptyCake(4, 6)).toBe(3);
    expect(solver.stats.positions).toBe(0);
    await solver.close();
    expect(readFileSync(`${path}.0.1.0`)).toEqual(readFileSync(fixture));
    const again = new ParallelGaletteSolver({ threads: 1 });
    expect(again.openCache(path)).toEqual({ entries: 251 });
    await again.close();
  });

  it('finishes a conversion cut short at either step on the next run', async () => {
    const fixture = new URL('../../testing/cache-0.1.0.bin', import.meta.url);
    const path = join(dir, 'cut.cache');
    const ready = join(dir, '.cut.cache.converted');
    copyFileSync(fixture, path);
    const first = new ParallelGaletteSolver({ threads: 1 });
    first.openCache(path);
    await first.close();
    // Cut short after the old file moved aside, before the environment took its name.
    renameSync(path, ready);
    const resumed = new ParallelGaletteSolver({ threads: 1 });
    expect(resumed.openCache(path)).toEqual({
      entries: 251,
      converted: { parts: 251, oldFile: `${path}.0.1.0` },
    });
    expect(await resumed.emptyCake(4, 6)).toBe(3);
    expect(resumed.stats.positions).toBe(0);
    await resumed.close();
    // Cut short before the old file moved: it is converted again, over the finished environment.
    rmSync(path, { recursive: true });
    renameSync(`${path}.0.1.0`, path);
    mkdirSync(ready);
    writeFileSync(join(ready, 'data.mdb'), 'torn');
    const again = new ParallelGaletteSolver({ threads: 1 });
    expect(again.openCache(path).converted).toEqual({ parts: 251, oldFile: `${path}.0.1.0` });
    await again.close();
    expect(existsSync(ready)).toBe(false);
  });

  it('refuses what is not a cache, leaving it untouched', async () => {
    const file = join(dir, 'text.cache');
    writeFileSync(file, 'not a table\n');
    const folder = join(dir, 'folder.cache');
    mkdirSync(folder);
    writeFileSync(join(folder, 'notes.txt'), 'mine\n');
    for (const path of [file, folder, '/dev/null']) {
      const solver = new ParallelGaletteSolver({ threads: 1 });
      expect(() => solver.openCache(path)).toThrow(StoreError);
      await solver.close();
    }
    expect(readFileSync(file, 'utf8')).toBe('not a table\n');
    expect(readdirSync(folder)).toEqual(['notes.txt']);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('ParallelGaletteSolver without a cache', () => {
  it('spills what its full table forgets to a scratch store, on one thread or alone', async () => {
    for (const threads of [1, 2]) {
      const { folder } = scratch();
      const solver = new ParallelGaletteSolver({
        threads,
        serialMs: 0,
        maxMemoryBytes: 2 ** 16,
        scratchDir: folder,
        startWorker: startSourceWorker,
      });
      expect(await solver.emptyCake(5, 6)).toBe(0);
      expect(solver.tableFull).toBe(true);
      expect(solver.storeStats!.found).toBeGreaterThan(0);
      // Forgetting instead, one thread searches 16,700 parts (two, before they hand the table
      // over, search a number that depends on their timing).
      if (threads === 1) expect(solver.stats.positions).toBeLessThan(2000);
      expect(readdirSync(folder)).toEqual([]);
      await solver.close();
    }
  });

  it('forgets instead with spilling off', async () => {
    const solver = new ParallelGaletteSolver({ threads: 1, maxMemoryBytes: 2 ** 16, spill: false });
    expect(await solver.emptyCake(5, 6)).toBe(0);
    expect(solver.storeStats).toBeUndefined();
    expect(solver.stats.positions).toBeGreaterThan(10_000);
    await solver.close();
  });
});

describe('PartStore under a commit lock', () => {
  it('commits as without one, and nothing once the process ends', async () => {
    const lock = commitLock();
    const path = join(dir, 'locked.cache');
    const store = new PartStore(undefined, lock);
    store.openCache(path);
    const { key, length } = entry(1);
    store.add(key, 0, length, 7);
    store.flush();
    expect(Atomics.load(lock, 0)).toBe(0);
    expect(store.entries).toBe(1);
    endCommits(lock);
    const other = entry(2);
    store.add(other.key, 0, other.length, 9);
    expect(() => store.flush()).toThrow(/process is ending/);
    await expect(store.close()).rejects.toThrow(/process is ending/);
    const reader = new PartStore();
    expect(reader.openCache(path).entries).toBe(1);
    await reader.close();
  });

  it('lets a thread that commits be ended only between commits', async () => {
    const lock = commitLock();
    const worker = startSourceWorker(new URL('../../testing/commit-loop.js', import.meta.url), {
      workerData: { path: join(dir, 'loop.cache'), lock },
    });
    // Its end is expected (it commits until the lock refuses), any other failure is not.
    const failed = new Promise<Error>((resolve) => worker.once('error', resolve));
    await new Promise((resolve) => worker.once('message', resolve));
    // Wait until it is inside a commit (holding lmdb's write lock), then end it: without the
    // lock, the thread ended there never finishes (lmdb's clean-up waits for its own lock).
    while (Atomics.load(lock, 0) !== 1) Atomics.wait(lock, 0, Atomics.load(lock, 0), 1);
    endCommits(lock);
    expect(Atomics.load(lock, 0)).toBe(2);
    await worker.terminate();
    const error = await Promise.race([failed, Promise.resolve(undefined)]);
    if (error !== undefined) expect(error.message).toMatch(/process is ending/);
  });
});
