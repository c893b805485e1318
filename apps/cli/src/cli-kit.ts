import { isAbortError } from '@cgkit/core-search';
import {
  checkWritable,
  InputTooLargeError,
  readInputLines as readLinesOf,
  readTextInput,
} from '@cgkit/io-formats/node';
import type { FormatError } from '@cgkit/io-formats';
import { once } from 'node:events';
import type { Command } from 'commander';
import { memoryBudgetBytes } from './memory-budget.js';
import { interruptSignal, isTerminal, openStdin } from './runtime.js';
import { CLEAR_LINE } from './thread-protocol.js';

export { interruptSignal, isTerminal, openStdin } from './runtime.js';

/** What every solver of a command is given: Ctrl-C as its signal, and the `--max-memory` budget. */
export function solveControl(): { signal: AbortSignal; maxMemoryBytes: number } {
  return { signal: interruptSignal(), maxMemoryBytes: memoryBudgetBytes() };
}

/** A mistake in the user's input or arguments: reported without a stack trace, exit code 2. */
export class UserError extends Error {
  override readonly name = 'UserError';
}

/** A failure that is not in the user's input (a file in use, say): one line, exit code 1. */
export class CommandFailure extends Error {
  override readonly name = 'CommandFailure';
}

/** A game or tool plugged into the CLI: its subcommand, and its part of `cgkit demo`. */
export interface CommandModule {
  /** Registers the subcommand (and its own subcommands) on the program. */
  readonly register: (program: Command) => void;
  /** Solves the example inputs that ship with the CLI and returns a report for people. */
  readonly demo?: () => string | Promise<string>;
  /** The heading of this module's demo section. */
  readonly title: string;
}

/** Exit codes shared by every subcommand. */
export const ExitCode = { ok: 0, failure: 1, badInput: 2 } as const;

/** Reads an input named on the command line: a file path, or `-` (the default) for stdin. */
export async function readInput(path: string | undefined): Promise<{ name: string; text: string }> {
  const source = path ?? '-';
  if (source === '-') openStdin();
  try {
    return { name: source === '-' ? '<stdin>' : source, text: await readTextInput(source) };
  } catch (error) {
    throw asUserError(error, source === '-' ? '<stdin>' : source);
  }
}

/**
 * The lines of an input named on the command line (a path, or `-` for stdin), one at a time, so a
 * batch of any size is handled in bounded memory. `name` is what errors call the input.
 */
export async function* readInputLines(
  path: string | undefined,
): AsyncGenerator<{ readonly text: string; readonly line: number; readonly name: string }> {
  const source = path ?? '-';
  const name = source === '-' ? '<stdin>' : source;
  if (source === '-') openStdin();
  try {
    for await (const { text, line } of readLinesOf(source)) yield { text, line, name };
  } catch (error) {
    throw asUserError(error, name);
  }
}

/**
 * Checks before any long work that a file the command will write (`-o`, `--cache`) can be
 * written, so a mistyped path is reported at once, not after the computation.
 */
export async function checkOutputPath(path: string): Promise<void> {
  try {
    await checkWritable(path);
  } catch (error) {
    throw asUserError(error, path);
  }
}

/** What a file system error code means for a path the user named. */
const FILE_PROBLEMS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or directory',
  ENOTDIR: 'a part of the path is not a directory',
  EISDIR: 'is a directory, not a file',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENAMETOOLONG: 'the file name is too long',
  ELOOP: 'too many symbolic links (a loop?)',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EFBIG: 'the file is too large',
  ENXIO: 'no such device',
  EINVAL: 'not a readable file',
};

/** A file system error or an oversized input, as a one-line user error naming the path. */
function asUserError(error: unknown, name: string): unknown {
  if (error instanceof InputTooLargeError) return new UserError(error.message);
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const problem = code === undefined ? undefined : FILE_PROBLEMS[code];
  return problem === undefined ? error : new UserError(`${shorten(name)}: ${problem}`);
}

