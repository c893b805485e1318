/**
 * A hash table from pairs of id lists (a game's Left and Right options, each in increasing order)
 * to an id, all in typed arrays: no key string and no object per entry for the garbage collector,
 * for the tens of thousands of forms a search interns and simplifies.
 */
export class OptionSetTable {
  /** The first entry of each bucket (an offset into `pool`), or −1. */
  private heads: Int32Array;
  /**
   * The entries, one after another: the next entry of the bucket (or −1), the value, the number
   * of Left ids, of all ids, then the ids.
   */
  private pool: Int32Array;
  private used = 0;
  private count = 0;

  constructor(capacity = 1 << 10) {
    this.heads = new Int32Array(capacity).fill(-1);
    this.pool = new Int32Array(8 * capacity);
  }

  /** The number of sets stored. */
  get size(): number {
    return this.count;
  }

  /** The value stored for the options `{left | right}`, or −1. */
  get(left: readonly { id: number }[], right: readonly { id: number }[]): number {
    const pool = this.pool;
    const n = left.length + right.length;
    for (let e = this.heads[hash(left, right) & (this.heads.length - 1)]!; e !== -1; e = pool[e]!) {
      if (pool[e + 2] !== left.length || pool[e + 3] !== n) continue;
      let i = e + 4;
      let same = true;
      for (let j = 0; same && j < left.length; j++) same = pool[i++] === left[j]!.id;
      for (let j = 0; same && j < right.length; j++) same = pool[i++] === right[j]!.id;
      if (same) return pool[e + 1]!;
    }
    return -1;
  }

  /** Stores a value (≥ 0) for `{left | right}`, which must not be stored yet. */
  set(left: readonly { id: number }[], right: readonly { id: number }[], value: number): void {
    if (this.count + 1 > this.heads.length) this.rehash(2 * this.heads.length);
    const n = left.length + right.length;
    if (this.used + 4 + n > this.pool.length) {
      const larger = new Int32Array(Math.max(2 * this.pool.length, this.used + 4 + n));
      larger.set(this.pool);
      this.pool = larger;
    }
    const pool = this.pool;
    const e = this.used;
    pool[e + 1] = value;
    pool[e + 2] = left.length;
    pool[e + 3] = n;
    let i = e + 4;
    for (const g of left) pool[i++] = g.id;
    for (const g of right) pool[i++] = g.id;
    this.used = i;
    const b = hash(left, right) & (this.heads.length - 1);
    pool[e] = this.heads[b]!;
    this.heads[b] = e;
    this.count++;
  }

  /** Bytes the table takes, about. */
  get bytes(): number {
    return 4 * (this.heads.length + this.pool.length);
  }

  /** Relinks every entry into a table of `capacity` buckets. */
  private rehash(capacity: number): void {
    this.heads = new Int32Array(capacity).fill(-1);
    const pool = this.pool;
    const mask = capacity - 1;
    for (let e = 0; e < this.used; e += 4 + pool[e + 3]!) {
      const b = hashAt(pool, e) & mask;
      pool[e] = this.heads[b]!;
      this.heads[b] = e;
    }
  }
}

function hash(left: readonly { id: number }[], right: readonly { id: number }[]): number {
  let h = left.length;
  for (const g of left) h = Math.imul(h ^ g.id, 0x9e3779b1) + 1;
  h = Math.imul(h ^ 0x7fffffff, 0x85ebca77);
  for (const g of right) h = Math.imul(h ^ g.id, 0x9e3779b1) + 1;
  return finish(h);
}

/** {@link hash} of the entry at `e`. */
function hashAt(pool: Int32Array, e: number): number {
  const leftCount = pool[e + 2]!;
  const end = e + 4 + pool[e + 3]!;
  let h = leftCount;
  let i = e + 4;
  for (; i < e + 4 + leftCount; i++) h = Math.imul(h ^ pool[i]!, 0x9e3779b1) + 1;
  h = Math.imul(h ^ 0x7fffffff, 0x85ebca77);
  for (; i < end; i++) h = Math.imul(h ^ pool[i]!, 0x9e3779b1) + 1;
  return finish(h);
}

/** Mixes the high bits down: the bucket is taken from the low ones. */
function finish(h: number): number {
  h ^= h >>> 15;
  return Math.imul(h, 0x2c1b3c6d) ^ (h >>> 13);
}
