import { describe, expect, it } from 'vitest';
import { cgtCommand } from './cgt.js';
import { runCommand, type CommandResult } from '../testing/run-command.js';

const run = (...args: string[]): Promise<CommandResult> => runCommand(cgtCommand, ['cgt', ...args]);

describe('cgkit cgt loopy', () => {
  it('prints the simplest form and outcome of a stopper', async () => {
    expect(await run('loopy', '{pass,0|}')).toEqual({
      out: 'on\noutcome L (Left first: Left wins; Right first: Left wins)\na stopper: its onside and offside are its simplest form\nstops on (Left), on (Right); degree on; variety on\n',
      code: 0,
    });
  });

  it('tells draws and non-stoppers', async () => {
    const { out } = await run('loopy', 'on + off', '--json');
    expect(JSON.parse(out)).toEqual({
      game: 'dud',
      outcome: 'D',
      leftFirst: 'D',
      rightFirst: 'D',
      stopper: false,
      simplest: null,
      onside: 'on',
      offside: 'off',
      stopperSided: true,
      leftStop: null,
      rightStop: null,
      degree: null,
      variety: null,
    });
  });

  it("reads CGSuite's forms and prints a stopper's stops, degree and variety", async () => {
    // aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/CanonicalStopperTestCase.scala:
    // {pass|3/2} is 3/2under, stops 3/2, degree over, variety under.
    const { out, code } = await run('loopy', '{pass|3/2}');
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toBe('3/2under');
    expect(out).toContain('stops 3/2 (Left), 3/2 (Right); degree over; variety under');
    const json: unknown = JSON.parse((await run('loopy', 'a{0||pass|0}', '--json')).out);
    expect(json).toMatchObject({ stopper: true, simplest: '{0|under}', leftStop: '0' });
  });

  it('reads powers to pseudonumbers, and refuses an exponent with no blow-up', async () => {
    // aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala:
    // ^.Pow(on) is ^<on>, ^.Pow(off) is an invalid exponent.
    expect((await run('loopy', '^.Pow(on)')).out.split('\n')[0]).toBe('^<on>');
    const refused = await run('loopy', '^.Pow(off)');
    expect(refused.code).toBe(2);
    expect(refused.error).toContain('no blow-up');
  });

  it('gives a game whose sides are not stoppers its sides all the same', async () => {
    const { out } = await run('loopy', '{pass|pass,0}');
    expect(out).toContain('not a stopper; onside under, offside off\n');
  });

  it('compares stoppers', async () => {
    const { out } = await run('loopy', 'upon', '--compare', '*', '--json');
    expect(JSON.parse(out)).toMatchObject({ compare: '||' });
    expect(
      JSON.parse((await run('loopy', 'dud', '--compare', 'on + off', '--json')).out),
    ).toMatchObject({
      compare: '=',
    });
    // Not a stopper: compared by its sides.
    const sided = await run('loopy', '{pass|pass,0}', '--compare', '0');
    expect(sided.code).toBe(0);
    expect(sided.out).toContain('not a stopper; onside under, offside off');
    expect(sided.out).toContain('compared: <');
  });

  it('points at a mistake, exit code 2', async () => {
    const result = await run('loopy', '{0|x}');
    expect(result.code).toBe(2);
    expect(result.error).toMatch(/^bad game: column 4: unknown name x\n/);
  });
});

describe('cgkit cgt backsliding-toads-frogs', () => {
  it('solves a strip as a loopy game', async () => {
    expect((await run('backsliding-toads-frogs', 'TT.F')).out.split('\n')[0]).toBe('on');
    const { out } = await run('backsliding-toads-frogs', 'T..F', '--json');
    expect(JSON.parse(out)).toMatchObject({ outcome: 'N', stopper: false });
    expect((await run('backsliding-toads-frogs', 'TxF')).code).toBe(2);
  });
});

describe('cgkit cgt fox-and-geese', () => {
  it('solves a board as a loopy game', async () => {
    expect((await run('fox-and-geese', 'x.x.x.|......|o.....')).out.split('\n')[0]).toBe('{4|1/2}');
    expect((await run('fox-and-geese', '.o..|x...')).out.split('\n')[0]).toBe('off');
    expect((await run('fox-and-geese', 'x.|o.')).code).toBe(2);
  });
});
