import { Command, CommanderError } from 'commander';
import { ExitCode, UserError, describeError } from './cli-kit.js';
import { setMemoryBudgetBytes } from './memory-budget.js';
import { parseMemorySize } from './memory-size.js';
import {
  announceCommandStarted,
  isTerminal,
  setLogEvery,
  setTimeLimit,
  signalled,
  startRun,
} from './runtime.js';

export { handedOver, runInSlice, stopRun } from './runtime.js';
import { DEFAULT_MAX_MEMORY_BYTES } from '@cgkit/core-search';
import { commandName, loadCommands } from './registry.js';
import { demoCommand } from './commands/demo.js';
import { CLEAR_LINE } from './thread-protocol.js';
import { cliVersion } from './version.js';

/** Commander's usage errors, in the one form of every error: `cgkit: …` on one line. */
function outputError(text: string, write: (text: string) => void): void {
  const message = text
    .trim()
    .replace(/^error: /, '')
    .replace(/\s*\n\s*/g, ' ');
  write(`cgkit: ${message} (run with --help for usage)\n`);
}

/** The seconds an option gives, above 0, or a UserError naming it. */
function positiveSeconds(text: string, option: string): number {
  const seconds = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text.trim()) || !(seconds > 0)) {
    throw new UserError(
      `${option} expects a number of seconds above 0, got ${JSON.stringify(text)}`,
    );
  }
  return seconds;
}

/**
 * Builds the `cgkit` program for argv: the subcommand it names, or every subcommand when it
 * names none it knows (for help and for the error naming what it may have meant).
 */
export async function buildProgram(argv: readonly string[]): Promise<Command> {
  const program = new Command('cgkit')
    .description('Exact solvers for combinatorial games and logic puzzles.')
    .version(cliVersion(), '-V, --version')
    .option(
      '--max-memory <size>',
      'the most memory a solver may hold, such as 512M or 8G (default 4G); past it, it stops with a clear error',
    )
    .option(
      '--time-limit <seconds>',
      'stop any solve still running after this many seconds, with a clear error',
    )
    .option(
      '--log-every <seconds>',
      'where stderr is not a terminal (a log file), write the progress of long work there as a line every this many seconds',
    )
    .configureOutput({ outputError })
    .exitOverride()
    .hook('preAction', () => {
      const { maxMemory, timeLimit, logEvery } = program.opts<{
        maxMemory?: string;
        timeLimit?: string;
        logEvery?: string;
      }>();
      if (maxMemory !== undefined) {
        const bytes = parseMemorySize(maxMemory);
        if (bytes === undefined) {
          throw new UserError(
            `--max-memory expects a size of at least 1M, such as 512M or 8G, got ${JSON.stringify(maxMemory)}`,
          );
        }
        setMemoryBudgetBytes(bytes);
      }
      if (timeLimit !== undefined) setTimeLimit(positiveSeconds(timeLimit, '--time-limit'));
      if (logEvery !== undefined) setLogEvery(positiveSeconds(logEvery, '--log-every'));
      announceCommandStarted();
    });
  await demoCommand.register(program);
  for (const module of await loadCommands(commandName(argv))) await module.register(program, argv);
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
  startRun();
  setMemoryBudgetBytes(DEFAULT_MAX_MEMORY_BYTES);
  // A command sets its own exit code (3: no bite); none is left from an earlier run.
  process.exitCode = undefined;
  try {
    await (await buildProgram(argv)).parseAsync(argv, { from: 'user' });
    return process.exitCode === undefined ? ExitCode.ok : Number(process.exitCode);
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version requests end through here with exit code 0; anything else is bad usage.
      return error.exitCode === 0 ? ExitCode.ok : ExitCode.badInput;
    }
    const { message, exitCode } = describeError(error);
    // Stopped by a signal: the main thread says so, once, whoever stopped first.
    if (signalled()) return exitCode;
    // On a terminal, the error replaces a progress line the command may have left.
    process.stderr.write(`${isTerminal('stderr') ? CLEAR_LINE : ''}cgkit: ${message}\n`);
    return exitCode;
  }
}
