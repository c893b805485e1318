import { describe, expect, it } from 'vitest';
import { boardOf, describeEdges } from '../../testing/deduce.js';
import { parity } from './parity.js';

describe('parity', () => {
  it('decides the last side across a line so that the loop crosses it an even number of times', () => {
    // Between rows 1 and 2: one line drawn (column 1), column 2 crossed, column 3 undecided.
    const board = boardOf(['...', '...'], ['D d .']);
    const found = parity.apply(board);
    expect(describeEdges(board, found)).toEqual(['r1c3 D line']);
    expect(found?.text()).toContain('between rows 1 and 2 once elsewhere');
  });

  it('reads the sides between two columns too', () => {
    // Between columns 1 and 2: rows 1 and 2 crossed, row 3 undecided, no line: crossed out.
    const board = boardOf(['..', '..', '..'], ['r .', 'r .']);
    const found = parity.apply(board);
    expect(describeEdges(board, found)).toEqual(['r3c1 R cross']);
    expect(found?.text()).toContain('between columns 1 and 2 0 times elsewhere');
  });

  it('says nothing while two sides across every line are undecided', () => {
    expect(parity.apply(boardOf(['...', '...', '...']))).toBeUndefined();
  });

  it('reports an odd number of crossings', () => {
    expect(parity.apply(boardOf(['..', '..'], ['D d']))?.contradiction).toBe(true);
  });
});
