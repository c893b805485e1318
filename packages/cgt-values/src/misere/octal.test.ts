import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { misereSum } from './game.js';
import { codeMoves, misereOctal } from './octal.js';
import { misereQuotient } from './quotient.js';
import { parseTakeAndBreak, takeAndBreakMoves } from '../impartial/take-and-break.js';
import { naiveMisereGrundy, naiveOctalHeaps } from '../testing/misere-naive.js';

/**
 * The misère Grundy value of a sum of heaps of a take-and-break code, played out on the list of
 * heaps straight from the code's moves (1 when no move is left).
 */
function bruteForce(code: string): (sum: readonly number[]) => number {
  const c = parseTakeAndBreak(code);
  const moves: number[][][] = [];
  const movesOf = (h: number): number[][] => (moves[h] ??= [...takeAndBreakMoves(c, h)]);
  const known = new Map<string, number>();
  const grundy = (sum: readonly number[]): number => {
    const live = sum.filter((h) => movesOf(h).length > 0).sort((a, b) => a - b);
    const key = live.join(',');
    let value = known.get(key);
    if (value !== undefined) return value;
    const seen = new Set<number>();
    live.forEach((h, i) => {
      const rest = live.filter((_, j) => j !== i);
      for (const left of movesOf(h)) seen.add(grundy([...rest, ...left]));
    });
    value = live.length === 0 ? 1 : 0;
    while (live.length > 0 && seen.has(value)) value++;
    known.set(key, value);
    return value;
  };
  return grundy;
}

const digit = fc.tuple(fc.integer({ min: 0, max: 15 }), fc.constantFrom('', '', '!', '?'));
/** Any take-and-break code: hexadecimal digits, `!`, `?`, repeated digits. */
const anyCode = fc
  .tuple(
    fc.constantFrom('0', '4', '8', 'c', '4!', '8?'),
    fc.array(digit, { minLength: 1, maxLength: 3 }),
    fc.boolean(),
  )
  .map(([d0, ds, repeat]) => {
    const body = ds.map(([d, r]) => d.toString(16) + r).join('');
    return repeat ? `${d0}.[${body}]` : `${d0}.${body}`;
  });

describe('misereOctal of any take-and-break code', () => {
  it('gives each heap and each sum of two heaps its misère value played out move by move', () => {
    fc.assert(
      fc.property(anyCode, (code) => {
        const count = 8;
        const brute = bruteForce(code);
        const { forms, outcomes, grundy } = misereOctal(code, count);
        for (let n = 0; n < count; n++) {
          const g = brute([n]);
          expect(grundy[n], `${code} heap ${n}`).toBe(g);
          expect(outcomes[n], `${code} heap ${n}`).toBe(g === 0 ? 'P' : 'N');
        }
        for (let a = 1; a < count; a++) {
          const b = count - a;
          if (b >= count) continue;
          expect(misereSum([forms[a]!, forms[b]!]).misereGrundy, `${code} heaps ${a} + ${b}`).toBe(
            brute([a, b]),
          );
        }
      }),
      { numRuns: 30 },
    );
  });

  it('reads octal codes as before, and subtraction games', () => {
    // The moves of an octal code as the octal reader gave them, and S(1,3) as 0.0303.
    for (const code of ['0.77', '0.07', '4.07', '0.137']) {
      const digits = code.split('.')[1]!.split('').map(Number);
      const trees = naiveOctalHeaps([code.startsWith('4') ? 4 : 0, ...digits], 10);
      expect(misereOctal(code, 10).grundy).toEqual(trees.map((t) => naiveMisereGrundy([t])));
    }
    expect(misereOctal('S(1,3)', 12).grundy).toEqual(misereOctal('0.303', 12).grundy);
  });

  it("values the heaps of Grundy's game (4!.0), whose moves split a heap unequally", () => {
    const brute = bruteForce('4!.0');
    expect(misereOctal('4!.0', 14).grundy).toEqual([...Array(14).keys()].map((n) => brute([n])));
  });

  it('lists the moves of each heap once', () => {
    const moves = codeMoves(parseTakeAndBreak('0.8'), 7);
    // Digit 8 at k = 1: leave three heaps from n − 1 tokens.
    expect(moves[4]).toEqual([[1, 1, 1]]);
    expect(moves[6]).toEqual([
      [1, 1, 3],
      [1, 2, 2],
    ]);
  });
});

describe('misereQuotient of take-and-break codes', () => {
  it('gives every small sum its brute-force outcome, hexadecimal and ! codes too', () => {
    for (const [code, maxHeap] of [
      ['0.f', 6],
      ['4!.0', 7],
      ['0.[3]', 6],
      ['0.3?', 6],
    ] as const) {
      const q = misereQuotient(code, maxHeap);
      const brute = bruteForce(code);
      // Every sum of up to three heaps.
      for (let a = 0; a <= maxHeap; a++) {
        for (let b = a; b <= maxHeap; b++) {
          for (let c = b; c <= maxHeap; c++) {
            const x = q.multiply(
              q.multiply(q.heapElements[a]!, q.heapElements[b]!),
              q.heapElements[c]!,
            );
            expect(q.isP(x), `${code}: ${a} + ${b} + ${c}`).toBe(brute([a, b, c]) === 0);
          }
        }
      }
      // The periodicity theorem is for finite octal codes only.
      expect(q.period).toBeUndefined();
    }
  });
});
