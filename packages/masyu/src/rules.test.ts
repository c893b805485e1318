import { describe, expect, it } from 'vitest';
import { loopFromRows, puzzleFromRows } from './testing/rows.js';
import { isSolution, validateLoop, type MasyuRule } from './rules.js';

const border3 = ['DR LR DL', 'UD . UD', 'UR LR UL'];

function rules(puzzle: string[], loop: string[]): MasyuRule[] {
  return validateLoop(puzzleFromRows(puzzle), loopFromRows(loop)).map((v) => v.rule);
}

describe('validateLoop', () => {
  it('accepts a loop that keeps every rule', () => {
    expect(rules(['B..', '...', '..B'], border3)).toEqual([]);
    expect(rules(['.W.', '...', '...'], border3)).toEqual([]);
    expect(isSolution(puzzleFromRows(['...', '...', '...']), loopFromRows(border3))).toBe(true);
  });

  it('names an empty drawing', () => {
    expect(rules(['W..', '...', '...'], ['. . .', '. . .', '. . .'])).toEqual(['empty']);
  });

  it('names a line that ends, a branch, and separate loops', () => {
    expect(rules(['...'], ['R LR L'])).toEqual(['not-closed', 'not-closed']);
    expect(rules(['...', '...'], ['DR DLR DL', 'UR ULR UL'])).toEqual(['branch', 'branch']);
    expect(rules(['.....', '.....'], ['DR DL . DR DL', 'UR UL . UR UL'])).toEqual([
      'several-loops',
    ]);
  });

  it('names a missed pearl and where it is', () => {
    const found = validateLoop(puzzleFromRows(['...', '.B.', '...']), loopFromRows(border3));
    expect(found).toEqual([
      {
        rule: 'pearl-missed',
        row: 1,
        col: 1,
        message: 'row 2, column 2: the black pearl is missed',
      },
    ]);
  });

  it('names a black pearl passed straight, or with a leg that turns at once', () => {
    expect(rules(['.B.', '...', '...'], border3)).toEqual(['black-straight']);
    const square = ['DR DL .', 'UR UL .', '. . .'];
    expect(rules(['B..', '...', '...'], square)).toEqual([
      'black-not-extended',
      'black-not-extended',
    ]);
  });

  it('names a white pearl that turns, or with no turn beside it', () => {
    expect(rules(['W..', '...', '...'], border3)).toEqual(['white-turns']);
    const long = ['DR LR LR LR DL', 'UD . . . UD', 'UR LR LR LR UL'];
    expect(rules(['..W..', '.....', '.....'], long)).toEqual(['white-no-turn']);
    expect(rules(['.W...', '.....', '.....'], long)).toEqual([]);
  });

  it('refuses a loop drawn for another grid size', () => {
    expect(rules(['....', '....', '....'], border3)).toEqual(['size']);
  });
});
