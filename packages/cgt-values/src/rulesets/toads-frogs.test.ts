import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negate } from '../short/arithmetic.js';
import { num } from '../short/store.js';
import { parseGame } from '../short/notation.js';
import { PartizanSolver } from './ruleset.js';
import { bruteForce } from '../testing/brute-force.js';
import { plain } from '../testing/plain.js';
import { MAX_TOADS_FROGS_LENGTH, parseToadsFrogs, toadsAndFrogs } from './toads-frogs.js';

const plainToads = plain(toadsAndFrogs, (s) => s);
const arbitraryStrip = fc.string({ unit: fc.constantFrom('T', 'F', '.', '.'), maxLength: 8 });

describe('Toads and Frogs', () => {
  const solver = new PartizanSolver(toadsAndFrogs);
  const mirror = (s: string): string =>
    [...s]
      .reverse()
      .map((c) => (c === 'T' ? 'F' : c === 'F' ? 'T' : c))
      .join('');

  it('matches the plain game tree and negates under mirroring', () => {
    const reference = new PartizanSolver(plainToads);
    fc.assert(
      fc.property(arbitraryStrip, (strip) => {
        const g = solver.canonicalForm(strip);
        expect(g).toBe(reference.canonicalForm(strip));
        expect(g).toBe(bruteForce(toadsAndFrogs, (s) => s, strip));
        expect(solver.canonicalForm(mirror(strip))).toBe(negate(g));
      }),
      { numRuns: 200 },
    );
  });

  describe('published values', () => {
    it("gives Winning Ways' values: TFTF. = TF.TF = 0, TFT.F = *, T.TFF = ^, TT.FF = *", () => {
      expect(solver.canonicalForm('TFTF.')).toBe(parseGame('0'));
      expect(solver.canonicalForm('TF.TF')).toBe(parseGame('0'));
      expect(solver.canonicalForm('TFT.F')).toBe(parseGame('*'));
      expect(solver.canonicalForm('T.TFF')).toBe(parseGame('^'));
      expect(solver.canonicalForm('TT.FF')).toBe(parseGame('*'));
    });

    it("gives CGSuite's value of ttttt..fffff (its GameStripTest)", () => {
      // aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/GameStripTest.scala,
      // "define Toads and Frogs properly": its toads `t` are Left's, as our `T`.
      expect(solver.canonicalForm('TTTTT..FFFFF')).toBe(
        parseGame(
          '+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}',
        ),
      );
    });

    it("gives the values of cgt-tools' Toads and Frogs tests", () => {
      // t4ccer/cgt-tools, cgt/short/partizan/games/toads_and_frogs.rs, test `canonical_form`
      // (toads `T` Left's). It prints T.TFTFF as {0|^}, which is ^^*.
      const cases: [string, string][] = [
        ['TFTF.TF', '0'],
        ['TFTFTF.', '0'],
        ['TFTFT.F', '*'],
        ['TF.TTFF', '0'],
        ['TFT.TFF', '^'],
        ['.TTFTFF', '0'],
        ['T.TFTFF', '{0|^}'],
      ];
      for (const [strip, expected] of cases) {
        expect(solver.canonicalForm(strip), strip).toBe(parseGame(expected));
      }
    });
  });

  it('values single creatures by their free cells', () => {
    expect(solver.canonicalForm('T...')).toBe(num(3));
    expect(solver.canonicalForm('..F.')).toBe(num(-2));
    expect(solver.canonicalForm('T.F')).toBe(parseGame('*'));
    expect(solver.canonicalForm('TTFF.T.F')).toBe(solver.canonicalForm('.T.F'));
  });

  it('keys distinct strips apart, short ones by an integer', () => {
    const strip = fc
      .array(fc.constantFrom('T', 'F', '.'), { maxLength: 17 })
      .map((cells) => cells.join(''));
    fc.assert(
      fc.property(strip, strip, (a, b) => {
        const [ka, kb] = [toadsAndFrogs.key(a), toadsAndFrogs.key(b)];
        expect(ka === kb).toBe(a === b);
        expect(typeof ka).toBe(a.length <= 15 ? 'number' : 'string');
      }),
    );
  });

  it('stores a strip and its mirror in one table entry', () => {
    const fresh = new PartizanSolver(toadsAndFrogs);
    const g = fresh.canonicalForm('TT.T..F.F');
    const size = fresh.tableSize;
    expect(fresh.canonicalForm(mirror('TT.T..F.F'))).toBe(negate(g));
    expect(fresh.tableSize).toBe(size);
  });

  it('rejects other characters', () => {
    expect(() => parseToadsFrogs('T.x')).toThrow(/column 3/);
    expect(() => parseToadsFrogs('T.'.repeat(MAX_TOADS_FROGS_LENGTH))).toThrow(
      /column 1001: expected at most 1000 cells/,
    );
    expect(parseToadsFrogs('T.F')).toBe('T.F');
  });
});
