import { describe, expect, it } from 'vitest';
import { boardEscapeCommand } from './board-escape.js';
import { runCli } from '../testing/run-cli.js';
import { answersBeforeInputEnds } from '../testing/streaming.js';
import { fixtureWriter, runCommand, type CommandResult } from '../testing/run-command.js';

const file = fixtureWriter('board-escape');

const run = (...args: string[]): Promise<CommandResult> =>
  runCommand(boardEscapeCommand, ['board-escape', ...args]);

describe('cgkit board-escape solve', () => {
  const example = file('example.txt', '#E...\n#...E\nE.T#.\n..#..\n');

  it('prints the winner', async () => {
    expect(await run('solve', example, '-k', '13')).toEqual({ out: 'Alice\n', code: 0 });
    expect(await run('solve', file('cross.txt', 'E#E\n#T#\nE#E\n'), '-k', '1000000')).toEqual({
      out: 'Bob\n',
      code: 0,
    });
  });

  it('prints the winner, the Grundy value and a winning move with --json', async () => {
    const { out } = await run('solve', file('te.txt', 'TE\n'), '-k', '50', '--json');
    expect(JSON.parse(out)).toEqual({
      winner: 'Alice',
      grundy: 1,
      winningMove: { token: 0, row: 0, column: 0, direction: 'right' },
    });
  });

  it('solves a batch of JSON Lines, one result per line', async () => {
    const batch = file(
      'batch.jsonl',
      '{"board":["TE"],"k":2}\n{"board":["E#E","#T#","E#E"],"k":1000000}\n{"board":["T.T.T.",".E.E.E"],"k":1}\n{"board":["TTE"],"k":6}\n',
    );
    expect(await run('solve', batch, '--jsonl')).toEqual({
      out: 'Alice\nBob\nAlice\nAlice\n',
      code: 0,
    });
    const { out } = await run('solve', batch, '--jsonl', '--json');
    expect(
      out
        .trimEnd()
        .split('\n')
        .map((line) => (JSON.parse(line) as { winner: string }).winner),
    ).toEqual(['Alice', 'Bob', 'Alice', 'Alice']);
  });

  const files: Record<string, string> = {
    ragged: file('ragged.txt', 'T.#\n#.\n'),
    unknown: file('unknown.txt', 'TxE\n'),
    example,
    batch: file('ok.jsonl', '{"board":["TE"],"k":2}\n'),
    badbatch: file('badbatch.jsonl', '{"board":["TE"],"k":2}\n{"board":["TE"],"k":0}\n'),
    missing: '/nonexistent/nothing-here.txt',
  };

  it.each([
    [
      ['ragged', '-k', '5'],
      /ragged.txt:2:3: expected a row of 3 cells, like the first row, found 2 cells/,
    ],
    [['unknown', '-k', '5'], /unknown.txt:1:2: expected a cell: .*found "x"/],
    [['example'], /missing -k K/],
    [['example', '-k', '0'], /-k must be an integer from 1 to 1000000000, got 0/],
    [['example', '-k', 'ten'], /-k expects an integer/],
    [['batch', '--jsonl', '-k', '3'], /-k does not apply to --jsonl/],
    [['badbatch', '--jsonl'], /badbatch.jsonl:2:21: expected k: an integer from 1 to 1000000000/],
    [['missing', '-k', '5'], /no such file/],
  ])('reports solve %j as a user mistake with exit code 2', async (args, message) => {
    const result = await run('solve', ...args.map((a) => files[a] ?? a));
    expect(result.code).toBe(2);
    expect(result.error).toMatch(message);
    expect(result.error).not.toMatch(/ at .*\.js:\d+/); // no stack trace
    // A batch streams: the lines before the bad one are answered.
    expect(result.out).toBe(args[0] === 'badbatch' ? 'Alice\n' : '');
  });
});

describe('cgkit board-escape solve --jsonl, streaming', () => {
  it('answers the games already given while standard input stays open', async () => {
    const result = await answersBeforeInputEnds(['board-escape', 'solve', '--jsonl', '-'], {
      first: '{"board":["TE"],"k":2}\n',
      answered: (stdout) => stdout === 'Alice\n',
      rest: '{"board":["E#E","#T#","E#E"],"k":7}\n',
    });
    expect(result).toEqual({ code: 0, stdout: 'Alice\nBob\n', stderr: '' });
  });

  it('answers a batch of 150,000 lines from standard input, line by line', async () => {
    const lines = Array.from({ length: 150_000 }, (_, i) =>
      i % 2 === 0 ? '{"board":["TE"],"k":2}' : '{"board":["E#E","#T#","E#E"],"k":7}',
    );
    const result = await runCli(['board-escape', 'solve', '--jsonl', '-'], {
      stdin: lines.join('\n') + '\n',
    });
    expect(result.code).toBe(0);
    const winners = result.stdout.split('\n');
    expect(winners).toHaveLength(150_001);
    expect(winners.slice(0, 4)).toEqual(['Alice', 'Bob', 'Alice', 'Bob']);
  });

  it('ends at a bad line of standard input without waiting for the rest', async () => {
    const result = await runCli(['board-escape', 'solve', '--jsonl'], {
      stdin: '{"board":["TE"],"k":2}\n{"board": x}\n' + '{"board":["TE"],"k":2}\n'.repeat(1000),
    });
    expect(result).toMatchObject({ code: 2, stdout: 'Alice\n' });
    expect(result.stderr).toMatch(/^cgkit: <stdin>:2:11: expected an array of rows/);
  });
});

describe('the demo', () => {
  it('solves the official examples, then a full 50×50 board', async () => {
    const report = await boardEscapeCommand.demo!();
    const winners = report.split('\n').map((line) => /: (Alice|Bob) wins/.exec(line)?.[1]);
    // Division II, then Division I, then every cell a token with an even k: all values are 0.
    const official = ['Alice', 'Bob', 'Alice', 'Alice', 'Alice', 'Alice', 'Bob', 'Alice', 'Alice'];
    expect(winners).toEqual([...official, 'Bob']);
  });
});
