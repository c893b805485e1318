import { GAME_DESCRIPTORS } from '@cgkit/io-formats';
import { describe, expect, it } from 'vitest';
import { commandName, commandNames, runsOnMainThread } from './registry.js';

describe('the command registry', () => {
  it('finds the subcommand past the global options', () => {
    expect(commandName(['--time-limit', '1', '--max-memory', '1G', 'nim', '3'])).toBe('nim');
    expect(commandName(['--help'])).toBeUndefined();
  });

  it('runs only the commands declared small and bounded on the main thread', () => {
    expect(runsOnMainThread(['nim', '3', '4', '5'])).toBe(true);
    expect(runsOnMainThread(['--time-limit', '1', 'nim', '--help'])).toBe(true);
    for (const argv of [[], ['--help'], ['cgt', 'nim', '3'], ['masyu', 'solve', '-'], ['demo']]) {
      expect(runsOnMainThread(argv)).toBe(false);
    }
  });

  it("has every game's command, named as its descriptor says", () => {
    const games = GAME_DESCRIPTORS.map((game) => game.command);
    expect(games.filter((name) => !commandNames().includes(name))).toEqual([]);
  });
});
