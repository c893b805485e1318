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
  },
  { name: 'cgt', load: async () => (await import('./commands/cgt.js')).cgtCommand },
  {
    name: 'thirty-one',
    load: async () => (await import('./commands/thirty-one.js')).thirtyOneCommand,
  },
  { name: 'masyu', load: async () => (await import('./commands/masyu.js')).masyuCommand },
  {
    name: 'masyu',
    load: async () => (await import('./commands/masyu-deductions.js')).masyuDeductionsCommand,
  },
  { name: 'galette', load: async () => (await import('./commands/galette.js')).galetteCommand },
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

/** Whether `cgkit argv` runs on the main thread (see `CommandEntry.onMainThread`). */
export function runsOnMainThread(argv: readonly string[]): boolean {
  const name = commandName(argv);
  const named = entries.filter((entry) => entry.name === name);
  return named.length > 0 && named.every((entry) => entry.onMainThread === true);
}
