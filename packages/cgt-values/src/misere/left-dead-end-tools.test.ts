import { DeadlineError, MemoryBudgetError, steppingClock } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryLeftDeadEnd } from '../testing/left-dead-ends.js';
import {
  leftDeadEndCanonical,
  leftDeadEndCompare,
  leftDeadEndForm,
  leftDeadEndInteger,
  leftDeadEndsBornBy,
  leftDeadEndSum,
  parseLeftDeadEnd,
  parseLeftDeadEndSum,
  type LeftDeadEnd,
} from './left-dead-end.js';
import {
  isLeftDeadEndAtom,
  leftDeadEndFactors,
  leftDeadEndFlexibility,
  leftDeadEndRace,
  leftDeadEndRacing,
  leftDeadEndReport,
  leftDeadEndStalling,
} from './left-dead-end-tools.js';
import type { PartizanForm } from './partizan.js';

const int = leftDeadEndInteger;
const p = parseLeftDeadEnd;
const canonical = (text: string): LeftDeadEnd => leftDeadEndCanonical(p(text));
const texts = (gs: readonly LeftDeadEnd[]): string[] => gs.map((g) => g.text).sort();

// Independent counts on the game tree (no Left options anywhere).
const longest = (f: PartizanForm): number => Math.max(0, ...f.right.map((o) => 1 + longest(o)));
const shortest = (f: PartizanForm): number =>
  f.right.length === 0 ? 0 : Math.min(...f.right.map((o) => 1 + shortest(o)));
/** A line of moves: no position with two options. */
const isLine = (f: PartizanForm): boolean => f.right.length <= 1 && f.right.every(isLine);
const untilLine = (f: PartizanForm): number =>
  isLine(f) ? 0 : Math.max(...f.right.map((o) => 1 + untilLine(o)));

