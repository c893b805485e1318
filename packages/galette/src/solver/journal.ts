import {
  keyLength,
  readTable,
  RecordBuffer,
  recordValueWord,
  toLittleEndianBytes,
} from './records.js';

/**
 * The journal of solved parts: an append-only form of the table, so a search can hand over what
 * it solved every few seconds and a run cut short (killed, out of power) loses only the last
 * few seconds. Little-endian 32-bit words:
 *
 * - a file header `[FILE_MAGIC, VERSION]`;
 * - blocks `[BLOCK_MAGIC, crc, words, count]` followed by `words` words holding `count` records,
 *   where `crc` is the CRC-32 of the bytes from `words` to the block's end;
 * - a record is a packed part key (its length follows from its first word, see `keyLength`) and
 *   a value word `value | cost << 16` (cost: the parts its search took, capped at 0xffff).
 *
 * A block is written with one append, so a run cut short leaves at most one torn block, at the
 * end: one shorter than its header says, one that fails its checksum and ends the file, or a
 * run of zero bytes (a file extended by the system whose data never reached the disk). Reading
 * stops there and reports it; anything wrong before the end is a corrupt journal.
 */
const FILE_MAGIC = 0x314a5447; // "GTJ1"
const VERSION = 1;
const BLOCK_MAGIC = 0x4b4c4247; // "GBLK"
export const JOURNAL_HEADER_BYTES = 8;
const BLOCK_HEADER_WORDS = 4;
/** Records gather into blocks of at most this many words (4 MiB), so reading stays bounded. */
const BLOCK_WORDS = 1 << 20;
/** Larger blocks are refused: no writer makes them (a record is far shorter than a block). */
const MAX_BLOCK_WORDS = 2 * BLOCK_WORDS;

/** A journal that cannot be read: not a journal, or corrupt before its end. */
export class JournalError extends Error {
  override readonly name = 'JournalError';
}

/** The error for bytes that are not a journal at all. */
export function notAJournal(): JournalError {
  return new JournalError('not a Galette cache: it does not start with the cache signature');
}

/** Random access to the bytes of a journal (a file or an array). */
export interface JournalSource {
  readonly size: number;
  /**
   * Up to `length` bytes from byte `at`, fewer only at the end. The bytes may be overwritten by
   * the next read, so a file can be read through one buffer.
   */
  read(at: number, length: number): Uint8Array;
}

/** What reading a journal found. */
export interface JournalScan {
  /** Records read (a part solved twice, by two threads or after being forgotten, counts twice). */
  readonly entries: number;
  /** Bytes of the journal up to the end of its last whole block: where appending resumes. */
  readonly validBytes: number;
  /** Bytes after it: a block torn when the run writing it was cut short, ignored. */
  readonly tornBytes: number;
}

/** The first bytes of every journal. */
export function journalHeader(): Uint8Array {
  return toLittleEndianBytes(Uint32Array.of(FILE_MAGIC, VERSION));
}

/** Whether bytes start with the journal's signature (or with part of it: a shorter file). */
export function looksLikeJournal(bytes: Uint8Array): boolean {
  const header = journalHeader();
  const n = Math.min(bytes.length, 4);
  for (let i = 0; i < n; i++) if (bytes[i] !== header[i]) return false;
  return true;
}

/** A journal held in memory as a {@link JournalSource}. */
export function bytesSource(bytes: Uint8Array): JournalSource {
  return { size: bytes.length, read: (at, length) => bytes.subarray(at, at + length) };
}

/**
 * Reads a journal, giving each record to `add` (its key of `length` words at `key[0]` and its
 * value word); throws a {@link JournalError} when the bytes are not a journal or are corrupt
 * before a torn last block. A source shorter than the file header but starting like it (a file
 * just created when its run was cut short) reads as an empty journal with every byte torn.
 */
export function scanJournal(
  source: JournalSource,
  add: (key: Uint32Array, length: number, valueWord: number) => void,
): JournalScan {
  const { size } = source;
  const start = source.read(0, JOURNAL_HEADER_BYTES);
  if (!looksLikeJournal(start)) throw notAJournal();
  if (size < JOURNAL_HEADER_BYTES) return { entries: 0, validBytes: 0, tornBytes: size };
  if (wordAt(start, 4) !== VERSION) {
    throw new JournalError(`a Galette cache of another version (${wordAt(start, 4)})`);
  }
  let at = JOURNAL_HEADER_BYTES;
  let entries = 0;
  let key = new Uint32Array(64);
  const torn = (): JournalScan => ({ entries, validBytes: at, tornBytes: size - at });
  const corrupt = (why: string): never => {
    throw new JournalError(`corrupt Galette cache: ${why} (byte ${at})`);
  };
  while (at < size) {
    if (size - at < 4 * BLOCK_HEADER_WORDS) return torn();
    const head = source.read(at, 4 * BLOCK_HEADER_WORDS);
    if (wordAt(head, 0) !== BLOCK_MAGIC) {
      if (allZero(source, at)) return torn();
      corrupt('a block does not start with the block signature');
    }
    const crc = wordAt(head, 4);
    const words = wordAt(head, 8);
    const count = wordAt(head, 12);
    if (words > MAX_BLOCK_WORDS) corrupt('a block is longer than any written');
    const end = at + 4 * (BLOCK_HEADER_WORDS + words);
    if (end > size) return torn();
    const payload = source.read(at + 8, 4 * (words + 2));
    if (crc32(payload) !== crc) {
      if (end === size) return torn();
      corrupt('a block fails its checksum');
    }
    // The checksum holds, so a record that does not fit is a writer's mistake, not a tear.
    let w = 2;
    for (let r = 0; r < count; r++) {
      if (w >= words + 2) corrupt('a block holds fewer records than it says');
      const length = keyLength(wordAt(payload, 4 * w));
      if (wordAt(payload, 4 * w) === 0 || w + length + 1 > words + 2) {
        corrupt('a record of a block is not a part');
      }
      if (key.length < length) key = new Uint32Array(length);
      for (let i = 0; i < length; i++) key[i] = wordAt(payload, 4 * (w + i));
      const valueWord = wordAt(payload, 4 * (w + length));
      if ((valueWord & 0xffff) === 0xffff) corrupt('a record of a block holds no value');
      add(key, length, valueWord);
      w += length + 1;
    }
    if (w !== words + 2) corrupt('a block holds more than its records');
    entries += count;
    at = end;
  }
  return torn();
}

