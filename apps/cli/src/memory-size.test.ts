import { describe, expect, it } from 'vitest';
import { maxMemoryArgument, parseMemorySize } from './memory-size.js';
import { runCli } from './testing/run-cli.js';

describe('parseMemorySize', () => {
  it('reads binary units, case ignored, and plain bytes', () => {
    expect(parseMemorySize('512M')).toBe(512 * 2 ** 20);
    expect(parseMemorySize('1.5g')).toBe(1.5 * 2 ** 30);
    expect(parseMemorySize('4GiB')).toBe(4 * 2 ** 30);
    expect(parseMemorySize('2048k')).toBe(2 * 2 ** 20);
    expect(parseMemorySize('1048576')).toBe(2 ** 20);
  });

  it('refuses what is not a size of at least 1 MiB', () => {
    for (const text of ['', 'x', '-1G', '1Q', '100', '0.5M', '1e9', '9'.repeat(30) + 'T']) {
      expect(parseMemorySize(text), text).toBeUndefined();
    }
  });
});

describe('maxMemoryArgument', () => {
  it('finds the option in either spelling, but not after --', () => {
    expect(maxMemoryArgument(['cgt', '--max-memory', '1G', 'eval'])).toBe('1G');
    expect(maxMemoryArgument(['--max-memory=2G'])).toBe('2G');
    expect(maxMemoryArgument(['cgt', 'eval', '--', '--max-memory=2G'])).toBeUndefined();
  });
});

describe('--max-memory', () => {
  it('stops a solver past the budget with one clear line and exit code 1', async () => {
    const board = Array(5).fill('......').join('|');
    const result = await runCli(['--max-memory', '2M', 'cgt', 'domineering', board]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^cgkit: the Domineering transposition table needs more than 2 MiB, the memory budget/,
    );
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('is accepted after the command too, and refused when not a size', async () => {
    expect(await runCli(['cgt', 'eval', '--max-memory=1G', '{1|-1}'])).toMatchObject({
      code: 0,
      stdout: '+-1\n',
    });
    const bad = await runCli(['--max-memory', 'lots', 'cgt', 'eval', '1']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--max-memory expects a size of at least 1M/);
  });
});
