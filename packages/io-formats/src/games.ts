import { boardEscapeDescriptor } from '@cgkit/board-escape';
import type { GameDescriptor } from '@cgkit/core-search';
import { galetteDescriptor } from '@cgkit/galette';
import { masyuDescriptor } from '@cgkit/masyu';
import { thirtyOneDescriptor } from '@cgkit/thirty-one';

/**
 * Every game of the toolkit, by its package's descriptor, in the order the apps show them. Here,
 * the lowest package that knows every game, so the apps and the workspace checks build their
 * lists from it or check them against it: adding a game is adding its descriptor here.
 */
export const GAME_DESCRIPTORS = [
  thirtyOneDescriptor,
  galetteDescriptor,
  boardEscapeDescriptor,
  masyuDescriptor,
] as const satisfies readonly GameDescriptor[];
