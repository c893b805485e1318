import type { SolveControl } from '@cgkit/core-search';
import { describe, expectTypeOf, it } from 'vitest';
import type { Game, OctalOptions, OutcomeClass, SolverOptions } from './index.js';
import {
  add,
  formatGame,
  nimInverse,
  outcome,
  parseGame,
  thermograph,
  type PartizanSolver,
} from './index.js';

describe('the public types', () => {
  it('take the control vocabulary of core-search', () => {
    expectTypeOf<SolverOptions>().toEqualTypeOf<SolveControl>();
    expectTypeOf<OctalOptions>().toExtend<SolveControl>();
    expectTypeOf<PartizanSolver<string>['canonicalForm']>().returns.toEqualTypeOf<Game>();
    expectTypeOf(add).parameter(2).toEqualTypeOf<SolveControl | undefined>();
    expectTypeOf(formatGame).parameter(1).toEqualTypeOf<SolveControl | undefined>();
    expectTypeOf(parseGame).parameter(1).toEqualTypeOf<SolveControl | undefined>();
    expectTypeOf(thermograph).parameter(1).toEqualTypeOf<SolveControl | undefined>();
    expectTypeOf(nimInverse).parameter(1).toEqualTypeOf<SolveControl | undefined>();
  });

  it('name outcome classes by the usual letters', () => {
    expectTypeOf(outcome).returns.toEqualTypeOf<OutcomeClass>();
    expectTypeOf<OutcomeClass>().toEqualTypeOf<'L' | 'R' | 'N' | 'P'>();
    expectTypeOf<Game['left']>().toEqualTypeOf<readonly Game[]>();
  });
});
