import type * as Crypto from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type * as Lmdb from 'lmdb';
import type { RootDatabase } from 'lmdb';
import {
  bytesSource,
  journalFromTable,
  JournalWriter,
  journalHeader,
  looksLikeJournal,
  scanJournal,
  type JournalSource,
} from '../journal.js';
import { keyLength } from '../records.js';
import type { PartSpill } from '../table.js';

/** What opening a store found. */
export interface StoreOpened {
  /** Parts the store holds. */
  readonly entries: number;
  /**
   * When the path was a cache file of cgkit 0.1.0: the parts converted from it, and where the
   * old file now is (kept, for the user to delete).
   */
  readonly converted?: { readonly parts: number; readonly oldFile: string };
}

/** What the store did in this run. */
export interface StoreStats {
  /** Parts written (solved with a cache open, or forgotten by a full table). */
  readonly written: number;
  /** Lookups of parts the table missed, and those the store answered. */
  readonly reads: number;
  readonly found: number;
}

/** A path that is not a store, or a 0.1.0 cache that cannot be read: the path is left untouched. */
export class StoreError extends Error {
  override readonly name = 'StoreError';
}

/**
 * A word shared by a process's threads that keeps a thread from being ended inside a write
 * transaction: 0 free, 1 while a store commits (the thread holds lmdb's write lock), 2 once the
 * process ends (no commit starts). A thread terminated inside a transaction never releases that
 * lock, and lmdb's clean-up at the thread's end then waits for it forever, with the thread that
 * ended the process waiting for that one: the thread that ends the process (or terminates one
 * with a store) first takes the word with `endCommits`. Made by `commitLock`.
 */
export type CommitLock = Int32Array;

const FREE = 0;
const COMMITTING = 1;
const ENDED = 2;

/** A new, free {@link CommitLock}, to share with the threads that open stores. */
export function commitLock(): CommitLock {
  return new Int32Array(new SharedArrayBuffer(4));
}

/**
 * Waits for the commit in progress under `lock`, if any, and lets no other start: call it before
 * ending the process or terminating a thread that may be committing. A store asked to commit
 * afterwards throws.
 */
export function endCommits(lock: CommitLock): void {
  while (Atomics.compareExchange(lock, 0, FREE, ENDED) === COMMITTING) {
    Atomics.wait(lock, 0, COMMITTING);
  }
}

/** Parts written in one transaction at most: a batch also bounds the pending map's memory. */
const BATCH = 1 << 15;
/** The base64 text of a table saved whole before 0.1.0 starts so ("GTT1"). */
const OLD_TABLE_START = 'MVRUR';
/** Saved tables before 0.1.0 were read whole; larger files are not such tables. */
const MAX_OLD_TABLE_BYTES = 2 ** 30;

/**
 * The solved parts in an LMDB environment (the `lmdb` package: memory-mapped, transactional,
 * safe for several processes at once): keys are the parts' packed keys as bytes, values the
 * 4-byte word `value | cost << 16`. Writes gather in memory and are committed in transactions
 * of up to 32,768 parts (`flush`, which the solver calls at least every 2 s), so a killed run
 * loses only what it had not committed. A part the table misses is looked for here (pending
 * writes first) before it is searched.
 *
 * A store is either a cache (`openCache`: a directory that lasts, synced on every commit) or,
 * without one, scratch: created in the temporary directory by the first part a full table
 * forgets, not synced, and unlinked as soon as it is open, so nothing is left behind however the
 * process ends (the system frees its pages once no process has it open).
 */
export class PartStore implements PartSpill {
  private db: RootDatabase<Buffer, Buffer> | undefined;
  private cache = false;
  /** Parts written since the last commit, by the latin1 text of their key bytes. */
  private readonly pending = new Map<string, number>();
  private readonly valueBytes = Buffer.alloc(4);
  private counts = { written: 0, reads: 0, found: 0 };
  /** While a cache is read into the table, parts it forgets are in the store already. */
  private loading = false;
  /**
   * Whether the store may hold parts the table lacks: once the table has forgotten one, or could
   * not take all of a cache. Until then a miss is not looked up (every part stored is in the
   * table), which keeps a search that fits in memory as fast with a cache as without.
   */
  private holdsMore = false;
  /** A scratch directory left to remove at close (where open files cannot be unlinked). */
  private scratchDir: string | undefined;

