import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partizanMisereOf } from '../misere/partizan.js';
import { negate } from '../short/arithmetic.js';
import { formatGame } from '../short/notation.js';
import { num } from '../short/store.js';
import { Dyadic } from '../short/dyadic.js';
import { bruteForce } from '../testing/brute-force.js';
import { arbitraryGrid } from '../testing/grids.js';
import { PartizanSolver } from './ruleset.js';
import { formatQuelhas, parseQuelhas, quelhas } from './quelhas.js';

const transpose = (text: string): string => {
  const rows = text.split('|');
  return [...rows[0]!].map((_, c) => rows.map((r) => r[c]).join('')).join('|');
};

describe('Quelhas', () => {
  const solver = new PartizanSolver(quelhas);
  const value = (text: string) => solver.canonicalForm(parseQuelhas(text));

  it('gives a column of n cells floor(n/2) moves for Left, and a row as many for Right', () => {
    // Only one player can move there, two cells at a time at best.
    for (let n = 1; n <= 9; n++) {
      const column = Array(n).fill('.').join('|');
      expect(value(column)).toBe(num(Dyadic.of(Math.floor(n / 2))));
      expect(value('.'.repeat(n))).toBe(num(Dyadic.of(-Math.floor(n / 2))));
    }
  });

  it('values the 2×2 board ±1 and plays it as a P-position in misère', () => {
    // Either player crosses out a line of two and leaves the other line to herself alone.
    expect(formatGame(value('..|..'))).toBe('+-1');
    expect(partizanMisereOf(parseQuelhas('..|..'), quelhas).outcome).toBe('P');
    // A column of three: Left moves to a single cell (Right, with no move, wins misère) or to
    // nothing left; either way Right then has no move: L in normal play, R in misère.
    expect(partizanMisereOf(parseQuelhas('.|.|.'), quelhas).outcome).toBe('R');
  });

  it('matches the brute-force game tree, and its transpose is its negative', () => {
    fc.assert(
      fc.property(arbitraryGrid('..#', 4, 3), (b) => {
        const g = solver.canonicalForm(b);
        expect(g).toBe(bruteForce(quelhas, formatQuelhas, b));
        expect(value(transpose(formatQuelhas(b)))).toBe(negate(g));
      }),
      { numRuns: 120 },
    );
  });

  it('reports mistakes with their column', () => {
    expect(() => parseQuelhas('..|.x')).toThrow(/column 5/);
  });
});
