import { describe, expect, it } from 'vitest';
import { boardOf } from '../testing/deduce.js';
import { Mark } from './board.js';

describe('DeductionBoard', () => {
  it('counts loose ends and pearls reached as lines are drawn and undone', () => {
    // A white pearl at r1c2; lines r1c1–r1c2 and r1c2–r1c3 make one piece with two loose ends.
    const board = boardOf(['.W.', '...']);
    expect([board.looseEnds, board.pearlsReached]).toEqual([0, 0]);
    const point = board.save();
    board.set(board.edge(0, 8), Mark.line);
    expect([board.looseEnds, board.pearlsReached, board.countAt(1, Mark.line)]).toEqual([2, 1, 1]);
    board.set(board.edge(1, 8), Mark.line);
    expect([board.looseEnds, board.pearlsReached, board.countAt(1, Mark.line)]).toEqual([2, 1, 2]);
    board.set(board.edge(2, 2), Mark.cross);
    expect(board.looseEnds).toBe(2);
    board.restore(point);
    expect([board.looseEnds, board.pearlsReached, board.countAt(1, Mark.line)]).toEqual([0, 0, 0]);
  });

  it('counts a pearl added on a line as reached', () => {
    const board = boardOf(['...', '...'], ['R . .']);
    expect(board.pearlsReached).toBe(0);
    board.addPearl(0, 1);
    expect([board.pearlCount, board.pearlsReached]).toEqual([1, 1]);
  });

  it('lists the edges marked since a point', () => {
    const board = boardOf(['...', '...']);
    const point = board.save();
    board.set(3, Mark.line);
    board.set(0, Mark.cross);
    expect([...board.markedSince(point)]).toEqual([3, 0]);
  });
});
