import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseExplicitGame } from '../short/notation.js';
import { deadEndingEqual } from './dead-ending.js';
import { deadEndingReduced, formatPartizanForm } from './dead-ending-reduced.js';
import { isDeadEnding, type PartizanForm } from './partizan.js';

const form = (left: readonly PartizanForm[], right: readonly PartizanForm[]): PartizanForm => ({
  left,
  right,
});

/** Every form born by `day`, options as sets (each form once). */
function formsBornBy(day: number): PartizanForm[] {
  let all: PartizanForm[] = [form([], [])];
  for (let d = 1; d <= day; d++) {
    const subsets: PartizanForm[][] = [];
    for (let mask = 0; mask < 1 << all.length; mask++) {
      subsets.push(all.filter((_, i) => ((mask >> i) & 1) === 1));
    }
    all = subsets.flatMap((l) => subsets.map((r) => form(l, r)));
  }
  return all;
}

const birthday = (g: PartizanForm): number =>
  [...g.left, ...g.right].reduce((b, o) => Math.max(b, birthday(o) + 1), 0);

const text = (g: PartizanForm): string => formatPartizanForm(deadEndingReduced(g));

/** What every reduced form must satisfy: equal modulo E, dead-ending, no older, reduced. */
function checkReduced(g: PartizanForm): void {
  const r = deadEndingReduced(g);
  const name = formatPartizanForm(g);
  expect(deadEndingEqual(g, r), name).toBe(true);
  expect(isDeadEnding(r), name).toBe(true);
  expect(birthday(r), name).toBeLessThanOrEqual(birthday(g));
  expect(text(r), name).toBe(formatPartizanForm(r));
}

describe('reduced forms modulo dead-ending games', () => {
  it('removes dominated options and reverses through non-ends, as the definitions say', () => {
    const e = (t: string) => parseExplicitGame(t);
    // cgt-tools' relation {2|4} = {2|} modulo E: the two forms reduce alike.
    expect(text(e("'{2|4}'"))).toBe(text(e("'{2|}'")));
    expect(() => deadEndingReduced(e("'{{|0}|}'"))).toThrow(/not dead-ending/);
  });

  it('keeps the value of the dead-ending forms born by day 2, and merges some', () => {
    // Every sixth form: the whole day (232 dead-ending forms) takes seconds.
    const day2 = formsBornBy(2).filter((g, i) => i % 6 === 0 && isDeadEnding(g));
    const reduced = new Set<string>();
    for (const g of day2) {
      checkReduced(g);
      reduced.add(text(g));
    }
    expect(reduced.size).toBeLessThan(day2.length);
    // {-1|1} is 0 modulo E, though neither {|1} nor {-1|} is dead-ending.
    const [zero, one] = [form([], []), form([form([], [])], [])];
    expect(text(form([form([], [zero])], [one]))).toBe('0');
  });

  it('keeps the value of dead-ending forms born by day 3', () => {
    const day2 = formsBornBy(2).filter((g) => isDeadEnding(g));
    const options = fc.subarray(day2, { maxLength: 3 });
    fc.assert(
      fc.property(options, options, (left, right) => {
        const g = form(left, right);
        fc.pre(isDeadEnding(g));
        checkReduced(g);
      }),
      { numRuns: 25 },
    );
  });
});