  /**
   * A store that opens a scratch environment in `scratchParent` (default: the temporary
   * directory) when the first part is put, unless `openCache` gave it one. Its commits hold
   * `lock`, when given (see {@link CommitLock}).
   */
  constructor(
    private readonly scratchParent: string = tmpdir(),
    private readonly lock?: CommitLock,
  ) {}

  /** Whether a cache (a lasting environment) is open. */
  get isCache(): boolean {
    return this.cache;
  }

  get stats(): StoreStats {
    return { ...this.counts };
  }

  /** Parts committed to the environment (0 before it exists). */
  get entries(): number {
    return this.db === undefined ? 0 : (this.db.getStats() as { entryCount: number }).entryCount;
  }

  /** Bytes of the environment's pages in use. */
  get bytes(): number {
    if (this.db === undefined) return 0;
    const stats = this.db.getStats() as Record<string, number>;
    return stats.pageSize! * (stats.lastPageNumber! + 1);
  }

  /**
   * Opens the environment at `path` (a directory, created when absent) as the cache. A cache
   * file of cgkit 0.1.0 there is converted once: its parts go into a new environment beside it,
   * the old file is renamed `path.0.1.0`, and the new environment takes its name (a conversion
   * cut short between the two is finished here). Anything else (another file, a non-empty directory without `data.mdb`, a device) is refused with a
   * `StoreError`, untouched.
   */
  openCache(path: string): StoreOpened {
    if (this.db !== undefined) throw new Error('a store is open already');
    const info = statSync(path, { throwIfNoEntry: false });
    let converted: StoreOpened['converted'];
    const finished = info === undefined ? finishConversion(path) : undefined;
    if (info?.isFile() === true) converted = convertOldCache(path, info.size, this.lock);
    else if (info !== undefined && !info.isDirectory()) {
      throw new StoreError('not a Galette cache (neither a directory nor a file)');
    } else if (info !== undefined) {
      const names = readdirSync(path);
      if (names.length > 0 && !names.includes('data.mdb')) {
        throw new StoreError('not a Galette cache: a directory without data.mdb');
      }
    }
    this.db = openEnvironment(path, true);
    this.cache = true;
    if (finished !== undefined) converted = { parts: this.entries, oldFile: finished };
    return { entries: this.entries, ...(converted && { converted }) };
  }

  get(key: Uint32Array, keyAt: number, length: number, _hash?: number): number {
    if (!this.holdsMore || this.db === undefined) return -1;
    this.counts.reads++;
    const bytes = keyBytes(key, keyAt, length);
    let word = this.pending.size === 0 ? undefined : this.pending.get(bytes.toString('latin1'));
    if (word === undefined) {
      const found = this.db.getBinaryFast(bytes);
      if (found === undefined) return -1;
      word = found.readUInt32LE(0);
    }
    this.counts.found++;
    // A table keeps costs below 2^15.
    return (word & 0xffff) | (Math.min(word >>> 16, 0x7fff) << 16);
  }

  put(key: Uint32Array, keyAt: number, length: number, _hash: number, valueWord: number): void {
    if (this.loading) return;
    this.holdsMore = true;
    this.add(key, keyAt, length, valueWord);
  }

  /** Writes a part, value word `value | cost << 16` (committed by the next `flush`). */
  add(key: Uint32Array, keyAt: number, length: number, valueWord: number): void {
    this.db ??= this.openScratch();
    this.pending.set(keyBytes(key, keyAt, length).toString('latin1'), valueWord >>> 0);
    this.counts.written++;
    if (this.pending.size >= BATCH) this.flush();
  }

  /**
   * Commits the parts of journal blocks (as a solver's `takeJournal` gives them) in one
   * transaction with the pending ones, written straight from the blocks. Returns their count.
   */
  commitJournal(blocks: Uint8Array): number {
    if (blocks.length === 0) {
      this.flush();
      return 0;
    }
    const db = (this.db ??= this.openScratch());
    let parts = 0;
    this.transaction(db, () => {
      this.writePending(db);
      const source = bytesSource(withHeader(blocks));
      parts = scanJournal(source, (key, length, valueWord) => {
        this.valueBytes.writeUInt32LE(valueWord >>> 0, 0);
        db.putSync(keyBytes(key, 0, length), this.valueBytes);
      }).entries;
    });
    this.counts.written += parts;
    return parts;
  }

