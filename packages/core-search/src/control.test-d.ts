import { describe, expectTypeOf, it } from 'vitest';
import type { Progress, SearchOptions, SolveControl } from './index.js';

describe('the control vocabulary', () => {
  it('is what every core-search solver takes', () => {
    expectTypeOf<SearchOptions>().toExtend<SolveControl>();
    expectTypeOf<NonNullable<SolveControl['onProgress']>>().parameter(0).toEqualTypeOf<Progress>();
    expectTypeOf<Progress['phase']>().toEqualTypeOf<string>();
  });
});
