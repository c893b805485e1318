import { describe, expect, it } from 'vitest';
import { masyuCommand } from './masyu.js';
import { fixtureWriter, runCommand, type CommandResult } from '../testing/run-command.js';
import { answersBeforeInputEnds } from '../testing/streaming.js';

const file = fixtureWriter('masyu');

const run = (...args: string[]): Promise<CommandResult> =>
  runCommand(masyuCommand, ['masyu', ...args]);

const URL_6 = 'https://puzz.link/p?mashu/6/6/1063000i3000';
const corners = file('corners.txt', 'B..\n...\n..B\n');
const BORDER = ['DR LR DL', 'UD . UD', 'UR LR UL'];

describe('cgkit masyu solve', () => {
  it('prints the status and the drawing', async () => {
    const { out, code } = await run('solve', corners);
    expect(code).toBe(0);
    expect(out).toMatch(/^unique solution \(\d+ ms, \d+ nodes\)\n●───┐\n│ · │\n└───●\n$/);
  });

  it('prints status, solutions and stats with --json, for any input format', async () => {
    const { out } = await run('solve', file('url.txt', `${URL_6}\n`), '--json');
    const result = JSON.parse(out) as { status: string; solution: string[]; stats: object };
    expect(result.status).toBe('unique');
    expect(result.solution).toHaveLength(6);
    expect(Object.keys(result.stats)).toEqual(['ms', 'nodes']);
    const many = JSON.parse(
      (await run('solve', file('empty.txt', '...\n...\n'), '--json')).out,
    ) as Record<string, unknown>;
    expect(many['status']).toBe('multiple');
    expect(many['solution']).not.toEqual(many['otherSolution']);
    const none = JSON.parse(
      (await run('solve', file('none.txt', '...\n.B.\n...\n'), '--json')).out,
    ) as unknown;
    expect(none).toMatchObject({ status: 'none', solution: null, otherSolution: null });
    const pearl = await run('solve', file('id.txt', '3x3:dBd'), '--format', 'pearl', '--json');
    expect(JSON.parse(pearl.out)).toMatchObject({ status: 'none' });
  });

  it('solves JSON Lines batches, passing other fields through', async () => {
    const batch = file(
      'batch.jsonl',
      `{"id":"a","puzzle":["B..","...","..B"]}\n{"url":"${URL_6}","id":"b"}\n{"pearl_id":"2x2:Wc"}\n`,
    );
    const { out } = await run('solve', batch, '--jsonl');
    const lines = out
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l['id'], l['status']])).toEqual([
      ['a', 'unique'],
      ['b', 'unique'],
      [undefined, 'none'],
    ]);
    expect(lines[0]).toMatchObject({
      solution: BORDER,
      otherSolution: null,
    });
    expect(typeof lines[0]!['ms']).toBe('number');
    expect(lines.every((l) => !('input' in l))).toBe(true);
  });

  it('passes other fields through exactly as written, even nested 5,000 deep', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const own = `"__proto__":{"a":1},"big":12345678901234567890123,"inf":1e309,"deep":${deep}`;
    const batch = file('odd.jsonl', `{${own},"pearl_id":"2x2:Wc"}\n`);
    const { out, code } = await run('solve', batch, '--jsonl');
    expect(code).toBe(0);
    expect(out.startsWith(`{${own},"status":"none",`)).toBe(true);
  });

  it('keeps a line\'s own fields named like result fields under "input"', async () => {
    const expected = ['DR LR DL', 'UD . UD', 'UR LR UL'];
    const line = {
      id: 'c',
      puzzle: ['...', '...'],
      solution: expected,
      status: 'unique',
      input: 7,
      level: 2,
    };
    const { out } = await run('solve', file('clash.jsonl', `${JSON.stringify(line)}\n`), '--jsonl');
    const result = JSON.parse(out) as Record<string, unknown>;
    expect(result).toMatchObject({
      id: 'c',
      level: 2,
      status: 'multiple',
      input: { solution: expected, status: 'unique', input: 7 },
    });
    expect(result['solution']).toHaveLength(2);
    expect(result['solution']).not.toEqual(result['otherSolution']);
    expect(Object.keys(result)).toEqual([
      'id',
      'level',
      'status',
      'solution',
      'otherSolution',
      'ms',
      'nodes',
      'input',
    ]);
  });

  it('rejects a line with two puzzles, or one twice, with its line and column', async () => {
    // A 3×3 solution next to a 6×6 URL would answer neither line.
    const both = `{"puzzle":["B..","...","..B"],"url":"${URL_6}"}`;
    const batch = file('both.jsonl', `{"pearl_id":"2x2:Wc"}\n${both}\n{"pearl_id":"2x2:Wc"}\n`);
    const { out, code, error } = await run('solve', batch, '--jsonl');
    expect(code).toBe(2);
    expect(error).toMatch(
      /^[^\n]*both\.jsonl:2:31: expected one puzzle per line \(this line already has "puzzle"\)/,
    );
    expect(out.trimEnd().split('\n')).toHaveLength(1);
    const twice = file('twice.jsonl', '{"puzzle":["B..","...","..B"],"puzzle":["B"]}\n');
    expect((await run('solve', twice, '--jsonl')).error).toMatch(/twice\.jsonl:1:31: expected one/);
  });

  it('reports bad input with its position and exit code 2', async () => {
    const bad = await run('solve', file('bad.txt', '..W\n.Q.\n'));
    expect(bad.code).toBe(2);
    expect(bad.error).toMatch(/bad\.txt:2:2: expected a cell/);
    expect((await run('solve', '/nonexistent/missing.txt')).error).toMatch(/no such file/);
    expect((await run('solve', corners, '--format', 'svg')).code).toBe(2);
    expect((await run('solve', corners, '--jsonl', '--format', 'grid')).code).toBe(2);
  });
});

