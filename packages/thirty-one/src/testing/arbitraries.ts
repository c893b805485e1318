import fc from 'fast-check';
import { createKeypad, type Keypad } from '../model.js';

/** Keypads of 1×1 up to 4×4 keys with random digits 0–9 (repeats and zeros included). */
export const anyKeypad: fc.Arbitrary<Keypad> = fc
  .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }))
  .chain(([rows, columns]) =>
    fc.array(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: columns, maxLength: columns }), {
      minLength: rows,
      maxLength: rows,
    }),
  )
  .map((rows) => createKeypad(rows));

/** 3×3 keypads holding the digits 1–9 in any order, as in the scrambled calculator. */
export const scrambledKeypad: fc.Arbitrary<Keypad> = fc
  .shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9, maxLength: 9 })
  .map((digits) => createKeypad([digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)]));
