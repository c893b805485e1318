import {
  checkControl,
  isAbortError,
  isCancelled,
  pastDeadline,
  signalWithDeadline,
  type SolveControl,
} from '@cgkit/core-search';
import {
  checkWritable,
  InputTooLargeError,
  MAX_INPUT_BYTES,
  readTextInput,
} from '@cgkit/io-formats/node';
import type { FormatError } from '@cgkit/io-formats';
import {
  closeSync,
  constants,
  createReadStream,
  fstatSync,
  openSync,
  readSync,
  statSync,
  type Stats,
} from 'node:fs';
import type { Command } from 'commander';
import { memoryBudgetBytes } from './memory-budget.js';
import {
  interrupted,
  interruptSignal,
  isTerminal,
  openStdin,
  progressPace,
  runDeadline,
  timeLimitPassed,
} from './runtime.js';
import { CLEAR_LINE } from './thread-protocol.js';

export { interruptSignal, isTerminal, openStdin } from './runtime.js';

/** The control every command gives its solvers (see {@link solveControl}). */
export interface CommandControl extends SolveControl {
  readonly signal: AbortSignal;
  readonly interrupted: () => boolean;
  readonly maxMemoryBytes: number;
}

/**
 * What every solver of a command is given: Ctrl-C as its signal and its `interrupted` hook (the
 * main thread's flag, for a solver that does not yield), `--time-limit` as its deadline on the
 * run's clock, and the `--max-memory` budget.
 */
export function solveControl(): CommandControl {
  return {
    signal: interruptSignal(),
    interrupted,
    ...runDeadline(),
    maxMemoryBytes: memoryBudgetBytes(),
  };
}

/**
 * Ctrl-C or the time limit as one signal, for code that takes a signal alone: the queue's
 * coordinator waits on Redis, not in a loop that reads the control's clock.
 */
export function solveSignal(): AbortSignal {
  return signalWithDeadline(solveControl());
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
  /**
   * Registers the subcommand (and its own subcommands) on the program. `argv`, the command line,
   * lets a command of many subcommands load only the one it names (all, without it).
   */
  readonly register: (program: Command, argv?: readonly string[]) => void | Promise<void>;
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
    const small = source === '-' ? undefined : readSmallFile(source);
    const text = small?.toString('utf8') ?? (await readTextInput(source));
    return { name: source === '-' ? '<stdin>' : source, text };
  } catch (error) {
    throw asUserError(error, source === '-' ? '<stdin>' : source);
  }
}

/** One line of a batch input: its text (without the line break), number and input's name. */
export interface InputLine {
  readonly text: string;
  readonly line: number;
  readonly name: string;
}

/**
 * The lines of an input named on the command line (a path, or `-` for stdin), in batches as
 * they arrive: each batch holds the lines that one read completed (at most 64 KiB of a file), so
 * a batch of any size is handled in bounded memory, and a million lines cost a few thousand
 * awaits, not a million. Lines end with LF, CRLF or CR; a line longer than 256 MiB is refused.
 */
export async function* readInputLines(
  path: string | undefined,
  maxLineChars = MAX_INPUT_BYTES,
): AsyncGenerator<readonly InputLine[]> {
  const source = path ?? '-';
  const name = source === '-' ? '<stdin>' : source;
  let stream: ReturnType<typeof createReadStream> | typeof process.stdin | undefined;
  const decoder = new TextDecoder('utf-8');
  const breaks = /\r\n|\r|\n/g;
  // The unfinished line: joined to its end once that arrives, so each chunk is scanned once.
  let pending = '';
  let line = 0;
  let afterCr = false;
  try {
    const small = source === '-' ? undefined : readSmallFile(source);
    stream =
      small === undefined ? (source === '-' ? openStdin() : createReadStream(source)) : undefined;
    for await (const chunk of small === undefined ? stream! : [small]) {
      const text = decoder.decode(chunk as Buffer, { stream: true });
      if (text === '') continue;
      // A CR that ended the last chunk and an LF that starts this one are one break.
      let start: number = afterCr && text.startsWith('\n') ? 1 : 0;
      const batch: InputLine[] = [];
      breaks.lastIndex = start;
      for (let found = breaks.exec(text); found !== null; found = breaks.exec(text)) {
        batch.push({ text: pending + text.slice(start, found.index), line: ++line, name });
        pending = '';
        start = breaks.lastIndex;
      }
      afterCr = start === text.length && text.endsWith('\r');
      pending += text.slice(start);
      if (pending.length > maxLineChars) throw new InputTooLargeError(name, maxLineChars, 'a line');
      if (batch.length > 0) yield batch;
    }
    const rest = pending + decoder.decode();
    if (rest !== '') yield [{ text: rest, line: ++line, name }];
  } catch (error) {
    throw asUserError(error, name);
  } finally {
    if (stream !== undefined && stream !== process.stdin) stream.destroy();
  }
}

/**
 * Files up to this size are read at once: reading one as a stream first loads Node's file streams
 * and their async iteration, about a tenth of `node -e 0`, a cost that every command reading a
 * small file paid in its start-up.
 */
const SMALL_FILE_BYTES = 64 * 1024;

