import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isStopper,
  loopyCompare,
  loopyNegate,
  loopySum,
  reachable,
  type LoopyGame,
} from './graph.js';
import { formatLoopy, parseLoopy } from './notation.js';
import { loopySides } from './sides.js';
import { formatStop, loopyDegree, loopyStops, loopyVariety, LoopyVarietyError } from './values.js';

const g = (text: string): LoopyGame => parseLoopy(text);

// Expected values: aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/CanonicalStopperTestCase.scala
// (game, degree, variety, left stop, right stop; `!` where CGSuite says the degree is not
// idempotent). CGSuite's `begin uponth := {0||0|0,pass}; … end` is written out.
const CASES: [string, string, string, string, string][] = [
  ['{pass|}', 'on', 'on', 'on', 'on'],
  ['{|pass}', 'on', 'off', 'off', 'off'],
  ['{0|pass}', 'over', 'over', '0', '0'],
  ['{pass|3/2}', 'over', 'under', '3/2', '3/2'],
  ['{-1/4+*|pass}', '^<on>', '^<on>', '-1/4', '-1/4'],
  ['{0|{0||0|0,pass}||-{0||0|0,pass}}', '^<on>', '{^[on]*,^<on>||v<on>|0}', '0', '0'],
  ['{0|||0||0|{|pass}}', '{0||||0|||Miny(on)|0||off}', '!', '0', '0'],
  ['{{pass|}|0||0}', 'Tiny(on)', 'Miny(on)', '0', '0'],
  ['{0|||0||pass|0}', 'Tiny(over)', 'Tiny(over)', '0', '0'],
  ['a{0||||0|||a|*||*}', '{0|a{0|0,{0|||a|0||0}}}', '{a{0,{0||0|a|||0}|0}|0}', '0', '0'],
];

describe('stops, degree and variety of stoppers', () => {
  it("are CGSuite's on its test stoppers", () => {
    // A few CPU seconds for all of them (the last one's variety once passed the position limit).
    for (const [x, degree, variety, left, right] of CASES) {
      const game = g(x);
      const stops = loopyStops(game);
      expect([x, formatStop(stops.left), formatStop(stops.right)]).toEqual([x, left, right]);
      expect([x, loopyCompare(loopyDegree(game), g(degree))]).toEqual([x, '=']);
      if (variety === '!') {
        expect(() => loopyVariety(game)).toThrow(LoopyVarietyError);
      } else {
        expect([x, loopyCompare(loopyVariety(game), g(variety))]).toEqual([x, '=']);
      }
    }
  });

  it('of short games: the stops, degree 0 and variety 0', () => {
    expect(formatStop(loopyStops(g('{3|{1|-1}}')).left)).toBe('3');
    expect(formatStop(loopyStops(g('{3|{1|-1}}')).right)).toBe('1');
    expect(formatLoopy(loopyDegree(g('{1|-1}')))).toBe('0');
    expect(formatLoopy(loopyVariety(g('^')))).toBe('0');
  });

  it('give the degree of a stopper as written: its simplest form only makes the sum smaller', () => {
    // Random stoppers of up to five positions; the degree from the sum of their positions as given.
    const graph = fc.integer({ min: 1, max: 5 }).chain((n) => {
      const side = fc.array(fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 2 }), {
        minLength: n,
        maxLength: n,
      });
      return fc.record({ left: side, right: side, start: fc.constant(0) });
    });
    fc.assert(
      fc.property(graph.filter(isStopper), (game: LoopyGame) => {
        const r = reachable(game);
        const raw = loopySides(loopySum(r, loopyNegate(r))).onside;
        expect(loopyCompare(loopyDegree(game), raw)).toBe('=');
      }),
      { numRuns: 60 },
    );
  });

  it('are refused for games that are not stoppers', () => {
    expect(() => loopyStops(g('dud'))).toThrow(/stoppers only/);
    expect(() => loopyDegree(g('dud'))).toThrow(/stoppers only/);
  });
});
