/**
 * Nimber arithmetic in Conway's field On₂: nim-sum is XOR; nim-product, inverse and quotient are
 * computed by splitting at Fermat 2-powers `D = 2^(2^k)`, where `D ⊗ D = D ⊕ D/2`.
 * Exact for every nonnegative bigint (fastest below 2^32, fast below 2^64).
 */

import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';

/** The nim-sum (XOR) of two nimbers. */
export function nimSum(a: bigint, b: bigint): bigint {
  checkNimber(a);
  checkNimber(b);
  return a ^ b;
}

/** The nim-product `a ⊗ b`. Numbers of many thousand bits take a while: `control` stops it. */
export function nimProduct(a: bigint, b: bigint, control?: SolveControl): bigint {
  checkNimber(a);
  checkNimber(b);
  return withControl(control, () => multiply(a, b, levelBits(a > b ? a : b)));
}

/** The nim-inverse of a nonzero nimber: the `b` with `a ⊗ b = 1`. */
export function nimInverse(a: bigint, control?: SolveControl): bigint {
  checkNimber(a);
  if (a === 0n) throw new RangeError('0 has no nim-inverse');
  return withControl(control, () => inverse(a, levelBits(a)));
}

/** The nim-quotient `a ⊘ b = a ⊗ b⁻¹`. */
export function nimQuotient(a: bigint, b: bigint, control?: SolveControl): bigint {
  checkNimber(a);
  checkNimber(b);
  if (b === 0n) throw new RangeError('0 has no nim-inverse');
  return withControl(control, () => {
    const inverted = inverse(b, levelBits(b));
    return multiply(a, inverted, levelBits(a > inverted ? a : inverted));
  });
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

/**
 * `a ⊗ b` for a, b below 2^bits. With D = 2^(bits/2) and d = D/2, a = a1·D ⊕ a0 and D ⊗ D =
 * D ⊕ d: three products of halves (Karatsuba's trick) and one by d.
 */
function multiply(a: bigint, b: bigint, bits: number): bigint {
  if (bits <= 32) return BigInt(multiply32(Number(a), Number(b), Math.max(bits, 1)));
  if (a < 2n || b < 2n) return a * b;
  tick(bits / 32);
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
  return (middle << shift) ^ low ^ timesHalf(high, h);
}

/**
 * `x ⊗ 2^(bits−1)` for x below 2^bits. That factor is D ⊗ d (D = 2^(bits/2), d = D/2), and
 * `(x1·D ⊕ x0) ⊗ D = (x1 ⊕ x0)·D ⊕ x1 ⊗ d`: three products by the smaller d, so that
 * products take time bits^1.6 rather than bits².
 */
function timesHalf(x: bigint, bits: number): bigint {
  if (bits <= 32) return BigInt(multiply32(Number(x), 2 ** (bits - 1), Math.max(bits, 1)));
  if (x === 0n) return 0n;
  tick(bits / 32);
  const h = bits / 2;
  const shift = BigInt(h);
  const x1 = x >> shift;
  const x0 = x & ((1n << shift) - 1n);
  return (timesHalf(x1 ^ x0, h) << shift) ^ timesHalf(timesHalf(x1, h), h);
}

/**
 * The inverse of a ≠ 0 below 2^bits. Its conjugate over the half field, a' = a1·D ⊕ (a0 ⊕ a1),
 * makes the norm a ⊗ a' = a1 ⊗ a1 ⊗ d ⊕ a0 ⊗ (a0 ⊕ a1) a nimber of the half field, so
 * a⁻¹ = a' ⊗ (a ⊗ a')⁻¹ needs one inverse of half the size.
 */
function inverse(a: bigint, bits: number): bigint {
  if (bits <= 32) return BigInt(inverse32(Number(a), Math.max(bits, 1)));
  const h = bits / 2;
  const shift = BigInt(h);
  const a1 = a >> shift;
  const a0 = a & ((1n << shift) - 1n);
  if (a1 === 0n) return inverse(a0, h);
  const sum = a0 ^ a1;
  const norm = timesHalf(multiply(a1, a1, h), h) ^ multiply(a0, sum, h);
  const n = inverse(norm, h);
  return (multiply(a1, n, h) << shift) ^ multiply(sum, n, h);
}

/** The inverse of a ≠ 0 below 2^bits ≤ 2^32: a^(2^bits − 2) = (a^(2^(bits−1) − 1))². */
function inverse32(a: number, bits: number): number {
  let power = a; // a^(2^m - 1), starting at m = 1
  for (let m = 1; m < bits - 1; m++) power = multiply32(multiply32(power, power, bits), a, bits);
  return bits === 1 ? 1 : multiply32(power, power, bits);
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
