import { spawnSync } from 'node:child_process';

/** A command of a README's shell block, with the output its comment lines show. */
export interface ShellCommand {
  /** The README line of the command's first line (1-based). */
  readonly line: number;
  readonly command: string;
  /** The `#` lines right below the command, `# ` taken off; empty when it shows nothing. */
  readonly shown: readonly string[];
}

/** A ```sh block of a README. */
export interface ShellBlock {
  /** The README line of the block's first line (1-based). */
  readonly firstLine: number;
  readonly commands: readonly ShellCommand[];
  /** Why the block is not run (its first line `# not run: REASON`), or undefined. */
  readonly notRun: string | undefined;
}

const NOT_RUN = /^# not run: (.+)$/;

/**
 * The ```sh blocks of a README. A line that is not a comment is a command (a line ending in `\`
 * goes on to the next); the comment lines right below it show its output. A comment at the end of
 * a command's line is a note: the shell drops it, and so does the output.
 */
export function shellBlocks(readme: string): ShellBlock[] {
  const lines = readme.split('\n');
  const blocks: ShellBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^```(sh|bash|shell)\s*$/.test(lines[i]!)) continue;
    const end = lines.indexOf('```', i + 1);
    if (end < 0) throw new Error(`README line ${i + 1}: the code block is not closed`);
    const body = lines.slice(i + 1, end);
    const commands: { line: number; command: string; shown: string[] }[] = [];
    // The command whose output the next comment lines show; a blank line ends its output.
    let current: (typeof commands)[number] | undefined;
    for (let j = 0; j < body.length; j++) {
      const text = body[j]!;
      if (text.trim() === '') current = undefined;
      else if (text.startsWith('#')) current?.shown.push(text.replace(/^# ?/, ''));
      else {
        const line = i + 2 + j;
        let command = text;
        while (command.endsWith('\\') && j + 1 < body.length) command += `\n${body[++j]!}`;
        current = { line, command, shown: [] };
        commands.push(current);
      }
    }
    blocks.push({ firstLine: i + 2, commands, notRun: NOT_RUN.exec(body[0] ?? '')?.[1] });
    i = end;
  }
  return blocks;
}

/** Whether a block shows the output of any of its commands (a block that shows none is not run). */
export const showsOutput = (block: ShellBlock): boolean =>
  block.commands.some((command) => command.shown.length > 0);

/**
 * The output with what changes from run to run masked: times (`12 ms`, `0.000 s`, `"ms":12`) and
 * the node counts of a search (`20 nodes`, `"nodes":20`), which vary with the machine and the
 * search's timing.
 */
export function masked(text: string): string {
  return text
    .replace(/\b\d+(\.\d+)? (ms|s)\b/g, 'N $2')
    .replace(/\b\d+ nodes\b/g, 'N nodes')
    .replace(/"(ms|nodes)":\d+(\.\d+)?/g, '"$1":N');
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether output lines are what a README shows: line by line after masking, where a shown line
 * `…` stands for any number of lines and `…` within a line for any text.
 */
export function outputMatches(actual: readonly string[], shown: readonly string[]): boolean {
  const pattern = shown
    .map((line) =>
      line === '…'
        ? '(?:[^\\n]*\\n)*?'
        : `${masked(line).split('…').map(escaped).join('[^\\n]*')}\\n`,
    )
    .join('');
  const text = actual.map((line) => `${masked(line)}\n`).join('');
  return new RegExp(`^${pattern}$`).test(text);
}

/** The lines a command prints, stdout and stderr together as a terminal shows them. */
export interface CommandRun {
  readonly lines: string[];
  readonly status: number | null;
}

/**
 * Runs a command with bash in a folder, `cgkit` on the path being the built CLI (`binDir` holds a
 * `cgkit` that runs it) and `pnpm cgkit` running it without a build (the test task built it).
 */
export function runCommand(command: string, cwd: string, binDir: string): CommandRun {
  const result = spawnSync('bash', ['-c', `{ ${command}\n} 2>&1`], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${binDir}:${process.env.PATH ?? ''}`, CGKIT_NO_BUILD: '1' },
    // A README example that runs for minutes belongs in a `not run` block.
    timeout: 120_000,
  });
  const output = result.stdout.replace(/\n$/, '');
  return { lines: output === '' ? [] : output.split('\n'), status: result.status };
}
