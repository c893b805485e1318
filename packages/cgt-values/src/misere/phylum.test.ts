import { describe, expect, it } from 'vitest';
import { misereSum, parseMisere, type MisereGame } from './game.js';
import {
  isGenerallyRestive,
  isGenerallyTame,
  isHalfTame,
  isTameable,
  miserePhylum,
} from './phylum.js';
import { isRestive, isRestless } from './restive.js';
import { isTame } from './tame.js';
import { misereGamesBornBy } from '../testing/misere-days.js';

const m = parseMisere;

/** The games born by day 4 and their sums of two (each pair once). */
function dayFourAndPairs(): MisereGame[] {
  const day4 = misereGamesBornBy(4);
  return [...day4, ...day4.flatMap((a, i) => day4.slice(i).map((b) => misereSum([a, b])))];
}

/** Genus pair (g+, g−) of the nim position a sum of games of tame genus acts like. */
function nimLike(games: readonly MisereGame[]): { plus: number; minus: number } {
  const plus = games.reduce((x, g) => x ^ g.grundy, 0);
  // Heaps of 1 only (every part fickle: g+ ≠ g−) play misère with the parity reversed.
  const fickle = games.every((g) => g.grundy !== g.misereGrundy);
  return { plus, minus: fickle ? plus ^ 1 : plus };
}

describe('misère phyla', () => {
  it("class CGSuite's test games as CGSuite does", () => {
    // Expected values: cgsuite (aaron-siegel/cgsuite),
    // lib/core/src/test/scala/org/cgsuite/lang/MisereCanonicalGameTestCase.scala, CGSuite's
    // *[…] written here as {…}: IsTame, IsGenerallyTame, IsTameable, IsHalfTame, IsRestive,
    // IsGenerallyRestive, IsRestless.
    const cases: [string, string][] = [
      ['0', 'tame generally-tame tameable'],
      ['*', 'tame generally-tame tameable'],
      ['*2', 'tame generally-tame tameable'],
      ['{*2}', 'tame generally-tame tameable'],
      ['{{*2}}', 'tame generally-tame tameable'],
      ['*2 + *2', 'tame generally-tame tameable'],
      ['{*2 + {*2}}', 'tame generally-tame tameable'],
      ['{*4 + *2}', 'tame generally-tame tameable'],
      ['{{*2},0}', 'half-tame restive generally-restive'],
      ['{{*2},*}', 'restless'],
      ['{{{*2}},{{*2},*}}', 'generally-tame tameable'],
      ['{{{*2}},{{{*2},0},0,*}}', 'generally-tame tameable'],
      ['{{{*2},*}+*, {{*2},{*2}+*,{{*2},0}}}', 'tameable'],
      ['{{{*2},*2,0},{{*2},*3},*}', 'half-tame generally-restive'],
    ];
    for (const [text, expected] of cases) {
      const g = m(text);
      const has = [
        isTame(g) && 'tame',
        isGenerallyTame(g) && 'generally-tame',
        isTameable(g) && 'tameable',
        isHalfTame(g) && 'half-tame',
        isRestive(g) && 'restive',
        isGenerallyRestive(g) && 'generally-restive',
        isRestless(g) && 'restless',
      ].filter((x) => x !== false);
      expect(has.join(' '), text).toBe(expected);
    }
  });

  it('agree with isTame and isRestive on every game born by day 4 and every sum of two', () => {
    for (const g of dayFourAndPairs()) {
      const p = miserePhylum(g);
      expect(p === 'nim-heap' || p === 'tame', `tame ${p}`).toBe(isTame(g));
      expect(p === 'restive', `restive ${p}`).toBe(isRestive(g));
      expect(p === 'nim-heap').toBe(g.nimber !== undefined);
    }
  });

  it('make generally tame games add like nim positions (brute force on sums of games born by day 4)', () => {
    // The generally tame games among those born by day 4, their sums of two and CGSuite's tests:
    // in their sums, g+ and g−, and so the misère outcome, are the nim position's their genera say.
    const extra = ['{{{*2}},{{*2},*}}', '{{{*2}},{{{*2},0},0,*}}'].map((t) => m(t));
    const pool = [...dayFourAndPairs(), ...extra];
    const tame = [...new Set(pool.filter((g) => isGenerallyTame(g)))];
    expect(tame.some((g) => !isTame(g))).toBe(true);
    // Each of them added to the games born by day 4 and to those tame only through reversible moves.
    const some = new Set([...misereGamesBornBy(4), ...tame.filter((g) => !isTame(g))]);
    for (const a of tame.filter((g) => some.has(g))) {
      for (const b of tame) {
        const sum = misereSum([a, b]);
        const expected = nimLike([a, b]);
        expect([sum.grundy, sum.misereGrundy]).toEqual([expected.plus, expected.minus]);
        expect(sum.outcome).toBe(expected.minus === 0 ? 'P' : 'N');
      }
    }
  });

  it('make a half-tame game twice a P-position in both plays, and a generally tame game never half-tame', () => {
    const pool = dayFourAndPairs();
    let halfTame = 0;
    for (const g of pool) {
      if (!isHalfTame(g)) continue;
      halfTame++;
      expect(isGenerallyTame(g)).toBe(false);
      const double = misereSum([g, g]);
      expect([double.grundy, double.misereGrundy, double.outcome]).toEqual([0, 0, 'P']);
    }
    expect(halfTame).toBeGreaterThan(0);
  });
});
