import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negate } from '../arithmetic.js';
import { Dyadic } from '../dyadic.js';
import { NotationError, parseGame } from '../notation.js';
import { PartizanSolver } from '../ruleset.js';
import { num, star, ZERO } from '../store.js';
import { bruteForce } from '../testing/brute-force.js';
import {
  formatHackenbush,
  hackenbush,
  parseHackenbush,
  type HackenbushColour,
  type HackenbushPosition,
} from './hackenbush.js';

const arbitraryDrawing: fc.Arbitrary<HackenbushPosition> = fc
  .array(fc.tuple(fc.nat(4), fc.nat(4), fc.constantFrom<HackenbushColour>('B', 'R', 'G')), {
    maxLength: 6,
  })
  .map((edges) => parseHackenbush(JSON.stringify({ ground: [0], edges })));

describe('Hackenbush', () => {
  const solver = new PartizanSolver(hackenbush);
  const value = (text: string) => solver.canonicalForm(parseHackenbush(text));

  it("gives Winning Ways' stalk values: BR = 1/2, BRR = 1/4, BRB = 3/4, BBR = 3/2, Gⁿ = *n", () => {
    expect(value('B')).toBe(num(1));
    expect(value('R')).toBe(num(-1));
    expect(value('BR')).toBe(num(Dyadic.of(1, 1)));
    expect(value('BRR')).toBe(num(Dyadic.of(1, 2)));
    expect(value('BRB')).toBe(num(Dyadic.of(3, 2)));
    expect(value('BBR')).toBe(num(Dyadic.of(3, 1)));
    expect(value('RBB')).toBe(num(Dyadic.of(-1, 2)));
    for (let n = 1; n < 6; n++) expect(value('G'.repeat(n))).toBe(star(n));
    expect(value('BG')).toBe(parseGame('1*'));
    expect(value('G G')).toBe(ZERO);
    expect(value('GG,G')).toBe(star(3));
  });

  it("values green cycles by Winning Ways' fusion principle", () => {
    // Two edges from the ground to one vertex, a third above: fused, three loops, * + * + * = *.
    const triangle = '{"ground": [0, 1], "edges": [[0, 2, "G"], [1, 2, "G"], [2, 3, "G"]]}';
    expect(value(triangle)).toBe(star(1));
    // A green loop on top of a stalk of one is a stalk of two.
    expect(value('{"ground": [0], "edges": [[0, 1, "G"], [1, 1, "G"]]}')).toBe(star(2));
  });

  it('matches the brute-force game tree; swapping colours negates', () => {
    fc.assert(
      fc.property(arbitraryDrawing, (p) => {
        const g = solver.canonicalForm(p);
        expect(g).toBe(bruteForce(hackenbush, formatHackenbush, p));
        const swapped = JSON.stringify({
          ground: [0],
          edges: p.edges.map(([a, b, c]) => [a, b, c === 'B' ? 'R' : c === 'R' ? 'B' : 'G']),
        });
        expect(value(swapped)).toBe(negate(g));
      }),
      { numRuns: 150 },
    );
  });

  it('reports mistakes with their column', () => {
    expect(() => parseHackenbush('BRX')).toThrow(/column 3/);
    expect(() => parseHackenbush('{"ground": [0], "edges": [[0, 1, "Y"]]}')).toThrow(NotationError);
    expect(() => parseHackenbush('{"edges": []}')).toThrow(/column 1/);
    expect(formatHackenbush(parseHackenbush('BR'))).toBe(
      '{"ground":[0],"edges":[[0,1,"B"],[1,2,"R"]]}',
    );
  });
});