  /** Commits the pending parts in one transaction. */
  flush(): void {
    const { db } = this;
    if (db === undefined || this.pending.size === 0) return;
    this.transaction(db, () => this.writePending(db));
  }

  /** Runs `write` in a write transaction, holding the commit lock meanwhile (if any). */
  private transaction(db: RootDatabase<Buffer, Buffer>, write: () => void): void {
    const { lock } = this;
    if (lock === undefined) return void db.transactionSync(write);
    for (;;) {
      const state = Atomics.compareExchange(lock, 0, FREE, COMMITTING);
      if (state === FREE) break;
      if (state === ENDED) throw new Error('the process is ending: nothing more is committed');
      Atomics.wait(lock, 0, state); // another thread's commit
    }
    try {
      db.transactionSync(write);
    } finally {
      Atomics.store(lock, 0, FREE);
      Atomics.notify(lock, 0);
    }
  }

  private writePending(db: RootDatabase<Buffer, Buffer>): void {
    const { pending, valueBytes } = this;
    for (const [key, word] of pending) {
      valueBytes.writeUInt32LE(word, 0);
      db.putSync(Buffer.from(key, 'latin1'), valueBytes);
    }
    pending.clear();
  }

  /**
   * Gives the committed parts, as journal blocks of up to 65,536 parts, to `load` until it says
   * the table is full (returns false); parts the table forgets meanwhile are not written back.
   */
  load(load: (blocks: Uint8Array) => boolean): void {
    if (this.db === undefined) return;
    this.loading = true;
    try {
      const writer = new JournalWriter();
      const words = new Uint32Array(64);
      for (const { key, value } of this.db.getRange({})) {
        const length = key.length >>> 2;
        if (length === 0 || length > words.length || value.length !== 4) continue;
        for (let i = 0; i < length; i++) words[i] = key.readUInt32LE(4 * i);
        if (keyLength(words[0]!) !== length) continue;
        writer.add(words, 0, length, value.readUInt32LE(0));
        if (writer.count >= 1 << 16 && !load(withHeader(writer.take()))) {
          this.holdsMore = true;
          return;
        }
      }
      if (writer.count > 0 && !load(withHeader(writer.take()))) this.holdsMore = true;
    } finally {
      this.loading = false;
    }
  }

  /** Commits what is pending and closes the environment (a scratch one is then gone). */
  async close(): Promise<void> {
    const { db } = this;
    if (db === undefined) return;
    try {
      this.flush();
    } finally {
      this.db = undefined;
      this.cache = false;
      this.holdsMore = false;
      this.pending.clear();
      await db.close();
      if (this.scratchDir !== undefined) rmSync(this.scratchDir, { recursive: true, force: true });
      this.scratchDir = undefined;
    }
  }

  private openScratch(): RootDatabase<Buffer, Buffer> {
    const dir = mkdtempSync(join(this.scratchParent, 'cgkit-galette-'));
    const db = openEnvironment(dir, false);
    // Open files stay readable once unlinked, except on Windows: removed at close there.
    if (process.platform === 'win32') this.scratchDir = dir;
    else rmSync(dir, { recursive: true, force: true });
    return db;
  }
}

/**
 * lmdb, loaded when a store is first opened: a native module whose loading costs a run that never
 * opens one (a small cake, the CLI's start-up) about 40 ms of CPU.
 */
let lmdb: typeof Lmdb | undefined;

function openEnvironment(path: string, durable: boolean): RootDatabase<Buffer, Buffer> {
  lmdb ??= createRequire(import.meta.url)('lmdb') as typeof Lmdb;
  return lmdb.open<Buffer, Buffer>({
    path,
    keyEncoding: 'binary',
    encoding: 'binary',
    // A directory (data.mdb, lock.mdb) whatever the name (lmdb takes a name with a dot for a file).
    noSubdir: false,
    // Scratch needs no sync: it does not outlive the process.
    ...(!durable && { noSync: true }),
  });
}

