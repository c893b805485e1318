import type { SolveControl } from '@cgkit/core-search';
import { describe, expectTypeOf, it } from 'vitest';
import type { Game, OctalOptions, OutcomeClass, SolverOptions } from './index.js';
import { outcome, type PartizanSolver } from './index.js';

describe('the public types', () => {
  it('take the control vocabulary of core-search', () => {
    expectTypeOf<SolverOptions>().toEqualTypeOf<SolveControl>();
    expectTypeOf<OctalOptions>().toExtend<SolveControl>();
    expectTypeOf<PartizanSolver<string>['canonicalForm']>().returns.toEqualTypeOf<Game>();
  });

  it('name outcome classes by the usual letters', () => {
    expectTypeOf(outcome).returns.toEqualTypeOf<OutcomeClass>();
    expectTypeOf<OutcomeClass>().toEqualTypeOf<'L' | 'R' | 'N' | 'P'>();
    expectTypeOf<Game['left']>().toEqualTypeOf<readonly Game[]>();
  });
});
