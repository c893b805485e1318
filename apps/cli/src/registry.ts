import type { CommandModule } from './cli-kit.js';
import { engineCommand } from './commands/engine.js';
import { boardEscapeCommand } from './commands/board-escape.js';
import { cgtCommand } from './commands/cgt.js';
import { thirtyOneCommand } from './commands/thirty-one.js';
import { masyuCommand } from './commands/masyu.js';
import { masyuExplainCommand } from './commands/masyu-explain.js';
import { galetteCommand } from './commands/galette.js';

/** Every subcommand of `cgkit`, in the order `cgkit demo` shows them. */
export const commands: readonly CommandModule[] = [
  engineCommand,
  boardEscapeCommand,
  cgtCommand,
  thirtyOneCommand,
  masyuCommand,
  masyuExplainCommand,
  galetteCommand,
];
