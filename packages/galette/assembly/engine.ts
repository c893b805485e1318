// The exact search over parts (as `PartEngine` in src/solver/engine.ts): the value of a part is
// the mex over its bites of the XOR of the values of the parts each bite leaves. Depth-first
// with an explicit stack of frames, memoized in the table of `store.ts`. With a table shared by
// threads, a part another thread is searching is put off to a second pass over the frame's
// bites; with a table of its own, nothing is ever put off.
import { writeLeastRows } from './canonical';
import { Frame } from './frame';
import { keyLength, packRows, packedHash } from './keys';
import { eatWindow, loadSplit, nextPart, solvedValue, startPart } from './split';
import { storeClaim, storeGet, storeScratchEnd, storeSet, storeTouch } from './store';
import { CLAIMED_ELSEWHERE } from './shared-table';

/** Called every 4,096 parts: JavaScript checks the signal, the deadline and the memory there. */
declare function checkpoint(): void;
/** Reports the bites of the root part whose value is settled, and how many it has. */
declare function reportBites(done: i32, total: i32): void;
/** Throws in JavaScript: the search went deeper than the scratch memory holds. */
declare function tooDeep(depth: i32): void;

const frames = new Array<Frame>();
let depth = 0;
/** The part to look up or search, written by JavaScript: `[H, W, free rows…, open rows…]`. */
let input = new StaticArray<i32>(64);
let inputKey = new StaticArray<u32>(64);
let mexStamp = new StaticArray<i32>(256);
let mexGeneration = 0;
let touchSink: u32 = 0;
/** Parts searched and table hits, read and set by JavaScript around each call. */
let positions: i64 = 0;
let tableHits: i64 = 0;
/** The value of the part `search` was given, once found. */
let result = 0;

/** The address of the input buffer, holding at least `words` words. */
export function inputBuffer(words: i32): usize {
  if (input.length < words) input = new StaticArray<i32>(2 * words);
  return changetype<usize>(input);
}

export function getPositions(): f64 {
  return <f64>positions;
}

export function setPositions(value: f64): void {
  positions = <i64>value;
}

export function getTableHits(): f64 {
  return <f64>tableHits;
}

export function setTableHits(value: f64): void {
  tableHits = <i64>value;
}

/** The stored value of the input part, or -1. */
export function lookup(): i32 {
  const key = packInput();
  const value = storeGet(key, keyLength(load<u32>(key)), packedHash);
  if (value >= 0) tableHits++;
  return value;
}

/** Searches the input part (not stored) and returns its value. */
export function search(): i32 {
  depth = 0;
  result = 0;
  push(packInput(), packedHash);
  const root = unchecked(frames[0]);
  reportBites(root.optionCount, root.biteCount);
  // Each call of `step` runs until a part is pushed or finished: V8 runs a call already under
  // way with the code it started with (its baseline compiler's), so the loop must call a
  // function often for the optimized code to take over.
  while (depth > 0) step(root);
  return result;
}

/** Packs the input part into `inputKey` (its hash in `packedHash`) and returns its address. */
function packInput(): usize {
  const H = unchecked(input[0]);
  const W = unchecked(input[1]);
  const words = keyLength(<u32>(H | (W << 16)));
  if (inputKey.length < words) inputKey = new StaticArray<u32>(2 * words);
  const key = changetype<usize>(inputKey);
  packRows(input, 2, 1, H, H, W, false, false, key);
  return key;
}

/** Searches on in the deepest frame until it pushes a part or is done. */
function step(root: Frame): void {
  const frame = unchecked(frames[depth - 1]);
  for (;;) {
    if (frame.deferredNext < 0) {
      // First pass: walk the bites, summing the values of their parts.
      if (frame.bite >= 0 && frame.part < unchecked(frame.biteEnd[frame.bite])) {
        const i = frame.part++;
        let known = unchecked(frame.partValue[i]);
        // Unknown when the frame was expanded; a part searched since may have stored it (with a
        // table of its own, none was if no part was pushed since: the lookup would miss again).
        if (known < 0 && (isDefined(SHARED_TABLE) || positions !== frame.expandedAt)) {
          known = storeClaim(
            frame.keyAddress(unchecked(frame.partKeyAt[i])),
            unchecked(frame.partKeyLength[i]),
            unchecked(frame.partHash[i]),
          );
          if (known >= 0) tableHits++;
        }
        if (known >= 0) frame.xor ^= known;
        else if (known === CLAIMED_ELSEWHERE) frame.defer(i);
        else {
          pushPart(frame, i);
          return;
        }
        continue;
      }
      if (frame.bite >= 0) {
        frame.closeBite();
        if (depth === 1) reportBites(root.optionCount, root.biteCount);
      }
      if (++frame.bite < frame.biteCount) {
        frame.xor = unchecked(frame.biteXor[frame.bite]);
        continue;
      }
      frame.deferredNext = 0;
    }
    // Second pass: the parts put off, most of them stored meanwhile by the thread that had them.
    if (frame.awaiting >= 0) {
      frame.settleAwaited();
      if (depth === 1) reportBites(root.optionCount, root.biteCount);
    }
    if (frame.deferredNext < frame.deferredCount) {
      const d = frame.deferredNext++;
      const i = unchecked(frame.deferredPart[d]);
      frame.awaiting = d;
      frame.xor = unchecked(frame.biteXor[unchecked(frame.deferredBite[d])]);
      const known = storeGet(
        frame.keyAddress(unchecked(frame.partKeyAt[i])),
        unchecked(frame.partKeyLength[i]),
        unchecked(frame.partHash[i]),
      );
      if (known >= 0) {
        tableHits++;
        frame.xor ^= known;
        continue;
      }
      pushPart(frame, i);
      return;
    }
    const value = mex(frame.options, frame.optionCount);
    storeSet(changetype<usize>(frame.key), frame.keyLength, frame.hash, value, frame.work);
    depth--;
    if (depth === 0) result = value;
    else {
      const parent = unchecked(frames[depth - 1]);
      parent.xor ^= value;
      const work = parent.work + frame.work;
      parent.work = work < parent.work ? 0xffffffff : work;
    }
    return;
  }
}

