// A buffer through which JavaScript hands keys to the table (reads, restores).

let buffer = new StaticArray<u32>(64);

/** The address of the key buffer, holding at least `words` words. */
export function keyBuffer(words: i32): usize {
  if (buffer.length < words) buffer = new StaticArray<u32>(2 * words);
  return changetype<usize>(buffer);
}
