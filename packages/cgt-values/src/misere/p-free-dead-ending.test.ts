import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { partizanForm as form, partizanFormsBornBy, playedGeq } from '../testing/misere-days.js';
import { cgtToolsForm as f } from '../testing/p-free-cases.js';
import { formatPartizanForm } from './dead-ending-reduced.js';
import { pFreeBlockingGeq } from './p-free-blocking.js';
import { pFreeDeadEndingGeq } from './p-free-dead-ending.js';
import { isDeadEnding, isPFree } from './partizan.js';

// What the two P-free universes share is tested in p-free-universe.test.ts.

const day2 = partizanFormsBornBy(2).filter((x) => isDeadEnding(x) && isPFree(x));

describe('comparison modulo P-free dead-ending games', () => {
  it('holds wherever it holds modulo P-free blocking games', () => {
    // Every dead-ending game is blocking, so a relation for every P-free blocking X holds for
    // every P-free dead-ending one: on half the 47 forms born by day 2 (all in test:slow).
    // cgt-tools' earlier test (p_free_dead_ending.rs) missed 0 ≥ {0,1|}, an R-position.
    expect(pFreeDeadEndingGeq(f('0'), f('{0,1|}'))).toBe(true);
    const pool = inject('slow') ? day2 : day2.filter((_, i) => i % 2 === 0);
    let related = 0;
    for (const g of pool) {
      for (const h of pool) {
        if (!pFreeBlockingGeq(g, h)) continue;
        expect(
          pFreeDeadEndingGeq(g, h),
          `${formatPartizanForm(g)} ≥ ${formatPartizanForm(h)}`,
        ).toBe(true);
        related++;
      }
    }
    expect(related).toBeGreaterThan(pool.length);
  });

  it('is never contradicted by play on a sample of the forms born by day 3', () => {
    // G ≥ H for G, H among random P-free dead-ending forms whose options are born by day 2 (10;
    // 40 in test:slow): Left does as well in G + X as in H + X for each X of the 47 born by
    // day 2 (in test:slow, also for five of the sample).
    const size = inject('slow') ? 40 : 10;
    const options = fc.subarray(day2, { maxLength: 3 });
    const bornByDay3 = fc
      .tuple(options, options)
      .map(([left, right]) => form(left, right))
      .filter((g) => isDeadEnding(g) && isPFree(g));
    fc.assert(
      fc.property(
        fc.uniqueArray(bornByDay3, {
          minLength: size,
          maxLength: size,
          selector: formatPartizanForm,
        }),
        (pool) => {
          const witnesses = inject('slow') ? [...day2, ...pool.slice(0, 5)] : day2;
          const played = playedGeq(pool, witnesses);
          let related = 0;
          for (const g of pool) {
            for (const h of pool) {
              if (!pFreeDeadEndingGeq(g, h)) continue;
              expect(played(g, h), `${formatPartizanForm(g)} ≥ ${formatPartizanForm(h)}`).toBe(
                true,
              );
              related++;
            }
          }
          expect(related).toBeGreaterThanOrEqual(pool.length);
        },
      ),
      { numRuns: 1 },
    );
  });
});
