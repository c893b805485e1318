import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCake } from '../../model.js';
import { GaletteSolver } from '../galette-solver.js';
import { JournalError } from '../journal.js';
import { startSourceWorker } from '../../testing/source-worker.js';
import { CacheInUseError } from './cache-file.js';
import { ParallelGaletteSolver } from './parallel.js';

const dir = mkdtempSync(join(tmpdir(), 'cgkit-galette-cache-'));

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
  it('keeps every part solved in the file, where a later run finds them', async () => {
    const path = join(dir, 'round.cache');
    const first = cached(path);
    expect(await first.emptyCake(5, 6)).toBe(0);
    await first.close();
    expect(first.cacheStats).toBeUndefined();
    const second = new ParallelGaletteSolver({ threads: 1 });
    expect(second.openCache(path)).toEqual({
      entries: first.stats.positions,
      tornBytes: 0,
      upgraded: false,
    });
    expect(await second.emptyCake(5, 6)).toBe(0);
    expect(second.stats.positions).toBe(0);
    await second.close();
  });

  it('cuts off a torn last block and appends after what is whole', async () => {
    const path = join(dir, 'torn.cache');
    const first = cached(path);
    await first.emptyCake(4, 6);
    first.flushCache();
    const whole = statSync(path).size;
    await first.emptyCake(5, 5);
    await first.close();
    const cut = statSync(path).size - 3;
    truncateSync(path, cut);
    const second = new ParallelGaletteSolver({ threads: 1 });
    expect(second.openCache(path).tornBytes).toBe(cut - whole);
    expect(statSync(path).size).toBe(whole);
    expect(await second.emptyCake(5, 5)).toBe(0);
    const searched = second.stats.positions;
    expect(searched).toBeGreaterThan(0);
    await second.close();
    const third = new ParallelGaletteSolver({ threads: 1 });
    expect(third.openCache(path).tornBytes).toBe(0);
    await third.emptyCake(5, 5);
    expect(third.stats.positions).toBe(0);
    await third.close();
  });

  it('refuses a file that is not a cache, leaving it untouched', () => {
    for (const text of ['not a table\n', '\u0000\u0001binary', 'R1RUMQ==\n']) {
      const path = join(dir, 'bad.cache');
      writeFileSync(path, text);
      expect(() => new ParallelGaletteSolver({ threads: 1 }).openCache(path)).toThrow(JournalError);
      expect(readFileSync(path, 'latin1')).toBe(text);
    }
  });

  it('refuses a named pipe or a device, untouched and with no lock beside it', () => {
    const pipe = join(dir, 'pipe.cache');
    execFileSync('mkfifo', [pipe]);
    const paths = [pipe];
    if (process.getuid?.() === 0) {
      // As /dev/null is (made here: the real one is not put at risk).
      paths.push(join(dir, 'null.cache'));
      execFileSync('mknod', [paths[1]!, 'c', '1', '3']);
    }
    for (const path of paths) {
      const solver = new ParallelGaletteSolver({ threads: 1 });
      expect(() => solver.openCache(path)).toThrow('not a cache file (not a regular file)');
      expect(statSync(path).isFile()).toBe(false);
      expect(existsSync(`${path}.lock`)).toBe(false);
    }
  });

  it('rewrites the table an earlier version saved as a journal of the same parts', async () => {
    const path = join(dir, 'old.cache');
    const old = new GaletteSolver();
    old.grundy(createCake(5, 5));
    writeFileSync(path, `${Buffer.from(old.serializeTable()).toString('base64')}\n`);
    const solver = new ParallelGaletteSolver({ threads: 1 });
    expect(solver.openCache(path)).toEqual({
      entries: old.tableSize,
      tornBytes: 0,
      upgraded: true,
    });
    expect(await solver.emptyCake(5, 5)).toBe(0);
    expect(solver.stats.positions).toBe(0);
    await solver.close();
    expect(readFileSync(path).subarray(0, 4).toString('latin1')).toBe('GTJ1');
  });

  it('writes the parts of threads to the file while they search, across table growth', async () => {
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
    expect(statSync(path).size).toBe(solver.cacheStats!.bytes);
    await solver.close();
    const reader = new ParallelGaletteSolver({ threads: 2, startWorker: startSourceWorker });
    expect(reader.openCache(path).entries).toBeGreaterThanOrEqual(solver.tableSize);
    expect(await reader.emptyCake(6, 6)).toBe(1);
    expect(reader.stats.positions).toBe(0);
    await reader.close();
  });

  it('keeps its table within the memory bound, exact, forgetting what does not fit', async () => {
    // 64 KiB: the smallest table, 1,024 entries, for the 1,678 parts of 5×6.
    const solver = new ParallelGaletteSolver({ threads: 1, maxMemoryBytes: 2 ** 16 });
    expect(await solver.emptyCake(5, 6)).toBe(0);
    expect(solver.tableSize).toBeLessThanOrEqual(1024);
    expect(solver.tableFull).toBe(true);
    await solver.close();
    const shared = new ParallelGaletteSolver({
      threads: 2,
      serialMs: 0,
      maxMemoryBytes: 2 ** 16,
      startWorker: startSourceWorker,
    });
    expect(await shared.emptyCake(4, 7)).toBe(1);
    expect(shared.tableSize).toBeLessThanOrEqual(1024);
    // Threads that cannot share new parts search them again each time: once parts no longer
    // fit, the calling thread goes on alone, forgetting cheap parts (it was 7.5 million parts
    // searched for 5×6, now some 30,000: one thread alone searches 16,700).
    expect(await shared.emptyCake(5, 6)).toBe(0);
    expect(shared.tableFull).toBe(true);
    expect(shared.tableSize).toBeLessThanOrEqual(1024);
    expect(shared.stats.positions).toBeLessThan(300_000);
    await shared.close();
  });

  it('keeps a second run out while the cache is open, and lets it in once closed', async () => {
    const path = join(dir, 'locked.cache');
    const first = cached(path);
    expect(await first.emptyCake(4, 4)).toBe(1);
    first.flushCache();
    const bytes = readFileSync(path);
    const second = new ParallelGaletteSolver({ threads: 1 });
    expect(() => second.openCache(path)).toThrow(CacheInUseError);
    expect(() => second.openCache(path)).toThrow(`in use by process ${process.pid}`);
    expect(readFileSync(path)).toEqual(bytes);
    await first.close();
    expect(existsSync(`${path}.lock`)).toBe(false);
    expect(second.openCache(path).entries).toBe(first.stats.positions);
    await second.close();
  });

  it('takes over the lock of a run that was killed', async () => {
    const path = join(dir, 'stale.cache');
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(`${path}.lock`, `${ended}\n`);
    const solver = cached(path);
    expect(readFileSync(`${path}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    await solver.close();
    expect(readdirSync(dir).filter((name) => name.startsWith('stale.cache.lock'))).toEqual([]);
  });
});
