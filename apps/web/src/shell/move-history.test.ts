import { describe, expect, it } from 'vitest';
import {
  historyOf,
  historyReducer,
  undoCount,
  type HistoryAction,
  type MoveHistory,
} from './move-history.js';

const run = (actions: HistoryAction<number>[], start: MoveHistory<number> = historyOf([])) =>
  actions.reduce(historyReducer, start);

describe('move history', () => {
  it('undoes and redoes moves in order', () => {
    const h = run([
      { type: 'play', move: 1 },
      { type: 'play', move: 2 },
      { type: 'play', move: 3 },
      { type: 'undo' },
      { type: 'undo' },
    ]);
    expect(h).toEqual({ moves: [1], undone: [3, 2] });
    expect(run([{ type: 'redo' }], h)).toEqual({ moves: [1, 2], undone: [3] });
    expect(run([{ type: 'redo' }, { type: 'redo' }, { type: 'redo' }], h)).toEqual({
      moves: [1, 2, 3],
      undone: [],
    });
  });

  it('undoes several moves at once (a move of each player against the computer)', () => {
    expect(run([{ type: 'undo', count: 2 }], historyOf([1, 2, 3]))).toEqual({
      moves: [1],
      undone: [3, 2],
    });
    expect(run([{ type: 'undo', count: 5 }], historyOf([1]))).toEqual({ moves: [], undone: [1] });
  });

  it('forgets undone moves when a new move is played', () => {
    const h = run([{ type: 'undo' }, { type: 'play', move: 9 }], historyOf([1, 2]));
    expect(h).toEqual({ moves: [1, 9], undone: [] });
  });

  it('leaves the history alone when there is nothing to undo or redo', () => {
    const empty = historyOf<number>([]);
    expect(run([{ type: 'undo' }], empty)).toBe(empty);
    expect(run([{ type: 'redo' }], empty)).toBe(empty);
  });

  it('restarts and loads', () => {
    expect(run([{ type: 'restart' }], historyOf([1, 2]))).toEqual({ moves: [], undone: [] });
    expect(run([{ type: 'load', moves: [4] }], historyOf([1, 2]))).toEqual({
      moves: [4],
      undone: [],
    });
  });
});

describe('undoCount', () => {
  it('takes back one move between people, and back to the person against the computer', () => {
    expect(undoCount(3, false, 0)).toBe(1);
    // The person moves first (index 0): after 2 moves the computer moved last.
    expect(undoCount(2, true, 0)).toBe(2);
    expect(undoCount(1, true, 0)).toBe(1);
    // The computer moves first: after 1 move it moved last, after 2 the person did.
    expect(undoCount(1, true, 1)).toBe(2);
    expect(undoCount(2, true, 1)).toBe(1);
  });
});
