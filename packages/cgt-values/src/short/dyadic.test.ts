import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bigSimplestBetween, Dyadic, simplestBetween } from './dyadic.js';

const arbitraryDyadic = fc
  .tuple(fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }), fc.integer({ min: 0, max: 80 }))
  .map(([n, k]) => Dyadic.of(n, k));

/** Exact value as a fraction n / 2^80, for comparing with bigint arithmetic. */
const scaled = (x: Dyadic): bigint => x.numerator << BigInt(80 - x.exponent);

describe('Dyadic', () => {
  it('reduces to lowest terms and prints and parses', () => {
    expect(Dyadic.of(6, 2).toString()).toBe('3/2');
    expect(Dyadic.of(-8, 3).toString()).toBe('-1');
    expect(Dyadic.parse('-3/4')!.equals(Dyadic.of(-3, 2))).toBe(true);
    expect(Dyadic.parse('6/8')!.toString()).toBe('3/4');
    expect(Dyadic.parse('1/3')).toBeUndefined();
    expect(Dyadic.parse('x')).toBeUndefined();
    expect(() => Dyadic.of(1, -1)).toThrow(RangeError);
  });

  it('does exact arithmetic at any size', () => {
    fc.assert(
      fc.property(arbitraryDyadic, arbitraryDyadic, (a, b) => {
        expect(scaled(a.add(b))).toBe(scaled(a) + scaled(b));
        expect(scaled(a.sub(b))).toBe(scaled(a) - scaled(b));
        expect(a.compare(b)).toBe(Math.sign(Number(scaled(a) - scaled(b))));
        expect(Dyadic.parse(a.toString())!.equals(a)).toBe(true);
        expect(a.floor() <= a.ceil() && a.ceil() - a.floor() <= 1n).toBe(true);
        expect(Dyadic.of(a.floor()).compare(a) <= 0).toBe(true);
      }),
    );
  });

  it('finds the simplest number in an interval', () => {
    const d = (t: string): Dyadic => Dyadic.parse(t)!;
    const open = (t: string) => ({ value: d(t), closed: false });
    const closed = (t: string) => ({ value: d(t), closed: true });
    expect(simplestBetween(undefined, undefined)!.toString()).toBe('0');
    expect(simplestBetween(open('5'), undefined)!.toString()).toBe('6');
    expect(simplestBetween(closed('5'), undefined)!.toString()).toBe('5');
    expect(simplestBetween(undefined, open('-2'))!.toString()).toBe('-3');
    expect(simplestBetween(open('0'), open('1'))!.toString()).toBe('1/2');
    expect(simplestBetween(open('1/2'), open('1'))!.toString()).toBe('3/4');
    expect(simplestBetween(open('-3/2'), open('5/2'))!.toString()).toBe('0');
    expect(simplestBetween(open('1'), open('1'))).toBeUndefined();
    expect(simplestBetween(closed('1'), closed('1'))!.toString()).toBe('1');
    expect(simplestBetween(open('3/8'), closed('1/2'))!.toString()).toBe('1/2');
  });

  it('picks a number inside the interval with no simpler one inside', () => {
    fc.assert(
      fc.property(arbitraryDyadic, arbitraryDyadic, (a, b) => {
        const [lo, hi] = a.compare(b) <= 0 ? [a, b] : [b, a];
        if (lo.equals(hi)) return;
        const x = simplestBetween({ value: lo, closed: false }, { value: hi, closed: false })!;
        expect(x.compare(lo) > 0 && x.compare(hi) < 0).toBe(true);
        // Its canonical options, the only simpler numbers that could lie between, stay outside.
        const simpler =
          x.exponent > 0
            ? [x.sub(Dyadic.of(1, x.exponent)), x.add(Dyadic.of(1, x.exponent))]
            : x.sign() > 0
              ? [x.sub(Dyadic.one)]
              : x.sign() < 0
                ? [x.add(Dyadic.one)]
                : [];
        for (const y of simpler) expect(y.compare(lo) > 0 && y.compare(hi) < 0).toBe(false);
      }),
    );
  });

  it('finds the same simplest number in doubles as in bigints for small bounds', () => {
    // Around the limits of the doubles' path (2^20, 30 places), on both sides of them.
    const small = fc
      .tuple(fc.integer({ min: -(2 ** 24), max: 2 ** 24 }), fc.integer({ min: 0, max: 33 }))
      .map(([n, k]) => Dyadic.of(n, k));
    const bound = fc.option(fc.record({ value: small, closed: fc.boolean() }), {
      nil: undefined,
    });
    fc.assert(
      fc.property(bound, bound, (low, high) => {
        expect(simplestBetween(low, high)).toEqual(bigSimplestBetween(low, high));
      }),
      { numRuns: 500 },
    );
  });

  it('reduces and finds the simplest number between bounds of 100000 bits at once', () => {
    const e = 100_000;
    expect(Dyadic.of(3n << BigInt(e), e + 1)).toEqual(Dyadic.of(3, 1));
    const low = { value: Dyadic.of(1, e), closed: false };
    const high = { value: Dyadic.of(1, e - 1), closed: false };
    expect(simplestBetween(low, high)).toEqual(Dyadic.of(3, e + 1));
  });
});
