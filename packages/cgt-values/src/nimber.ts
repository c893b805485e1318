/**
 * Nimber arithmetic in Conway's field On₂: nim-sum is XOR; nim-product, inverse and quotient are
 * computed by splitting at Fermat 2-powers `D = 2^(2^k)`, where `D ⊗ D = D ⊕ D/2`.
 * Exact for every nonnegative bigint (fastest below 2^32, fast below 2^64).
 */

/** The nim-sum (XOR) of two nimbers. */
export function nimSum(a: bigint, b: bigint): bigint {
  checkNimber(a);
  checkNimber(b);
  return a ^ b;
}

/** The nim-product `a ⊗ b`. */
export function nimProduct(a: bigint, b: bigint): bigint {
  checkNimber(a);
  checkNimber(b);
  return multiply(a, b, levelBits(a > b ? a : b));
}

/** The nim-inverse of a nonzero nimber: the `b` with `a ⊗ b = 1`. */
export function nimInverse(a: bigint): bigint {
  checkNimber(a);
  if (a === 0n) throw new RangeError('0 has no nim-inverse');
  // In the subfield of size 2^n holding a, a^(2^n - 2) is the inverse; 2^n - 2 = (2^(n-1) - 1)·2.
  const n = levelBits(a);
  let power = a; // a^(2^m - 1), starting at m = 1
  for (let m = 1; m < n - 1; m++) power = multiply(multiply(power, power, n), a, n);
  return n === 1 ? 1n : multiply(power, power, n);
}

/** The nim-quotient `a ⊘ b = a ⊗ b⁻¹`. */
export function nimQuotient(a: bigint, b: bigint): bigint {
  return nimProduct(a, nimInverse(b));
}

function checkNimber(a: bigint): void {
  if (typeof a !== 'bigint' || a < 0n) throw new RangeError(`not a nimber: ${String(a)}`);
}

/** The bit width 2^k of the smallest Fermat-2-power field holding `a`. */
function levelBits(a: bigint): number {
  const length = a === 0n ? 1 : a.toString(2).length;
  let bits = 1;
  while (bits < length) bits *= 2;
  return bits;
}

function multiply(a: bigint, b: bigint, bits: number): bigint {
  if (bits <= 32) return BigInt(multiply32(Number(a), Number(b), Math.max(bits, 1)));
  if (a < 2n || b < 2n) return a * b;
  const h = bits / 2;
  const shift = BigInt(h);
  const mask = (1n << shift) - 1n;
  const a1 = a >> shift;
  const a0 = a & mask;
  const b1 = b >> shift;
  const b0 = b & mask;
  const low = multiply(a0, b0, h);
  const high = multiply(a1, b1, h);
  const middle = multiply(a1 ^ a0, b1 ^ b0, h) ^ low;
  return (middle << shift) ^ low ^ multiply(high, 1n << (shift - 1n), h);
}

/** Products of bytes, filled on first use. */
let byteTable: Uint8Array | undefined;

function multiply32(a: number, b: number, bits: number): number {
  if (a < 2 || b < 2) return a * b;
  if (bits <= 8) {
    byteTable ??= buildByteTable();
    return byteTable[(a << 8) | b]!;
  }
  return split(a, b, bits, multiply32);
}

function split(
  a: number,
  b: number,
  bits: number,
  recurse: (a: number, b: number, bits: number) => number,
): number {
  const h = bits / 2;
  const mask = (1 << h) - 1;
  const a1 = a >>> h;
  const a0 = a & mask;
  const b1 = b >>> h;
  const b0 = b & mask;
  const low = recurse(a0, b0, h);
  const high = recurse(a1, b1, h);
  const middle = recurse(a1 ^ a0, b1 ^ b0, h) ^ low;
  return ((middle << h) ^ low ^ recurse(high, 1 << (h - 1), h)) >>> 0;
}

function buildByteTable(): Uint8Array {
  const small = (a: number, b: number, bits: number): number =>
    a < 2 || b < 2 ? a * b : split(a, b, bits, small);
  const table = new Uint8Array(256 * 256);
  for (let a = 0; a < 256; a++) {
    for (let b = 0; b < 256; b++) table[(a << 8) | b] = small(a, b, 8);
  }
  return table;
}
