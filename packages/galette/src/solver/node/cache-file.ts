import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fdatasyncSync,
  fstatSync,
  ftruncateSync,
  linkSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  JournalError,
  journalFromTable,
  journalHeader,
  looksLikeJournal,
  notAJournal,
  type JournalScan,
  type JournalSource,
} from '../journal.js';

/** What opening a cache file found. */
export interface CacheOpened {
  /** Records read from the file. */
  readonly entries: number;
  /** Bytes of a torn last block (a run cut short while writing it), cut off the file. */
  readonly tornBytes: number;
  /** Whether the file was a table saved whole by an earlier version, rewritten as a journal. */
  readonly upgraded: boolean;
}

/**
 * A cache file that another running process has open: two runs appending to one journal would
 * interleave their blocks, so the second is refused.
 */
export class CacheInUseError extends Error {
  override readonly name = 'CacheInUseError';
}

/** The base64 text of a table saved whole by earlier versions starts so. */
const OLD_TABLE_START = 'MVRUR';
/** Saved tables of earlier versions were read whole; larger files are not such tables. */
const MAX_OLD_TABLE_BYTES = 2 ** 30;

/**
 * A journal of solved parts on disk (see `solver/journal.ts`), appended to while a search runs.
 * Every write is synchronous and followed by `fdatasync`, so what was appended survives a kill
 * or a power cut, and a single-threaded search can flush from inside its progress callback.
 */
export class CacheFile {
  private fd: number | undefined;
  /** Bytes of the file: where the next block goes. */
  private size: number;
  /** The lock file that keeps other processes out while this one has the cache open. */
  private readonly lock: string;

  private constructor(fd: number, size: number, lock: string) {
    this.fd = fd;
    this.size = size;
    this.lock = lock;
  }

  /**
   * Opens a cache, giving its records to `load`, or creates it. A torn last block is cut off; a
   * table saved whole by an earlier version is rewritten as a journal (a new file renamed over
   * it). A file that is neither, or not a regular file (a device, a pipe), is left untouched and
   * a `JournalError` says so. While it is open, the lock file `path.lock` names this process; a
   * `CacheInUseError` refuses a cache whose lock names a process still running (a lock left by a
   * run that was killed is taken over).
   */
  static open(
    path: string,
    load: (source: JournalSource) => JournalScan,
  ): { file: CacheFile; opened: CacheOpened } {
    // A device or a pipe cannot be read back, nor have a lock beside it: refused untouched.
    if (!isRegularOrAbsent(path)) throw new JournalError('not a cache file (not a regular file)');
    const lock = takeLock(path);
    try {
      return CacheFile.openLocked(path, lock, load);
    } catch (error) {
      releaseLock(lock);
      throw error;
    }
  }

  private static openLocked(
    path: string,
    lock: string,
    load: (source: JournalSource) => JournalScan,
  ): { file: CacheFile; opened: CacheOpened } {
    let fd: number;
    try {
      fd = openSync(path, 'r+');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      fd = openSync(path, 'wx+');
    }
    try {
      const size = fstatSync(fd).size;
      const start = readBytes(fd, 0, Math.min(size, 8));
      if (!looksLikeJournal(start)) {
        closeSync(fd);
        fd = -1;
        rewriteOldTable(path, size);
        const reopened = CacheFile.openLocked(path, lock, load);
        return { ...reopened, opened: { ...reopened.opened, upgraded: true } };
      }
      const scan = load(fileSource(fd, size));
      const file = new CacheFile(fd, scan.validBytes, lock);
      if (scan.tornBytes > 0) ftruncateSync(fd, scan.validBytes);
      if (scan.validBytes === 0) file.append(journalHeader());
      return {
        file,
        opened: { entries: scan.entries, tornBytes: scan.tornBytes, upgraded: false },
      };
    } catch (error) {
      if (fd >= 0) closeSync(fd);
      throw error;
    }
  }

  /** Bytes of the file. */
  get bytes(): number {
    return this.size;
  }

  /** Appends bytes (whole journal blocks) and waits until they are on the disk. */
  append(bytes: Uint8Array): void {
    if (this.fd === undefined) throw new Error('the cache file is closed');
    if (bytes.length === 0) return;
    writeAllSync(this.fd, bytes, this.size);
    this.size += bytes.length;
  }

  /** Closes the file and lets other processes open it. */
  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
    releaseLock(this.lock);
  }
}

function isRegularOrAbsent(path: string): boolean {
  const info = statSync(path, { throwIfNoEntry: false });
  return info === undefined || info.isFile();
}

/**
 * Creates `path.lock` holding this process's id, whole or not at all (written beside it, then
 * linked in place, which fails when the lock exists). A lock naming a process that no longer
 * runs is removed and taken.
 */
function takeLock(path: string): string {
  const lock = `${path}.lock`;
  const temp = `${lock}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, `${process.pid}\n`, { flag: 'wx' });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(temp, lock);
        return lock;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = lockHolder(lock);
      if (holder !== undefined && isRunning(holder)) {
        throw new CacheInUseError(
          `in use by process ${holder}, another run with this cache: wait for it to end, or delete ${lock} if that process is no such run`,
        );
      }
      releaseLock(lock);
    }
    throw new CacheInUseError(`its lock ${lock} keeps being taken by other runs`);
  } finally {
    releaseLock(temp);
  }
}

/** The process id a lock file names, or undefined when it names none. */
function lockHolder(lock: string): number | undefined {
  try {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined; // removed meanwhile
  }
}

/** Whether a process with this id runs (one of another user's answers EPERM). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseLock(lock: string): void {
  try {
    unlinkSync(lock);
  } catch {
    // Gone already.
  }
}

/** Writes all the bytes at byte `at` of the file, and waits until they are on the disk. */
function writeAllSync(fd: number, bytes: Uint8Array, at: number): void {
  for (let done = 0; done < bytes.length;) {
    done += writeSync(fd, bytes, done, bytes.length - done, at + done);
  }
  fdatasyncSync(fd);
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

function readBytes(fd: number, at: number, length: number): Uint8Array {
  return fileSource(fd, at + length).read(at, length);
}

/**
 * Replaces a table saved whole as base64 text (the cache of earlier versions) by the journal of
 * its entries: written beside it, synced, then renamed over it, so a kill leaves one or the
 * other. Throws a `JournalError`, touching nothing, when the file is not such a table.
 */
function rewriteOldTable(path: string, size: number): void {
  const notCache = (): never => {
    throw notAJournal();
  };
  // Such a table starts with its signature "GTT1" (bytes 31 54 54 47): in base64, "MVRUR" and a sixth character that depends on what follows.
  const fd = openSync(path, 'r');
  let start: Uint8Array;
  try {
    start = readBytes(fd, 0, Math.min(size, 64));
  } finally {
    closeSync(fd);
  }
  const head = Buffer.from(start).toString('latin1').trimStart();
  if (size > MAX_OLD_TABLE_BYTES || !head.startsWith(OLD_TABLE_START)) notCache();
  const text = readFileSync(path, 'latin1').trim();
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) notCache();
  let journal: Uint8Array;
  try {
    journal = journalFromTable(Buffer.from(text, 'base64'));
  } catch {
    return notCache();
  }
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = openSync(temp, 'wx');
    try {
      writeAllSync(fd, journal, 0);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {
      // Renamed already, or never made.
    }
    throw error;
  }
}