/** The bytes of the key of `length` words at `key[keyAt]` (a view, little-endian words). */
function keyBytes(key: Uint32Array, keyAt: number, length: number): Buffer {
  return Buffer.from(key.buffer, key.byteOffset + 4 * keyAt, 4 * length);
}

function withHeader(blocks: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(blocks.length + 8);
  bytes.set(journalHeader());
  bytes.set(blocks, 8);
  return bytes;
}

/** Where a converted environment waits while the old file moves aside (see `convertOldCache`). */
function convertedPath(path: string): string {
  return join(dirname(path), `.${basename(path)}.converted`);
}

/**
 * Ends a conversion cut short after the old file was renamed `path.0.1.0` and before the
 * environment took its name (`path` is then missing): the environment takes it now. Returns
 * undefined when no conversion was under way.
 */
function finishConversion(path: string): string | undefined {
  const ready = convertedPath(path);
  const oldFile = `${path}.0.1.0`;
  if (!existsSync(ready) || !existsSync(oldFile)) return undefined;
  renameSync(ready, path);
  return oldFile;
}

/**
 * Converts a cache file of cgkit 0.1.0 (a journal, or the base64 table before it) into an
 * environment, so that a run cut short at any point leaves either the old file at `path` (the
 * next run converts it again) or the old file renamed `path.0.1.0` beside the finished
 * environment, which the next run moves into place (`finishConversion`): the environment is
 * built under a name of its own, renamed `.NAME.converted` once complete, then the old file is
 * renamed `path.0.1.0` and the environment takes its name. A file that is neither throws a
 * `StoreError`, untouched.
 */
function convertOldCache(
  path: string,
  size: number,
  lock: CommitLock | undefined,
): { parts: number; oldFile: string } {
  const fd = openSync(path, 'r');
  let source: JournalSource;
  try {
    source = fileSource(fd, size);
    const start = source.read(0, Math.min(size, 64));
    if (size === 0 || !looksLikeJournal(start)) {
      const head = Buffer.from(start).toString('latin1').trimStart();
      if (size > MAX_OLD_TABLE_BYTES || !head.startsWith(OLD_TABLE_START)) {
        throw new StoreError('not a Galette cache: neither an LMDB store nor a cache of 0.1.0');
      }
      source = bytesSource(oldTableJournal(path));
    }
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  // Required here, for this rare conversion: imported, it cost every `cgkit galette` start-up.
  const { randomBytes } = createRequire(import.meta.url)('node:crypto') as typeof Crypto;
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  const store = new PartStore(undefined, lock);
  try {
    store.openCache(temp);
    const parts = scanJournal(source, (key, length, valueWord) =>
      store.add(key, 0, length, valueWord),
    ).entries;
    store.flush();
    void store.close();
    const ready = convertedPath(path);
    rmSync(ready, { recursive: true, force: true }); // a conversion cut short before its file moved
    renameSync(temp, ready);
    const oldFile = `${path}.0.1.0`;
    renameSync(path, oldFile);
    renameSync(ready, path);
    return { parts, oldFile };
  } catch (error) {
    void store.close();
    rmSync(temp, { recursive: true, force: true });
    if (error instanceof Error && error.name === 'JournalError') {
      throw new StoreError(`a cache of 0.1.0 that cannot be converted: ${error.message}`);
    }
    throw error;
  } finally {
    closeSync(fd);
  }
}

/** The journal of a table saved whole as base64 text (before 0.1.0's journal). */
function oldTableJournal(path: string): Uint8Array {
  const text = readFileSync(path, 'latin1').trim();
  const refuse = new StoreError('not a Galette cache: a damaged table of an earlier version');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw refuse;
  try {
    return journalFromTable(Buffer.from(text, 'base64'));
  } catch {
    throw refuse;
  }
}

/** A journal file read through one reusable buffer. */
function fileSource(fd: number, size: number): JournalSource {
  let buffer = new Uint8Array(1 << 16);
  return {
    size,
    read(at, length) {
      if (buffer.length < length) buffer = new Uint8Array(Math.max(length, 2 * buffer.length));
      let got = 0;
      while (got < length) {
        const n = readSync(fd, buffer, got, length - got, at + got);
        if (n === 0) break;
        got += n;
      }
      return buffer.subarray(0, got);
    },
  };
}
