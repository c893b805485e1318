import { describe, expect, it } from 'vitest';
import { FormatError, charAt, describeFound, pointAt } from './errors.js';

describe('FormatError', () => {
  it('renders file:line:col, the message, the line and a caret under the column', () => {
    const error = new FormatError('GT.in', { line: 2, column: 5 }, 'a row number', {
      lineText: '3 x4',
      found: '"x4"',
    });
    expect(error.message).toBe('expected a row number, found "x4"');
    expect(error.render()).toBe('GT.in:2:5: expected a row number, found "x4"\n  3 x4\n      ^');
    expect(String(error)).toBe(error.render());
    expect(error).toBeInstanceOf(Error);
  });

  it('shows at most 200 characters of a long line, around the column, with the caret on it', () => {
    const line = 'a'.repeat(5000) + 'X' + 'b'.repeat(5000);
    const error = new FormatError('big.txt', { line: 1, column: 5001 }, 'a digit', {
      lineText: line,
    });
    const [, shown, caret] = error.render().split('\n');
    expect(shown!.length).toBeLessThanOrEqual(2 + 200 + 2);
    expect(shown!.startsWith('  …a')).toBe(true);
    expect(shown!.endsWith('b…')).toBe(true);
    expect(shown![caret!.indexOf('^')]).toBe('X');

    const start = new FormatError('big.txt', { line: 1, column: 1 }, 'a digit', {
      lineText: 'X' + 'b'.repeat(1000),
    });
    const [, startShown, startCaret] = start.render().split('\n');
    expect(startShown).toBe(`  X${'b'.repeat(199)}…`);
    expect(startCaret).toBe('  ^');
  });

  it('renders without a line when none is known', () => {
    const error = new FormatError('<stdin>', { line: 4, column: 1 }, 'another case', {
      found: 'end of input',
    });
    expect(error.render()).toBe('<stdin>:4:1: expected another case, found end of input');
  });
});

describe('pointAt', () => {
  it('puts a caret under the column of a short line', () => {
    expect(pointAt('1 + x', 5)).toBe('  1 + x\n      ^');
  });

  it('shows a long line as at most 200 characters around the column', () => {
    const [shown, caret] = pointAt('+-'.repeat(4000), 8001).split('\n');
    expect(shown!.length).toBeLessThanOrEqual(2 + 200 + 1);
    expect(caret!.indexOf('^')).toBe(shown!.length);
  });
});

describe('describeFound', () => {
  it('quotes short text, shortens long text, names the end of a line', () => {
    expect(describeFound('x')).toBe('"x"');
    expect(describeFound('')).toBe('end of line');
    expect(describeFound('a'.repeat(30))).toBe(`"${'a'.repeat(20)}…"`);
  });

  it('never cuts a character in two', () => {
    expect(describeFound('🎂'.repeat(30))).toBe(`"${'🎂'.repeat(20)}…"`);
  });
});

describe('charAt', () => {
  it('takes the whole character at a UTF-16 index, past U+FFFF too', () => {
    expect(charAt('a🎂b', 1)).toBe('🎂');
    expect(charAt('a🎂b', 3)).toBe('b');
    expect(charAt('ab', 2)).toBe('');
  });
});
