import { describe, expect, it } from 'vitest';
import { parseExplicitGame, parseGame } from '../short/notation.js';
import { partizanForm as form, partizanFormsBornBy } from '../testing/misere-days.js';
import { deadEndingCompare } from './dead-ending.js';
import { deadEndingReduced, formatPartizanForm } from './dead-ending-reduced.js';
import { pFreeBlockingCompare, pFreeBlockingReduced } from './p-free-blocking.js';
import { pFreeDeadEndingCompare, pFreeDeadEndingReduced } from './p-free-dead-ending.js';
import { partizanMisere } from './partizan.js';
import { describePartizanMisere } from './partizan-misere-description.js';

/** {|{0|}} written as a form (its canonical form is 0), and {|2}. */
const zero = form([], []);
const blocked = form([], [form([zero], [])]);
const notBlocking = form([], [form([form([zero], [])], [])]);

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
    // cgt-tools: 1 = {0|1} modulo P-free dead-ending games and P-free blocking ones, so 1/2
    // reduces to 1 there.
    expect(describePartizanMisere(parseGame('1/2'))).toMatchObject({
      pFree: true,
      deadEndingReduced: '{0|{0|}}',
      pFreeDeadEndingReduced: '{0|}',
      pFreeBlockingReduced: '{0|}',
    });
    // {|{0|}}: Right's move gives Left a move, so it is not dead-ending, but blocking and P-free:
    // cgt-tools' {|1} = 0 modulo P-free blocking games.
    const notDeadEnding = describePartizanMisere(blocked);
    expect(notDeadEnding).toMatchObject({
      deadEnding: false,
      blocking: true,
      pFreeBlockingReduced: '0',
    });
    expect(notDeadEnding).not.toHaveProperty('deadEndingReduced');
    expect(describePartizanMisere(notBlocking)).not.toHaveProperty('pFreeBlockingReduced');
  });

  it('compares modulo each universe that holds both games', () => {
    const compare = (g: string, h: string) =>
      describePartizanMisere(parseExplicitGame(g), { compare: parseExplicitGame(h) });
    // Integers modulo P-free dead-ending games compare as the moves they leave (cgt-tools: 0 ≥ 1).
    expect(compare('1', '-1')).toMatchObject({
      deadEndingOrder: '||',
      pFreeDeadEndingOrder: '<',
      pFreeBlockingOrder: '<',
    });
    expect(compare('1/2', '1')).toMatchObject({
      deadEndingOrder: '<',
      pFreeDeadEndingOrder: '=',
      pFreeBlockingOrder: '=',
    });
    // 0 ≥ {0,1|} (an R-position) modulo both P-free universes, by cgt-tools' P-free blocking
    // test; not modulo dead-ending games.
    expect(compare("'{0,1|}'", '0')).toMatchObject({
      deadEndingOrder: '||',
      pFreeDeadEndingOrder: '<',
      pFreeBlockingOrder: '<',
    });
    // {2|4} = {2|} modulo dead-ending games (cgt-tools' test).
    expect(compare("'{2|4}'", "'{2|}'")).toMatchObject({ deadEndingOrder: '=' });
    expect(compare('{0|*}', '0')).not.toHaveProperty('pFreeDeadEndingOrder');
    expect(compare('{0|*}', '0')).not.toHaveProperty('pFreeBlockingOrder');
    // {|{0|}} is not dead-ending: compared with 0 modulo P-free blocking games alone.
    const both = describePartizanMisere(blocked, { compare: zero });
    expect(both).toMatchObject({ pFreeBlockingOrder: '=' });
    expect(both).not.toHaveProperty('deadEndingOrder');
    const outside = /is neither dead-ending nor P-free and blocking: only such games are compared$/;
    expect(() => describePartizanMisere(notBlocking, { compare: zero })).toThrow(
      new RegExp(`^the game ${outside.source}`),
    );
    expect(() => describePartizanMisere(zero, { compare: notBlocking })).toThrow(
      new RegExp(`^the game compared with ${outside.source}`),
    );
    expect(() => describePartizanMisere(parseGame('{0|*}'), { compare: blocked })).toThrow(
      /^the games are neither both dead-ending nor both P-free and blocking/,
    );
  });

  it("holds each part to its function's answer on the forms born by day 2", () => {
    const day2 = partizanFormsBornBy(2).filter((_, i) => i % 8 === 0);
    for (const [i, g] of day2.entries()) {
      const h = day2[(i * 7) % day2.length]!;
      const a = partizanMisere(g);
      const b = partizanMisere(h);
      const both = a.deadEnding && b.deadEnding;
      const blocking = a.blocking && a.pFree && b.blocking && b.pFree;
      const expected = {
        ...a,
        ...(a.deadEnding ? { deadEndingReduced: formatPartizanForm(deadEndingReduced(g)) } : {}),
        ...(a.deadEnding && a.pFree
          ? { pFreeDeadEndingReduced: formatPartizanForm(pFreeDeadEndingReduced(g)) }
          : {}),
        ...(a.blocking && a.pFree
          ? { pFreeBlockingReduced: formatPartizanForm(pFreeBlockingReduced(g)) }
          : {}),
        ...(both ? { deadEndingOrder: deadEndingCompare(g, h) } : {}),
        ...(both && a.pFree && b.pFree
          ? { pFreeDeadEndingOrder: pFreeDeadEndingCompare(g, h) }
          : {}),
        ...(blocking ? { pFreeBlockingOrder: pFreeBlockingCompare(g, h) } : {}),
      };
      if (both || blocking) expect(describePartizanMisere(g, { compare: h })).toEqual(expected);
      else expect(describePartizanMisere(g)).toEqual(expected);
    }
  });

  it('stops at a check of the control', () => {
    expect(() =>
      describePartizanMisere(parseGame('1/2'), {}, { signal: AbortSignal.abort() }),
    ).toThrow(/abort/i);
  });
});
