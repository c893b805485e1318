import { DeadlineError } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isStopper,
  loopyCompare,
  loopyNegate,
  loopyOutcome,
  loopySum,
  outcomeLabel,
  pairwiseGeq,
  solveGraph,
  type LoopyGame,
} from './graph.js';
import { loopySimplify } from './simplify.js';
import { formatLoopy, LoopyNotationError, parseLoopy } from './notation.js';
import { isomorphic, smallGraph, smallStopper, unfolded } from '../testing/loopy-graphs.js';
import { naiveLoopyResults } from '../testing/loopy-naive.js';
import { loopySides } from './sides.js';

const g = (text: string): LoopyGame => parseLoopy(text);
const label = (text: string): string => outcomeLabel(loopyOutcome(g(text)));

/** Stoppers and other loopy games to add to both sides of an identity. */
const TESTS = [
  '0',
  '*',
  '1',
  '-1',
  '2',
  '{1|-1}',
  'on',
  'off',
  'over',
  'under',
  'upon',
  '-upon',
  'dud',
  '{pass|1}',
  '{-1|pass}',
  'a:{0|{a|-1}}',
  'on + off',
  '{0,pass|*}',
];

/** A and B have the same outcome, each player first, in every sum with a test game. */
function indistinguishable(a: string, b: string): boolean {
  return TESTS.every((x) => {
    const left = loopyOutcome(loopySum(g(a), g(x)));
    const right = loopyOutcome(loopySum(g(b), g(x)));
    return left.leftFirst === right.leftFirst && left.rightFirst === right.rightFirst;
  });
}

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function randomGraph(random: () => number, n: number, density: number): LoopyGame {
  const side = (): number[][] =>
    Array.from({ length: n }, () =>
      Array.from({ length: n }, (_, j) => j).filter(() => random() < density),
    );
  return { left: side(), right: side(), start: 0 };
}

describe('loopy outcomes', () => {
  it('of the named games, with draws', () => {
    expect(
      ['on', 'off', 'over', 'under', 'upon', 'dud', '0', '*', '{1|-1}', '3'].map(label),
    ).toEqual(['L', 'R', 'L', 'R', 'L', 'D', 'P', 'N', 'N', 'L']);
    expect(label('a:{0|b:{a|0}}')).toBe('L/D');
    expect(loopyOutcome(g('on + off'))).toEqual({ leftFirst: 'D', rightFirst: 'D' });
  });

  it('match a naive fixpoint on random graphs', () => {
    const random = seeded(3);
    for (let k = 0; k < 300; k++) {
      const graph = randomGraph(random, 1 + Math.floor(random() * 8), random() * 0.4);
      expect(solveGraph(graph)).toEqual(naiveLoopyResults(graph));
    }
  });

  it('obey the control', () => {
    // 1344 positions: past the first check of the control (every 1024 steps), cheap to build.
    const big = loopySum(loopySum(loopySum(g('*5'), g('*6')), g('*7')), g('*3'));
    expect(() => loopyOutcome(big, { deadline: Date.now() - 1 })).toThrow(DeadlineError);
  });
});

describe('loopy identities (in sums, by outcomes)', () => {
  it('on + off = dud', () => {
    expect(indistinguishable('on + off', 'dud')).toBe(true);
    expect(formatLoopy(g('on + off'))).toBe('dud');
  });

  it('dud + G = dud for stoppers G, and on + G = on for short G', () => {
    for (const x of ['0', '*', '1', '-2', 'over', 'upon', 'on', 'off', '{1|-1}']) {
      expect(indistinguishable(`dud + ${x}`, 'dud')).toBe(true);
    }
    for (const x of ['0', '*', '1', '-2', '{1|-1}', 'over', 'upon']) {
      expect(indistinguishable(`on + ${x}`, 'on')).toBe(true);
    }
  });

  it('upon = {pass|*}, over = {0|pass}, and G − G is not always 0', () => {
    expect(indistinguishable('upon', '{pass|*}')).toBe(true);
    expect(indistinguishable('over', 'a:{0|a}')).toBe(true);
    expect(indistinguishable('on - on', '0')).toBe(false);
    expect(indistinguishable('1 - 1', '0')).toBe(true);
  });
});

