import type { Progress, SolveControl } from '@cgkit/core-search';
import { describe, expectTypeOf, it } from 'vitest';
import type { GaletteSolver } from './index.js';

describe('the public types', () => {
  it('take the control vocabulary of core-search', () => {
    expectTypeOf<GaletteSolver['grundy']>().parameter(1).toEqualTypeOf<SolveControl | undefined>();
    expectTypeOf<NonNullable<SolveControl['onProgress']>>().parameter(0).toEqualTypeOf<Progress>();
    expectTypeOf<GaletteSolver['emptyCake']>().returns.toEqualTypeOf<number>();
  });
});
