import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negate } from '../short/arithmetic.js';
import { Dyadic } from '../short/dyadic.js';
import { NotationError, parseGame } from '../short/notation.js';
import { PartizanSolver } from './ruleset.js';
import { num, star, ZERO } from '../short/store.js';
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

  describe('published values', () => {
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

    // aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala,
    // "define Hackenbush properly". CGSuite's strings grow from the ground (their first vertex):
    // `l` blue, `r` red, `e` green, `(a;b)` branches off the vertex before, `:{name}` one vertex.
    const drawing = (edges: [number, number, HackenbushColour][]): string =>
      JSON.stringify({ ground: [0], edges });

    it("gives CGSuite's values of stalks: lrlrrllr = 77/128, eeeeeee = *7, lrlerrr = 3/4v[3]*", () => {
      expect(value('BRBRRBBR')).toBe(parseGame('77/128'));
      expect(value('GGGGGGG')).toBe(star(7));
      expect(value('BRBGRRR')).toBe(parseGame('3/4v[3]*'));
    });

    it("gives CGSuite's values of trees: l(l;rl) = 3/2 and a green tree *5", () => {
      const tree = drawing([
        [0, 1, 'B'],
        [1, 2, 'B'],
        [1, 3, 'R'],
        [3, 4, 'B'],
      ]);
      expect(value(tree)).toBe(parseGame('3/2'));
      // e(ee(e;e);e(eee;ee);e(ee;e)): a trunk with three boughs, each forking.
      const green = drawing([
        [0, 1, 'G'],
        [1, 2, 'G'],
        [2, 3, 'G'],
        [3, 4, 'G'],
        [3, 5, 'G'],
        [1, 6, 'G'],
        [6, 7, 'G'],
        [7, 8, 'G'],
        [8, 9, 'G'],
        [6, 10, 'G'],
        [10, 11, 'G'],
        [1, 12, 'G'],
        [12, 13, 'G'],
        [13, 14, 'G'],
        [12, 15, 'G'],
      ]);
      expect(value(green)).toBe(star(5));
    });

    it("gives CGSuite's value of Winning Ways' green girl (chapter 7, figure 3): *2", () => {
      // e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e))): two paths from vertex 1 meet at
      // the waist (9); an edge up to 4, which carries the path 4-5-6 and the edge 4-7; two
      // edges from 7 to the head (10), which carries one more edge.
      const girl = drawing([
        [0, 1, 'G'],
        [1, 2, 'G'],
        [2, 9, 'G'],
        [1, 3, 'G'],
        [3, 9, 'G'],
        [9, 4, 'G'],
        [4, 5, 'G'],
        [5, 6, 'G'],
        [4, 7, 'G'],
        [7, 10, 'G'],
        [7, 10, 'G'],
        [10, 8, 'G'],
      ]);
      expect(value(girl)).toBe(star(2));
    });
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
