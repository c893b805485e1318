import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kayles, type KaylesPosition } from './examples/kayles.js';
import { GrundySolver } from './grundy.js';
import { withKnownWinners } from './known-winners.js';
import { Solver } from './solver.js';

describe('withKnownWinners', () => {
  const grundy = new GrundySolver(kayles);
  const restricted = withKnownWinners(kayles, (rows: KaylesPosition) =>
    grundy
      .analyzeMoves(rows)
      .filter((option) => option.grundy === 0)
      .map((option) => option.move),
  );

  it('leaves every remoteness and outcome as the full search finds them', () => {
    const full = new Solver(kayles);
    const fast = new Solver(restricted);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 3 }),
        (rows) => {
          expect(fast.solve(rows)).toEqual(full.solve(rows));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('searches fewer positions', () => {
    const full = new Solver(kayles);
    const fast = new Solver(restricted);
    const position = [8, 9, 10];
    expect(fast.solve(position)).toEqual(full.solve(position));
    expect(fast.stats.positions).toBeLessThan(full.stats.positions);
  });
});
