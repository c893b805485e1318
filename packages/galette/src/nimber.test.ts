import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNimber, parseNimber } from './nimber.js';

describe('nimber notation', () => {
  it('writes 0, *, *2, …', () => {
    expect([0, 1, 2, 17].map(formatNimber)).toEqual(['0', '*', '*2', '*17']);
    expect(() => formatNimber(-1)).toThrow(RangeError);
  });

  it('reads back what it writes and nothing else', () => {
    fc.assert(
      fc.property(fc.nat(), (g) => {
        expect(parseNimber(formatNimber(g))).toBe(g);
      }),
    );
    for (const text of ['*1', '*0', '*02', '1', '', '**', '* 2'])
      expect(parseNimber(text)).toBeUndefined();
  });
});
