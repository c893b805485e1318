import { closeSync, ftruncateSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { sameKey } from '../records.js';
import type { PartSpill } from '../table.js';

/** Words of a record: its tag (the key's hash with the top bit set; 0 when empty), its value
 * word (`value | cost << 16`), then its key. */
const RECORD_WORDS = 16;
const KEY_WORDS = RECORD_WORDS - 2;
/** Records of a bucket: one 4 KiB page, read whole by a lookup. */
const BUCKET_RECORDS = 64;
const BUCKET_BYTES = 4 * RECORD_WORDS * BUCKET_RECORDS;
/** Bits of the filter per record of the file (three probes): about 3% of the keys it does not
 * hold cost a read of the file once it is full. */
const FILTER_BITS = 8;

/** What a spill file did so far. */
export interface SpillStats {
  /** Entries written (a full bucket replaces its cheapest). */
  readonly written: number;
  /** Lookups that read the file (the filter sent the others away), and those that found. */
  readonly reads: number;
  readonly found: number;
}

/**
 * A table of part values in a file, for the entries a full table in memory forgets: they are
 * written here instead of lost, and a key missing from memory is looked for here before it is
 * searched again. The file is a hash table of 4 KiB buckets of 64 records of 64 bytes (keys of
 * up to 14 words; longer ones are not kept), created sparse at its full size; a full bucket
 * replaces the record that cost the least work. A filter in memory (one byte per eight records,
 * 1/64 of the file's size) answers most lookups of keys the file does not hold without reading
 * it. Reads and writes go through the operating system's page cache, so the file costs little
 * more than memory while the machine has room for it, and disk reads past that. The file is
 * scratch: the cache file keeps what is solved across runs, and `close` deletes this one.
 */
export class SpillFile implements PartSpill {
  readonly path: string;
  /** The file and the filter, made by the first `put` (a table that never fills needs neither). */
  private fd: number | undefined;
  private filter = new Uint8Array(0);
  private readonly buckets: number;
  private readonly filterBits: number;
  private readonly bucket = new Uint32Array(BUCKET_BYTES / 4);
  private readonly bucketBytes = new Uint8Array(this.bucket.buffer);
  private readonly record = new Uint32Array(RECORD_WORDS);
  private readonly recordBytes = new Uint8Array(this.record.buffer);
  /** The bucket in `bucket`, or -1 (a write may change it: it is kept up to date). */
  private loaded = -1;
  private counts = { written: 0, reads: 0, found: 0 };

  /**
   * A spill file at `path` of at most `maxBytes` (at least one bucket), created (or emptied) when
   * the first entry is put.
   */
  constructor(path: string, maxBytes: number) {
    this.path = path;
    this.buckets = 2 ** Math.floor(Math.log2(Math.max(1, maxBytes / BUCKET_BYTES)));
    // Bit indices stay below 2^31 (a file past 32 GiB shares the bits: more false alarms).
    this.filterBits = Math.min(2 ** 31, this.buckets * BUCKET_RECORDS * FILTER_BITS);
  }

  /** Bytes of the file once created, and of the filter it keeps in memory then. */
  get fileBytes(): number {
    return this.buckets * BUCKET_BYTES;
  }

  get memoryBytes(): number {
    return this.filterBits / 8;
  }

  get stats(): SpillStats {
    return { ...this.counts };
  }

  get(key: Uint32Array, keyAt: number, length: number, hash: number): number {
    if (this.fd === undefined || length > KEY_WORDS || !this.mayHold(hash)) return -1;
    this.counts.reads++;
    const { bucket } = this;
    const tag = (hash | 0x80000000) >>> 0;
    this.load(this.bucketOf(hash));
    for (let at = 0; at < bucket.length; at += RECORD_WORDS) {
      if (bucket[at] === tag && sameKey(bucket, at + 2, key, keyAt, length)) {
        this.counts.found++;
        const word = bucket[at + 1]!;
        return (word & 0xffff) | (Math.min(word >>> 16, 0x7fff) << 16);
      }
    }
    return -1;
  }

  put(key: Uint32Array, keyAt: number, length: number, hash: number, valueWord: number): void {
    if (length > KEY_WORDS) return;
    const fd = this.open();
    this.remember(hash);
    const { bucket } = this;
    const tag = (hash | 0x80000000) >>> 0;
    const index = this.bucketOf(hash);
    this.load(index);
    let target = -1;
    let cheapest = 0;
    for (let at = 0; at < bucket.length; at += RECORD_WORDS) {
      if (bucket[at] === 0 || (bucket[at] === tag && sameKey(bucket, at + 2, key, keyAt, length))) {
        target = at;
        break;
      }
      if (bucket[at + 1]! >>> 16 < bucket[cheapest + 1]! >>> 16) cheapest = at;
    }
    if (target < 0) target = cheapest;
    const { record } = this;
    record.fill(0);
    record[0] = tag;
    record[1] = valueWord;
    for (let i = 0; i < length; i++) record[2 + i] = key[keyAt + i]!;
    bucket.set(record, target);
    writeSync(fd, this.recordBytes, 0, 4 * RECORD_WORDS, index * BUCKET_BYTES + 4 * target);
    this.counts.written++;
  }

  /** Deletes the file: the spill is empty (a later `put` starts a new file). */
  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
    this.filter = new Uint8Array(0);
    this.loaded = -1;
    try {
      unlinkSync(this.path);
    } catch {
      // Deleted already: nothing to do.
    }
  }

  /** The file, created sparse at its full size by the first entry, with the filter. */
  private open(): number {
    if (this.fd !== undefined) return this.fd;
    const fd = openSync(this.path, 'w+');
    ftruncateSync(fd, this.buckets * BUCKET_BYTES);
    this.filter = new Uint8Array(this.filterBits / 8);
    this.fd = fd;
    return fd;
  }

  private load(index: number): void {
    if (this.loaded === index) return;
    const bytes = readSync(this.fd!, this.bucketBytes, 0, BUCKET_BYTES, index * BUCKET_BYTES);
    // Past the end of a sparse file nothing is read: the bucket is empty.
    this.bucketBytes.fill(0, bytes);
    this.loaded = index;
  }

  /** The bucket of a hash: the high bits of a mix of it (the table in memory uses the low). */
  private bucketOf(hash: number): number {
    return (Math.imul(hash, 0x9e3779b1) >>> 0) % this.buckets;
  }

  private mayHold(hash: number): boolean {
    for (let i = 0; i < 3; i++) {
      const at = this.filterBit(hash, i);
      if ((this.filter[at >>> 3]! & (1 << (at & 7))) === 0) return false;
    }
    return true;
  }

  private remember(hash: number): void {
    for (let i = 0; i < 3; i++) {
      const at = this.filterBit(hash, i);
      this.filter[at >>> 3]! |= 1 << (at & 7);
    }
  }

  /** The filter's bit `i` (of three) for a hash: steps of a second hash from the first. */
  private filterBit(hash: number, i: number): number {
    const step = (Math.imul(hash, 0x85ebca6b) >>> 0) | 1;
    return (hash + i * step) & (this.filterBits - 1);
  }
}
