import { POSITION_RULESETS } from '@cgkit/cgt-values/rulesets';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { cgtCommand } from './cgt.js';
import { runCommand, type CommandResult } from '../testing/run-command.js';

const run = (args: string[], stdin?: string): Promise<CommandResult> =>
  runCommand(cgtCommand, ['cgt', ...args], stdin === undefined ? {} : { stdin });

describe('cgkit cgt <ruleset>', () => {
  it("lists cgt-values' rulesets as commands, in the table's order, with their help", async () => {
    const program = new Command('cgkit');
    await cgtCommand.register(program);
    const cgt = program.commands.find((c) => c.name() === 'cgt')!;
    expect(cgt.commands.map((c) => c.name())).toEqual([
      ...['eval', 'cool', 'heat', 'octal', 'nim'],
      ...POSITION_RULESETS.map((r) => r.name),
      ...['take-break', 'misere', 'loopy'],
    ]);
    const help = (name: string): [string, string, string | undefined] => {
      const command = cgt.commands.find((c) => c.name() === name)!;
      return [
        command.summary(),
        command.description(),
        command.registeredArguments[0]?.description,
      ];
    };
    expect(help('amazons')).toEqual([
      'Amazons: the value of a position',
      "the value of a position: Amazons board of at most 64 cells: x Left's amazons, o Right's, . empty, # burnt; rows separated by | (or lines, from standard input)",
      'e.g. "x...|...o", or - to read it from standard input',
    ]);
    expect(help('hackenbush')).toEqual([
      'Hackenbush: the value of a position',
      'the value of a position: Hackenbush: stalks of B (blue, Left), R (red, Right), G (green) from the ground up, separated by spaces, or a graph {"ground", "edges"}',
      'e.g. "BRR GG", or - to read it from standard input',
    ]);
  });

  it('wraps the list of commands of cgt --help to 80 columns', async () => {
    const program = new Command('cgkit');
    await cgtCommand.register(program);
    const cgt = program.commands.find((c) => c.name() === 'cgt')!;
    const text = cgt.helpInformation({ error: false });
    expect(text).toContain('backsliding-toads-frogs');
    expect(text.split('\n').filter((line) => [...line].length > 80)).toEqual([]);
  });

  // One table, one behaviour: every ruleset takes the same options, gives the same JSON as the
  // other commands of its kind (eval's for a short game, loopy's for a loopy one) and reads -.
  describe.each(POSITION_RULESETS.map((r) => [r.name, r] as const))('%s', (name, entry) => {
    it('reads its example from the argument and from standard input alike', async () => {
      const given = await run([name, entry.example]);
      expect(given.code).toBe(0);
      expect(await run([name, '-'], `${entry.example}\n`)).toEqual(given);
    });

    it('gives the JSON of its kind, and takes its options', async () => {
      const json = JSON.parse((await run([name, entry.example, '--json'])).out) as object;
      const reference =
        entry.kind === 'short'
          ? await run(['eval', '{1|0}', '--json'])
          : await run(['loopy', 'on', '--json']);
      const keys = Object.keys(JSON.parse(reference.out) as object);
      expect(Object.keys(json)).toEqual(keys);
      const program = new Command('cgkit');
      await cgtCommand.register(program);
      const command = program.commands[0]!.commands.find((c) => c.name() === name)!;
      const options = command.options.map((o) => o.long);
      expect(options).toEqual(entry.kind === 'short' ? ['--json', '--rcf', '--svg'] : ['--json']);
      if (entry.kind === 'short') {
        const rcf = await run([name, entry.example, '--rcf']);
        expect(rcf.code).toBe(0);
        expect(rcf.out).toMatch(/\noutcome [LRNP]: /);
      }
    });
  });

  it('prints the canonical value and the outcome class', async () => {
    expect(await run(['clobber', 'xxo'])).toEqual({ out: '^\noutcome L: Left wins\n', code: 0 });
    expect(await run(['hackenbush', 'BRR'])).toEqual({
      out: '1/4\noutcome L: Left wins\n',
      code: 0,
    });
    expect((await run(['snort', '..'])).out).toBe('+-1\noutcome N: the first player wins\n');
    expect((await run(['cram', '..|..'])).out).toBe('0\noutcome P: the second player wins\n');
    expect((await run(['cutcake', '4x1'])).out).toBe('3\noutcome L: Left wins\n');
    expect((await run(['maundy-cake', '6x1'])).out).toBe('4\noutcome L: Left wins\n');
    expect((await run(['toppling-dominoes', 'BBR'])).out).toMatch(/^\{1\|0\}\n/);
    expect((await run(['konane', 'xo.'])).out).toMatch(/^1\n/);
    expect((await run(['fission', '.x.'])).out).toMatch(/^-1\n/);
    expect((await run(['col', '{"vertices": ".", "edges": []}'])).out).toMatch(/^\*\n/);
    expect((await run(['amazons', 'x..'])).out).toMatch(/^2\n/);
    expect((await run(['eatcake', '1x1'])).out).toMatch(/^\*\n/);
  });

  it('values the impartial rulesets by their nim-values', async () => {
    const P = 'outcome P: the second player wins';
    const N = 'outcome N: the first player wins';
    expect((await run(['wythoff', '1,2 3,5'])).out).toBe(`0\n${P}\n`);
    expect((await run(['wythoff', '2,3'])).out).toBe(`*5\n${N}\n`);
    expect((await run(['gen-wythoff', '2: 1,3'])).out).toBe(`0\n${P}\n`);
    expect((await run(['mem', '10,6 10,4'])).out).toBe(`*3\n${N}\n`);
    expect((await run(['take-away', '2: 8,2'])).out).toBe(`0\n${P}\n`);
    expect((await run(['mock-turtles', '...H'])).out).toBe(`*7\n${N}\n`);
    expect((await run(['ruler', '.H.H'])).out).toBe(`*6\n${N}\n`);
    const path = '{"vertices": "....", "edges": [[0, 1], [1, 2], [2, 3]]}';
    expect((await run(['arc-kayles', path])).out).toBe(`*2\n${N}\n`);
    expect((await run(['arc-kayles', '-'], '..\n..\n')).out).toBe(`0\n${P}\n`);
  });

  it('refuses a mistake in an impartial position with its column, exit 2', async () => {
    const result = await run(['gen-wythoff', '2: 3,5 x']);
    expect([result.code, result.out]).toEqual([2, '']);
    expect(result.error).toMatch(
      /^bad position: column 8: expected a pair of heaps m,n from 0 to 100, found "x"\n/,
    );
    expect((await run(['mock-turtles', 'H'.repeat(121)])).code).toBe(2);
  });

  it('reads a position from standard input with -, a grid line by line', async () => {
    expect((await run(['clobber', '-'], 'xo.\n.ox\n')).out).toBe(
      '0\noutcome P: the second player wins\n',
    );
    expect(
      (await run(['hackenbush', '-'], '{"ground": [0],\n "edges": [[0, 1, "B"]]}\n')).out,
    ).toMatch(/^1\n/);
  });

  it('gives --json the stops, mean, temperature, birthday and incentives', async () => {
    const { out } = await run(['snort', '..', '--json']);
    // Snort on two adjacent cells: whoever colours one may colour the other next, the opponent
    // may not: {1|-1}, temperature 1, born on day 2, both incentives 1 - (+-1) = {2|0}.
    expect(JSON.parse(out)).toMatchObject({
      canonical: '+-1',
      outcome: 'N',
      temperature: '1',
      birthday: 2,
      incentives: ['{2|0}'],
    });
  });

  it('points at the column of a mistake, exit code 2', async () => {
    const result = await run(['clobber', 'xo|x?']);
    expect(result.code).toBe(2);
    expect(result.error).toBe(
      "bad position: column 5: expected 'x' (Left), 'o' (Right), '.' (empty) or '#' (no cell), found \"?\"\n  xo|x?\n      ^",
    );
    expect((await run(['cutcake', '3x0'])).code).toBe(2);
    const large = await run(['amazons', Array(9).fill('........').join('|')]);
    expect(large.code).toBe(2);
    expect(large.error).toMatch(/^bad position: column 1: expected at most 64 cells, found 72\n/);
    expect((await run(['hackenbush', '{"ground": [0], "edges": [[0, 1]]}'])).code).toBe(2);
  });
});

