import { DeadlineError, MemoryBudgetError } from '@cgkit/core-search';
import { describe, expect, inject, it } from 'vitest';
import { isStopper, loopyCompare, loopyOutcome, solveGraph } from '../loopy/graph.js';
import { loopySimplify } from '../loopy/simplify.js';
import { formatLoopy, parseLoopy } from '../loopy/notation.js';
import { NotationError } from '../short/notation.js';
import { naiveLoopyResults } from '../testing/loopy-naive.js';
import {
  backslidingOptions,
  backslidingToadsFrogs,
  parseBackslidingToadsFrogs,
} from './backsliding-toads-frogs.js';
import { loopySides } from '../loopy/sides.js';

const graph = (s: string) => backslidingToadsFrogs(s).game;

describe('backsliding Toads and Frogs', () => {
  it('moves forward, jumps, and steps back', () => {
    expect(backslidingOptions('.T.F.')).toEqual({
      left: ['..TF.', 'T..F.'],
      right: ['.TF..', '.T..F'],
    });
    expect(backslidingOptions('TF.')).toEqual({ left: ['.FT'], right: ['T.F'] });
    expect(backslidingOptions('.TF')).toEqual({ left: ['T.F'], right: ['FT.'] });
  });

  it('gives a lone toad on, a lone frog off, and a blocked strip 0', () => {
    expect(formatLoopy(loopySimplify(graph('T.')))).toBe('on');
    expect(formatLoopy(loopySimplify(graph('..F')))).toBe('off');
    expect(formatLoopy(loopySimplify(graph('TF')))).toBe('0');
    expect(loopyCompare(graph('T..'), parseLoopy('on'))).toBe('=');
  });

  it('has outcomes with draws matching a naive fixpoint', () => {
    for (const s of ['T.F', 'T..F', 'TT.F', 'T.FF', 'TT..FF', 'T.T.F.F', '.T.F.']) {
      const game = graph(s);
      expect(solveGraph(game)).toEqual(naiveLoopyResults(game));
    }
    expect(loopyOutcome(graph('T..F'))).toEqual({ leftFirst: 'L', rightFirst: 'R' });
    expect(loopyOutcome(graph('T.F'))).toEqual({ leftFirst: 'R', rightFirst: 'L' });
  });

  it('is not always a stopper', () => {
    expect(isStopper(graph('T..F'))).toBe(false);
    expect(isStopper(graph('T.'))).toBe(true);
    const simplest = (x: string): string => formatLoopy(loopySimplify(graph(x)));
    expect(['T.F', 'TF.', 'TT.F', 'T.FF'].map(simplest)).toEqual(['0', '*', 'on', 'off']);
  });

  it('gives TTT..FFF the sides CGSuite gives, {on||0|-1/2} & {1/2|0||off}', ({ skip }) => {
    // Half a minute of CPU: test:slow's (the strips below take the same search cheaply).
    skip(!inject('slow'), 'test:slow');
    // CGSuite's GameStripTest: BackslidingToadsAndFrogs("ttt..fff").GameValue.
    const sides = loopySides(graph('TTT..FFF'));
    expect(formatLoopy(sides.onside)).toBe('{on||0|-1/2}');
    expect(formatLoopy(sides.offside)).toBe('{1/2|0||off}');
    expect(loopyCompare(sides.onside, parseLoopy('{on|{0|{-1|0}}}'))).toBe('=');
    expect(loopyCompare(sides.offside, parseLoopy('{{{0|1}|0}|off}'))).toBe('=');
    // The strip itself sits between its sides.
    expect(loopyCompare(graph('TTT..FFF'), parseLoopy('{on|{0|{-1|0}}}'))).toBe('<');
  });

  it('finds sides of other strips, and sidles under the control', () => {
    const sides = (s: string): string[] => {
      const found = loopySides(graph(s));
      return [formatLoopy(found.onside), formatLoopy(found.offside)];
    };
    expect(sides('TT..F')).toEqual(['on', 'on']);
    expect(sides('T..FF')).toEqual(['off', 'off']);
    expect(sides('T..F')).toEqual(['*', '*']);
    // Frogs that can shuffle for ever where no toad can move are off from the first round.
    expect(sides('FF.TT.')).toEqual(['on', '+-on']);
    expect(() => loopySides(graph('TTT..FFF'), { deadline: Date.now() - 1 })).toThrow(
      DeadlineError,
    );
    expect(() => loopySides(graph('TTT..FFF'), { maxMemoryBytes: 20_000 })).toThrow(
      MemoryBudgetError,
    );
  });

  it('refuses bad strips and obeys the memory budget', () => {
    expect(() => parseBackslidingToadsFrogs('TxF')).toThrow(NotationError);
    expect(() => parseBackslidingToadsFrogs('.'.repeat(41))).toThrow(/at most 40/);
    expect(() => backslidingToadsFrogs('TTTT........FFFF', { maxMemoryBytes: 10_000 })).toThrow(
      MemoryBudgetError,
    );
  });
});
