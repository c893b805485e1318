import { DeadlineError } from '@cgkit/core-search';
import { describe, expect, it } from 'vitest';
import {
  formatMisere,
  misereNimber,
  misereSum,
  parseMisere,
  MISERE_ZERO,
  type MisereGame,
} from './game.js';
import { misereDifference } from './difference.js';
import { isMiserePrime, misereEvenPart, miserePartitions, misereParts } from './parts.js';
import { misereGamesBornBy } from '../testing/misere-days.js';

const show = (games: readonly MisereGame[]): string[] => games.map((g) => formatMisere(g));
const star = misereNimber(1);

describe('misère parts and partitions', () => {
  it('of the first games: 0 and * are units, *2 is prime, *3 = *2 + *, *2 + *2 = {*2,*3}', () => {
    expect(misereEvenPart(star)).toBe(MISERE_ZERO);
    expect(misereEvenPart(misereNimber(3))).toBe(misereNimber(2));
    expect(show(misereParts(star))).toEqual(['0']);
    expect([MISERE_ZERO, star].map((g) => isMiserePrime(g))).toEqual([false, false]);
    expect(isMiserePrime(misereNimber(2))).toBe(true);
    expect(isMiserePrime(misereNimber(3))).toBe(true);
    expect(miserePartitions(MISERE_ZERO)).toEqual([[]]);
    expect(miserePartitions(star)).toEqual([[star]]);
    expect(show(miserePartitions(misereNimber(3))[0]!)).toEqual(['*2', '*']);
    const twoTwo = misereSum([misereNimber(2), misereNimber(2)]);
    expect(formatMisere(twoTwo)).toBe('{*2,*3}');
    expect(show(misereParts(twoTwo))).toEqual(['0', '*2', '{*2,*3}']);
    expect(isMiserePrime(twoTwo)).toBe(false);
    expect(miserePartitions(twoTwo).map(show)).toEqual([['*2', '*2']]);
  });

  it('find every part that a sum of two games born by day 4 shows (brute force)', () => {
    const games = misereGamesBornBy(4);
    // Each sum of two of them, with the even parts H (of the same day) with H + X = G or G + *.
    const shown = new Map<MisereGame, Set<MisereGame>>();
    for (const h of games) {
      for (const x of games) {
        const g = misereEvenPart(misereSum([h, x]));
        if (!shown.has(g)) shown.set(g, new Set());
        shown.get(g)!.add(misereEvenPart(h));
      }
    }
    for (const [g, expected] of shown) {
      const parts = misereParts(g);
      for (const h of expected)
        expect(parts, `${formatMisere(h)} of ${formatMisere(g)}`).toContain(h);
      // And only parts: each one adds to another even game to make G.
      for (const h of parts) {
        const rest = misereDifference(g, h);
        expect(rest && misereEvenPart(rest), `${formatMisere(g)} − ${formatMisere(h)}`).toBe(rest);
      }
    }
  });

  it('factor every such sum into primes that add back to it', () => {
    const games = misereGamesBornBy(4);
    const primes = games.filter((g) => isMiserePrime(g) && misereEvenPart(g) === g);
    for (const a of games) {
      for (const b of games.slice(0, 12)) {
        const g = misereSum([a, b]);
        const partitions = miserePartitions(g);
        expect(partitions.length, formatMisere(g)).toBeGreaterThan(0);
        for (const p of partitions) {
          expect(misereSum(p), show(p).join(' + ')).toBe(g);
          for (const q of p) expect(q === star || isMiserePrime(q)).toBe(true);
        }
      }
    }
    // A sum of two even primes has that partition among its own.
    for (const a of primes) {
      for (const b of primes) {
        const key = (p: readonly MisereGame[]): string => p.map((q) => q.id).join(',');
        const partitions = miserePartitions(misereSum([a, b])).map(key);
        expect(partitions).toContain(
          key([a, b].sort((x, y) => x.birthday - y.birthday || x.id - y.id)),
        );
      }
    }
  });

  it('obeys its control', () => {
    const g = misereSum([misereNimber(6), parseMisere('{*,{*2}}'), misereNimber(7)]);
    expect(() => miserePartitions(g, { deadline: Date.now() - 1 })).toThrow(DeadlineError);
  });
});
