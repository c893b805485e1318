// Packed keys of canonical parts (as in src/solver/table.ts). Nothing here allocates: the
// threads build places its heap when shared-table.ts, which imports this file, starts.
import { reverseBits } from './bits';

/** Words of a packed key, from its header word `H | W << 16`. */
export function keyLength(header: u32): i32 {
  const H = header & 0xffff;
  const W = header >>> 16;
  return <i32>(1 + ((2 * H * W + 31) >>> 5));
}

/** The hash of the key `packRows` wrote last (as `hashKey` would compute it). */
export let packedHash: u32 = 0;

/**
 * Packs the H rows of W portions of a part into a key at `key`, hashing it on the way
 * (`packedHash`), and returns its words. Row i's free portions are `rows[at + i * step]`, its
 * open ones `openOffset` further; `up` takes the rows from the last, `mirrored` reverses them.
 */
export function packRows(
  rows: StaticArray<i32>,
  at: i32,
  step: i32,
  openOffset: i32,
  H: i32,
  W: i32,
  up: bool,
  mirrored: bool,
  key: usize,
): i32 {
  const header = <u32>(H | (W << 16));
  store<u32>(key, header);
  let hash = hashWord(HASH_START, header);
  let next = key + 4;
  // The bits go out low first through a 64-bit buffer; at most 32 wait when a row is added.
  let buffer: u64 = 0;
  let used: i32 = 0;
  const split = W > 16;
  for (let i = 0; i < H; i++) {
    const j = at + (up ? H - 1 - i : i) * step;
    let free = unchecked(rows[j]);
    let open = unchecked(rows[j + openOffset]);
    if (mirrored) {
      free = reverseBits(free, W);
      open = reverseBits(open, W);
    }
    if (split) {
      buffer |= (<u64>free) << used;
      used += W;
      if (used >= 32) {
        store<u32>(next, <u32>buffer);
        hash = hashWord(hash, <u32>buffer);
        next += 4;
        buffer >>>= 32;
        used -= 32;
      }
      buffer |= (<u64>open) << used;
      used += W;
    } else {
      buffer |= ((<u64>free) | ((<u64>open) << W)) << used;
      used += 2 * W;
    }
    if (used >= 32) {
      store<u32>(next, <u32>buffer);
      hash = hashWord(hash, <u32>buffer);
      next += 4;
      buffer >>>= 32;
      used -= 32;
    }
  }
  if (used > 0) {
    store<u32>(next, <u32>buffer);
    hash = hashWord(hash, <u32>buffer);
    next += 4;
  }
  packedHash = hashEnd(hash);
  return <i32>((next - key) >>> 2);
}

/** Writes the rows of the part whose key is at `key` into `rows`: `[free rows…, open rows…]`. */
export function unpackKey(key: usize, rows: StaticArray<i32>): void {
  const header = load<u32>(key);
  const H = <i32>(header & 0xffff);
  const W = <i32>(header >>> 16);
  const mask = ((<u64>1) << W) - 1;
  // Each row's W bits start at bit 2·W·i (free) and W further (open), past the header word.
  for (let i = 0; i < H; i++) {
    const free = 2 * W * i;
    const open = free + W;
    const freeWord = load<u64>(key + 4 + ((<usize>(free >>> 5)) << 2));
    const openWord = load<u64>(key + 4 + ((<usize>(open >>> 5)) << 2));
    unchecked((rows[i] = <i32>((freeWord >>> (<u64>(free & 31))) & mask)));
    unchecked((rows[H + i] = <i32>((openWord >>> (<u64>(open & 31))) & mask)));
  }
}

const HASH_START: u32 = 0x811c9dc5;

function hashWord(hash: u32, word: u32): u32 {
  const h = (hash ^ word) * 0x01000193;
  return h ^ (h >>> 15);
}

function hashEnd(hash: u32): u32 {
  const h = (hash ^ (hash >>> 13)) * 0x5bd1e995;
  return (h ^ (h >>> 16)) & 0x7fffffff;
}

/** The 31-bit hash of the packed key at `key` (as `hashKey` in src/solver/table.ts). */
export function hashKey(key: usize, length: i32): u32 {
  let h = HASH_START;
  for (let i = 0; i < length; i++) h = hashWord(h, load<u32>(key + ((<usize>i) << 2)));
  return hashEnd(h);
}

/** Whether the key of `length` words at `at` is the one at `key`. */
export function sameKey(at: usize, key: usize, length: i32): bool {
  for (let i = 0; i < length; i++) {
    const offset = (<usize>i) << 2;
    if (load<u32>(at + offset) !== load<u32>(key + offset)) return false;
  }
  return true;
}

/**
 * `packRows` for an image held as two boards, row i of W portions at bit i·S (S ≥ W), its rows
 * taken from the last when `up`: the same key words and hash (`packedHash`).
 */
export function packBoard(free: u64, open: u64, H: i32, W: i32, S: i32, up: bool, key: usize): i32 {
  const header = <u32>(H | (W << 16));
  store<u32>(key, header);
  const w = <u64>W;
  const mask = ((<u64>1) << w) - 1;
  const step = <u64>(up ? -S : S);
  let at = <u64>(up ? (H - 1) * S : 0);
  // H·W ≤ 64: the key's body is at most 128 bits, row i's 2W bits (free, then open) at 2W·i.
  let lo: u64 = 0;
  let hi: u64 = 0;
  let to: u64 = 0;
  for (let i = 0; i < H; i++, at += step, to += w << 1) {
    const row = ((free >> at) & mask) | (((open >> at) & mask) << w);
    if (to < 64) {
      lo |= row << to;
      hi |= (row >> 1) >> (63 - to); // row < 2^62: nothing when to = 0
    } else hi |= row << (to - 64);
  }
  const words = (2 * H * W + 31) >>> 5;
  let hash = hashWord(HASH_START, header);
  for (let k = 0; k < words; k++) {
    const word = <u32>((k < 2 ? lo : hi) >> (<u64>((k & 1) << 5)));
    store<u32>(key + 4 + ((<usize>k) << 2), word);
    hash = hashWord(hash, word);
  }
  packedHash = hashEnd(hash);
  return 1 + words;
}
