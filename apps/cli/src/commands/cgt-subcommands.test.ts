import { POSITION_RULESETS } from '@cgkit/cgt-values/rulesets';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { CGT_SUBCOMMANDS, cgtCommand } from './cgt.js';

/** The names of `cgt`'s subcommands registered for the command line argv. */
async function registered(argv?: readonly string[]): Promise<string[]> {
  const program = new Command('cgkit');
  await cgtCommand.register(program, argv);
  return program.commands[0]!.commands.map((command) => command.name());
}

describe("cgkit cgt's subcommands, loaded on demand", () => {
  it('lists in each group exactly the subcommands its module registers', async () => {
    for (const group of CGT_SUBCOMMANDS) {
      const cgt = new Command('cgt');
      (await group.load())(cgt);
      expect(cgt.commands.map((command) => command.name())).toEqual(group.names);
    }
    const rulesets = CGT_SUBCOMMANDS.find((group) => group.names.includes('domineering'))!;
    expect(rulesets.names).toEqual(POSITION_RULESETS.map((entry) => entry.name));
  });

  it("registers only the named subcommand's group, and every group otherwise", async () => {
    const all = CGT_SUBCOMMANDS.flatMap((group) => group.names);
    expect(await registered(['cgt', 'eval', '0'])).toEqual(['eval', 'cool', 'heat']);
    expect(await registered(['--time-limit', '9', 'cgt', 'nim', '3', '+', '4'])).toEqual([
      'octal',
      'nim',
    ]);
    expect(await registered(['cgt', 'loopy', 'on'])).toEqual(['loopy']);
    for (const argv of [undefined, ['cgt'], ['cgt', '--help', 'eval'], ['cgt', 'evil'], ['demo']]) {
      expect(await registered(argv)).toEqual(all);
    }
  });
});
