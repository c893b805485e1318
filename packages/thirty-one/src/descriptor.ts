import type { TwoPlayerDescriptor } from '@cgkit/core-search';
import { thirtyOneMatch } from './analysis.js';
import { thirtyOneStart, type KeyCell, type Keypad, type ThirtyOnePosition } from './model.js';
import { solveKeypad } from './solver/index.js';

/** The start of a game of 31: the keypad, the limit and the starting total. */
export interface ThirtyOneStart {
  readonly keypad: Keypad;
  readonly limit: number;
  readonly total: number;
}

/** 31 across the toolkit: its names, and its match on the keypad solved once. */
export const thirtyOneDescriptor: TwoPlayerDescriptor<
  'thirty-one',
  ThirtyOneStart,
  ThirtyOnePosition,
  KeyCell
> = {
  id: 'thirty-one',
  title: '31',
  command: 'thirty-one',
  formats: 'thirty-one',
  page: 'thirty-one',
  match: ({ keypad, limit, total }, control = {}) => ({
    game: thirtyOneMatch(solveKeypad(keypad, { ...control, limit })),
    position: thirtyOneStart(total),
  }),
};