/**
 * Gathers records and turns them into journal blocks. `take` returns the blocks of the records
 * added since the last `take`, ready to be appended to a journal.
 */
export class JournalWriter {
  private readonly records = new RecordBuffer(BLOCK_HEADER_WORDS, 1024);
  private sealed: Uint8Array[] = [];
  private sealedCount = 0;

  /** Records added and not yet taken. */
  get count(): number {
    return this.sealedCount + this.records.count;
  }

  /** Adds the key of `length` words at `source[at]` with its value word `value | cost << 16`. */
  add(source: Uint32Array, at: number, length: number, valueWord: number): void {
    this.records.add(source, at, length, valueWord);
    if (this.records.length >= BLOCK_WORDS) this.seal();
  }

  /** The blocks of the records added since the last call, back to back (empty when none). */
  take(): Uint8Array {
    if (this.records.count > 0) this.seal();
    const blocks = this.sealed;
    this.sealed = [];
    this.sealedCount = 0;
    return concat(blocks);
  }

  private seal(): void {
    const words = this.records.contents();
    words[0] = BLOCK_MAGIC;
    words[2] = words.length - BLOCK_HEADER_WORDS;
    words[3] = this.records.count;
    const bytes = toLittleEndianBytes(words);
    new DataView(bytes.buffer).setUint32(4, crc32(bytes.subarray(8)), true);
    this.sealed.push(bytes);
    this.sealedCount += this.records.count;
    this.records.clear();
  }
}

/**
 * A whole journal (header and blocks) holding the entries of a table saved by `serializeTable`
 * (its older form); throws an Error when the bytes are not one.
 */
export function journalFromTable(table: Uint8Array): Uint8Array {
  const writer = new JournalWriter();
  readTable(table, (key, length, value) => writer.add(key, 0, length, recordValueWord(value, 1)));
  return concat([journalHeader(), writer.take()]);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

function wordAt(bytes: Uint8Array, at: number): number {
  return (
    (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0
  );
}

/** Whether every byte from `at` to the end is zero, read in bounded pieces. */
function allZero(source: JournalSource, at: number): boolean {
  for (let from = at; from < source.size; from += 1 << 16) {
    const piece = source.read(from, Math.min(1 << 16, source.size - from));
    for (let i = 0; i < piece.length; i++) if (piece[i] !== 0) return false;
  }
  return true;
}

/**
 * Eight tables of the CRC-32, for eight bytes a step ("slicing-by-8"): every part solved or
 * received through the queue passes through `crc32`, at a third of the CPU of a byte a step.
 */
const CRC_TABLES = (() => {
  const tables = new Int32Array(8 * 256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    tables[n] = c;
  }
  for (let n = 0; n < 256; n++) {
    for (let t = 1; t < 8; t++) {
      const c = tables[256 * (t - 1) + n]!;
      tables[256 * t + n] = tables[c & 0xff]! ^ (c >>> 8);
    }
  }
  return tables;
})();

/** The CRC-32 (IEEE, as zlib and gzip compute it) of some bytes. */
export function crc32(bytes: Uint8Array): number {
  const t = CRC_TABLES;
  let c = -1;
  let i = 0;
  for (const end = bytes.length - 8; i <= end; i += 8) {
    const lo =
      c ^ (bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24));
    const hi = bytes[i + 4]! | (bytes[i + 5]! << 8) | (bytes[i + 6]! << 16) | (bytes[i + 7]! << 24);
    c =
      t[1792 + (lo & 0xff)]! ^
      t[1536 + ((lo >>> 8) & 0xff)]! ^
      t[1280 + ((lo >>> 16) & 0xff)]! ^
      t[1024 + (lo >>> 24)]! ^
      t[768 + (hi & 0xff)]! ^
      t[512 + ((hi >>> 8) & 0xff)]! ^
      t[256 + ((hi >>> 16) & 0xff)]! ^
      t[hi >>> 24]!;
  }
  for (; i < bytes.length; i++) c = t[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}
