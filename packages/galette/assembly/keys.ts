// Packed keys of canonical parts (as in src/solver/table.ts). Nothing here allocates: the
// threads build places its heap when shared-table.ts, which imports this file, starts.

/** Words of a packed key, from its header word `H | W << 16`. */
export function keyLength(header: u32): i32 {
  const H = header & 0xffff;
  const W = header >>> 16;
  return <i32>(1 + ((2 * H * W + 31) >>> 5));
}

/** Packs a canonical part `[H, W, free rows…, open rows…]` into `key[keyAt…]` (see `packKey`). */
export function packKey(part: StaticArray<i32>, at: i32, key: StaticArray<u32>, keyAt: i32): i32 {
  const H = unchecked(part[at]);
  const W = unchecked(part[at + 1]);
  unchecked((key[keyAt] = <u32>(H | (W << 16))));
  let k = keyAt + 1;
  // The bits go out low first through a 64-bit buffer; at most 32 wait when a row is added.
  let buffer: u64 = 0;
  let used: i32 = 0;
  const split = W > 16;
  for (let i = 0; i < H; i++) {
    const free = <u64>unchecked(part[at + 2 + i]);
    const open = <u64>unchecked(part[at + 2 + H + i]);
    if (split) {
      buffer |= free << used;
      used += W;
      if (used >= 32) {
        unchecked((key[k++] = <u32>buffer));
        buffer >>>= 32;
        used -= 32;
      }
      buffer |= open << used;
      used += W;
    } else {
      buffer |= (free | (open << W)) << used;
      used += 2 * W;
    }
    if (used >= 32) {
      unchecked((key[k++] = <u32>buffer));
      buffer >>>= 32;
      used -= 32;
    }
  }
  if (used > 0) unchecked((key[k++] = <u32>buffer));
  return k - keyAt;
}

/** The 31-bit hash of the packed key at `key` (as `hashKey`). */
export function hashKey(key: usize, length: i32): u32 {
  let h: u32 = 0x811c9dc5;
  for (let i = 0; i < length; i++) {
    h = (h ^ load<u32>(key + ((<usize>i) << 2))) * 0x01000193;
    h ^= h >>> 15;
  }
  h = (h ^ (h >>> 13)) * 0x5bd1e995;
  return (h ^ (h >>> 16)) & 0x7fffffff;
}

/** Whether the key of `length` words at `at` is the one at `key`. */
export function sameKey(at: usize, key: usize, length: i32): bool {
  for (let i = 0; i < length; i++) {
    const offset = (<usize>i) << 2;
    if (load<u32>(at + offset) !== load<u32>(key + offset)) return false;
  }
  return true;
}