/** Starts searching part i of a frame. */
function pushPart(frame: Frame, i: i32): void {
  push(frame.keyAddress(unchecked(frame.partKeyAt[i])), unchecked(frame.partHash[i]));
}

/** Starts searching the part whose packed key (of hash `hash`) is at `key`. */
function push(key: usize, hash: u32): void {
  if (depth === frames.length) {
    const frame = new Frame();
    if (changetype<usize>(frame) + ((<usize>64) << 10) > storeScratchEnd()) tooDeep(depth);
    frames.push(frame);
  }
  const frame = unchecked(frames[depth++]);
  frame.load(key, hash);
  expand(frame);
  frame.expandedAt = ++positions;
  if ((positions & 4095) === 0) checkpoint();
}

/** Tries every bite of a freshly loaded frame, then reads the table for every part left. */
function expand(frame: Frame): void {
  const h = frame.h;
  // The longest key of a part within this one (it fits in this one's box, maybe turned).
  const words = keyLength(<u32>(h | (frame.w << 16)));
  startPart(h, frame.w, frame.legal, frame.rows, h);
  for (let col = frame.nextBite(); col >= 0; col = frame.nextBite()) {
    loadSplit(frame.rows, h);
    eatWindow(frame.biteRow, col);
    let solved = 0;
    for (;;) {
      frame.reservePart(words);
      const written = nextPart(frame.keyAddress(frame.keysEnd));
      if (written < 0) break;
      if (written === 0) solved ^= solvedValue;
      else frame.addPart(written, packedHash);
    }
    frame.endBite(solved);
  }
  // First read the slot of every part, so the cache misses overlap, then look them up.
  const count = frame.partCount;
  let sink = touchSink;
  for (let i = 0; i < count; i++) sink ^= storeTouch(unchecked(frame.partHash[i]));
  touchSink = sink;
  let hits = 0;
  for (let i = 0; i < count; i++) {
    const value = storeGet(
      frame.keyAddress(unchecked(frame.partKeyAt[i])),
      unchecked(frame.partKeyLength[i]),
      unchecked(frame.partHash[i]),
    );
    unchecked((frame.partValue[i] = value));
    if (value >= 0) hits++;
  }
  tableHits += hits;
}

function mex(values: StaticArray<i32>, count: i32): i32 {
  if (mexStamp.length <= count + 1) mexStamp = new StaticArray<i32>(2 * count + 2);
  const stamp = mexStamp;
  if (mexGeneration === 0x3fffffff) {
    for (let i = 0; i < stamp.length; i++) unchecked((stamp[i] = 0));
    mexGeneration = 0;
  }
  const generation = ++mexGeneration;
  const size = stamp.length;
  for (let i = 0; i < count; i++) {
    const v = unchecked(values[i]);
    if (v < size) unchecked((stamp[v] = generation));
  }
  let m = 0;
  while (unchecked(stamp[m]) === generation) m++;
  return m;
}

/**
 * For the tests: writes the key of the least image of the input part (H < W) by
 * `writeLeastRows`, its rows placed `stride` bits apart, and returns the key's address.
 */
export function leastRowsKey(stride: i32): usize {
  const H = unchecked(input[0]);
  const W = unchecked(input[1]);
  let free: u64 = 0;
  let open: u64 = 0;
  for (let i = 0; i < H; i++) {
    const at = <u64>(i * stride);
    free |= (<u64>(<u32>unchecked(input[2 + i]))) << at;
    open |= (<u64>(<u32>unchecked(input[2 + H + i]))) << at;
  }
  const words = keyLength(<u32>(H | (W << 16)));
  if (inputKey.length < words) inputKey = new StaticArray<u32>(2 * words);
  const key = changetype<usize>(inputKey);
  writeLeastRows(free, open, H, W, stride, key);
  return key;
}
