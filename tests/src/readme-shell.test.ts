import { readdirSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { masked, outputMatches, shellBlocks, showsOutput } from './readme-shell.js';
import { SHELL_EXAMPLE_FILES, readmes } from './readme-shell-examples.js';
import { readRepoFile } from './workspace.js';

describe('README shell example reading', () => {
  it('takes the comment lines below a command as its output, and line-end comments as notes', () => {
    const readme = [
      'text',
      '```sh',
      '# not run: needs hours of CPU and 18 GiB',
      'a --x   # a note',
      '# out 1',
      '#',
      '# out 3',
      'b \\',
      '  c',
      '',
      '# a note after a blank line',
      'd',
      '```',
      '```ts',
      'e();',
      '```',
    ].join('\n');
    const blocks = shellBlocks(readme);
    expect(blocks).toEqual([
      {
        firstLine: 3,
        notRun: 'needs hours of CPU and 18 GiB',
        commands: [
          { line: 4, command: 'a --x   # a note', shown: ['out 1', '', 'out 3'] },
          { line: 8, command: 'b \\\n  c', shown: [] },
          { line: 12, command: 'd', shown: [] },
        ],
      },
    ]);
    expect(showsOutput(blocks[0]!)).toBe(true);
    expect(showsOutput(shellBlocks('```sh\npnpm web   # serve\n```\n')[0]!)).toBe(false);
  });

  it('masks times and node counts, not other numbers', () => {
    expect(masked('unique solution (12 ms, 4 nodes) 2 solutions 3×4 0.000 s')).toBe(
      'unique solution (N ms, N nodes) 2 solutions 3×4 N s',
    );
    expect(masked('{"stats":{"ms":1,"nodes":20},"count":3}')).toBe(
      '{"stats":{"ms":N,"nodes":N},"count":3}',
    );
  });

  it('reads … as any lines, or any text within a line', () => {
    expect(outputMatches(['a', 'b', 'c', 'd'], ['a', '…', 'd'])).toBe(true);
    expect(outputMatches(['a', 'd'], ['a', '…', 'd'])).toBe(true);
    expect(outputMatches(['a', 'b'], ['a', '…', 'd'])).toBe(false);
    expect(outputMatches(['[1,2,3]'], ['[1,…]'])).toBe(true);
    expect(outputMatches(['[1,2,3]', 'x'], ['[1,…]'])).toBe(false);
    expect(outputMatches([], [])).toBe(true);
    expect(outputMatches(['x'], [])).toBe(false);
  });

  it('matches any output shown as it is, and nothing else of other lines', () => {
    const line = fc.string({
      unit: fc.constantFrom('a', '1', ' ', '.', '(', '*', '$', '\\', 'm', 's'),
    });
    fc.assert(
      fc.property(fc.array(line), fc.array(line), (actual, other) => {
        expect(outputMatches(actual, actual)).toBe(true);
        expect(outputMatches(other, actual)).toBe(
          isDeepStrictEqual(other.map(masked), actual.map(masked)),
        );
      }),
    );
  });
});

describe("the READMEs' shell blocks", () => {
  it('skips only blocks that say why, and runs pnpm with options it knows', () => {
    for (const readme of readmes) {
      for (const block of shellBlocks(readRepoFile(readme))) {
        // pnpm 12 reads `-s` as --sequential: `--silent` is the option that keeps only the output.
        for (const { command, line } of block.commands) {
          expect(command, `${readme}:${line}`).not.toMatch(/\bpnpm -s\b/);
        }
        if (block.notRun !== undefined) expect(block.notRun.length).toBeGreaterThan(10);
      }
    }
  });

  it('are all run: one test file per part', () => {
    const files = readdirSync(new URL('.', import.meta.url)).filter((name) =>
      /^readme-shell-examples-\d+\.test\.ts$/.test(name),
    );
    expect(files.sort()).toEqual(
      Array.from(
        { length: SHELL_EXAMPLE_FILES },
        (_, part) => `readme-shell-examples-${part + 1}.test.ts`,
      ),
    );
  });
});
