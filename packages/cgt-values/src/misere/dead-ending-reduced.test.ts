import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { parseExplicitGame } from '../short/notation.js';
import { deadEndingEqual } from './dead-ending.js';
import { deadEndingReduced, formatPartizanForm } from './dead-ending-reduced.js';
import { isDeadEnding, type PartizanForm } from './partizan.js';
import { partizanForm as form, partizanFormsBornBy } from '../testing/misere-days.js';

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
    const day2 = partizanFormsBornBy(2).filter((g, i) => i % 6 === 0 && isDeadEnding(g));
    const reduced = new Set<string>();
    for (const g of day2) {
      checkReduced(g);
      reduced.add(text(g));
    }
    expect(reduced.size).toBeLessThan(day2.length);
    // {-1|1} is 0 modulo E, though neither {|1} nor {-1|} is dead-ending; {-1|1,0} and
    // {-1|*,0} are equal modulo E: Right's * = {0|0} becomes 1 = {0|}, reversing through 0.
    const zero = form([], []);
    const [one, minusOne, star] = [form([zero], []), form([], [zero]), form([zero], [zero])];
    expect(text(form([minusOne], [one]))).toBe('0');
    expect(text(form([minusOne], [star, zero]))).toBe(text(form([minusOne], [one, zero])));
  });

  it('gives every two dead-ending forms born by day 2 equal modulo E one reduced form', ({
    skip,
  }) => {
    // Some 20k comparisons of forms, up to a minute on a busy machine: test:slow's.
    skip(!inject('slow'), 'test:slow');
    const day2 = partizanFormsBornBy(2).filter((g) => isDeadEnding(g));
    const byForm = new Map<string, PartizanForm>();
    for (const g of day2) {
      checkReduced(g);
      byForm.set(text(g), g);
    }
    const representatives = [...byForm.values()];
    for (let i = 0; i < representatives.length; i++) {
      for (let j = i + 1; j < representatives.length; j++) {
        const [a, b] = [representatives[i]!, representatives[j]!];
        expect(deadEndingEqual(a, b), `${text(a)} and ${text(b)}`).toBe(false);
      }
    }
    expect([day2.length, representatives.length]).toEqual([232, 196]);
  });

  it('keeps the value of dead-ending forms born by day 3', () => {
    const day2 = partizanFormsBornBy(2).filter((g) => isDeadEnding(g));
    const options = fc.subarray(day2, { maxLength: 3 });
    fc.assert(
      fc.property(options, options, (left, right) => {
        const g = form(left, right);
        fc.pre(isDeadEnding(g));
        checkReduced(g);
      }),
      { numRuns: 15 },
    );
  });
});
