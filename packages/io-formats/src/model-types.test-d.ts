import type { EscapeBoard } from '@cgkit/board-escape';
import type { MasyuPuzzle } from '@cgkit/masyu';
import { describe, expectTypeOf, it } from 'vitest';
import type { JsonMember, MasyuJsonlCase } from './index.js';
import { parseBoardEscapeBoard, parseMasyu, parseMasyuJsonlLine } from './index.js';

describe('the parsers', () => {
  it('read files into the model types of the game packages', () => {
    expectTypeOf(parseBoardEscapeBoard).returns.toEqualTypeOf<EscapeBoard>();
    expectTypeOf(parseMasyu).returns.toExtend<MasyuPuzzle>();
    expectTypeOf(parseMasyuJsonlLine).returns.toEqualTypeOf<MasyuJsonlCase | undefined>();
    expectTypeOf<MasyuJsonlCase['fields']>().toEqualTypeOf<readonly JsonMember[]>();
  });
});