describe('cgkit cgt take-break', () => {
  it("prints Grundy's game and a proved period", async () => {
    expect((await run(['take-break', '4!.0', '--count', '10'])).out).toBe(
      '0 0 0 1 0 2 1 0 2 1\nno period found within 10\n',
    );
    expect((await run(['take-break', 'S(1,3,4)', '--count', '20'])).out).toMatch(
      /\nperiod 7, preperiod 0 \(proved\)\n$/,
    );
  });

  it('finds arithmetic periodicity, proved where a theorem covers the code, else says why not', async () => {
    const { out } = await run(['take-break', '4.[3]', '--count', '40']);
    expect(out).toMatch(
      /\narithmetic period 4, saltus 4, preperiod 1 \(holds up to 40, not proved: no periodicity theorem is implemented for codes that split heaps[^\n]*\)\n$/,
    );
    const json: unknown = JSON.parse(
      (await run(['take-break', '0.[3]', '--count', '5', '--json'])).out,
    );
    expect(json).toMatchObject({ values: [0, 1, 2, 3, 4], period: 1, saltus: 1, proved: true });
  });

  it('rejects a bad code in a line naming the bad digit, exit code 2', async () => {
    // cgt-values reports it as a SyntaxError, or as a NotationError with its column.
    const result = await run(['take-break', '0.g', '--count', '5']);
    expect(result.code).toBe(2);
    const [first] = result.error!.split('\n');
    expect(first).toMatch(/take-and-break code/);
    expect(first).toContain('g"');
    if (first!.includes('column')) expect(first).toContain('column 3');
    expect(result.error).not.toMatch(/ {4}at /);
  });
});
