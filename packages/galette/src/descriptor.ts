import type { TwoPlayerDescriptor } from '@cgkit/core-search';
import { galetteMatch, type GaletteTurn } from './analysis.js';
import type { Bite } from './model.js';
import { GaletteSolver } from './solver/index.js';

/**
 * Galette toxique across the toolkit: its names, and its match from a game file's turn (the cake
 * and the player to move), valued by a new solver.
 */
export const galetteDescriptor: TwoPlayerDescriptor<'galette', GaletteTurn, GaletteTurn, Bite> = {
  id: 'galette',
  title: 'Galette toxique',
  command: 'galette',
  formats: 'galette',
  page: 'galette',
  match: (turn) => ({ game: galetteMatch(new GaletteSolver()), position: turn }),
};
