import { hashKey, packKey } from '../solver/records.js';

/** The packed key and hash of a part of width 5 given as `[free rows…, open rows…]`. */
export function keyOf(rows: number[]): { key: Uint32Array; length: number; hash: number } {
  const part = Int32Array.from([rows.length / 2, 5, ...rows]);
  const key = new Uint32Array(16);
  const length = packKey(part, 0, key);
  return { key, length, hash: hashKey(key, length) };
}