/** What keeps a simplified stopper from the definition of the simplest form, if anything. */
function defects(s: LoopyGame): string[] {
  const at = (k: number): LoopyGame => ({ left: s.left, right: s.right, start: k });
  const relation = (i: number, j: number): string => loopyCompare(at(i), at(j));
  const ge = (i: number, j: number): boolean => ['>', '='].includes(relation(i, j));
  const found: string[] = [];
  for (let i = 0; i < s.left.length; i++) {
    for (let j = i + 1; j < s.left.length; j++) {
      if (relation(i, j) === '=') found.push(`nodes ${i} = ${j}`);
    }
    for (const a of s.left[i]!) {
      for (const b of s.left[i]!) if (a !== b && ge(b, a)) found.push(`${i}: L ${a} ≤ ${b}`);
      for (const b of s.right[a]!) if (ge(i, b)) found.push(`${i}: L ${a} reverses via ${b}`);
    }
    for (const a of s.right[i]!) {
      for (const b of s.right[i]!) if (a !== b && ge(a, b)) found.push(`${i}: R ${a} ≥ ${b}`);
      for (const b of s.left[a]!) if (ge(b, i)) found.push(`${i}: R ${a} reverses via ${b}`);
    }
  }
  return found;
}

describe('stoppers', () => {
  it('are the games without infinite alternating play', () => {
    for (const x of ['on', 'off', 'over', 'under', 'upon', '0', '{1|-1}']) {
      expect(isStopper(g(x))).toBe(true);
    }
    for (const x of ['dud', 'on + off', 'a:{0|b:{a|0}}']) expect(isStopper(g(x))).toBe(false);
  });

  it('compare by survival: on is above every stopper, off below', () => {
    for (const x of ['0', '*', '5', '-5', '{1|-1}', 'over', 'under', 'upon', 'off']) {
      expect(loopyCompare(g('on'), g(x))).toBe('>');
      expect(loopyCompare(g('off'), g(x === 'off' ? 'on' : x))).toBe('<');
    }
    expect(loopyCompare(g('over'), g('0'))).toBe('>');
    expect(loopyCompare(g('over'), g('1'))).toBe('<');
    expect(loopyCompare(g('under'), g('0'))).toBe('<');
    expect(loopyCompare(g('upon'), g('0'))).toBe('>');
    expect(loopyCompare(g('upon'), g('*'))).toBe('||');
    expect(loopyCompare(g('1 + 1'), g('2'))).toBe('=');
    expect(() => loopySimplify(g('dud'))).toThrow(/stoppers only/);
  });

  it('simplify to their simplest forms', () => {
    const simplest = (x: string): string => formatLoopy(loopySimplify(g(x)));
    expect(simplest('{pass,0|}')).toBe('on');
    expect(simplest('{on|}')).toBe('on');
    expect(simplest('on + 1')).toBe('on');
    expect(simplest('a:{0|a}')).toBe('over');
    expect(simplest('{pass|*}')).toBe('^[on]');
    expect(simplest('1 + 2')).toBe('3');
    expect(simplest('{0|0}')).toBe('*');
    expect(simplest('over + 1 - 1')).toBe('over');
    expect(simplest('on + on')).toBe('on');
    expect(simplest('off + off')).toBe('off');
    expect(simplest('a:{a|0}')).toBe('under');
    // upon* = {0, pass | 0} (Winning Ways).
    const uponStar = loopySimplify(g('{0,pass|0}'));
    expect(isomorphic(loopySimplify(g('upon + *')), uponStar)).toBe(true);
    expect(isomorphic(loopySimplify(g('upon - *')), uponStar)).toBe(true);
    // A pass can be reversible: {on | pass, 0}'s pass reverses through on ≥ it, to nothing.
    expect(simplest('{on|pass,0}')).toBe('{on|0}');
    // Equal copies fuse: a Right-only loop of two nodes is off.
    expect(simplest('a:{|{|a}}')).toBe('off');
  });

  it('simplify to graphs that meet the definition of the simplest form', () => {
    fc.assert(
      fc.property(smallStopper(6), (a) => {
        const s = loopySimplify(a);
        expect(defects(s), `${formatLoopy(s)} from ${JSON.stringify(a)}`).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('simplify equal stoppers to isomorphic graphs', () => {
    const sameSimplest = (a: LoopyGame, b: LoopyGame): void => {
      const sa = loopySimplify(a);
      const sb = loopySimplify(b);
      expect(isomorphic(sa, sb), `${formatLoopy(sa)} and ${formatLoopy(sb)}`).toBe(true);
    };
    let equal = 0;
    // Two random stoppers that happen to be equal.
    fc.assert(
      fc.property(smallStopper(4), smallStopper(4), (a, b) => {
        if (loopyCompare(a, b) !== '=') return;
        equal++;
        sameSimplest(a, b);
      }),
      { numRuns: 600 },
    );
    // A stopper and an unfolding of it (each node twice, each move to either copy), with extra
    // options that keep it equal: dominated or reversible ones, and copies to fuse.
    fc.assert(
      fc.property(
        smallStopper(5),
        fc.array(fc.nat(3), { minLength: 1, maxLength: 20 }),
        fc.array(fc.tuple(fc.nat(9), fc.nat(9), fc.boolean()), { maxLength: 3 }),
        (a, picks, extra) => {
          const b = unfolded(a, picks, extra);
          if (!isStopper(b) || loopyCompare(a, b) !== '=') return;
          equal++;
          sameSimplest(a, b);
        },
      ),
      { numRuns: 800 },
    );
    // Sums of stoppers, with their parts simplified or not.
    fc.assert(
      fc.property(smallStopper(4), smallStopper(4), (a, b) => {
        const x = loopySum(a, b);
        const y = loopySum(loopySimplify(a), loopySimplify(b));
        if (!isStopper(x) || !isStopper(y)) return;
        expect(loopyCompare(x, y)).toBe('=');
        equal++;
        sameSimplest(x, y);
      }),
      { numRuns: 300 },
    );
    expect(equal).toBeGreaterThan(500);
  });

  it('compare every pair of nodes as a naive fixpoint on the built difference graph does', () => {
    fc.assert(
      fc.property(smallGraph(6), (graph) => {
        // Node i − j of the difference graph: Left moves i to i^L or j to j^R, Right i to i^R
        // or j to j^L; i ≥ j unless Right, moving first there, wins.
        const n = graph.left.length;
        const pairs = [...Array(n * n).keys()];
        const at = (i: number, j: number): number => i * n + j;
        const left = pairs.map((k) => {
          const [i, j] = [Math.floor(k / n), k % n];
          return [...graph.left[i]!.map((a) => at(a, j)), ...graph.right[j]!.map((b) => at(i, b))];
        });
        const right = pairs.map((k) => {
          const [i, j] = [Math.floor(k / n), k % n];
          return [...graph.right[i]!.map((a) => at(a, j)), ...graph.left[j]!.map((b) => at(i, b))];
        });
        const naive = naiveLoopyResults({ left, right });
        const expected = pairs.map((k) => (naive[2 * k + 1] === 'R' ? 0 : 1));
        expect([...pairwiseGeq(graph, {})]).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('keep their value when simplified (random stoppers)', () => {
    const random = seeded(9);
    let tried = 0;
    for (let k = 0; k < 400 && tried < 60; k++) {
      const graph = randomGraph(random, 1 + Math.floor(random() * 5), random() * 0.35);
      if (!isStopper(graph)) continue;
      tried++;
      const s = loopySimplify(graph);
      expect(isStopper(s)).toBe(true);
      expect(loopyCompare(s, graph)).toBe('=');
      expect(s.left.length).toBeLessThanOrEqual(graph.left.length);
      expect(loopyCompare(loopyNegate(graph), loopyNegate(s))).toBe('=');
    }
    expect(tried).toBeGreaterThan(20);
  });
});

describe('sides', () => {
  it('of a stopper are the stopper', () => {
    const sides = loopySides(g('{pass,0|}'));
    expect([formatLoopy(sides.onside), formatLoopy(sides.offside)]).toEqual(['on', 'on']);
  });

  it('of dud and of on + off are on and off (sidling)', () => {
    for (const x of ['dud', 'on + off', 'dud + 1', 'on + off + *']) {
      const sides = loopySides(g(x));
      expect([formatLoopy(sides.onside), formatLoopy(sides.offside)]).toEqual(['on', 'off']);
    }
    const sides = loopySides(g('a:{0|b:{a|0}}'));
    expect([formatLoopy(sides.onside), formatLoopy(sides.offside)]).toEqual(['1', '{0|-1}']);
  });

  it('compare games that are not stoppers: on + off = dud, dud || 0', () => {
    expect(loopyCompare(g('on + off'), g('dud'))).toBe('=');
    expect(loopyCompare(g('dud'), g('0'))).toBe('||');
    expect(loopyCompare(g('dud'), g('on'))).toBe('<');
    // Compared side by side, with no sides found: its onside is under, its offside off.
    expect(loopyCompare(g('{pass|pass,0}'), g('0'))).toBe('<');
    expect(loopyCompare(g('{pass|pass,0}'), g('a:{a|a,0}'))).toBe('=');
  });

  it('are found where sidling only approaches them, and checked', () => {
    // Sidling gives {on|0}, {{on|0}|0}, … for the onside: the guess under is checked.
    const sides = loopySides(g('{pass|pass,0}'));
    expect([formatLoopy(sides.onside), formatLoopy(sides.offside)]).toEqual(['under', 'off']);
    // Neither sidling nor its guess finds these: unravelling does (checked by the side order).
    const hard: LoopyGame = {
      left: [[1, 3], [5], [], [], [4, 1, 3], [2, 1, 0]],
      right: [[0, 5, 1], [2, 3], [1, 3], [5], [0], []],
      start: 0,
    };
    const found = loopySides(hard);
    expect(found.stopperSided).toBe(true);
    expect(loopyCompare(found.onside, g('over'))).toBe('=');
    expect(loopyCompare(found.offside, g('{-1|pass}'))).toBe('=');
  });
});

describe('loopy notation', () => {
  it('round-trips named nodes and passes', () => {
    for (const x of ['on', 'off', 'over', 'under', 'dud', '0', '*', '3', '-2', '+-1', '^[on]']) {
      expect(formatLoopy(g(x))).toBe(x);
    }
    expect(formatLoopy(g('upon'))).toBe('^[on]');
    expect(formatLoopy(g('a:{0|b:{a|-1}}'))).toBe('a{0||a|-1}');
    expect(formatLoopy(g('{pass,1|pass}'))).toBe('{1,pass|pass}');
  });

  it('names the column of a mistake', () => {
    expect(() => g('{0|1')).toThrow(LoopyNotationError);
    expect(() => g('{0|1')).toThrow(/column 5/);
    expect(() => g('pass')).toThrow(/pass must be an option/);
    expect(() => g('{x|}')).toThrow(/unknown name x/);
    expect(() => g('a:{0|a + 1}')).toThrow(/enclosing/);
    expect(() => g('{0|1|2}')).toThrow(/ambiguous bars/);
    expect(() => g('{0||1|2||3}')).toThrow(/column 8: ambiguous bars/);
    expect(() => g('{'.repeat(600) + '|' + '}'.repeat(600))).toThrow(/deeper/);
  });
});
