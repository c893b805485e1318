import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellOf, createKeypad } from './model.js';
import { legalKeys } from './rules.js';
import { anyKeypad } from './testing/arbitraries.js';

const digitsOf = (keypad: { digits: readonly number[] }, cells: readonly number[]): number[] =>
  cells.map((cell) => keypad.digits[cell]!);

describe('legalKeys', () => {
  it('follows the example of the source: after 1, the keys 3, 7, 8 and 6', () => {
    const keypad = createKeypad([
      [3, 7, 1],
      [2, 5, 8],
      [9, 4, 6],
    ]);
    expect(digitsOf(keypad, legalKeys(keypad, cellOf(keypad, 1)))).toEqual([3, 7, 8, 6]);
    expect(legalKeys(keypad, 0)).toEqual([1, 2, 3, 6]);
    expect(legalKeys(keypad, 4)).toEqual([1, 3, 5, 7]);
  });

  it('allows every key but 0 when there is no previous key', () => {
    const keypad = createKeypad([
      [0, 4],
      [2, 0],
    ]);
    expect(digitsOf(keypad, legalKeys(keypad, undefined))).toEqual([4, 2]);
  });

  it('never allows a 0 key, and leaves a lone key with no answer', () => {
    const keypad = createKeypad([
      [5, 0],
      [0, 7],
    ]);
    expect(legalKeys(keypad, 0)).toEqual([]);
    expect(legalKeys(createKeypad([[3]]), 0)).toEqual([]);
  });

  it('gives exactly the other non-zero keys of the same row or column', () => {
    fc.assert(
      fc.property(anyKeypad, fc.nat(), (keypad, n) => {
        const last = n % keypad.digits.length;
        const keys = legalKeys(keypad, last);
        const rowOf = (cell: number) => Math.floor(cell / keypad.columns);
        const columnOf = (cell: number) => cell % keypad.columns;
        for (let cell = 0; cell < keypad.digits.length; cell++) {
          const allowed =
            cell !== last &&
            keypad.digits[cell] !== 0 &&
            (rowOf(cell) === rowOf(last) || columnOf(cell) === columnOf(last));
          expect(keys.includes(cell)).toBe(allowed);
        }
      }),
    );
  });
});
