import { describe, expect, it } from 'vitest';
import { STANDARD_KEYPAD, cellOf, createKeypad, keypadRows } from './model.js';

describe('createKeypad', () => {
  it('keeps the rows in order', () => {
    expect(keypadRows(STANDARD_KEYPAD)).toEqual([
      [7, 8, 9],
      [4, 5, 6],
      [1, 2, 3],
    ]);
    expect(STANDARD_KEYPAD.digits).toEqual([7, 8, 9, 4, 5, 6, 1, 2, 3]);
  });

  it('rejects empty, ragged and non-digit keypads', () => {
    expect(() => createKeypad([])).toThrow('at least one key');
    expect(() => createKeypad([[]])).toThrow('at least one key');
    expect(() => createKeypad([[1, 2], [3]])).toThrow('row 2 has 1 keys, expected 2');
    expect(() => createKeypad([[1, 10]])).toThrow('digit from 0 to 9, got 10');
    expect(() => createKeypad([[1.5]])).toThrow('digit');
  });
});

describe('cellOf', () => {
  it('finds a digit, or nothing', () => {
    expect(cellOf(STANDARD_KEYPAD, 7)).toBe(0);
    expect(cellOf(STANDARD_KEYPAD, 3)).toBe(8);
    expect(cellOf(STANDARD_KEYPAD, 0)).toBeUndefined();
  });
});
