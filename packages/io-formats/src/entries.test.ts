import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_DESCRIPTORS } from './games.js';
import * as root from './index.js';
import * as boardEscape from './board-escape/index.js';
import * as galette from './galette/index.js';
import * as masyu from './masyu/index.js';
import * as thirtyOne from './thirty-one/index.js';

// Each game's entry (`@cgkit/io-formats/<game>`) loads that game's formats alone; the root entry
// exports everything, the same objects. The imports stay static (one per entry); the test below
// checks them against the games' descriptors.
const games: Record<string, Record<string, unknown>> = {
  'board-escape': boardEscape,
  galette,
  masyu,
  'thirty-one': thirtyOne,
};

describe('the entries', () => {
  const manifest = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  ) as { exports: Record<string, unknown> };

  it.each(Object.entries(games))('@cgkit/io-formats/%s is the game folder index', (game, entry) => {
    expect(manifest.exports[`./${game}`]).toEqual({
      types: `./dist/${game}/index.d.ts`,
      default: `./dist/${game}/index.js`,
    });
    // The error its parsers throw comes with it, and everything is the root's own.
    expect(entry['FormatError']).toBe(root.FormatError);
    for (const [name, value] of Object.entries(entry)) {
      expect((root as Record<string, unknown>)[name], name).toBe(value);
    }
  });

  it('has an entry for every game and no other', () => {
    const gameEntries = Object.keys(manifest.exports).filter(
      (key) => !['.', './node', './package.json'].includes(key),
    );
    expect(gameEntries.sort()).toEqual(Object.keys(games).map((game) => `./${game}`));
  });

  it("has every game's entry, named as its descriptor says", () => {
    const named = GAME_DESCRIPTORS.map((game) => game.formats);
    expect(Object.keys(games).sort()).toEqual(named.sort());
  });
});
