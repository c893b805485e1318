import { describe, expect, it } from 'vitest';
import { humanError } from './errors.js';
import { count, ordinal, says, sentence } from './words.js';

describe('humanError', () => {
  it('keeps the sentence of a package check, without the name of the error', () => {
    expect(humanError(new RangeError('the limit must be a whole number, got -3'))).toBe(
      'The limit must be a whole number, got -3.',
    );
    expect(humanError('RangeError: line 2: expected |')).toBe('Line 2: expected |.');
  });

  it('never shows NaN or undefined', () => {
    const text = humanError(new RangeError('the limit must be a non-negative integer, got NaN'));
    expect(text).toBe(
      'The limit must be a non-negative integer, got something that is not a number.',
    );
    expect(humanError(new Error('no key undefined'))).not.toMatch(/undefined|NaN/);
  });

  it('puts the engine’s failures into words', () => {
    expect(humanError(new RangeError('Array buffer allocation failed'))).toMatch(
      /^This is too large to solve in a browser: there is not enough memory/,
    );
    expect(humanError(new RangeError('Maximum call stack size exceeded'))).toMatch(/too deep/);
    // Galette's engine names its own scratch memory: the page names what the person can do.
    expect(
      humanError(
        new RangeError(
          "the search's frames outgrew the 64 MiB of the engine's scratch memory: a part this large is beyond this solver; give a smaller cake",
        ),
      ),
    ).toBe(
      'This is too large to solve in a browser: the search needs more working memory than the solver has. Try a smaller size.',
    );
    expect(humanError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toMatch(
      /^Something went wrong inside the app/,
    );
  });
});

describe('words', () => {
  it('agrees in number', () => {
    expect(count(1, 'press', 'presses')).toBe('1 press');
    expect(count(3, 'press', 'presses')).toBe('3 presses');
    expect(count(0, 'move')).toBe('0 moves');
    expect(count(1_200, 'move')).toBe('1,200 moves');
  });

  it('agrees with the subject', () => {
    expect(says('You', 'lose')).toBe('You lose');
    expect(says('Computer', 'lose')).toBe('Computer loses');
    expect(says('Player 2', 'press')).toBe('Player 2 presses');
    expect(says('Bob', 'have')).toBe('Bob has');
    expect(says('You', 'are')).toBe('You are');
    expect(says('Alice', 'are')).toBe('Alice is');
  });

  it('writes ordinals and sentences', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
    expect(sentence('  ')).toBe('Something went wrong.');
    expect(sentence('done!')).toBe('Done!');
  });
});
