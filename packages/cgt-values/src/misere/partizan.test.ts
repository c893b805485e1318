import { DeadlineError } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { misereSum, parseMisere, type MisereGame } from './game.js';
import { parseGame } from '../short/notation.js';
import {
  isBlocking,
  isDeadEnd,
  isDeadEnding,
  isDicot,
  isPFree,
  LoopyGameError,
  partizanMisere,
  partizanMisereOf,
  partizanMisereOutcome,
  type PartizanForm,
} from './partizan.js';
import { partizanFormConjugate as conjugate } from '../testing/misere-days.js';

/** A form as plain arrays, for hand-built examples. */
function form(left: PartizanForm[], right: PartizanForm[]): PartizanForm {
  return { left, right };
}
const zero = form([], []);
const star = form([zero], [zero]);
const one = form([zero], []);
const minusOne = form([], [zero]);
const two = form([one], []);
const up = form([zero], [star]);

/** The disjunctive sum, as a tree. */
function sum(g: PartizanForm, h: PartizanForm): PartizanForm {
  return form(
    [...g.left.map((x) => sum(x, h)), ...h.left.map((y) => sum(g, y))],
    [...g.right.map((x) => sum(x, h)), ...h.right.map((y) => sum(g, y))],
  );
}

/** Every follower, the form included, by walking the tree. */
function followers(g: PartizanForm): PartizanForm[] {
  return [g, ...[...g.left, ...g.right].flatMap(followers)];
}

/** Misère outcomes straight from the definition, on the tree with no memo. */
function naiveOutcome(g: PartizanForm): string {
  const leftFirst = (x: PartizanForm): boolean =>
    x.left.length === 0 || x.left.some((y) => !rightFirst(y));
  const rightFirst = (x: PartizanForm): boolean =>
    x.right.length === 0 || x.right.some((y) => !leftFirst(y));
  return ['P', 'R', 'L', 'N'][(leftFirst(g) ? 2 : 0) + (rightFirst(g) ? 1 : 0)]!;
}

/** cgt-tools' recursive definition of blocking games, on the tree. */
function naiveBlocking(g: PartizanForm): boolean {
  const blockedLeft = (x: PartizanForm): boolean =>
    x.left.length === 0 && x.right.every((y) => blockedLeft(y) || y.left.some(blockedLeft));
  const blockedRight = (x: PartizanForm): boolean =>
    x.right.length === 0 && x.left.every((y) => blockedRight(y) || y.right.some(blockedRight));
  return followers(g).every(
    (x) => (x.left.length > 0 || blockedLeft(x)) && (x.right.length > 0 || blockedRight(x)),
  );
}

/** Small forms, a few levels deep. */
const forms: fc.Arbitrary<PartizanForm> = fc.letrec<{ g: PartizanForm }>((tie) => ({
  g: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(zero),
    fc
      .tuple(fc.array(tie('g'), { maxLength: 2 }), fc.array(tie('g'), { maxLength: 2 }))
      .map(([l, r]) => form(l, r)),
  ),
})).g;

/** An impartial misère simplest form as a partizan form (both players have its options). */
function asPartizan(g: MisereGame): PartizanForm {
  const options = g.options.map(asPartizan);
  return form(options, options);
}

describe('partizan misère outcome', () => {
  it('of the first games: a player with no move wins', () => {
    expect(partizanMisereOutcome(zero)).toBe('N');
    expect(partizanMisereOutcome(star)).toBe('P');
    // In 1 Left must move to 0, after which Right cannot move: Right wins.
    expect(partizanMisereOutcome(one)).toBe('R');
    expect(partizanMisereOutcome(minusOne)).toBe('L');
    expect(partizanMisereOutcome(two)).toBe('R');
    // ↑: Left's move to 0 loses; Right's move to * wins (Left must then move to 0).
    expect(partizanMisereOutcome(up)).toBe('R');
  });

  it('agrees with the definition played out on the tree', () => {
    fc.assert(
      fc.property(forms, (g) => {
        expect(partizanMisereOutcome(g)).toBe(naiveOutcome(g));
      }),
      { numRuns: 200 },
    );
  });

  it('swaps L and R for the conjugate', () => {
    const swap: Record<string, string> = { L: 'R', R: 'L', N: 'N', P: 'P' };
    fc.assert(
      fc.property(forms, (g) => {
        expect(partizanMisereOutcome(conjugate(g))).toBe(swap[partizanMisereOutcome(g)]);
      }),
      { numRuns: 100 },
    );
  });

  it('of impartial games is their impartial misère outcome', () => {
    for (const text of ['0', '*', '*2', '*2 + *2', '{*2,{*3}}', '* + * + *', '{0,{*2}} + *3']) {
      const g = parseMisere(text);
      expect(partizanMisereOutcome(asPartizan(g)), text).toBe(g.outcome);
    }
    const g = misereSum([parseMisere('{*2,{*}}'), parseMisere('*3')]);
    expect(partizanMisereOutcome(asPartizan(g))).toBe(g.outcome);
  });

  it('reads positions through their moves, as a ruleset gives them', () => {
    // A partizan subtraction game: Left takes 1 or 2 tokens, Right 1 or 3.
    const moves = {
      leftOptions: (n: number) => [1, 2].filter((k) => k <= n).map((k) => n - k),
      rightOptions: (n: number) => [1, 3].filter((k) => k <= n).map((k) => n - k),
      key: (n: number) => n,
    };
    const trees: PartizanForm[] = [];
    for (let n = 0; n <= 12; n++) {
      trees.push(
        form(
          moves.leftOptions(n).map((m) => trees[m]!),
          moves.rightOptions(n).map((m) => trees[m]!),
        ),
      );
      const report = partizanMisereOf(n, moves);
      expect(report.outcome, `heap ${n}`).toBe(naiveOutcome(trees[n]!));
      expect(report.followers).toBe(n + 1);
    }
  });

  it('refuses a game with a cycle, and obeys its control', () => {
    const loop = {
      leftOptions: (n: number) => [1 - n],
      rightOptions: () => [],
      key: (n: number) => n,
    };
    expect(() => partizanMisereOf(0, loop)).toThrow(LoopyGameError);
    const long = {
      leftOptions: (n: number) => (n > 0 ? [n - 1] : []),
      rightOptions: (n: number) => (n > 1 ? [n - 2] : []),
      key: (n: number) => n,
    };
    expect(() => partizanMisereOf(100_000, long, { deadline: Date.now() - 1 })).toThrow(
      DeadlineError,
    );
  });
});

