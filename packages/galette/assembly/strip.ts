// Values of two-row strips, the heap game (as in src/solver/strip.ts).

let walled = new StaticArray<u16>(64);
let open = new StaticArray<u16>(64);
let known = 0;
const stamp = new StaticArray<i32>(1 << 16);

/** The value of a run of `length` uneaten columns with `openEnds` (0, 1 or 2) open ends. */
export function stripValue(length: i32, openEnds: i32): i32 {
  if (length > known) extendTo(length);
  return openEnds === 0 ? <i32>unchecked(walled[length]) : <i32>unchecked(open[length]);
}

function extendTo(n: i32): void {
  if (n >= open.length) grow(n + 1);
  for (let k = known + 1; k <= n; k++) {
    for (let i = 0, j = k - 2; i <= j; i++, j--) {
      unchecked((stamp[(<i32>unchecked(open[i])) ^ (<i32>unchecked(open[j]))] = k));
    }
    let mex = 0;
    while (unchecked(stamp[mex]) === k) mex++;
    unchecked((walled[k] = <u16>mex));
    unchecked((stamp[<i32>unchecked(open[k - 1])] = k));
    while (unchecked(stamp[mex]) === k) mex++;
    unchecked((open[k] = <u16>mex));
  }
  known = n;
}

function grow(size: i32): void {
  let capacity = open.length;
  while (capacity < size) capacity *= 2;
  const grownOpen = new StaticArray<u16>(capacity);
  const grownWalled = new StaticArray<u16>(capacity);
  memory.copy(changetype<usize>(grownOpen), changetype<usize>(open), (<usize>open.length) << 1);
  memory.copy(
    changetype<usize>(grownWalled),
    changetype<usize>(walled),
    (<usize>walled.length) << 1,
  );
  open = grownOpen;
  walled = grownWalled;
}
