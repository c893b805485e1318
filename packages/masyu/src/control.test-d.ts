import type { Progress, SolveControl } from '@cgkit/core-search';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  DeduceOptions,
  GenerateOptions,
  MasyuSearchOptions,
  MasyuSolveOptions,
  SolveResult,
} from './index.js';
import { countSolutions, solve } from './index.js';

describe('the public types', () => {
  it('take the control vocabulary of core-search, with the branching', () => {
    expectTypeOf<MasyuSolveOptions>().toExtend<SolveControl>();
    expectTypeOf<MasyuSolveOptions>().toExtend<MasyuSearchOptions>();
    expectTypeOf<NonNullable<MasyuSolveOptions['onProgress']>>()
      .parameter(0)
      .toEqualTypeOf<Progress>();
    expectTypeOf<GenerateOptions>().toExtend<SolveControl>();
    expectTypeOf<NonNullable<GenerateOptions['onProgress']>>()
      .parameter(0)
      .toEqualTypeOf<Progress>();
    expectTypeOf<DeduceOptions>().toExtend<SolveControl>();
    expectTypeOf(countSolutions).parameter(2).toEqualTypeOf<MasyuSolveOptions | undefined>();
  });

  it('say unique, multiple or none', () => {
    expectTypeOf(solve).returns.toEqualTypeOf<SolveResult>();
    expectTypeOf<SolveResult['status']>().toEqualTypeOf<'unique' | 'multiple' | 'none'>();
  });
});
