import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createKeypad, keypadRows, type Keypad } from '../model.js';
import {
  SCRAMBLED_KEYPADS,
  canonicalForm,
  keypadId,
  scrambledKeypadRank,
  symmetricArrangements,
} from './symmetry.js';
import { anyKeypad, scrambledKeypad } from '../testing/arbitraries.js';

function transpose(keypad: Keypad): Keypad {
  const rows = keypadRows(keypad);
  return createKeypad(rows[0]!.map((_, c) => rows.map((row) => row[c]!)));
}

/** The keypad with its rows and its columns reordered by random keys. */
function shuffled(keypad: Keypad, rowKeys: number[], columnKeys: number[]): Keypad {
  const order = (n: number, keys: number[]) =>
    Array.from({ length: n }, (_, i) => i).sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b);
  const rows = keypadRows(keypad);
  const columnOrder = order(keypad.columns, columnKeys);
  return createKeypad(order(keypad.rows, rowKeys).map((r) => columnOrder.map((c) => rows[r]![c]!)));
}

describe('canonicalForm', () => {
  it('is the same for a keypad with its rows and columns permuted or transposed', () => {
    fc.assert(
      fc.property(
        anyKeypad,
        fc.array(fc.nat()),
        fc.array(fc.nat()),
        fc.boolean(),
        (keypad, rk, ck, t) => {
          const other = shuffled(t ? transpose(keypad) : keypad, rk, ck);
          expect(canonicalForm(other).id).toBe(canonicalForm(keypad).id);
        },
      ),
    );
  });

  it('maps each key onto a key of the same digit, one to one', () => {
    fc.assert(
      fc.property(anyKeypad, (keypad) => {
        const { keypad: representative, cellMap } = canonicalForm(keypad);
        expect(new Set(cellMap).size).toBe(keypad.digits.length);
        cellMap.forEach((target, cell) => {
          expect(representative.digits[target]).toBe(keypad.digits[cell]);
        });
      }),
    );
  });

  it('keeps the rows and columns of the keypad as rows and columns', () => {
    fc.assert(
      fc.property(scrambledKeypad, (keypad) => {
        const { keypad: representative, cellMap } = canonicalForm(keypad);
        const line = (k: Keypad, a: number, b: number) =>
          Math.floor(a / k.columns) === Math.floor(b / k.columns) ||
          a % k.columns === b % k.columns;
        for (let a = 0; a < 9; a++) {
          for (let b = 0; b < 9; b++) {
            expect(line(representative, cellMap[a]!, cellMap[b]!)).toBe(line(keypad, a, b));
          }
        }
      }),
    );
  });

  it('puts the shorter side first and leaves an already canonical keypad alone', () => {
    const tall = createKeypad([[2], [1], [3]]);
    expect(canonicalForm(tall).id).toBe('1x3:123');
    const square = createKeypad([
      [1, 2],
      [3, 4],
    ]);
    expect(canonicalForm(square).id).toBe(keypadId(square));
  });

  it('leaves a keypad with too many arrangements to compare as it is', () => {
    const wide = createKeypad([[9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 1, 2]]);
    expect(canonicalForm(wide)).toEqual({
      keypad: wide,
      cellMap: wide.digits.map((_, cell) => cell),
      id: keypadId(wide),
    });
  });

  it('sorts the 9! scrambled keypads into 5040 classes, ranked in lexicographic order', () => {
    const classes = new Set<string>();
    const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    let rank = 0;
    // Every permutation in lexicographic order, without recursion.
    for (;;) {
      const keypad = createKeypad([digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)]);
      classes.add(canonicalForm(keypad).id);
      if (scrambledKeypadRank(keypad) !== rank++) {
        expect({ digits, rank: scrambledKeypadRank(keypad) }).toEqual({ digits, rank: rank - 1 });
      }
      let i = digits.length - 2;
      while (i >= 0 && digits[i]! > digits[i + 1]!) i--;
      if (i < 0) break;
      let j = digits.length - 1;
      while (digits[j]! < digits[i]!) j--;
      [digits[i], digits[j]] = [digits[j]!, digits[i]!];
      digits.splice(i + 1, digits.length, ...digits.slice(i + 1).reverse());
    }
    expect(classes.size).toBe(5040);
    expect(rank).toBe(SCRAMBLED_KEYPADS);
  });
});

describe('scrambledKeypadRank', () => {
  it('is −1 for any keypad but a 3×3 one of the digits 1–9 once each', () => {
    const rank = (rows: number[][]) => scrambledKeypadRank(createKeypad(rows));
    expect(
      rank([
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
      ]),
    ).toBe(0);
    expect(
      rank([
        [9, 8, 7],
        [6, 5, 4],
        [3, 2, 1],
      ]),
    ).toBe(SCRAMBLED_KEYPADS - 1);
    expect(
      rank([
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 8],
      ]),
    ).toBe(-1);
    expect(
      rank([
        [0, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
      ]),
    ).toBe(-1);
    expect(rank([[1, 2, 3, 4, 5, 6, 7, 8, 9]])).toBe(-1);
    expect(
      scrambledKeypadRank({ rows: 3, columns: 3, digits: [1.5, 2, 3, 4, 5, 6, 7, 8, 9] }),
    ).toBe(-1);
  });
});

describe('symmetricArrangements', () => {
  it('lists the 72 arrangements of a scrambled keypad, itself among them, all of one class', () => {
    fc.assert(
      fc.property(scrambledKeypad, (keypad) => {
        const arrangements = symmetricArrangements(keypad);
        const ids = new Set(arrangements.map(keypadId));
        expect(ids.size).toBe(72);
        expect(ids.has(keypadId(keypad))).toBe(true);
        const classes = new Set(arrangements.map((a) => canonicalForm(a).id));
        expect([...classes]).toEqual([canonicalForm(keypad).id]);
      }),
      { numRuns: 30 },
    );
  });

  it('transposes a keypad that is not square into the other shape', () => {
    const ids = symmetricArrangements(createKeypad([[1, 2]])).map(keypadId);
    expect(new Set(ids)).toEqual(new Set(['1x2:12', '1x2:21', '2x1:12', '2x1:21']));
  });
});
