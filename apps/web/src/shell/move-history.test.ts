import { describe, expect, it } from 'vitest';
import { undoCount } from './move-history.js';

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
