import { DeadlineError, MemoryBudgetError, steppingClock } from '@cgkit/core-search';
import { describe, expect, it } from 'vitest';
import { formatPartizanForm } from './dead-ending-reduced.js';
import {
  pFreeDeadEndingCompare,
  pFreeDeadEndingEqual,
  pFreeDeadEndingGeq,
  pFreeDeadEndingReduced,
} from './p-free-dead-ending.js';
import { isDeadEnding, isPFree, partizanMisereOutcome, type PartizanForm } from './partizan.js';
import {
  outcomeAtLeast as better,
  partizanFormConjugate as conjugate,
  partizanFormSum as sum,
  partizanFormsBornBy,
} from '../testing/misere-days.js';
import {
  cgtToolsForm as f,
  P_FREE_ABOVE,
  P_FREE_EQUAL,
  P_FREE_REDUCTIONS,
} from '../testing/p-free-cases.js';

const text = (g: PartizanForm): string => formatPartizanForm(pFreeDeadEndingReduced(g));

describe('comparison modulo P-free dead-ending games', () => {
  // cgt-tools' test `relations` (testing/p-free-cases.ts): each relation, and the same of the
  // conjugates (G ≥ H when −H ≥ −G).
  it("gives cgt-tools' relations, and those of the conjugates", () => {
    for (const [a, b] of P_FREE_EQUAL) {
      const [g, h] = [f(a!), f(b!)];
      expect(pFreeDeadEndingEqual(g, h), `${a} = ${b}`).toBe(true);
      expect(pFreeDeadEndingEqual(conjugate(h), conjugate(g)), `-(${b}) = -(${a})`).toBe(true);
    }
    for (const [a, b] of P_FREE_ABOVE) {
      const [g, h] = [f(a!), f(b!)];
      expect(pFreeDeadEndingGeq(g, h), `${a} ≥ ${b}`).toBe(true);
      expect(pFreeDeadEndingGeq(conjugate(h), conjugate(g)), `-(${b}) ≥ -(${a})`).toBe(true);
    }
    expect(pFreeDeadEndingCompare(f('0'), f('1'))).toBe('>');
    expect(pFreeDeadEndingCompare(f('1'), f('-1'))).toBe('<');
    expect(() => pFreeDeadEndingGeq(f('{0|0}'), f('0'))).toThrow(/not P-free and dead-ending/);
  });

  it('is never contradicted by play against the P-free dead-ending games born by day 2', () => {
    // G ≥ H says Left does as well in G + X as in H + X for every P-free dead-ending X: checked
    // on every such X born by day 2 (47), for G and H among half of them (an X that tells them
    // apart refutes G ≥ H).
    const day2 = partizanFormsBornBy(2).filter((x) => isDeadEnding(x) && isPFree(x));
    const pool = day2.filter((_, i) => i % 2 === 0);
    const outcomes = new Map(
      pool.map((g) => [g, day2.map((x) => partizanMisereOutcome(sum(g, x)))] as const),
    );
    let related = 0;
    let refuted = 0;
    for (const g of pool) {
      for (const h of pool) {
        const og = outcomes.get(g)!;
        const oh = outcomes.get(h)!;
        const played = og.every((o, k) => better(o, oh[k]!));
        if (pFreeDeadEndingGeq(g, h)) {
          expect(played, `${formatPartizanForm(g)} ≥ ${formatPartizanForm(h)}`).toBe(true);
          related++;
        }
        if (!played) refuted++;
      }
    }
    expect(related).toBeGreaterThan(pool.length);
    expect(refuted).toBeGreaterThan(0);
  });

  it('stops at a check of the control', () => {
    const [g, h] = [f('{0,{-2|2},{-3|3}|2}'), f('{0|2}')];
    expect(() => pFreeDeadEndingGeq(g, h, { signal: AbortSignal.abort() })).toThrow(/abort/i);
    const passing = { clock: steppingClock(1), deadline: 1 };
    expect(() => pFreeDeadEndingReduced(g, passing)).toThrow(DeadlineError);
    // A sum whose reduction takes more steps than one interval of checks.
    const large = sum(g, h);
    expect(() => pFreeDeadEndingReduced(large, { maxMemoryBytes: 1 })).toThrow(MemoryBudgetError);
  });
});

describe('reduced forms modulo P-free dead-ending games', () => {
  it("are cgt-tools' in its tests, and their conjugates those of the conjugates", () => {
    // cgt-tools' test `reductions` (testing/p-free-cases.ts).
    for (const [a, b] of P_FREE_REDUCTIONS) {
      const [g, h] = [f(a!), f(b!)];
      expect(pFreeDeadEndingEqual(g, h), `${a} = ${b}`).toBe(true);
      expect(text(g), a).toBe(formatPartizanForm(h));
      expect(text(conjugate(g)), `-(${a})`).toBe(formatPartizanForm(conjugate(h)));
    }
  });

  it('keep the value of the P-free dead-ending forms born by day 2, and merge equal ones', () => {
    const day2 = partizanFormsBornBy(2).filter((x) => isDeadEnding(x) && isPFree(x));
    const byText = new Map<string, PartizanForm>();
    for (const g of day2) {
      const r = pFreeDeadEndingReduced(g);
      const name = formatPartizanForm(g);
      expect(isDeadEnding(r) && isPFree(r), name).toBe(true);
      expect(pFreeDeadEndingEqual(g, r), name).toBe(true);
      expect(text(r), name).toBe(formatPartizanForm(r));
      byText.set(formatPartizanForm(r), r);
    }
    expect(byText.size).toBeLessThan(day2.length);
  });
});