describe('classes of partizan misère games', () => {
  it('dead ends: Left never moves again', () => {
    // {|-1}: a Left end whose Right option is a Left end too.
    expect(isDeadEnd(form([], [minusOne]), 'left')).toBe(true);
    // {|1}: Right's move gives Left a move.
    expect(isDeadEnd(form([], [one]), 'left')).toBe(false);
    expect(isDeadEnd(zero, 'left') && isDeadEnd(zero, 'right')).toBe(true);
    expect(isDeadEnd(one, 'right')).toBe(true);
    // Integers are dead-ending; {|1} is not (its Left end comes alive).
    expect(isDeadEnding(two)).toBe(true);
    expect(isDeadEnding(form([], [one]))).toBe(false);
    expect(partizanMisere(form([zero], [form([], [one])])).leftEndsDead).toBe(false);
    expect(partizanMisere(form([zero], [form([], [one])])).rightEndsDead).toBe(true);
  });

  it('blocking games: each opponent move leaves the end blocked, or a move to a blocked end', () => {
    // cgt-tools' examples: {|{0|}} is blocking, not dead-ending (Right's move gives Left a move,
    // to 0, a blocked Left end); {|{1|}} is not blocking (Left's move from {1|} reaches 1, not a Left end).
    const g = form([], [form([zero], [])]);
    expect([isBlocking(g), isDeadEnding(g)]).toEqual([true, false]);
    expect(isBlocking(form([], [form([one], [])]))).toBe(false);
  });

  it('dicots and P-free games', () => {
    expect(isDicot(star) && isDicot(zero) && isDicot(form([star], [zero]))).toBe(true);
    expect(isDicot(one)).toBe(false);
    // * is a P-position; 1 and its followers are not.
    expect(isPFree(star)).toBe(false);
    expect(isPFree(form([star], []))).toBe(false);
    expect(isPFree(two)).toBe(true);
  });

  it('are closed under followers, and a nonzero dead Left end is an L-position', () => {
    fc.assert(
      fc.property(forms, (g) => {
        const report = partizanMisere(g);
        for (const x of followers(g)) {
          const r = partizanMisere(x);
          if (report.deadEnding) expect(r.deadEnding).toBe(true);
          if (report.blocking) expect(r.blocking).toBe(true);
          if (report.dicot) expect(r.dicot).toBe(true);
          if (report.pFree) expect(r.pFree).toBe(true);
          expect(r.pFree).toBe(followers(x).every((y) => naiveOutcome(y) !== 'P'));
        }
        // Dicots are dead-ending (their only end is 0), and dead-ending games blocking.
        if (report.dicot) expect(report.deadEnding).toBe(true);
        if (report.deadEnding) expect(report.blocking).toBe(true);
        expect(report.blocking).toBe(naiveBlocking(g));
        // Milley and Renault: Left moving first wins at once; Right's moves leave her no move.
        if (report.leftDeadEnd && g.right.length > 0) expect(report.outcome).toBe('L');
      }),
      { numRuns: 200 },
    );
  });

  it('dead-ending, blocking games and dicots are closed under sums', () => {
    fc.assert(
      fc.property(forms, forms, (g, h) => {
        const s = partizanMisere(sum(g, h));
        if (isDeadEnding(g) && isDeadEnding(h)) expect(s.deadEnding).toBe(true);
        if (isDicot(g) && isDicot(h)) expect(s.dicot).toBe(true);
        if (isBlocking(g) && isBlocking(h)) expect(s.blocking).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('canonical forms', () => {
  it('are forms: their misère outcome is that of the canonical form', () => {
    // The short-game core's Game has `left` and `right`.
    expect(partizanMisereOutcome(parseGame('{0|*}'))).toBe('R');
    expect(partizanMisereOutcome(parseGame('*'))).toBe('P');
    expect(isDeadEnding(parseGame('3'))).toBe(true);
  });
});
