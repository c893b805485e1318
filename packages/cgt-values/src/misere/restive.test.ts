import { describe, expect, it } from 'vitest';
import { formatMisere, misereNimber, parseMisere } from './game.js';
import { formatGenus, genus } from './genus.js';
import { isRestive, isRestless } from './restive.js';
import { isTame } from './tame.js';
import { misereGamesBornBy } from '../testing/misere-days.js';

describe('restive and restless games', () => {
  it('{0, {*2}} is restive (genus 1^20), {0, *2 + *3} restless, nim heaps neither', () => {
    const restive = parseMisere('{0,{*2}}');
    expect(formatGenus(genus(restive))).toBe('1^20');
    expect([isRestive(restive), isRestless(restive)]).toEqual([true, false]);
    // * (genus 1^031) and *2 + *3 (1^13): g+ = 0 but g− = 2, with tame options only.
    expect([
      isRestive(parseMisere('{*, *2 + *3}')),
      isRestless(parseMisere('{*, *2 + *3}')),
    ]).toEqual([true, false]);
    const restless = parseMisere('{0, *2 + *3}');
    expect([restless.grundy, restless.misereGrundy]).toEqual([2, 0]);
    expect([isRestive(restless), isRestless(restless)]).toEqual([false, true]);
    for (let n = 0; n < 5; n++) {
      expect([isRestive(misereNimber(n)), isRestless(misereNimber(n))]).toEqual([false, false]);
    }
    // An option that is not tame makes a game neither.
    expect(isRestive(parseMisere('{{0,{*2}}, *2}'))).toBe(false);
  });

  it('are the games with tame options that are not tame (checked on the whole genus)', () => {
    // With tame options only, a game is tame exactly when g+ = g− or both are 0 or 1: the others
    // are restive or restless, or wild when both values are 2 or more.
    const kinds = new Set<string>();
    for (const g of misereGamesBornBy(4)) {
      if (!g.options.every((o) => isTame(o))) {
        expect([isRestive(g), isRestless(g)], formatMisere(g)).toEqual([false, false]);
        continue;
      }
      const tameValues = g.grundy === g.misereGrundy || (g.grundy <= 1 && g.misereGrundy <= 1);
      expect(isTame(g), formatMisere(g)).toBe(tameValues);
      kinds.add(
        tameValues ? 'tame' : isRestive(g) ? 'restive' : isRestless(g) ? 'restless' : 'wild',
      );
    }
    // Born by day 4, no game with tame options has both values 2 or more.
    expect([...kinds].sort()).toEqual(['restive', 'restless', 'tame']);
  });
});
