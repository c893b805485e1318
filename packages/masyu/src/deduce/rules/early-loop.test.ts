import { describe, expect, it } from 'vitest';
import { applyAt, boardOf, describeEdges } from '../../testing/deduce.js';
import { earlyLoop } from './early-loop.js';

const MARKS = ['R LD . .', 'R UL . .'];

describe('early-loop', () => {
  it('crosses out the side that would close a loop leaving a pearl out', () => {
    const board = boardOf(['....', '....', '..W.'], MARKS);
    const found = applyAt(earlyLoop, board, 0, 0);
    expect(describeEdges(board, found)).toEqual(['r1c1 D cross']);
    expect(found?.text()).toContain('would close the loop with other pearls left out');
  });

  it('lets the last side close a loop that holds everything', () => {
    expect(applyAt(earlyLoop, boardOf(['....', '....', '....'], MARKS), 0, 0)).toBeUndefined();
  });

  it('reports a loop closed too early', () => {
    const board = boardOf(['....', '....', '..W.'], ['DR LD . .', 'UR UL . .']);
    expect(applyAt(earlyLoop, board, 0, 0)?.contradiction).toBe(true);
  });
});
