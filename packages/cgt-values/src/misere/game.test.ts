import { MemoryBudgetError } from '@cgkit/core-search';
import { describe, expect, it } from 'vitest';
import { InputLimitError } from '../input-limit.js';
import {
  formatMisere,
  linked,
  MAX_MISERE_BIRTHDAY,
  MAX_MISERE_TEXT,
  misereGame,
  MisereNotationError,
  misereNimber,
  misereSum,
  MISERE_ZERO,
  parseMisere,
  type MisereGame,
} from './game.js';
import { naiveMisereOutcome, type NaiveGame } from '../testing/misere-naive.js';

/** Every simplest form born by each day 0 … days. */
function bornBy(days: number): MisereGame[][] {
  const out: MisereGame[][] = [[MISERE_ZERO]];
  for (let d = 1; d <= days; d++) {
    const prev = out[d - 1]!;
    const next = new Set<MisereGame>();
    for (let mask = 0; mask < 1 << prev.length; mask++) {
      next.add(misereGame(prev.filter((_, i) => ((mask >> i) & 1) !== 0)));
    }
    out.push([...next]);
  }
  return out;
}

/** A small random game tree (forms before simplification). */
function randomTree(random: () => number, depth: number): NaiveGame {
  if (depth === 0) return [];
  const count = Math.floor(random() * 4);
  return Array.from({ length: count }, () => randomTree(random, depth - 1));
}

function simplestOf(tree: NaiveGame): MisereGame {
  return misereGame(tree.map(simplestOf));
}

function treeOf(g: MisereGame): NaiveGame {
  return g.options.map(treeOf);
}

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('misère simplest forms', () => {
  it('count 1, 2, 3, 5 and 22 games born by days 0 to 4 (Conway)', () => {
    expect(bornBy(4).map((day) => day.length)).toEqual([1, 2, 3, 5, 22]);
  });

  it('collapse {*} and *+* to 0 but keep {*2} and the nim heaps', () => {
    expect(parseMisere('{*}')).toBe(MISERE_ZERO);
    expect(parseMisere('* + *')).toBe(MISERE_ZERO);
    expect(formatMisere(parseMisere('{*2}'))).toBe('{*2}');
    expect(formatMisere(parseMisere('{0,*,*2}'))).toBe('*3');
    expect(formatMisere(parseMisere('*2 + *2'))).toBe('{*2,*3}');
  });

  it('are equal exactly when no small game tells the forms apart (against brute force)', () => {
    const days = bornBy(3);
    const tests = days[3]!.map(treeOf);
    const random = seeded(7);
    const forms = new Map<MisereGame, NaiveGame[]>();
    for (let i = 0; i < 300; i++) {
      const tree = randomTree(random, 4);
      const g = simplestOf(tree);
      forms.set(g, [...(forms.get(g) ?? []), tree]);
    }
    for (const [g, trees] of forms) {
      for (const t of tests) {
        const expected = naiveMisereOutcome([treeOf(g), t]);
        for (const tree of trees) expect(naiveMisereOutcome([tree, t])).toBe(expected);
      }
    }
    // Distinct forms born by day 3 are told apart by some game born by day 3.
    for (const g of days[3]!) {
      for (const h of days[3]!) {
        if (g === h) continue;
        const told = tests.some(
          (t) => naiveMisereOutcome([treeOf(g), t]) !== naiveMisereOutcome([treeOf(h), t]),
        );
        expect(told).toBe(true);
      }
    }
  });

  it('give the outcome of sums as brute force does', () => {
    const random = seeded(11);
    for (let i = 0; i < 200; i++) {
      const parts = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
        randomTree(random, 3),
      );
      expect(misereSum(parts.map(simplestOf)).outcome).toBe(naiveMisereOutcome(parts));
    }
  });

  it('link games exactly when some T makes both sums P-positions', () => {
    const games = bornBy(3)[3]!;
    const tests = bornBy(3)[3]!.map(treeOf);
    for (const g of games) {
      for (const h of games) {
        const found = tests.some(
          (t) =>
            naiveMisereOutcome([treeOf(g), t]) === 'P' &&
            naiveMisereOutcome([treeOf(h), t]) === 'P',
        );
        // Brute force over day-3 games can only confirm links, never refute them.
        if (found) expect(linked(g, h)).toBe(true);
        if (!linked(g, h)) expect(found).toBe(false);
      }
    }
  });

  it('sum nim heaps as misère Nim does', () => {
    expect(misereSum([misereNimber(1), misereNimber(2), misereNimber(3)]).outcome).toBe('P');
    expect(misereSum([misereNimber(1), misereNimber(1), misereNimber(1)]).outcome).toBe('P');
    expect(misereSum([misereNimber(1), misereNimber(1)]).outcome).toBe('N');
  });
});

describe('printing misère forms', () => {
  it('refuses a form longer than MAX_MISERE_TEXT characters (its subforms repeat in the text)', () => {
    // Each level has two options sharing one subform: the text doubles with every level.
    let g: MisereGame = misereNimber(2);
    for (let level = 0; level < 25; level++) g = misereGame([g, misereSum([g, misereNimber(1)])]);
    expect(() => formatMisere(g)).toThrow(InputLimitError);
    expect(() => formatMisere(g)).toThrow(`more than ${MAX_MISERE_TEXT.toLocaleString('en')}`);
  });
});

describe('misère notation', () => {
  it('reads multiples, sums and nested braces', () => {
    expect(parseMisere('3.*')).toBe(misereNimber(1));
    expect(parseMisere('{ }')).toBe(MISERE_ZERO);
    expect(parseMisere('{0, {*2}} + 0')).toBe(misereGame([MISERE_ZERO, parseMisere('{*2}')]));
  });

  it('names the column of a mistake', () => {
    expect(() => parseMisere('{0,,*}')).toThrow(MisereNotationError);
    expect(() => parseMisere('{0,,*}')).toThrow(/column 4/);
    expect(() => parseMisere('1')).toThrow(/not impartial/);
    expect(() => parseMisere('{*')).toThrow(/expected }/);
    expect(() => parseMisere('* *')).toThrow(/column 3/);
    expect(() => parseMisere('x')).toThrow(/column 1/);
  });

  it('refuses braces nested beyond the limit without overflowing the stack', () => {
    const deep = '{'.repeat(MAX_MISERE_BIRTHDAY + 5) + '}'.repeat(MAX_MISERE_BIRTHDAY + 5);
    expect(() => parseMisere(deep)).toThrow(/deeper than/);
  });

  it('prints deep forms with its own stack', () => {
    let g = MISERE_ZERO;
    const k = parseMisere('{*2}');
    for (let i = 0; i < 900; i++) g = misereGame([g, k]);
    expect(g.birthday).toBeGreaterThan(900);
    expect(formatMisere(g).length).toBeGreaterThan(900 * 6);
  });

  it('stops at the memory budget', () => {
    expect(() =>
      misereSum(
        Array.from({ length: 4 }, (_, i) => parseMisere(`{*${i + 2},{*2}}`)),
        { maxMemoryBytes: 1 },
      ),
    ).toThrow(MemoryBudgetError);
  });
});
