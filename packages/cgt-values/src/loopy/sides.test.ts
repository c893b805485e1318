import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { withControl } from '../control.js';
import { isStopper, loopyCompare, loopyNegate, type LoopyGame } from './graph.js';
import { formatLoopy, parseLoopy } from './notation.js';
import { sideLeq, type Side } from './side-order.js';
import { loopySides, unrollBy } from './sides.js';
import { smallGraph } from '../testing/loopy-graphs.js';

const g = (text: string): LoopyGame => parseLoopy(text);

/** Whether a and b have the same side: the side order both ways. */
const same = (a: LoopyGame, b: LoopyGame, side: Side): boolean =>
  withControl(
    {},
    () => sideLeq(a, a.start, b, b.start, side, {}) && sideLeq(b, b.start, a, a.start, side, {}),
  );

describe('sides by unravelling', () => {
  // CGSuite's sided values: aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/SidedValueTestCase.scala.
  it("are CGSuite's: dud = on & off, a{{|a}|} = 1 & 0, {0|{dud|},*} = ^ & v*", () => {
    for (const [x, on, off] of [
      ['dud', 'on', 'off'],
      ['a{{|a}|}', '1', '0'],
      ['{0|{dud|},*}', '^', 'v*'],
    ] as const) {
      const sides = loopySides(g(x));
      expect(sides.stopperSided).toBe(true);
      expect([formatLoopy(sides.onside), formatLoopy(sides.offside)]).toEqual([on, off]);
    }
  });

  it("give Bach's Carousel its sides, which are not stoppers, as CGSuite prints them", ({
    skip,
  }) => {
    skip(!inject('slow'), 'test:slow (about 20 s)');
    // Same source: a{0,{1|1,{*,{1+*|1+*,a}|*}}|0} is a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}.
    const carousel = g('a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}');
    const sides = loopySides(carousel);
    expect(sides.stopperSided).toBe(false);
    expect(isStopper(sides.onside) || isStopper(sides.offside)).toBe(false);
    expect(formatLoopy(sides.onside)).toBe('a{1|1,{1*|a||*}||0}');
    expect(formatLoopy(sides.offside)).toBe('a{0,{1|||1*|a||*}|0}');
    expect(same(sides.onside, carousel, 'onside')).toBe(true);
    expect(same(sides.offside, carousel, 'offside')).toBe(true);
    // Its outcome: N (Left and Right each win moving first).
    expect(loopyCompare(carousel, g('0'))).toBe('||');
  });

  it('unroll a move: Right may take it so many times', () => {
    // over = {0|pass}: Right's pass unrolled twice is {0|{0|{0|}}} = {0|{0|1}} = 1/4.
    const over = g('over');
    const unrolled = unrollBy(over, over.start, 0, 2);
    expect(isStopper(unrolled)).toBe(true);
    expect(formatLoopy(unrolled)).toBe('1/4');
  });

  it('of every small graph are found, each side level with the game and a stopper when said', () => {
    fc.assert(
      fc.property(smallGraph(4), (a) => {
        const sides = loopySides(a);
        expect(same(sides.onside, a, 'onside')).toBe(true);
        expect(same(sides.offside, a, 'offside')).toBe(true);
        expect(sides.stopperSided).toBe(isStopper(sides.onside) && isStopper(sides.offside));
        // −G's sides are G's, negated and swapped.
        const negative = loopySides(loopyNegate(a));
        expect(same(negative.onside, loopyNegate(sides.offside), 'onside')).toBe(true);
      }),
      { numRuns: inject('slow') ? 2000 : 150 },
    );
  });
});
