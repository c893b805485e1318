import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negate } from '../short/arithmetic.js';
import { NotationError, parseGame } from '../short/notation.js';
import { PartizanSolver } from './ruleset.js';
import { num, star } from '../short/store.js';
import { bruteForce } from '../testing/brute-force.js';
import { formatToppling, parseToppling, topplingDominoes } from './toppling-dominoes.js';

const row = fc.string({ unit: fc.constantFrom('B', 'R', 'G'), minLength: 1, maxLength: 5 });

describe('Toppling Dominoes', () => {
  const solver = new PartizanSolver(topplingDominoes);
  const value = (text: string) => solver.canonicalForm(parseToppling(text));

  describe('published values', () => {
    it('gives the values of Fink, Nowakowski, Siegel and Wolfe: Bⁿ = n, Gⁿ = *n, BR = *', () => {
      for (let n = 1; n < 8; n++) {
        expect(value('B'.repeat(n))).toBe(num(n));
        expect(value('G'.repeat(n))).toBe(star(n));
      }
      expect(value('BR')).toBe(parseGame('*'));
      // By hand: Left topples the middle B to the right (B is left), Right the R leftwards (all go).
      expect(value('BBR')).toBe(parseGame('{1|0}'));
      expect(value('BRB')).toBe(parseGame('1/2'));
      expect(value('BG')).toBe(parseGame('{1|0}'));
      expect(value('B R')).toBe(num(0));
    });

    it("gives the value of cgt-tools' Toppling Dominoes test: BRRBB = {1|*}", () => {
      // t4ccer/cgt-tools, cgt/short/partizan/games/toppling_dominoes.rs, test
      // `correct_canonical`: the row Blue, Red, Red, Blue, Blue (blue Left's, as our `B`).
      expect(value('BRRBB')).toBe(parseGame('{1|*}'));
    });
  });

  it('matches the brute-force game tree; swapping colours negates', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 2 }), (rows) => {
        const g = solver.canonicalForm(rows);
        expect(g).toBe(bruteForce(topplingDominoes, formatToppling, rows));
        const other = rows.map((r) => r.replace(/[BR]/g, (c) => (c === 'B' ? 'R' : 'B')));
        expect(solver.canonicalForm(other)).toBe(negate(g));
      }),
      { numRuns: 150 },
    );
  });

  it('reports mistakes with their column', () => {
    expect(() => parseToppling('BR BX')).toThrow(/column 5/);
    expect(() => parseToppling('b')).toThrow(NotationError);
  });
});