describe("Left dead ends' factors", () => {
  it("are cgt-tools' in its tests", () => {
    expect(texts(leftDeadEndFactors(int(3)).map(([f]) => f))).toEqual(['0', '1', '2', '3']);
    expect(leftDeadEndFactors(int(3)).map(([f, c]) => [f.text, c.text])).toEqual([
      ['0', '3'],
      ['1', '2'],
      ['2', '1'],
      ['3', '0'],
    ]);
    // cgt-tools' interned test: a game born on day 7 with eight factors, up to equality.
    const g = p(
      '{{{{1, 0}, {{{1, 0}}}, {2, 0}, {{2, 0}}}}, {{{1, 0}}, {{{1, 0}}}}, {{{{1, 0}, {{{1, 0}}}, {2, 0}, {{2, 0}}}}}, {{{{{1, 0}}, {{{1, 0}}}}}}}',
    );
    const expected = [
      ['0', g.text],
      ['{1, 0}', '{{{2, 0}}, {2, 1}, {{{2, 0}}}, {{{2, 1}}}}'],
      ['{2, 0}', '{{{1, 0}}, {{{1, 0}}}}'],
      ['{{1, 0}, {{{1, 0}}}, {2, 0}, {{2, 0}}}', '{2, 1}'],
      ['{{{1, 0}}, {{{1, 0}}}}', '{2, 0}'],
      [g.text, '0'],
      ['{2, 1}', '{{1, 0}, {{{1, 0}}}, {2, 0}, {{2, 0}}}'],
      ['{{{2, 0}}, {2, 1}, {{{2, 0}}}, {{{2, 1}}}}', '{1, 0}'],
    ].map(([f, c]) => `${canonical(f!).text} + ${canonical(c!).text}`);
    const factors = leftDeadEndFactors(g).map(([f, c]) => `${f.text} + ${c.text}`);
    expect(factors.sort()).toEqual(expected.sort());
    expect(isLeftDeadEndAtom(g)).toBe(false);
  });

  it('are every X with X + Y = G, searched among the forms born by day 4 (for G born by day 3 and sums of two born by day 2)', () => {
    const day4 = [...new Set(leftDeadEndsBornBy(4).map((g) => leftDeadEndCanonical(g)))];
    const sums = new Map<LeftDeadEnd, Set<LeftDeadEnd>>();
    day4.forEach((x, i) => {
      for (const y of day4.slice(i)) {
        const s = leftDeadEndCanonical(leftDeadEndSum(x, y));
        if (!sums.has(s)) sums.set(s, new Set());
        sums.get(s)!.add(x).add(y);
      }
    });
    const day2 = leftDeadEndsBornBy(2);
    const games = [
      ...leftDeadEndsBornBy(3),
      ...day2.flatMap((x) => day2.map((y) => leftDeadEndSum(x, y))),
    ];
    for (const g of games) {
      const c = leftDeadEndCanonical(g);
      const factors = leftDeadEndFactors(g);
      expect(texts(factors.map(([f]) => f)), g.text).toEqual(texts([...sums.get(c)!]));
      for (const [f, cofactor] of factors) {
        expect(leftDeadEndCompare(leftDeadEndSum(f, cofactor), g)).toBe('=');
      }
      expect(isLeftDeadEndAtom(g)).toBe(c.integer !== 0 && sums.get(c)!.size === 2);
    }
  });

  it('are those of any equal form, with 0 and G, each X + Y = G', () => {
    fc.assert(
      fc.property(arbitraryLeftDeadEnd, (g) => {
        const factors = leftDeadEndFactors(g);
        const c = leftDeadEndCanonical(g);
        expect(factors.map(([f]) => f)).toContain(int(0));
        expect(factors.map(([f]) => f)).toContain(c);
        for (const [f, cofactor] of factors) {
          expect(leftDeadEndCanonical(leftDeadEndSum(f, cofactor))).toBe(c);
        }
        expect(leftDeadEndFactors(c)).toEqual(factors);
        // cgt-tools' property: an atom has exactly two factors; 1 is the only integer atom.
        expect(isLeftDeadEndAtom(g)).toBe(factors.length === 2);
        if (g.integer !== undefined) expect(isLeftDeadEndAtom(g)).toBe(g.integer === 1);
      }),
      { numRuns: 60 },
    );
  });
  it('of a sum of three, whose sums tried would be past the text limit in normal form, each add up to it', () => {
    const g = parseLeftDeadEndSum('{0, 1, {2, 3}} + {1, {0, 2}} + {0, 3}');
    const factors = leftDeadEndFactors(g);
    for (const [f, cofactor] of factors) {
      expect(leftDeadEndCompare(leftDeadEndSum(f, cofactor), g)).toBe('=');
    }
    const terms = ['{0, 1, {2, 3}}', '{1, {0, 2}}', '{0, 3}'].map(canonical);
    // Each term, and the sum of any two, is a factor (the rest is its cofactor).
    const found = factors.map(([f]) => f);
    terms.forEach((t, i) => {
      expect(found).toContain(t);
      expect(found).toContain(leftDeadEndCanonical(leftDeadEndSum(t, terms[(i + 1) % 3]!)));
    });
  });
});

describe("Left dead ends' race, flexibility, racing and stalling options", () => {
  it('count the shortest play, the moves before a line, and pick the options that keep them', () => {
    fc.assert(
      fc.property(arbitraryLeftDeadEnd, (g) => {
        const form = leftDeadEndForm(g);
        expect(leftDeadEndRace(g)).toBe(shortest(form));
        expect(g.birthday).toBe(longest(form));
        expect(leftDeadEndFlexibility(g)).toBe(untilLine(form));
        const options =
          g.integer === undefined ? g.options : g.integer > 0 ? [int(g.integer - 1)] : [];
        const racing = options.filter((o) => 1 + shortest(leftDeadEndForm(o)) === shortest(form));
        expect(leftDeadEndRacing(g)).toEqual(racing);
        const stalling = options.filter((o) => 1 + longest(leftDeadEndForm(o)) === longest(form));
        expect(leftDeadEndStalling(g)).toEqual(stalling);
      }),
      { numRuns: 100 },
    );
    expect(leftDeadEndRace(p('{0, 5}'))).toBe(1);
    expect(leftDeadEndFlexibility(p('{0, 5}'))).toBe(1);
    expect(leftDeadEndFlexibility(int(5))).toBe(0);
    expect(texts(leftDeadEndRacing(p('{0, 5}')))).toEqual(['0']);
    expect(texts(leftDeadEndStalling(p('{0, 5}')))).toEqual(['5']);
  });

  it('race is the same for equal forms, and adds up in sums', () => {
    fc.assert(
      fc.property(arbitraryLeftDeadEnd, arbitraryLeftDeadEnd, (a, b) => {
        // Sums past day 9 can outgrow the text limit (see the monoid property).
        fc.pre(a.birthday + b.birthday <= 9);
        expect(leftDeadEndRace(leftDeadEndCanonical(a))).toBe(leftDeadEndRace(a));
        expect(leftDeadEndRace(leftDeadEndSum(a, b))).toBe(leftDeadEndRace(a) + leftDeadEndRace(b));
      }),
      { numRuns: 100 },
    );
  });
});