/**
 * The bytes of the file at `path` when it is a regular file of at most {@link SMALL_FILE_BYTES},
 * else undefined (it is then read as a stream, as is one that grew meanwhile). Only a regular
 * file is opened here: opening a FIFO would let its writer go on, and closing it then would
 * leave that writer without a reader.
 */
function readSmallFile(path: string): Buffer | undefined {
  const small = (stat: Stats): boolean => stat.isFile() && stat.size <= SMALL_FILE_BYTES;
  if (!small(statSync(path))) return undefined;
  // Without blocking, should the path have become a FIFO since.
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    if (!small(fstatSync(fd))) return undefined;
    const buffer = Buffer.allocUnsafe(SMALL_FILE_BYTES + 1);
    let size = 0;
    for (let n = 1; n > 0 && size < buffer.length; size += n) {
      n = readSync(fd, buffer, size, buffer.length - size, null);
    }
    return size > SMALL_FILE_BYTES ? undefined : buffer.subarray(0, size);
  } finally {
    closeSync(fd);
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

/** Text waiting to be written once this many characters are queued. */
const CHUNK_CHARS = 64 * 1024;

/**
 * The one way commands write output that may be long (a batch's answers): many small pieces
 * are queued and written in large chunks, when a chunk is full, or else as soon as the event
 * loop is idle (while waiting for more input), so answers come out as their cases arrive. When
 * the stream asks to wait (`write` returned false), `write` returns a promise of its 'drain' for
 * the caller to await before going on, so output that a reader does not take is not kept in
 * memory. The wait also ends when the control stops (Ctrl-C, the time limit).
 */
export class ChunkedOutput {
  private queued = '';
  private scheduled = false;
  private waiting: Promise<void> | undefined;

  constructor(
    private readonly stream: NodeJS.WritableStream = process.stdout,
    private readonly control: SolveControl = solveControl(),
  ) {}

  /** Queues text; returns a promise to await when the stream is full. */
  write(text: string): Promise<void> | undefined {
    this.queued += text;
    if (this.queued.length >= CHUNK_CHARS) {
      this.flush();
    } else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.flush();
      });
    }
    return this.waiting;
  }

  /** Writes what is queued, and waits until the stream has taken it (or the control stopped). */
  async end(): Promise<void> {
    this.flush();
    await this.waiting;
  }

  private flush(): void {
    if (this.queued === '') return;
    const more = this.stream.write(this.queued);
    this.queued = '';
    if (!more && this.waiting === undefined) {
      this.waiting = drained(this.stream, this.control).then(() => {
        this.waiting = undefined;
      });
    }
  }
}

/** How often a wait for a stream to drain looks at the control, ms. */
const DRAIN_POLL_MS = 100;

/**
 * Resolves when the stream emits 'drain', or when the control stops: its signal and deadline
 * are polled (the deadline is on the run's clock, which no event announces), so a reader that
 * stops reading cannot keep the command past its time limit.
 */
function drained(stream: NodeJS.WritableStream, control: SolveControl): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearInterval(poll);
      stream.off('drain', done);
      resolve();
    };
    const poll = setInterval(() => {
      if (isCancelled(control) || pastDeadline(control)) done();
    }, DRAIN_POLL_MS);
    stream.on('drain', done);
  });
}

/**
 * Answers a batch input line by line through a {@link ChunkedOutput}: `answer` turns a line into
 * its output (undefined for none). The control is checked between batches and after each wait
 * for the reader; whatever was answered is printed, also when a bad line or the control ends the
 * batch.
 */
export async function answerLines(
  file: string | undefined,
  answer: (line: InputLine) => string | undefined,
  control: SolveControl = solveControl(),
  stream: NodeJS.WritableStream = process.stdout,
): Promise<void> {
  const output = new ChunkedOutput(stream, control);
  try {
    for await (const batch of readInputLines(file)) {
      checkControl(control);
      for (const line of batch) {
        const text = answer(line);
        const full = text === undefined ? undefined : output.write(text);
        if (full !== undefined) {
          await full;
          checkControl(control);
        }
      }
    }
  } finally {
    await output.end();
  }
}

/** Writes one answer to stdout, waiting while the reader is behind. */
export async function writeOut(text: string): Promise<void> {
  const output = new ChunkedOutput();
  void output.write(text); // end() waits for it
  await output.end();
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
 * Progress reporting on stderr for work that may take more than a second: on a terminal, one
 * line overwritten at most every 0.1 s; elsewhere (a log file) nothing, or with `--log-every` a
 * line with the time of day every so many seconds, so a long run's log shows how it goes.
 */
export interface ProgressLine {
  update(message: string): void;
  done(): void;
}

export function progress(label: string): ProgressLine {
  const pace = progressPace();
  if (pace === undefined) return { update: () => undefined, done: () => undefined };
  const { lines, everyMs, clock } = pace;
  // A log's first line waits a whole interval too: a short run logs nothing.
  let last = lines ? clock() : 0;
  let shown = false;
  return {
    update(message: string) {
      const now = clock();
      if (now - last < everyMs) return;
      last = now;
      if (lines) {
        process.stderr.write(`${new Date().toISOString().slice(0, 19)}Z ${label}: ${message}\n`);
        return;
      }
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
    const limit = error.name === 'DeadlineError' ? timeLimitPassed() : undefined;
    return { message: limit ?? error.message, exitCode: ExitCode.failure };
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
