/**
 * The record layout shared by the tables, the journal and the spill: packed part keys (`packKey`,
 * `keyLength`, `hashKey`), value words `value | work << 16`, records `[key…, value word]` back to
 * back, and the serialized form of a whole table. Its own module, so that the tables and the
 * journal each build on it without importing one another.
 */
const MAGIC = 0x47545431; // "GTT1": the serialized form of a table

/**
 * A value with the work it took (in parts, capped at 0xffff), as one word `value | work << 16`:
 * how a record of `PartTable` and of the WebAssembly engine's table holds it, and a journal too.
 */
export function recordValueWord(value: number, cost: number): number {
  return (value | (Math.min(cost, 0xffff) << 16)) >>> 0;
}

/**
 * The serialized form (see `TableWriter`) of `count` entries held as records of `stride` words
 * ending `[value | work << 16, key…]`, the key `keyAt` words in (a key's first word 0 in an
 * empty slot): `PartTable`'s records `[hash, value word, key…]` (`keyAt` 2, the default), and the
 * WebAssembly engine's `[value word, key…]`.
 */
export function serializeRecords(
  records: Uint32Array,
  stride: number,
  count: number,
  keyAt = 2,
): Uint8Array {
  const writer = new TableWriter(count);
  for (let at = keyAt; at < records.length; at += stride) {
    const header = records[at]!;
    if (header !== 0) writer.add(records, at, keyLength(header), records[at - 1]! & 0xffff);
  }
  return writer.bytes();
}

/** Whether the `length` words at `keys[at]` are the key at `key[keyAt]`. */
export function sameKey(
  keys: Uint32Array,
  at: number,
  key: Uint32Array,
  keyAt: number,
  length: number,
): boolean {
  for (let i = 0; i < length; i++) if (keys[at + i] !== key[keyAt + i]) return false;
  return true;
}

/** Words of a packed key, from its header word `H | W << 16`. */
export function keyLength(header: number): number {
  const H = header & 0xffff;
  const W = header >>> 16;
  return 1 + ((2 * H * W + 31) >>> 5);
}

/**
 * Packs a canonical part `[H, W, free rows…, open rows…]` into `key`: a header word, then for
 * each row its W free bits and W open bits, back to back. Returns the number of words.
 */
export function packKey(part: Int32Array, at: number, key: Uint32Array, keyAt = 0): number {
  const H = part[at]!;
  const W = part[at + 1]!;
  key[keyAt] = H | (W << 16);
  // Bits gather in `word` (`used` of them) and each full word is stored once.
  let k = keyAt + 1;
  let word = 0;
  let used = 0;
  // A row's two halves go in one piece when they fit in a word.
  const pieces = W <= 16 ? 1 : 2;
  const size = pieces === 1 ? 2 * W : W;
  for (let i = 0; i < H; i++) {
    const free = part[at + 2 + i]!;
    const open = part[at + 2 + H + i]!;
    for (let piece = 0; piece < pieces; piece++) {
      const bits = pieces === 1 ? free | (open << W) : piece === 0 ? free : open;
      word |= bits << used;
      used += size;
      if (used >= 32) {
        key[k++] = word;
        used -= 32;
        word = used === 0 ? 0 : bits >>> (size - used);
      }
    }
  }
  if (used > 0) key[k++] = word;
  return k - keyAt;
}

/**
 * A 31-bit hash of the packed key at `key[keyAt]`. Below 2^31, so V8 passes it between functions
 * as a small integer: a 32-bit value would be boxed (a heap allocation) at every call that is not
 * inlined, and the search makes tens of millions of such calls.
 */
export function hashKey(key: Uint32Array, length: number, keyAt = 0): number {
  let h = 0x811c9dc5;
  for (let i = keyAt; i < keyAt + length; i++) {
    h = Math.imul(h ^ key[i]!, 0x01000193);
    h ^= h >>> 15;
  }
  h = Math.imul(h ^ (h >>> 13), 0x5bd1e995);
  return (h ^ (h >>> 16)) & 0x7fffffff;
}

/**
 * Records `[key…, value word]` appended back to back as 32-bit words after `reserved` leading
 * words (a header the owner fills in), growing as needed: one pass, whatever the count.
 */
export class RecordBuffer {
  private words: Uint32Array;
  private end: number;
  /** Records added since the buffer was made or last cleared. */
  count = 0;

  /** `expected`: about how many records will be added (the buffer grows past it). */
  constructor(
    private readonly reserved: number,
    expected = 16,
  ) {
    this.words = new Uint32Array(reserved + 8 * Math.max(16, expected));
    this.end = reserved;
  }

  /** Words of the records added, the reserved words not counted. */
  get length(): number {
    return this.end - this.reserved;
  }

  /** Adds the key of `length` words at `source[at]` with its value word. */
  add(source: Uint32Array, at: number, length: number, value: number): void {
    if (this.end + length + 1 > this.words.length) {
      const grown = new Uint32Array(2 * (this.end + length + 1));
      grown.set(this.words.subarray(0, this.end));
      this.words = grown;
    }
    const { words } = this;
    for (let i = 0; i < length; i++) words[this.end + i] = source[at + i]!;
    words[this.end + length] = value;
    this.end += length + 1;
    this.count++;
  }

  /** The reserved words, then the records. */
  contents(): Uint32Array {
    return this.words.subarray(0, this.end);
  }

  clear(): void {
    this.end = this.reserved;
    this.count = 0;
  }
}

/**
 * Writes the serialized form of a whole table: `[MAGIC, count]`, then each entry's packed key
 * followed by its value, as little-endian words.
 */
export class TableWriter {
  private readonly records: RecordBuffer;

  constructor(expected: number) {
    this.records = new RecordBuffer(2, expected);
  }

  /** Adds the key of `length` words at `source[at]` with its value. */
  add(source: Uint32Array, at: number, length: number, value: number): void {
    this.records.add(source, at, length, value);
  }

  bytes(): Uint8Array {
    const words = this.records.contents();
    words[0] = MAGIC;
    words[1] = this.records.count;
    return toLittleEndianBytes(words);
  }
}

/** Reads a serialized table, giving each entry to `add`; throws an Error when it is not one. */
export function readTable(
  bytes: Uint8Array,
  add: (key: Uint32Array, length: number, value: number) => void,
): void {
  const fail = (why: string): never => {
    throw new Error(`not a saved Galette table: ${why}`);
  };
  if (bytes.length % 4 !== 0 || bytes.length < 8) fail('bad length');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const word = (i: number): number => view.getUint32(4 * i, true);
  if (word(0) !== MAGIC) fail('bad signature');
  const total = bytes.length / 4;
  const count = word(1);
  let key = new Uint32Array(64);
  let at = 2;
  for (let e = 0; e < count; e++) {
    if (at >= total) fail('truncated');
    const header = word(at);
    const length = keyLength(header);
    if (header === 0 || length > 1 << 16 || at + length + 1 > total) fail('corrupt entry');
    if (key.length < length) key = new Uint32Array(length);
    for (let i = 0; i < length; i++) key[i] = word(at + i);
    const value = word(at + length);
    if (value > 0xffff) fail('corrupt value');
    add(key, length, value);
    at += length + 1;
  }
  if (at !== total) fail('trailing data');
}

const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

export function toLittleEndianBytes(words: Uint32Array): Uint8Array {
  // On a little-endian machine (nearly all) the words are already those bytes: one copy.
  if (LITTLE_ENDIAN) return new Uint8Array(words.slice().buffer);
  const bytes = new Uint8Array(words.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < words.length; i++) view.setUint32(4 * i, words[i]!, true);
  return bytes;
}
