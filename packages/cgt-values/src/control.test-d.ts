import type { SolveControl } from '@cgkit/core-search';
import { describe, expectTypeOf, it } from 'vitest';
import type { Game, OutcomeClass } from './index.js';
import type { OctalOptions } from './impartial/index.js';
import type { SolverOptions } from './rulesets/index.js';
import { add, formatGame, outcome, parseGame, thermograph } from './index.js';
import { nimInverse } from './impartial/index.js';
import type { PartizanSolver } from './rulesets/index.js';

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
