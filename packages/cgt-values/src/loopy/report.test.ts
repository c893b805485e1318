import { describe, expect, it } from 'vitest';
import { parseLoopy } from './notation.js';
import { analyzeLoopy } from './report.js';

describe('analyzeLoopy', () => {
  it('gives a stopper its simplest form as both sides', () => {
    // {pass,0|} is on (Winning Ways): Left wins whoever starts, and it is above every number.
    expect(analyzeLoopy(parseLoopy('{pass,0|}'), {}, parseLoopy('5'))).toEqual({
      outcome: 'L',
      leftFirst: 'L',
      rightFirst: 'L',
      stopper: true,
      simplest: 'on',
      onside: 'on',
      offside: 'on',
      stopperSided: true,
      leftStop: 'on',
      rightStop: 'on',
      degree: 'on',
      variety: 'on',
      compare: '>',
    });
  });

  it('gives a game that is not a stopper its sides (dud: on and off), and no comparison unasked', () => {
    const dud = analyzeLoopy(parseLoopy('on + off'));
    expect(dud).toEqual({
      outcome: 'D',
      leftFirst: 'D',
      rightFirst: 'D',
      stopper: false,
      simplest: null,
      onside: 'on',
      offside: 'off',
      stopperSided: true,
      leftStop: null,
      rightStop: null,
      degree: null,
      variety: null,
    });
  });
});
