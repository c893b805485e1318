import { describe, expect, it } from 'vitest';
import { applyAt, boardOf, describeEdges } from '../../testing/deduce.js';
import { forcedLine } from './forced-line.js';

describe('forced-line', () => {
  it('continues a line that has one way on', () => {
    const board = boardOf(['...', '...'], ['R Ld .']);
    const found = applyAt(forcedLine, board, 0, 1);
    expect(describeEdges(board, found)).toEqual(['r1c2 R line']);
    expect(found?.text()).toBe('The line at r1c2 can only go on right');
  });

  it('draws both open sides of a pearl with two', () => {
    const board = boardOf(['.W.', '...'], ['. d .']);
    expect(describeEdges(board, applyAt(forcedLine, board, 0, 1))).toEqual([
      'r1c1 R line',
      'r1c2 R line',
    ]);
  });

  it('waits while a line has two ways on', () => {
    expect(applyAt(forcedLine, boardOf(['...', '...'], ['R L .']), 0, 1)).toBeUndefined();
  });

  it('reports a line with no way on', () => {
    expect(applyAt(forcedLine, boardOf(['...', '...'], ['R Ldr .']), 0, 1)?.contradiction).toBe(
      true,
    );
  });
});
