import type { SolveControl } from '@cgkit/core-search';
import { describe, expectTypeOf, it } from 'vitest';
import type { KeypadSolveOptions, ThirtyOnePosition } from './index.js';
import { solveKeypad, thirtyOneStart } from './index.js';

describe('the public types', () => {
  it('take the control vocabulary of core-search, with a limit', () => {
    expectTypeOf<KeypadSolveOptions>().toExtend<SolveControl>();
    expectTypeOf<KeypadSolveOptions['limit']>().toEqualTypeOf<number | undefined>();
    expectTypeOf(solveKeypad).parameter(1).toEqualTypeOf<KeypadSolveOptions | undefined>();
  });

  it('start a game at a total with no key pressed yet', () => {
    expectTypeOf(thirtyOneStart).returns.toEqualTypeOf<ThirtyOnePosition>();
    expectTypeOf<ThirtyOnePosition['total']>().toEqualTypeOf<number>();
  });
});
