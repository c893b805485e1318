import { DeadlineError } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryLeftDeadEnd } from '../testing/left-dead-ends.js';
import { deadEndingGeq } from './dead-ending.js';
import { InputLimitError } from '../input-limit.js';
import { MisereNotationError } from './game.js';
import {
  leftDeadEnd,
  leftDeadEndCanonical,
  leftDeadEndCompare,
  leftDeadEndForm,
  leftDeadEndGeq,
  leftDeadEndInteger,
  leftDeadEndsBornBy,
  leftDeadEndSum,
  parseLeftDeadEnd,
  parseLeftDeadEndSum,
  type LeftDeadEnd,
} from './left-dead-end.js';

const int = leftDeadEndInteger;
const of = (...options: LeftDeadEnd[]): LeftDeadEnd => leftDeadEnd(options);
const p = parseLeftDeadEnd;

describe('Left dead ends', () => {
  it("compare as in cgt-tools' tests", () => {
    expect(leftDeadEndCompare(int(0), int(0))).toBe('=');
    expect(leftDeadEndCompare(int(5), int(5))).toBe('=');
    expect(leftDeadEndCompare(int(3), int(2))).toBe('||');
    expect(leftDeadEndCompare(int(3), of(int(1), int(2)))).toBe('>');
    expect(leftDeadEndCompare(int(1), of(int(0), int(1)))).toBe('>');
    expect(leftDeadEndCompare(int(1), of(int(0), int(0)))).toBe('=');
  });

  it("are born by each day as in cgt-tools' tests: 2, 4, 10 and 52 forms", () => {
    expect(leftDeadEndsBornBy(1).map((g) => g.text)).toEqual(['0', '1']);
    expect(leftDeadEndsBornBy(2).map((g) => g.text)).toEqual(['0', '1', '2', '{0, 1}']);
    expect(leftDeadEndsBornBy(3)).toHaveLength(10);
    expect(leftDeadEndsBornBy(4)).toHaveLength(52);
    expect(() => leftDeadEndsBornBy(5)).toThrow(RangeError);
  });

  it("add as in cgt-tools' tests (which list an option twice where it is one here)", () => {
    expect(leftDeadEndSum(int(1), int(1))).toBe(p('{1, 1}'));
    expect(leftDeadEndSum(int(2), int(1))).toBe(p('{2, {1, 1}}'));
    const five = p('{{3, {2, {1, 1}}}, {{2, {1, 1}}, {2, {1, 1}}}}');
    expect(leftDeadEndSum(int(2), int(3))).toBe(five);
    expect(five.text).toBe('5');
    expect(leftDeadEndSum(of(int(0), int(1)), int(1)).text).toBe('{1, 2, {0, 1}}');
  });

  it("read cgt-tools' notation, and name the column of a mistake", () => {
    expect(p('42')).toBe(int(42));
    expect(p('{41}')).toBe(int(42));
    expect(p('{{{}}}')).toBe(int(2));
    expect(p('{1,{2,3}}')).toBe(of(int(1), of(int(2), int(3))));
    expect(p(' { 1 , { 2 , 3 } } ')).toBe(p('{1,{2,3}}'));
    fc.assert(
      fc.property(arbitraryLeftDeadEnd, (g) => {
        expect(p(g.text)).toBe(g);
      }),
    );
    const column = (text: string): number | undefined => {
      try {
        p(text);
      } catch (error) {
        if (error instanceof MisereNotationError) return error.column;
        throw error;
      }
      return undefined;
    };
    expect(column('{1,}')).toBe(4);
    expect(column('{1 2}')).toBe(4);
    expect(column('{1')).toBe(3);
    expect(column('1}')).toBe(2);
    expect(column('')).toBe(1);
    expect(column('{x}')).toBe(2);
    expect(column('1001')).toBe(1);
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('{', '}', ',', ' ', '1', '0', 'x') }), (s) => {
        try {
          p(s);
        } catch (error) {
          expect(error).toBeInstanceOf(MisereNotationError);
        }
      }),
    );
  });

  it('read sums of terms, adding them, with the column of a mistake in the whole text', () => {
    const sum = parseLeftDeadEndSum;
    expect(sum('{0, 1} + 1')).toBe(leftDeadEndSum(of(int(0), int(1)), int(1)));
    expect(sum(' 2 ')).toBe(int(2));
    fc.assert(
      fc.property(fc.array(arbitraryLeftDeadEnd, { minLength: 1, maxLength: 3 }), (gs) => {
        const added = gs.reduce((a, b) => leftDeadEndSum(a, b));
        expect(sum(gs.map((g) => g.text).join(' + '))).toBe(added);
      }),
    );
    const column = (text: string): number | undefined => {
      try {
        sum(text);
      } catch (error) {
        if (error instanceof MisereNotationError) return error.column;
        throw error;
      }
      return undefined;
    };
    expect(column('1 + {1,}')).toBe(8);
    expect(column('{1 + 2}')).toBe(4);
    expect(column('1 +')).toBe(4);
    expect(column('+ 1')).toBe(1);
    // Six copies of {0, 1, {2, 3}} add up to a form whose text is past the limit.
    expect(() => sum(Array(6).fill('{0, 1, {2, 3}}').join(' + '))).toThrow(InputLimitError);
  });

  it('order as misère play modulo dead-ending games does (every pair born by day 3, a sample of day 4)', () => {
    const byDeadEnding = (g: LeftDeadEnd, h: LeftDeadEnd): boolean =>
      deadEndingGeq(leftDeadEndForm(g), leftDeadEndForm(h));
    const day3 = leftDeadEndsBornBy(3);
    for (const g of day3) {
      for (const h of day3)
        expect(leftDeadEndGeq(g, h), `${g.text} ≥ ${h.text}`).toBe(byDeadEnding(g, h));
    }
    const day4 = leftDeadEndsBornBy(4);
    fc.assert(
      fc.property(fc.constantFrom(...day4), fc.constantFrom(...day4), (g, h) => {
        expect(leftDeadEndGeq(g, h)).toBe(byDeadEnding(g, h));
      }),
      { numRuns: 60 },
    );
  });

  it('form a commutative monoid whose order sums keep, with birthdays adding up', () => {
    fc.assert(
      fc.property(arbitraryLeftDeadEnd, arbitraryLeftDeadEnd, arbitraryLeftDeadEnd, (a, b, c) => {
        // A sum's form grows with its birthday (the sum of the three's): past day 9, the largest
        // drawn reach millions of characters, beyond the text limit, in seconds of work.
        fc.pre(a.birthday + b.birthday + c.birthday <= 9);
        const ab = leftDeadEndSum(a, b);
        expect(leftDeadEndSum(b, a)).toBe(ab);
        expect(leftDeadEndSum(ab, c)).toBe(leftDeadEndSum(a, leftDeadEndSum(b, c)));
        expect(leftDeadEndSum(a, int(0))).toBe(a);
        expect(ab.birthday).toBe(a.birthday + b.birthday);
        if (leftDeadEndGeq(a, b))
          expect(leftDeadEndGeq(leftDeadEndSum(a, c), leftDeadEndSum(b, c))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('have one canonical form per class of equal forms, equal to them', () => {
    const day3 = leftDeadEndsBornBy(3);
    const canonical = new Set(day3.map((g) => leftDeadEndCanonical(g)));
    expect(canonical.size).toBe(day3.length);
    fc.assert(
      fc.property(arbitraryLeftDeadEnd, arbitraryLeftDeadEnd, (a, b) => {
        const ca = leftDeadEndCanonical(a);
        expect(leftDeadEndCompare(ca, a)).toBe('=');
        expect(leftDeadEndCanonical(ca)).toBe(ca);
        expect(ca.birthday).toBeLessThanOrEqual(a.birthday);
        if (leftDeadEndCompare(a, b) === '=') expect(leftDeadEndCanonical(b)).toBe(ca);
      }),
      { numRuns: 100 },
    );
    // 3 > {1, 2} (cgt-tools' test): Right's option 3 is dominated. 0 compares with 0 alone.
    expect(leftDeadEndCanonical(p('{3, {1, 2}}'))).toBe(p('{{1, 2}}'));
    expect(leftDeadEndCanonical(p('{0, 1, 2}'))).toBe(p('{0, 1, 2}'));
  });

  it('obey the control, and refuse games born too late', () => {
    const big = p('{{0, 1}, {1, 2}, {0, 2}, 3}');
    expect(() => leftDeadEndSum(big, big, { deadline: Date.now() - 1 })).toThrow(DeadlineError);
    expect(() => leftDeadEndSum(int(600), int(600))).toThrow(RangeError);
    expect(() => int(-1)).toThrow(RangeError);
  });
});
