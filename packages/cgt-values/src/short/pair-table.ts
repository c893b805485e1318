import { holdBytes } from '../control.js';

/**
 * A hash table from pairs of small nonnegative integers to small nonnegative integers, in typed
 * arrays (open addressing, linear probing): much lighter than a Map per entry for the millions of
 * memoized comparisons and sums of a large computation.
 */
export class PairTable {
  /**
   * The slots, three words each: the first element complemented (`~a`, never 0; 0 for an empty
   * slot, so a new table is zeroed memory with nothing to fill), the second, the value.
   * Kept side by side, a probe reads one cache line, not three arrays' (the tables outgrow the
   * caches: a search's hundreds of thousands of positions).
   */
  private slots: Int32Array;
  private capacity: number;
  private count = 0;

  /**
   * `held`: the table lives as long as the process (a memo of the store), so its bytes count in
   * the store's; false for a table owned by one computation, freed with it.
   */
  constructor(
    capacity = 1 << 12,
    private readonly held = true,
  ) {
    this.capacity = capacity;
    this.slots = new Int32Array(3 * capacity);
    if (held) holdBytes(BYTES_PER_SLOT * capacity);
  }

  /** The number of pairs stored. */
  get size(): number {
    return this.count;
  }

  /** Bytes the table takes, about. */
  get bytes(): number {
    return BYTES_PER_SLOT * this.capacity;
  }

  /** The value stored for (a, b), or −1. */
  get(a: number, b: number): number {
    const slots = this.slots;
    const mask = this.capacity - 1;
    const stored = ~a;
    for (let i = hash(a, b) & mask; ; i = (i + 1) & mask) {
      const first = slots[3 * i]!;
      if (first === 0) return -1;
      if (first === stored && slots[3 * i + 1] === b) return slots[3 * i + 2]!;
    }
  }

  /** Stores a value (≥ 0) for (a, b), which must not be stored yet. */
  set(a: number, b: number, value: number): void {
    if (2 * (this.count + 1) > this.capacity) this.grow();
    insert(this.slots, this.capacity - 1, a, b, value);
    this.count++;
  }

  private grow(): void {
    const old = this.slots;
    const capacity = 2 * this.capacity;
    const slots = new Int32Array(3 * capacity);
    if (this.held) holdBytes(BYTES_PER_SLOT * this.capacity);
    for (let i = 0; i < old.length; i += 3) {
      if (old[i] !== 0) insert(slots, capacity - 1, ~old[i]!, old[i + 1]!, old[i + 2]!);
    }
    this.slots = slots;
    this.capacity = capacity;
  }
}

function insert(slots: Int32Array, mask: number, a: number, b: number, value: number): void {
  let i = hash(a, b) & mask;
  while (slots[3 * i] !== 0) i = (i + 1) & mask;
  slots[3 * i] = ~a;
  slots[3 * i + 1] = b;
  slots[3 * i + 2] = value;
}

/** Three 32-bit words a slot. */
const BYTES_PER_SLOT = 12;

function hash(a: number, b: number): number {
  return (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77)) >>> 7;
}
