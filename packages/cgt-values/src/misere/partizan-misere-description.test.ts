import { describe, expect, it } from 'vitest';
import { parseExplicitGame, parseGame } from '../short/notation.js';
import { partizanForm as form, partizanFormsBornBy } from '../testing/misere-days.js';
import { deadEndingCompare } from './dead-ending.js';
import { deadEndingReduced, formatPartizanForm } from './dead-ending-reduced.js';
import { pFreeDeadEndingCompare, pFreeDeadEndingReduced } from './p-free-dead-ending.js';
import { partizanMisere } from './partizan.js';
import { describePartizanMisere } from './partizan-misere-description.js';

/** {|{0|}} written as a form (its canonical form is 0). */
const zero = form([], []);
const blocked = form([], [form([zero], [])]);

describe("A partizan form's misère description", () => {
  it('gives the outcome, classes and reduced forms of the examples of cgt-tools and the papers', () => {
    // ↑ = {0|*}: Left's only move loses (Right then cannot move), Right's move to * wins; a
    // dicot, not P-free (* is a P-position), so reduced modulo dead-ending games alone.
    expect(describePartizanMisere(parseGame('{0|*}'))).toEqual({
      outcome: 'R',
      followers: 3,
      leftDeadEnd: false,
      rightDeadEnd: false,
      deadEnding: true,
      blocking: true,
      leftEndsDead: true,
      rightEndsDead: true,
      dicot: true,
      pFree: false,
      deadEndingReduced: '{0|{0|0}}',
    });
    // cgt-tools: 1 = {0|1} modulo P-free dead-ending games, so 1/2 reduces to 1 there.
    expect(describePartizanMisere(parseGame('1/2'))).toMatchObject({
      pFree: true,
      deadEndingReduced: '{0|{0|}}',
      pFreeDeadEndingReduced: '{0|}',
    });
    // {|{0|}}: Right's move gives Left a move, so it is not dead-ending: nothing to reduce.
    const notDeadEnding = describePartizanMisere(blocked);
    expect(notDeadEnding).toMatchObject({ deadEnding: false, blocking: true });
    expect(notDeadEnding).not.toHaveProperty('deadEndingReduced');
  });

  it('compares modulo dead-ending games, and modulo P-free ones when both are P-free', () => {
    const compare = (g: string, h: string) =>
      describePartizanMisere(parseExplicitGame(g), { compare: parseExplicitGame(h) });
    const notDeadEnding = /^the game is not dead-ending: only dead-ending games are compared$/;
    // Integers modulo P-free dead-ending games compare as the moves they leave (cgt-tools: 0 ≥ 1).
    expect(compare('1', '-1')).toMatchObject({ deadEndingOrder: '||', pFreeDeadEndingOrder: '<' });
    expect(compare('1/2', '1')).toMatchObject({ deadEndingOrder: '<', pFreeDeadEndingOrder: '=' });
    // {2|4} = {2|} modulo dead-ending games (cgt-tools' test).
    expect(compare("'{2|4}'", "'{2|}'")).toMatchObject({ deadEndingOrder: '=' });
    expect(compare('{0|*}', '0')).not.toHaveProperty('pFreeDeadEndingOrder');
    expect(() => describePartizanMisere(blocked, { compare: zero })).toThrow(notDeadEnding);
    expect(() => describePartizanMisere(zero, { compare: blocked })).toThrow(
      /^the game compared with is not dead-ending/,
    );
  });

  it("holds each part to its function's answer on the forms born by day 2", () => {
    const day2 = partizanFormsBornBy(2).filter((_, i) => i % 8 === 0);
    for (const [i, g] of day2.entries()) {
      const h = day2[(i * 7) % day2.length]!;
      const a = partizanMisere(g);
      const b = partizanMisere(h);
      const both = a.deadEnding && b.deadEnding;
      const expected = {
        ...a,
        ...(a.deadEnding ? { deadEndingReduced: formatPartizanForm(deadEndingReduced(g)) } : {}),
        ...(a.deadEnding && a.pFree
          ? { pFreeDeadEndingReduced: formatPartizanForm(pFreeDeadEndingReduced(g)) }
          : {}),
        ...(both ? { deadEndingOrder: deadEndingCompare(g, h) } : {}),
        ...(both && a.pFree && b.pFree
          ? { pFreeDeadEndingOrder: pFreeDeadEndingCompare(g, h) }
          : {}),
      };
      if (both) expect(describePartizanMisere(g, { compare: h })).toEqual(expected);
      else expect(describePartizanMisere(g)).toEqual(expected);
    }
  });

  it('stops at a check of the control', () => {
    expect(() =>
      describePartizanMisere(parseGame('1/2'), {}, { signal: AbortSignal.abort() }),
    ).toThrow(/abort/i);
  });
});
