import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cgtCommand } from './cgt.js';
import { runCommand, type CommandResult } from '../testing/run-command.js';

const run = (...args: string[]): Promise<CommandResult> => runCommand(cgtCommand, ['cgt', ...args]);

describe('cgkit cgt eval', () => {
  it('prints the canonical form', async () => {
    expect(await run('eval', '^ + ^')).toEqual({ out: '^^\n', code: 0 });
    expect(await run('eval', '{0,*|0}')).toEqual({ out: '^*\n', code: 0 });
    expect(await run('eval', '+-1 + +-1')).toEqual({ out: '0\n', code: 0 });
  });

  it('reports outcome, stops, mean and temperature with --json', async () => {
    const { out } = await run('eval', '{1/2|-2}', '--json');
    expect(JSON.parse(out)).toEqual({
      canonical: '{1/2|-2}',
      outcome: 'N',
      isNumber: false,
      isNimber: false,
      leftStop: '1/2',
      rightStop: '-2',
      mean: '-3/4',
      temperature: '5/4',
      birthday: 3,
      atomicWeight: null,
      incentives: ['{5/2|0}'],
      incentivesCount: 1,
      reducedCanonicalForm: '{1/2|-2}',
    });
    expect(JSON.parse((await run('eval', '{0|^<2>}', '--json')).out)).toMatchObject({
      atomicWeight: '1',
      reducedCanonicalForm: '0',
    });
  });

  it("reads CGSuite's notation and prints CGSuite's forms", async () => {
    expect((await run('eval', '5 * {3||2|0}')).out).toBe(
      (await run('eval', '{3||2|0}+{3||2|0}+{3||2|0}+{3||2|0}+{3||2|0}')).out,
    );
    expect((await run('eval', '{0||0|v*}')).out).toBe('{0|^<2>}\n');
    expect((await run('eval', '*(3+2) + 1:1')).out).toBe('2*5\n');
    expect((await run('eval', '2.Tiny + 1')).out).toBe('1Tiny(2)\n');
    const ambiguous = await run('eval', '5*{3||2|0}');
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.error).toContain('column 2: expected spaces around');
  });

  it("prints a quoted game '{…}' as given, then its canonical form", async () => {
    expect(await run('eval', "'{0,0,*|0}'")).toEqual({ out: "'{0,0,*|0}'\n^*\n", code: 0 });
    expect(await run('eval', '--', "-'{3||2|*}'")).toEqual({
      out: "'{'{*|-2}'|-3}'\n{*|-2||-3}\n",
      code: 0,
    });
    // An ordinal sum uses the base's form: '{*|*}' is 0, but '{*|*}':3 is ^[3] (CGSuite's tests).
    expect(await run('eval', "'{*|*}':3")).toEqual({ out: '^[3]\n', code: 0 });
    expect(await run('eval', '0:3')).toEqual({ out: '3\n', code: 0 });
    expect(JSON.parse((await run('eval', "'{*|*}'", '--json')).out)).toMatchObject({
      explicit: "'{*|*}'",
      canonical: '0',
      outcome: 'P',
    });
    const open = await run('eval', "'{*|*}");
    expect(open.code).toBe(2);
    expect(open.error).toContain(`column 7: expected "'" to close the quoted game at column 1`);
  });

  it('prints the reduced canonical form with --rcf', async () => {
    expect((await run('eval', '{1|0} + ^', '--rcf')).out).toBe('{1|0}\n');
    expect((await run('eval', '3/4v[3]*', '--rcf')).out).toBe('3/4\n');
  });

  it('draws the thermograph into the --svg file, and checks its path first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cgt-svg-'));
    const file = join(dir, 'g.svg');
    expect(await run('eval', '{5|-1}', '--svg', file)).toEqual({ out: '{5|-1}\n', code: 0 });
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg xmlns/);
    expect(svg).toContain('temperature 3');
    expect(svg).toContain('mean 2');
    const bad = await run('eval', '{5|-1}', '--svg', join(dir, 'missing', 'g.svg'));
    expect(bad.code).toBe(2);
    expect(bad.error).toContain('no such file or directory');
    expect(bad.out).toBe('');
  });

  it("reads CGSuite's Pow, PowTo and Subordinate, and points at a bad exponent", async () => {
    expect(await run('eval', '^.Pow(3) + ^.PowTo(2)')).toEqual({ out: '^[3]\n', code: 0 });
    expect(await run('eval', '(1/8).Subordinate(1)')).toEqual({ out: '-3\n', code: 0 });
    const bad = await run('eval', '^.PowTo(-1)');
    expect(bad.code).toBe(2);
    expect(bad.error).toContain('column 9');
    expect(bad.error).not.toContain('    at ');
  });

  it('points at the column of a mistake, exit code 2', async () => {
    const result = await run('eval', '{1|2|3}');
    expect(result.code).toBe(2);
    expect(result.error).toContain('column 5');
    expect(result.error).toContain('{1|2|3}\n      ^');
    expect(result.error).not.toContain('    at ');
  });

  it('refuses deep nesting and long sums with a column, echoing at most 200 characters', async () => {
    for (const expr of ['+-'.repeat(4000), '{'.repeat(5000) + '|' + '}'.repeat(5000)]) {
      const result = await run('eval', expr);
      expect(result.code).toBe(2);
      expect(result.error).toMatch(/^bad expression: column \d+: expected/);
      expect(result.error!.length).toBeLessThan(600);
    }
    expect(await run('eval', '+-'.repeat(200) + '1')).toEqual({ out: '0\n', code: 0 });
  });

  it('refuses a value past the limits of cgt-values in one line, exit code 2', async () => {
    expect(await run('eval', '{*100000|0}')).toEqual({
      out: '',
      error: '*100000 has too many options to list',
      code: 2,
    });
  });

  it('answers --json for a nimber of too many options to list, its incentives left out', async () => {
    const result = await run('eval', '--json', '*65537');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out)).toMatchObject({
      canonical: '*65537',
      outcome: 'N',
      isNimber: true,
      birthday: 65537,
      incentives: [],
      incentivesCount: null,
      reducedCanonicalForm: '0',
    });
    // A long list is cut: *300 has 300 incentives, of which the first 100 are written.
    const many = JSON.parse((await run('eval', '--json', '*300')).out) as {
      incentives: string[];
      incentivesCount: number;
    };
    expect([many.incentives.length, many.incentivesCount]).toEqual([100, 300]);
  });
});

