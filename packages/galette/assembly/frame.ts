// One part being searched (as `Frame` in src/solver/engine.ts): on entry every bite is tried at
// once and the packed keys of the parts each leaves are written back to back with their hashes,
// so the table is read for all of them together; then the bites are walked in order.
import { distinctBites, legalWindows } from './windows';
import { keyLength, sameKey, unpackKey } from './keys';
import { storeScratchEnd } from './store';

/** Throws in JavaScript: the frames outgrew the scratch memory below the table. */
declare function scratchFull(bytes: f64): void;

export class Frame {
  h: i32 = 0;
  w: i32 = 0;
  /** `[free rows…, open rows…]`. */
  rows: StaticArray<i32> = new StaticArray<i32>(16);
  legal: StaticArray<i32> = new StaticArray<i32>(8);
  /** The bites worth trying, row by row. */
  bites: StaticArray<i32> = new StaticArray<i32>(8);
  key: StaticArray<u32> = new StaticArray<u32>(8);
  keyLength: i32 = 0;
  hash: u32 = 0;
  biteRow: i32 = -1;
  biteCols: i32 = 0;
  /** The parts left by every bite: where their keys start in `keys`, their words and hashes. */
  partKeyAt: StaticArray<i32> = new StaticArray<i32>(64);
  partKeyLength: StaticArray<i32> = new StaticArray<i32>(64);
  partHash: StaticArray<u32> = new StaticArray<u32>(64);
  partValue: StaticArray<i32> = new StaticArray<i32>(64);
  partCount: i32 = 0;
  keys: StaticArray<u32> = new StaticArray<u32>(256);
  keysEnd: i32 = 0;
  /** Per bite: the index after its last part, and the XOR of its parts solved at once. */
  biteEnd: StaticArray<i32> = new StaticArray<i32>(32);
  biteXor: StaticArray<i32> = new StaticArray<i32>(32);
  biteCount: i32 = 0;
  bite: i32 = -1;
  part: i32 = 0;
  xor: i32 = 0;
  options: StaticArray<i32> = new StaticArray<i32>(16);
  optionCount: i32 = 0;
  /** The engine's count of parts searched once this frame was expanded. */
  expandedAt: i64 = 0;
  /** Parts searched below this one, for the table's replacement policy. */
  work: u32 = 1;
  /**
   * Parts another thread was searching when this frame reached them (a shared table), with
   * their bites, put off to a second pass; `missing` counts each bite's parts put off.
   */
  deferredPart: StaticArray<i32> = new StaticArray<i32>(16);
  deferredBite: StaticArray<i32> = new StaticArray<i32>(16);
  deferredCount: i32 = 0;
  missing: StaticArray<i32> = new StaticArray<i32>(32);
  /** In the second pass: the next part put off, and the one whose value is being summed. */
  deferredNext: i32 = -1;
  awaiting: i32 = -1;

  /** Loads the part whose packed key (of hash `hash`) is at `key`. */
  load(key: usize, hash: u32): void {
    const header = load<u32>(key);
    const h = <i32>(header & 0xffff);
    this.h = h;
    this.w = <i32>(header >>> 16);
    if (this.rows.length < 2 * h) {
      this.rows = new StaticArray<i32>(4 * h);
      this.legal = new StaticArray<i32>(2 * h);
      this.bites = new StaticArray<i32>(2 * h);
    }
    const keyWords = keyLength(header);
    if (this.key.length < keyWords) this.key = new StaticArray<u32>(2 * keyWords);
    memory.copy(changetype<usize>(this.key), key, (<usize>keyWords) << 2);
    this.keyLength = keyWords;
    this.hash = hash;
    const rows = this.rows;
    unpackKey(key, rows);
    legalWindows(h, rows, 0, this.legal);
    distinctBites(h, this.legal, rows, h, this.bites);
    this.biteRow = -1;
    this.biteCols = 0;
    this.partCount = 0;
    this.keysEnd = 0;
    this.biteCount = 0;
    this.bite = -1;
    this.part = 0;
    this.xor = 0;
    this.optionCount = 0;
    this.work = 1;
    this.deferredCount = 0;
    this.deferredNext = -1;
    this.awaiting = -1;
  }

  /** Moves to the next bite and returns its column (its row is `biteRow`), or -1 when done. */
  nextBite(): i32 {
    while (this.biteCols === 0) {
      if (++this.biteRow >= this.h - 1) return -1;
      this.biteCols = unchecked(this.bites[this.biteRow]);
    }
    const cols = this.biteCols;
    this.biteCols = cols & (cols - 1);
    return ctz<i32>(cols);
  }

