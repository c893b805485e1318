import { describe, expect, it } from 'vitest';
import { formatGenus, genus } from './genus.js';
import { misereGame, misereNimber, MISERE_ZERO, parseMisere, type MisereGame } from './game.js';
import { misereOctal, octalGenera } from './octal.js';
import { parseOctalCode } from '../impartial/octal.js';
import {
  naiveMisereGrundy,
  naiveMisereOutcome,
  naiveNimber,
  naiveOctalHeaps,
  type NaiveGame,
} from '../testing/misere-naive.js';

function treeOf(g: MisereGame): NaiveGame {
  return g.options.map(treeOf);
}

describe('genus', () => {
  it('of 0, * and nim heaps is 0^120, 1^031 and n^{n, n xor 2}', () => {
    expect(formatGenus(genus(MISERE_ZERO))).toBe('0^120');
    expect(formatGenus(genus(misereNimber(1)))).toBe('1^031');
    expect(formatGenus(genus(misereNimber(2)))).toBe('2^20');
    expect(formatGenus(genus(misereNimber(3)))).toBe('3^31');
    expect(formatGenus(genus(misereNimber(12)))).toBe('12^{12,14}');
  });

  it('lists the misère Grundy values of G + k.*2 (against brute force)', () => {
    const games = ['{*2}', '{0,{*2}}', '{*,*2,{*2}}', '{*2,*3}', '{{*2},*3}', '{*3} + {*2}'];
    for (const text of games) {
      const g = parseMisere(text);
      const { grundy, gammas } = genus(g);
      expect(grundy).toBe(g.grundy);
      for (let k = 0; k < gammas.length + 4; k++) {
        const parts = [treeOf(g), ...Array.from({ length: k }, () => naiveNimber(2))];
        // Past the written digits the last two alternate.
        const i = k < gammas.length ? k : gammas.length - 2 + ((k - gammas.length) % 2);
        expect(naiveMisereGrundy(parts)).toBe(gammas[i]);
      }
    }
  });

  it('of Kayles and Dawson’s Kayles heaps matches Winning Ways', () => {
    expect(octalGenera('0.77', 6).map(formatGenus)).toEqual([
      '0^120',
      '1^031',
      '2^20',
      '3^31',
      '1^031',
      '4^146',
    ]);
    expect(octalGenera('0.07', 11).map(formatGenus)).toEqual([
      '0^120',
      '0^120',
      '1^031',
      '1^031',
      '2^20',
      '0^120',
      '3^31',
      '1^031',
      '1^031',
      '0^120',
      '3^1431',
    ]);
  });

  it('of Kayles and Dawson’s Kayles heaps 0–20 matches CGSuite’s tests', () => {
    // CGSuite's own test suite (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/
    // GameHeapTest.scala): the misère nim values and genera of game.heap.Kayles and
    // DawsonsKayles. CGSuite writes a nim heap's genus as its size alone, and of the others'
    // superscripts only a first part.
    const cgsuite = {
      '0.77': {
        misere: [1, 0, 2, 3, 0, 1, 3, 2, 1, 0, 2, 4, 0, 1, 2, 5, 1, 6, 3, 2, 0],
        genus:
          '0,1,2,3,1,4^146,3,2^2,1^1,4^046,2^2,6^46,4^046,1^1,2^2,7^57,1^13,4^64,3^31,2^20,1^031',
      },
      '0.07': {
        misere: [1, 1, 0, 0, 2, 1, 3, 0, 0, 1, 1, 3, 0, 2, 1, 1, 0, 0, 2, 1, 3],
        genus: '0,0,1,1,2,0,3,1,1,0,3^1431,3,2^0520,2,4^146,0,5^057,2^0520,2,3^1431,3',
      },
    };
    for (const [code, { misere, genus: written }] of Object.entries(cgsuite)) {
      const { forms, grundy } = misereOctal(code, 21);
      expect(grundy, code).toEqual(misere);
      const genera = octalGenera(code, 21);
      written.split(',').forEach((text, n) => {
        const [g, superscript] = text.split('^');
        expect(genera[n]!.grundy, `${code} heap ${n}`).toBe(Number(g));
        if (superscript === undefined) {
          expect(forms[n], `${code} heap ${n}`).toBe(misereNimber(Number(g)));
        } else {
          expect(forms[n], `${code} heap ${n}`).not.toBe(misereNimber(Number(g)));
          const gammas = genera[n]!.gammas;
          const digits = [...superscript].map(Number);
          // Past the written digits the last two alternate.
          const at = (k: number): number =>
            k < gammas.length ? gammas[k]! : gammas[gammas.length - 2 + ((k - gammas.length) % 2)]!;
          expect(
            digits.map((_, k) => at(k)),
            `${code} heap ${n}`,
          ).toEqual(digits);
        }
      });
    }
  });

  it('of the quaternary game 0.312 matches Plambeck’s published genus sequence', () => {
    // plambeck.org, misère octal games › quaternary games › 0.312: heaps 1–6 are
    // 1^{03131}, 2^{20}, 0^{02}, 2^{1420}, 0^{02}, 1^{13} (1^03131 is 1^031 written longer).
    expect(octalGenera('0.312', 7).slice(1).map(formatGenus)).toEqual([
      '1^031',
      '2^20',
      '0^02',
      '2^1420',
      '0^02',
      '1^13',
    ]);
  });

  it('of octal heaps is the misère Grundy values of heap + k.*2 (against brute force)', () => {
    for (const code of ['0.77', '0.07', '0.312', '0.31']) {
      const naive = naiveOctalHeaps(parseOctalCode(code), 9);
      octalGenera(code, 9).forEach(({ gammas }, n) => {
        for (let k = 0; k < gammas.length + 2; k++) {
          const parts = [naive[n]!, ...Array.from({ length: k }, () => naiveNimber(2))];
          const i = k < gammas.length ? k : gammas.length - 2 + ((k - gammas.length) % 2);
          expect(naiveMisereGrundy(parts), `${code} heap ${n}, k = ${k}`).toBe(gammas[i]);
        }
      });
    }
  });
});

describe('misère octal games', () => {
  it('give each heap’s outcome and misère Grundy value as brute force does', () => {
    for (const code of ['0.77', '0.07', '0.137', '4.7']) {
      const naive = naiveOctalHeaps(parseOctalCode(code), 7);
      const { outcomes, grundy, forms } = misereOctal(code, 7);
      expect(outcomes).toEqual(naive.map((h) => naiveMisereOutcome([h])));
      expect(grundy).toEqual(naive.map((h) => naiveMisereGrundy([h])));
      expect(forms[0]).toBe(MISERE_ZERO);
    }
  });

  it('finds misère Kayles P-positions 1, 4, 9 and 12 among small heaps', () => {
    const { outcomes } = misereOctal('0.77', 14);
    expect(outcomes.flatMap((o, n) => (o === 'P' ? [n] : []))).toEqual([1, 4, 9, 12]);
  });

  it('refuses a bad count', () => {
    expect(() => misereOctal('0.77', -1)).toThrow(RangeError);
    expect(misereGame([])).toBe(MISERE_ZERO);
  });
});
