import type { GameDescriptor } from '@cgkit/core-search';

/** Masyu across the toolkit: its names (a puzzle, so no match). */
export const masyuDescriptor: GameDescriptor<'masyu'> = {
  id: 'masyu',
  title: 'Masyu',
  command: 'masyu',
  formats: 'masyu',
  page: 'masyu',
};