describe("A Left dead end's report", () => {
  it('gives the parts asked for, each as its tool finds it', () => {
    const g = parseLeftDeadEndSum('{0, 1} + 2');
    const other = int(3);
    const c = leftDeadEndCanonical(g);
    expect(leftDeadEndReport(g)).toEqual({ form: g.text, canonical: c.text, birthday: c.birthday });
    expect(leftDeadEndReport(g, { compare: other, factors: true, race: true })).toEqual({
      form: g.text,
      canonical: c.text,
      birthday: c.birthday,
      comparison: { compare: '3', order: leftDeadEndCompare(g, other) },
      factors: {
        factors: leftDeadEndFactors(c).map(([x, y]) => [x.text, y.text]),
        atom: isLeftDeadEndAtom(c),
      },
      race: {
        race: leftDeadEndRace(c),
        flexibility: leftDeadEndFlexibility(c),
        racing: leftDeadEndRacing(c).map((x) => x.text),
        stalling: leftDeadEndStalling(c).map((x) => x.text),
      },
    });
    expect(() => leftDeadEndReport(g, { factors: true }, { signal: AbortSignal.abort() })).toThrow(
      /abort/i,
    );
  });
});

describe("Left dead ends' canonical forms, order and factors", () => {
  // Each case works on a sum first met here, so that no table holds its answers yet.
  const fresh = (k: number): LeftDeadEnd =>
    parseLeftDeadEndSum(`{0, {1, ${k}}, {2, {0, 3}}} + {1, {0, 2}} + {0, ${k + 1}, {1, 2}}`);

  it('stop at a check of the control when its signal has fired, its clock passes the deadline or the memory is past its budget', () => {
    const aborted = { signal: AbortSignal.abort() };
    const g = fresh(5);
    expect(() => leftDeadEndCanonical(g, aborted)).toThrow(/abort/i);
    expect(() => leftDeadEndCompare(g, fresh(6), aborted)).toThrow(/abort/i);
    expect(() => leftDeadEndFactors(g, aborted)).toThrow(/abort/i);
    // A clock that moves one step at each reading: the call's first check passes, the next fails.
    const passing = (): { clock: () => number; deadline: number } => ({
      clock: steppingClock(1),
      deadline: 1,
    });
    expect(() => leftDeadEndCanonical(fresh(7), passing())).toThrow(DeadlineError);
    expect(() => leftDeadEndCompare(fresh(8), fresh(9), passing())).toThrow(DeadlineError);
    expect(() => leftDeadEndFactors(fresh(10), passing())).toThrow(DeadlineError);
    // A budget below what the tables hold already ends it at the first check too.
    expect(() => leftDeadEndCanonical(fresh(11), { maxMemoryBytes: 1 })).toThrow(MemoryBudgetError);
    expect(() => leftDeadEndCompare(fresh(12), fresh(13), { maxMemoryBytes: 1 })).toThrow(
      MemoryBudgetError,
    );
    // Once stopped, the tables still answer as the computation done afresh.
    expect(leftDeadEndCompare(leftDeadEndCanonical(fresh(7)), fresh(7))).toBe('=');
  });
});
