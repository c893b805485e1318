import { createRequire } from 'node:module';
import { Command, CommanderError } from 'commander';
import { ExitCode, describeError } from './cli-kit.js';
import { commands } from './registry.js';
import { demoCommand } from './commands/demo.js';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

/** Builds the `cgkit` program with every registered subcommand. */
export function buildProgram(): Command {
  const program = new Command('cgkit')
    .description('Exact solvers for combinatorial games and logic puzzles.')
    .version(version, '-V, --version')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  demoCommand.register(program);
  for (const module of commands) module.register(program);
  // Usage errors anywhere in the tree must come back here to be given exit code 2.
  const stack = [...program.commands];
  for (let command = stack.pop(); command !== undefined; command = stack.pop()) {
    command.exitOverride();
    stack.push(...command.commands);
  }
  return program;
}

/** Runs the CLI on argv and returns the exit code. */
export async function run(argv: readonly string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv, { from: 'user' });
    return process.exitCode === undefined ? ExitCode.ok : Number(process.exitCode);
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version requests end through here with exit code 0; anything else is bad usage.
      return error.exitCode === 0 ? ExitCode.ok : ExitCode.badInput;
    }
    const { message, exitCode } = describeError(error);
    process.stderr.write(`cgkit: ${message}\n`);
    return exitCode;
  }
}
