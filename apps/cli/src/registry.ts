import type { CommandModule } from './cli-kit.js';

/** A subcommand of `cgkit`: its name, and how to load the module that registers it. */
interface CommandEntry {
  readonly name: string;
  readonly load: () => Promise<CommandModule>;
}

// Loaded on demand, so a run loads only its own command's packages and starts fast.
const entries: readonly CommandEntry[] = [
  { name: 'nim', load: async () => (await import('./commands/engine.js')).engineCommand },
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
    load: async () => (await import('./commands/masyu-explain.js')).masyuExplainCommand,
  },
  { name: 'galette', load: async () => (await import('./commands/galette.js')).galetteCommand },
];

/**
 * The modules of the subcommand `name`, or of every subcommand (in the order `cgkit demo` shows
 * them) when `name` is undefined or names none.
 */
export async function loadCommands(name?: string): Promise<CommandModule[]> {
  const named = entries.filter((entry) => entry.name === name);
  return Promise.all((named.length > 0 ? named : entries).map((entry) => entry.load()));
}
