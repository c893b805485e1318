import { GAME_DESCRIPTORS } from '@cgkit/io-formats';
import { describe, expect, it } from 'vitest';
import { SMALL_INPUT_BYTES, commandName, commandNames, mainThreadRun } from './registry.js';

describe('the command registry', () => {
  it('finds the subcommand past the global options', () => {
    expect(commandName(['--time-limit', '1', '--max-memory', '1G', 'nim', '3'])).toBe('nim');
    expect(commandName(['--help'])).toBeUndefined();
  });

  it('runs only the commands declared small and bounded on the main thread', () => {
    const noFiles = (): undefined => undefined;
    expect(mainThreadRun(['nim', '3', '4', '5'], noFiles)).toBe('whole');
    expect(mainThreadRun(['--time-limit', '1', 'nim', '--help'], noFiles)).toBe('whole');
    for (const argv of [[], ['--help'], ['cgt', 'nim', '3'], ['masyu', 'solve', '-'], ['demo']]) {
      expect(mainThreadRun(argv, noFiles)).toBeUndefined();
    }
  });

  it('starts a small run on the main thread: a small file, or a short argument', () => {
    const sizes: Record<string, number> = {
      'small.txt': 40,
      'large.txt': SMALL_INPUT_BYTES + 1,
      fifo: Infinity,
    };
    const size = (path: string): number | undefined => sizes[path];
    const slice = [
      ['masyu', 'solve', 'small.txt'],
      ['--time-limit', '2', 'board-escape', 'solve', '-k', '3', 'small.txt'],
      ['galette', 'analyze', 'small.txt', '-o', '-'],
      ['thirty-one', 'solve', 'small.txt', '--json'],
      ['cgt', 'eval', '--json', '--', '{1|0} + ^'],
    ];
    for (const argv of slice) expect(mainThreadRun(argv, size)).toBe('slice');
    const worker = [
      ['masyu', 'solve'],
      ['masyu', 'solve', 'large.txt'],
      ['masyu', 'solve', 'fifo'],
      ['masyu', 'solve', 'small.txt', 'large.txt'],
      ['masyu', 'solve', '--jsonl', 'small.txt'],
      ['masyu', 'explain', 'small.txt'],
      ['galette', 'analyze', 'small.txt', '--cache', 'dir'],
      ['galette', 'play', 'small.txt'],
      ['board-escape', 'play', 'small.txt', '-k', '3'],
      ['cgt', 'eval', 'x'.repeat(SMALL_INPUT_BYTES + 1)],
      ['cgt', 'domineering', '....|....'],
      ['cgt', 'toString'],
    ];
    for (const argv of worker) expect(mainThreadRun(argv, size)).toBeUndefined();
  });

  it("has every game's command, named as its descriptor says", () => {
    const games = GAME_DESCRIPTORS.map((game) => game.command);
    expect(games.filter((name) => !commandNames().includes(name))).toEqual([]);
  });
});
