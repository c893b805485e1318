import { GAME_DESCRIPTORS } from '@cgkit/io-formats';
import { describe, expect, it } from 'vitest';
import { PAGES } from './pages.js';

// The list of pages stays static (each page a chunk loaded on first use); it is checked here
// against the games' descriptors.
describe('the pages', () => {
  it("have every game's page, at its descriptor's route and under its title", () => {
    const pages = PAGES.map(({ page, title }) => ({ page, title }));
    for (const game of GAME_DESCRIPTORS) {
      expect(pages, game.id).toContainEqual({ page: game.page, title: game.title });
    }
  });

  it('have distinct routes', () => {
    expect(new Set(PAGES.map((entry) => entry.page)).size).toBe(PAGES.length);
  });
});
