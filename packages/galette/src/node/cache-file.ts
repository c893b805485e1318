import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fdatasyncSync,
  fstatSync,
  ftruncateSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  journalFromTable,
  journalHeader,
  looksLikeJournal,
  notAJournal,
  type JournalScan,
  type JournalSource,
} from '../solver/journal.js';

/** What opening a cache file found. */
export interface CacheOpened {
  /** Records read from the file. */
  readonly entries: number;
  /** Bytes of a torn last block (a run cut short while writing it), cut off the file. */
  readonly tornBytes: number;
  /** Whether the file was a table saved whole by an earlier version, rewritten as a journal. */
  readonly upgraded: boolean;
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

  private constructor(fd: number, size: number) {
    this.fd = fd;
    this.size = size;
  }

  /**
   * Opens a cache, giving its records to `load`, or creates it. A torn last block is cut off; a
   * table saved whole by an earlier version is rewritten as a journal (a new file renamed over
   * it). A file that is neither is left untouched and a `JournalError` says so.
   */
  static open(
    path: string,
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
        const reopened = CacheFile.open(path, load);
        return { ...reopened, opened: { ...reopened.opened, upgraded: true } };
      }
      const scan = load(fileSource(fd, size));
      const file = new CacheFile(fd, scan.validBytes);
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

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
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
