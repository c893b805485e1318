import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRepoFile, ROOT } from './workspace.js';

// Every game package keeps each role in the same place, so a rule is found in one step.
const GAMES = ['thirty-one', 'galette', 'board-escape', 'masyu'];
const ROLES = ['src/model.ts', 'src/rules.ts', 'src/analysis.ts', 'src/solver'];

describe('the game packages', () => {
  for (const game of GAMES) {
    const dir = `packages/${game}`;
    it(`${game} has model.ts, rules.ts, solver/ and analysis.ts`, () => {
      expect(ROLES.filter((role) => !existsSync(`${ROOT}${dir}/${role}`))).toEqual([]);
      expect(readdirSync(`${ROOT}${dir}/src/solver`).length).toBeGreaterThan(0);
    });

    // Masyu is a puzzle: it has no game for the generic search.
    if (game === 'masyu') continue;
    it(`${game}'s game.ts imports only its model and rules`, () => {
      const source = readRepoFile(`${dir}/src/game.ts`);
      const local = [...source.matchAll(/from '(\.[^']*)'/g)].map((m) => m[1]);
      expect(local.filter((path) => path !== './model.js' && path !== './rules.js')).toEqual([]);
    });
  }
});