/** A path or text cut to a readable length for a message. */
function shorten(text: string, max = 200): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters)`;
}

/**
 * Writes to stdout and waits while the reader is behind: a batch that prints as it goes then
 * holds a bounded amount of output, however long its input.
 */
export async function writeOut(text: string): Promise<void> {
  if (!process.stdout.write(text)) await once(process.stdout, 'drain');
}

/** Prints a value as one JSON document (or line) on stdout. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

/** Whether colour may be used on a stream: a terminal, and NO_COLOR unset or empty. */
export function useColor(stream: 'stdout' | 'stderr' = 'stdout'): boolean {
  const noColor = process.env['NO_COLOR'];
  return isTerminal(stream) && (noColor === undefined || noColor === '');
}

/** Wraps text in an ANSI style when colour is enabled for stdout. */
export function paint(text: string, style: 'bold' | 'green' | 'red' | 'dim' | 'cyan'): string {
  if (!useColor()) return text;
  const codes = { bold: [1, 22], green: [32, 39], red: [31, 39], dim: [2, 22], cyan: [36, 39] };
  const [open, close] = codes[style];
  return `\u001b[${open}m${text}\u001b[${close}m`;
}

/**
 * Progress reporting on stderr for work that may take more than a second. Silent unless stderr is
 * a terminal; updates are throttled and overwrite one line.
 */
export interface Progress {
  update(message: string): void;
  done(): void;
}

export function progress(label: string): Progress {
  if (!isTerminal('stderr')) return { update: () => undefined, done: () => undefined };
  let last = 0;
  let shown = false;
  return {
    update(message: string) {
      const now = Date.now();
      if (now - last < 100) return;
      last = now;
      shown = true;
      process.stderr.write(`${CLEAR_LINE}${label}: ${message}`);
    },
    done() {
      if (shown) process.stderr.write(CLEAR_LINE);
    },
  };
}

/** Parses a whole-number option, or throws a UserError naming the option. */
export function parseIntOption(
  value: string,
  option: string,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (!/^[+-]?\d+$/.test(value.trim())) {
    throw new UserError(`${option} expects an integer, got ${JSON.stringify(value)}`);
  }
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new UserError(`${option} must be an integer from ${min} to ${max}, got ${value}`);
  }
  return n;
}

/**
 * A parse error of `@cgkit/io-formats`, told by its name, so that a command that parses nothing
 * (`cgkit nim`) need not load every format to report its errors.
 */
function isFormatError(error: unknown): error is FormatError {
  return error instanceof Error && error.name === 'FormatError' && 'render' in error;
}

/** Turns an error into a message and an exit code: user mistakes get no stack trace. */
export function describeError(error: unknown): { message: string; exitCode: number } {
  if (isFormatError(error)) return { message: error.render(), exitCode: ExitCode.badInput };
  if (error instanceof UserError) return { message: error.message, exitCode: ExitCode.badInput };
  if (error instanceof CommandFailure)
    return { message: error.message, exitCode: ExitCode.failure };
  if (isAbortError(error)) return { message: 'interrupted', exitCode: ExitCode.failure };
  // By name: a solver's worker thread sends its errors back as plain ones of the same name.
  if (error instanceof Error && ['MemoryBudgetError', 'DeadlineError'].includes(error.name)) {
    return { message: error.message, exitCode: ExitCode.failure };
  }
  // A file the command writes at the end (a full disk, a folder removed meanwhile): one line.
  const errno = error as NodeJS.ErrnoException | undefined;
  const problem = errno?.code === undefined ? undefined : FILE_PROBLEMS[errno.code];
  if (problem !== undefined && typeof errno?.path === 'string') {
    return { message: `${shorten(errno.path)}: ${problem}`, exitCode: ExitCode.failure };
  }
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { message: `internal error: ${message}`, exitCode: ExitCode.failure };
}