describe('cgkit masyu count, check and convert', () => {
  it('counts up to the limit', async () => {
    const empty = file('empty3.txt', '...\n...\n');
    expect(await run('count', empty, '--limit', '10')).toEqual({ out: '3 solutions\n', code: 0 });
    expect(await run('count', empty, '--limit', '3')).toEqual({ out: '3 solutions\n', code: 0 });
    expect(await run('count', empty, '--limit', '2')).toEqual({
      out: 'more than 2 solutions (stopped at --limit)\n',
      code: 0,
    });
    const json = async (path: string, limit: string): Promise<unknown> =>
      JSON.parse((await run('count', path, '--limit', limit, '--json')).out);
    expect(await json(corners, '5')).toMatchObject({ count: 1, complete: true });
    // A unique puzzle counted with --limit 1 is exact: the search proves there is no second.
    expect(await json(corners, '1')).toMatchObject({ count: 1, complete: true });
    expect(await json(empty, '3')).toMatchObject({ count: 3, complete: true });
    expect(await json(empty, '1')).toMatchObject({ count: 1, complete: false });
    expect(await run('count', corners, '--limit', '1')).toEqual({ out: '1 solution\n', code: 0 });
    expect((await run('count', empty, '--limit', 'x')).code).toBe(2);
  });

  it('checks a proposed loop and names the broken rules', async () => {
    const good = file('good.txt', `${BORDER.join('\n')}\n`);
    expect(await run('check', corners, good)).toEqual({ out: 'valid: a solution\n', code: 0 });
    const square = file('square.txt', 'DR DL .\nUR UL .\n. . .\n');
    const { out, code } = await run('check', corners, square, '--json');
    expect(code).toBe(1);
    const rules = (JSON.parse(out) as { violations: { rule: string }[] }).violations.map(
      (v) => v.rule,
    );
    expect(rules).toEqual(['black-not-extended', 'black-not-extended', 'pearl-missed']);
    expect((await run('check', corners, file('broken.txt', 'R . .\n. . .\n. . .\n'))).code).toBe(2);
  });

  it('converts between grids, URLs and Pearl ids', async () => {
    const url = await run('convert', file('u.txt', URL_6), '--to', 'grid');
    expect(url.out).toBe('..W...\n.B..W.\n......\n...B..\n.W....\n......\n');
    const grid = file('g.txt', url.out);
    expect((await run('convert', grid, '--to', 'url')).out).toBe(`${URL_6}\n`);
    const id = (await run('convert', grid, '--to', 'pearl')).out;
    expect((await run('convert', file('p.txt', id), '--to', 'url')).out).toBe(`${URL_6}\n`);
    expect((await run('convert', grid)).code).toBe(2);
  });
});

describe('cgkit demo (masyu part)', () => {
  it('solves the examples', async () => {
    const text = await masyuCommand.demo!();
    expect(text).toContain(URL_6);
    expect(text.match(/unique:/g)).toHaveLength(2);
  });
});

describe('cgkit masyu solve --jsonl, streaming', () => {
  it('answers the puzzles already given while standard input stays open', async () => {
    const result = await answersBeforeInputEnds(['masyu', 'solve', '--jsonl', '-'], {
      first: '{"id":1,"pearl_id":"2x2:Wc"}\n',
      answered: (stdout) => stdout.startsWith('{"id":1,"status":"none"') && stdout.endsWith('\n'),
      rest: '{"id":2,"puzzle":["B..","...","..B"]}\n',
    });
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as { status: string }).status)).toEqual([
      'none',
      'unique',
    ]);
  });
});
