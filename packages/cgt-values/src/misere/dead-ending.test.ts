import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { parseExplicitGame, parseGame } from '../short/notation.js';
import { deadEndingCompare, deadEndingEqual, deadEndingGeq, waitingGame } from './dead-ending.js';
import { isDeadEnding, isPFree } from './partizan.js';
import {
  partizanForm as form,
  partizanFormConjugate as conjugate,
  partizanFormSum as sum,
  partizanFormsBornBy,
  playedGeq,
} from '../testing/misere-days.js';

describe('comparison modulo dead-ending games', () => {
  it("gives cgt-tools' relations", () => {
    // t4ccer/cgt-tools, cgt/misere/game_form/dead_ending.rs, its tests: {2|4} = {2|} and
    // 1 ≥ {0|4} modulo dead-ending; waiting games -1 and {|0,{|0,{|0,-1}}}.
    const g = parseGame;
    expect(deadEndingEqual(g('{2|4}'), g('{2|}'))).toBe(true);
    expect(deadEndingGeq(g('1'), g('{0|4}'))).toBe(true);
    // 1 and −1 are incomparable here, though −1 ≥ 1 modulo P-free dead-ending games.
    expect(deadEndingCompare(g('1'), g('-1'))).toBe('||');
    expect(deadEndingCompare(parseExplicitGame("'{2|4}'"), g('{2|}'))).toBe('=');
    expect(deadEndingEqual(waitingGame(1), g('-1'))).toBe(true);
    expect(waitingGame(4).right.length).toBe(2);
  });

  it('is never contradicted by play against the dead-ending games born by day 2', () => {
    // G ≥ H says Left does as well in G + X as in H + X for every dead-ending X: checked on
    // half the X born by day 2, for a sample of such G and H (an X that tells them apart
    // refutes G ≥ H).
    const day2 = partizanFormsBornBy(2).filter((x) => isDeadEnding(x));
    const witnesses = day2.filter((_, i) => i % 2 === 0);
    const pool = day2.filter((_, i) => i % 24 === 0);
    const playedGe = playedGeq(pool, witnesses);
    let refuted = 0;
    for (const g of pool) {
      for (const h of pool) {
        const played = playedGe(g, h);
        if (deadEndingGeq(g, h)) expect(played).toBe(true);
        if (!played) refuted++;
      }
    }
    expect(refuted).toBeGreaterThan(0);
  });
});

describe('inverses modulo dead-ending games', () => {
  const zero = form([], []);
  const day2 = partizanFormsBornBy(2).filter((g) => isDeadEnding(g));
  const pFree = day2.filter((g) => isPFree(g));

  it("gives a P-free form its conjugate as inverse (Milley and Renault's invertible games)", () => {
    // A dead-ending form none of whose followers has misère outcome P is invertible modulo E
    // (Milley, Renault; as Davies, Miller, Milley recall it, arXiv 2506.05257), and its inverse
    // is its conjugate (Larsson, Milley, Nowakowski, Renault, Santos, arXiv 1807.11297): every
    // third such form born by day 2 and one random form born by day 3 (in test:slow, every one
    // born by day 2 and 30 born by day 3).
    expect(pFree.length).toBe(47);
    const slow = inject('slow');
    for (const g of slow ? pFree : pFree.filter((_, i) => i % 3 === 0)) {
      expect(deadEndingEqual(sum(g, conjugate(g)), zero)).toBe(true);
    }
    const options = fc.subarray(pFree, { maxLength: slow ? 3 : 2 });
    fc.assert(
      fc.property(options, options, (left, right) => {
        const g = form(left, right);
        fc.pre(isDeadEnding(g) && isPFree(g));
        expect(deadEndingEqual(sum(g, conjugate(g)), zero)).toBe(true);
      }),
      { numRuns: slow ? 30 : 1 },
    );
  });

  it('has the conjugate property: an inverse of G is its conjugate', () => {
    // Larsson, Milley, Nowakowski, Renault, Santos (arXiv 1807.11297, abstract): every inverse
    // modulo E is the conjugate. Every H born by day 2 with G + H = 0, for a sample of G, two
    // of them invertible (every eighth G in test:slow, some 6,500 comparisons): H = conj(G).
    const sample = inject('slow')
      ? day2.filter((_, i) => i % 8 === 0)
      : [day2[40]!, pFree[5]!, pFree[29]!];
    let inverses = 0;
    for (const g of sample) {
      for (const h of day2) {
        if (!deadEndingEqual(sum(g, h), zero)) continue;
        inverses++;
        expect(
          deadEndingEqual(h, conjugate(g)),
          `${JSON.stringify(g)} + ${JSON.stringify(h)}`,
        ).toBe(true);
      }
    }
    expect(inverses).toBeGreaterThan(0);
  });
});