  /** Room for one more part whose key has at most `words` words at the end of `keys`. */
  reservePart(words: i32): void {
    if (this.keysEnd + words > this.keys.length) {
      this.keys = grown(this.keys, 2 * (this.keysEnd + words));
    }
    if (this.partCount === this.partKeyAt.length) {
      const size = 2 * this.partCount;
      this.partKeyAt = grown(this.partKeyAt, size);
      this.partKeyLength = grown(this.partKeyLength, size);
      this.partValue = grown(this.partValue, size);
      this.partHash = grown(this.partHash, size);
    }
  }

  /**
   * Records the part whose key (`words` long, of hash `hash`) was just written at `keysEnd`,
   * unless the current bite already left a part of the same key: the two cancel in its XOR, so
   * the earlier one is dropped (the bite's last part takes its place) and this one is not kept
   * (as `addPart` in src/solver/engine.ts).
   */
  addPart(words: i32, hash: u32): void {
    const first = this.biteCount === 0 ? 0 : unchecked(this.biteEnd[this.biteCount - 1]);
    const key = this.keyAddress(this.keysEnd);
    for (let j = first; j < this.partCount; j++) {
      if (
        unchecked(this.partHash[j]) === hash &&
        unchecked(this.partKeyLength[j]) === words &&
        sameKey(this.keyAddress(unchecked(this.partKeyAt[j])), key, words)
      ) {
        const last = --this.partCount;
        unchecked((this.partKeyAt[j] = this.partKeyAt[last]));
        unchecked((this.partKeyLength[j] = this.partKeyLength[last]));
        unchecked((this.partHash[j] = this.partHash[last]));
        return;
      }
    }
    const i = this.partCount++;
    unchecked((this.partKeyAt[i] = this.keysEnd));
    unchecked((this.partKeyLength[i] = words));
    unchecked((this.partHash[i] = hash));
    this.keysEnd += words;
  }

  /** Closes the current bite: its parts are those added since the previous bite. */
  endBite(solvedXor: i32): void {
    if (this.biteCount === this.biteEnd.length) {
      this.biteEnd = grown(this.biteEnd, 2 * this.biteCount);
      this.biteXor = grown(this.biteXor, 2 * this.biteCount);
      this.missing = grown(this.missing, 2 * this.biteCount);
    }
    unchecked((this.missing[this.biteCount] = 0));
    unchecked((this.biteEnd[this.biteCount] = this.partCount));
    unchecked((this.biteXor[this.biteCount++] = solvedXor));
  }

  /** Puts off part i of the current bite to the second pass. */
  defer(i: i32): void {
    if (this.deferredCount === this.deferredPart.length) {
      this.deferredPart = grown(this.deferredPart, 2 * this.deferredCount);
      this.deferredBite = grown(this.deferredBite, 2 * this.deferredCount);
    }
    unchecked((this.deferredPart[this.deferredCount] = i));
    unchecked((this.deferredBite[this.deferredCount++] = this.bite));
    unchecked((this.missing[this.bite] += 1));
  }

  /** Ends the walk of the current bite: its option is known unless some part was put off. */
  closeBite(): void {
    if (unchecked(this.missing[this.bite]) === 0) this.addOption(this.xor);
    else unchecked((this.biteXor[this.bite] = this.xor));
  }

  /** Adds the value summed for the put-off part being awaited to its bite. */
  settleAwaited(): void {
    const bite = unchecked(this.deferredBite[this.awaiting]);
    unchecked((this.biteXor[bite] = this.xor));
    const left = unchecked(this.missing[bite]) - 1;
    unchecked((this.missing[bite] = left));
    if (left === 0) this.addOption(this.xor);
    this.awaiting = -1;
  }

  addOption(value: i32): void {
    if (this.optionCount === this.options.length) {
      this.options = grown(this.options, 2 * this.optionCount);
    }
    unchecked((this.options[this.optionCount++] = value));
  }

  /** The address of the packed key at `keys[at]`. */
  keyAddress(at: i32): usize {
    return changetype<usize>(this.keys) + ((<usize>at) << 2);
  }
}

function grown<T>(array: StaticArray<T>, size: i32): StaticArray<T> {
  const copy = new StaticArray<T>(size);
  // The scratch heap must not reach the table above it.
  const end = changetype<usize>(copy) + ((<usize>size) << alignof<T>());
  if (end > storeScratchEnd()) scratchFull(<f64>end);
  memory.copy(
    changetype<usize>(copy),
    changetype<usize>(array),
    (<usize>array.length) << alignof<T>(),
  );
  return copy;
}