describe('cgkit cgt cool and heat', () => {
  it('cools and heats', async () => {
    expect((await run('cool', '{5|-1}', '2')).out).toBe('{3|1}\n');
    expect((await run('cool', '{5|-1}', '4')).out).toBe('2\n');
    expect((await run('cool', '+-1', '1/2')).out).toBe('+-1/2\n');
    expect((await run('cool', '*', '--', '-1/2')).out).toBe('+-1/2\n');
    expect((await run('heat', '*', '1')).out).toBe('+-1\n');
    expect((await run('heat', '{3|1}', '1', '--json')).out).toContain('"canonical":"{4|0}"');
  });

  it('refuses a temperature of -1 or less, or not a number', async () => {
    expect(await run('cool', '{5|-1}', '--', '-1')).toMatchObject({ code: 2 });
    const star = await run('cool', '{5|-1}', '*');
    expect(star).toMatchObject({ code: 2 });
    expect(star.error).toContain('a temperature is a number');
  });
});

describe('cgkit cgt octal', () => {
  it('prints Kayles with its period', async () => {
    const { out, code } = await run('octal', '0.77', '--count', '200');
    const [values, period] = out.trimEnd().split('\n');
    expect(code).toBe(0);
    expect(values!.split(' ').slice(0, 12)).toEqual('0 1 2 3 1 4 3 2 1 4 2 6'.split(' '));
    expect(period).toBe('period 12, preperiod 71');
  });

  it('writes JSON, and says when no period is proved', async () => {
    const { out } = await run('octal', '0.6', '--count', '10', '--json');
    expect(JSON.parse(out)).toEqual({
      code: '0.6',
      values: [0, 0, 1, 2, 0, 1, 2, 3, 1, 2],
      period: null,
      preperiod: null,
    });
    expect((await run('octal', '0.6', '--count', '10')).out).toContain(
      'not yet periodic within 10',
    );
  });

  it('rejects a bad code or count', async () => {
    const digit = await run('octal', '0.9', '--count', '10');
    expect(digit).toMatchObject({ code: 2 });
    expect(digit.error!.split('\n')[0]).toMatch(/octal code.*9/);
    expect(await run('octal', '0.77', '--count', 'x')).toMatchObject({ code: 2 });
    expect(await run('octal', '0.77')).toMatchObject({ code: 2 });
  });
});

describe('cgkit cgt nim', () => {
  it('adds, multiplies, divides and inverts nimbers', async () => {
    expect((await run('nim', '5', '+', '3')).out).toBe('6\n');
    expect((await run('nim', '8', '*', '8')).out).toBe('13\n');
    // x, for a shell that would expand *, as the help says.
    expect((await run('nim', '8', 'x', '8')).out).toBe('13\n');
    const unknown = await run('nim', '8', '%', '8');
    expect([unknown.code, unknown.error]).toEqual([
      2,
      'unknown nim operation "%": use +, * (or x) or /',
    ]);
    expect((await run('nim', '13', '/', '8')).out).toBe('8\n');
    expect((await run('nim', 'inv', '2')).out).toBe('3\n');
    expect((await run('nim', '4294967296', '*', '4294967296')).out).toBe('6442450944\n');
  });

  it('rejects bad operands', async () => {
    for (const args of [
      ['1', '-', '2'],
      ['x', '+', '1'],
      ['inv', '0'],
      ['3', '/', '0'],
      ['1', '+'],
    ]) {
      expect(await run('nim', ...args)).toMatchObject({ code: 2 });
    }
  });
});

describe('cgkit cgt domineering and toads-frogs', () => {
  it('values grids and strips', async () => {
    expect((await run('domineering', '..|..')).out).toBe('+-1\noutcome N: the first player wins\n');
    expect((await run('domineering', '...|...')).out).toMatch(/^\{2\|-1\/2\}\n/);
    expect((await run('domineering', '....')).out).toMatch(/^-2\noutcome R: Right wins\n$/);
    expect((await run('toads-frogs', 'T.F')).out).toMatch(/^\*\n/);
    const { out } = await run('toads-frogs', 'T..F', '--json');
    expect(JSON.parse(out)).toMatchObject({ canonical: '0', outcome: 'P' });
  });

  it('points at a bad cell', async () => {
    const result = await run('domineering', '..|.x');
    expect(result).toMatchObject({ code: 2 });
    expect(result.error).toContain('column 5');
    expect(await run('toads-frogs', 'TXF')).toMatchObject({ code: 2 });
  });

  it('has a demo', async () => {
    const demo = await cgtCommand.demo!();
    expect(demo).toContain('{1/2|-2} = {1/2|-2} (outcome N, mean -3/4, temperature 5/4)');
    expect(demo).toContain('Kayles (0.77): period 12, preperiod 71');
  });
});
