import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Command, CommanderError } from 'commander';
import { vi } from 'vitest';
import { describeError, type CommandModule } from '../cli-kit.js';

/** What a command did: its standard output, and the message and exit code of an error. */
export interface CommandResult {
  out: string;
  error?: string;
  code: number;
}

/**
 * Runs one command module in process, as `cgkit ARGS` would (usage errors give exit code 2,
 * errors are mapped as `program.ts` maps them), with `stdin` as standard input.
 */
export async function runCommand(
  module: CommandModule,
  args: readonly string[],
  options: { stdin?: string } = {},
): Promise<CommandResult> {
  const program = new Command('cgkit')
    .exitOverride()
    .configureOutput({ writeErr: () => undefined });
  await module.register(program, args);
  // The run starts at once after its mocks: runs started together each read their own input.
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  vi.spyOn(process, 'stdin', 'get').mockReturnValue(
    Readable.from([Buffer.from(options.stdin ?? '')]) as unknown as typeof process.stdin,
  );
  process.exitCode = undefined;
  try {
    await program.parseAsync([...args], { from: 'user' });
    return { out, code: process.exitCode === undefined ? 0 : Number(process.exitCode) };
  } catch (error) {
    if (error instanceof CommanderError) return { out, error: error.message, code: 2 };
    const { message, exitCode } = describeError(error);
    return { out, error: message, code: exitCode };
  } finally {
    process.exitCode = undefined;
    vi.restoreAllMocks();
  }
}

/** A temporary directory for a test file's inputs; returns a function that writes one. */
export function fixtureWriter(prefix: string): (name: string, text: string) => string {
  const dir = mkdtempSync(join(tmpdir(), `cgkit-${prefix}-`));
  return (name, text) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
}
