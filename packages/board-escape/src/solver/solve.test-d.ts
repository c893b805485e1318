import { describe, expectTypeOf, it } from 'vitest';
import type { BoardEscapeResult, EscapeBoard, EscapePosition } from '../index.js';
import { createBoard, escapeStart, solveBoardEscape } from '../index.js';

describe('the public types', () => {
  it('name the winner and the board-escape model types', () => {
    expectTypeOf(solveBoardEscape).parameters.toEqualTypeOf<[board: EscapeBoard, k: number]>();
    expectTypeOf<BoardEscapeResult['winner']>().toEqualTypeOf<'Alice' | 'Bob'>();
    expectTypeOf(createBoard).returns.toEqualTypeOf<EscapeBoard>();
    expectTypeOf(escapeStart).returns.toEqualTypeOf<EscapePosition>();
  });
});
