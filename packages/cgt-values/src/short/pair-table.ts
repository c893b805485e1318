import { holdBytes } from '../control.js';

/**
 * A hash table from pairs of small nonnegative integers to small nonnegative integers, in typed
 * arrays (open addressing, linear probing): much lighter than a Map per entry for the millions of
 * memoized comparisons and sums of a large computation.
 */
export class PairTable {
  private firsts: Int32Array;
  private seconds: Int32Array;
  private values: Int32Array;
  private count = 0;

  /**
   * `held`: the table lives as long as the process (a memo of the store), so its bytes count in
   * the store's; false for a table owned by one computation, freed with it.
   */
  constructor(
    capacity = 1 << 12,
    private readonly held = true,
  ) {
    this.firsts = new Int32Array(capacity).fill(-1);
    this.seconds = new Int32Array(capacity);
    this.values = new Int32Array(capacity);
    if (held) holdBytes(BYTES_PER_SLOT * capacity);
  }

  /** The number of pairs stored. */
  get size(): number {
    return this.count;
  }

  /** Bytes the table takes, about. */
  get bytes(): number {
    return BYTES_PER_SLOT * this.firsts.length;
  }

  /** The value stored for (a, b), or −1. */
  get(a: number, b: number): number {
    const mask = this.firsts.length - 1;
    for (let i = hash(a, b) & mask; ; i = (i + 1) & mask) {
      const first = this.firsts[i]!;
      if (first === -1) return -1;
      if (first === a && this.seconds[i] === b) return this.values[i]!;
    }
  }

  /** Stores a value (≥ 0) for (a, b), which must not be stored yet. */
  set(a: number, b: number, value: number): void {
    if (2 * (this.count + 1) > this.firsts.length) this.grow();
    this.insert(a, b, value);
    this.count++;
  }

  private insert(a: number, b: number, value: number): void {
    const mask = this.firsts.length - 1;
    let i = hash(a, b) & mask;
    while (this.firsts[i] !== -1) i = (i + 1) & mask;
    this.firsts[i] = a;
    this.seconds[i] = b;
    this.values[i] = value;
  }

  private grow(): void {
    const [firsts, seconds, values] = [this.firsts, this.seconds, this.values];
    this.firsts = new Int32Array(firsts.length * 2).fill(-1);
    this.seconds = new Int32Array(firsts.length * 2);
    this.values = new Int32Array(firsts.length * 2);
    if (this.held) holdBytes(BYTES_PER_SLOT * firsts.length);
    for (let i = 0; i < firsts.length; i++) {
      if (firsts[i] !== -1) this.insert(firsts[i]!, seconds[i]!, values[i]!);
    }
  }
}

/** Three 32-bit words a slot. */
const BYTES_PER_SLOT = 12;

function hash(a: number, b: number): number {
  return (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77)) >>> 7;
}
