import { describe, expect, it } from 'vitest';
import { misereNimber, misereSum, parseMisere, type MisereGame } from './game.js';
import { formatGenus, genus, type Genus } from './genus.js';
import { isTame, isTameGenus } from './tame.js';
import { misereGamesBornBy } from '../testing/misere-days.js';

/** Whether a tame game's genus is fickle (0^120 or 1^031: like heaps of 1 only). */
function fickle(g: Genus): boolean {
  return g.gammas[0] !== g.grundy;
}

describe('tame games', () => {
  it('have the genera of nim positions', () => {
    for (const text of ['0^120', '1^031', '0^02', '1^13', '2^20', '3^31', '4^46']) {
      const [grundy, gammas] = text.split('^') as [string, string];
      expect(isTameGenus({ grundy: Number(grundy), gammas: [...gammas].map(Number) }), text).toBe(
        true,
      );
    }
    for (const text of ['1^20', '2^1420', '1^31', '0^12', '2^02']) {
      const [grundy, gammas] = text.split('^') as [string, string];
      expect(isTameGenus({ grundy: Number(grundy), gammas: [...gammas].map(Number) }), text).toBe(
        false,
      );
    }
  });

  it('include every nim position', () => {
    for (const heaps of [[1], [1, 1], [1, 1, 1], [2, 3], [1, 2, 3], [4, 4], [1, 5, 6]]) {
      expect(isTame(misereSum(heaps.map(misereNimber))), heaps.join('+')).toBe(true);
    }
  });

  it('leave out games with a follower of another genus', () => {
    // {0,{*2}} has genus 1^20: its misère value is 2, not the 0 of a fickle nim position.
    expect(formatGenus(genus(parseMisere('{0,{*2}}')))).toBe('1^20');
    expect(isTame(parseMisere('{0,{*2}}'))).toBe(false);
    // Its own genus 1^13 is tame, but an option of {{0,{*2}}} is not.
    expect(isTame(parseMisere('{{0,{*2}}}'))).toBe(false);
  });

  it('add like nim positions (Conway): outcome and genus of every sum of two born by day 4', () => {
    const tame = misereGamesBornBy(4).filter((g) => isTame(g));
    expect(tame.length).toBeGreaterThan(10);
    const nimLike = (g: MisereGame): { grundy: number; fickle: boolean } => {
      const x = genus(g);
      return { grundy: x.grundy, fickle: fickle(x) };
    };
    for (const g of tame) {
      for (const h of tame) {
        const s = misereSum([g, h]);
        const a = nimLike(g);
        const b = nimLike(h);
        // The nim position with nim-sum a ⊕ b, of heaps of 1 only when both are.
        const grundy = a.grundy ^ b.grundy;
        const isFickle = a.fickle && b.fickle;
        const expectedP = isFickle ? grundy === 1 : grundy === 0;
        expect(s.outcome === 'P', `${formatGenus(genus(g))} + ${formatGenus(genus(h))}`).toBe(
          expectedP,
        );
        expect(isTame(s)).toBe(true);
        expect(s.misereGrundy).toBe(isFickle ? 1 - grundy : grundy);
      }
    }
  });
});
