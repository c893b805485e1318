import type { CommandModule } from './cli-kit.js';

// Node's modules only, and none at all until a command is loaded: the CLI's main thread reads
// this before anything else.

/** A subcommand of `cgkit`: its name, and how to load the module that registers it. */
interface CommandEntry {
  readonly name: string;
  readonly load: () => Promise<CommandModule>;
  /**
   * Runs on the main thread, without the worker thread's start-up: only for a command whose work
   * and output are small and bounded by its input limits, and that yields to the event loop at a
   * bounded interval (so Ctrl-C is heard) and checks its control there (`--time-limit`).
   */
  readonly onMainThread?: true;
  /**
   * The subcommands that start on the main thread on a small input (see {@link mainThreadRun}),
   * and where it is: a file named among the arguments, or the arguments themselves. Each prints
   * one answer once it has it, or a few lines for a small file, and reads no terminal.
   */
  readonly smallRuns?: Readonly<Record<string, 'file' | 'arguments'>>;
}

// Loaded on demand, so a run loads only its own command's packages and starts fast.
const entries: readonly CommandEntry[] = [
  {
    name: 'nim',
    load: async () => (await import('./commands/engine.js')).engineCommand,
    onMainThread: true,
  },
  {
    name: 'board-escape',
    load: async () => (await import('./commands/board-escape.js')).boardEscapeCommand,
    smallRuns: { solve: 'file' },
  },
  {
    name: 'cgt',
    load: async () => (await import('./commands/cgt.js')).cgtCommand,
    smallRuns: { eval: 'arguments' },
  },
  {
    name: 'thirty-one',
    load: async () => (await import('./commands/thirty-one.js')).thirtyOneCommand,
    smallRuns: { solve: 'file' },
  },
  {
    name: 'masyu',
    load: async () => (await import('./commands/masyu.js')).masyuCommand,
    smallRuns: { solve: 'file' },
  },
  {
    name: 'masyu',
    load: async () => (await import('./commands/masyu-deductions.js')).masyuDeductionsCommand,
  },
  {
    name: 'galette',
    load: async () => (await import('./commands/galette.js')).galetteCommand,
    smallRuns: { analyze: 'file' },
  },
  { name: 'worker', load: async () => (await import('./queue/worker-command.js')).workerCommand },
];

/**
 * The subcommands, in the order `cgkit demo` shows them. The list above stays static (each
 * command's modules loaded on demand); `registry.test.ts` checks that every game's descriptor
 * has its command here.
 */
export function commandNames(): string[] {
  return [...new Set(entries.map((entry) => entry.name))];
}

/**
 * The modules of the subcommand `name`, or of every subcommand (in the order `cgkit demo` shows
 * them) when `name` is undefined or names none.
 */
export async function loadCommands(name?: string): Promise<CommandModule[]> {
  const named = entries.filter((entry) => entry.name === name);
  return Promise.all((named.length > 0 ? named : entries).map((entry) => entry.load()));
}

/** The global options that take a value: skipped when looking for the subcommand's name. */
const VALUED_OPTIONS = new Set(['--max-memory', '--time-limit']);

/** The subcommand named in argv, past the global options; undefined when there is none. */
export function commandName(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (VALUED_OPTIONS.has(arg)) i++;
    else if (!arg.startsWith('-')) return arg;
  }
  return undefined;
}

/**
 * The most bytes of a small run's input (a file, or the arguments): its parsing, which checks no
 * control, is then bounded, and so is the output of a command that prints as it reads.
 */
export const SMALL_INPUT_BYTES = 4096;

/** Options that make a run larger than one small answer: batches, stores, the queue. */
const NOT_SMALL = new Set(['--jsonl', '--cache', '--queue', '--help', '-h']);

/**
 * How `cgkit argv` runs on the main thread: `whole` for a command declared small and bounded
 * (see `CommandEntry.onMainThread`); `slice` for one of the `smallRuns` on a small input, which
 * starts there and, if it is still computing a moment later or asks for standard input, is
 * handed to the worker thread from scratch (`main.ts`); undefined for a run in the worker thread
 * from the start. `fileSize` gives the size of the regular file an argument names, `Infinity`
 * for anything else there, undefined when nothing is.
 */
export function mainThreadRun(
  argv: readonly string[],
  fileSize: (path: string) => number | undefined,
): 'whole' | 'slice' | undefined {
  const name = commandName(argv);
  const named = entries.filter((entry) => entry.name === name);
  if (named.length === 0) return undefined;
  if (named.every((entry) => entry.onMainThread === true)) return 'whole';
  const rest = argv.slice(argv.indexOf(name!) + 1);
  const sub = commandName(rest);
  const runs = named.find(
    (entry) => entry.smallRuns !== undefined && Object.hasOwn(entry.smallRuns, sub!),
  );
  const input = runs?.smallRuns?.[sub!];
  if (input === undefined) return undefined;
  if (rest.some((arg) => NOT_SMALL.has(arg))) return undefined;
  if (argv.reduce((bytes, arg) => bytes + arg.length, 0) > SMALL_INPUT_BYTES) return undefined;
  const sizes = rest.map(fileSize).filter((size) => size !== undefined);
  if (sizes.some((size) => size > SMALL_INPUT_BYTES)) return undefined;
  return input === 'arguments' || sizes.length > 0 ? 'slice' : undefined;
}
