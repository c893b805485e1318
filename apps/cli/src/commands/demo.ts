import type { Command } from 'commander';
import { paint, type CommandModule } from '../cli-kit.js';
import { loadCommands } from '../registry.js';

/** Runs every registered module's demo: each game solved on the examples shipped with the CLI. */
export async function runDemo(): Promise<string> {
  const sections: string[] = [];
  for (const module of await loadCommands()) {
    if (module.demo === undefined) continue;
    sections.push(`${paint(`== ${module.title} ==`, 'bold')}\n${(await module.demo()).trimEnd()}`);
  }
  return `${sections.join('\n\n')}\n`;
}

export const demoCommand: CommandModule = {
  title: 'demo',
  register(program: Command) {
    program
      .command('demo')
      .description('solve every game on the example inputs that ship with cgkit')
      .action(async () => {
        process.stdout.write(await runDemo());
      });
  },
};
