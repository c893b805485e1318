import type { MasyuPuzzle } from '@cgkit/masyu';
import { MASYU_FORMATS, parseMasyu, type MasyuFormat } from '@cgkit/io-formats/masyu';
import { Option } from 'commander';
import { readInput } from '../cli-kit.js';

/** The option every `cgkit masyu` command that reads a puzzle takes. */
export interface MasyuInputOptions {
  format: MasyuFormat | 'auto';
}

/** `--format`: how the puzzle is written, recognised by default. */
export const masyuFormatOption = (): Option =>
  new Option('--format <format>', 'the input format (auto recognises it)')
    .choices(['auto', ...MASYU_FORMATS])
    .default('auto');

/** Reads and parses the puzzle named on the command line (`-` for stdin). */
export async function readMasyuPuzzle(
  file: string | undefined,
  options: MasyuInputOptions,
): Promise<MasyuPuzzle> {
  const input = await readInput(file);
  return parseMasyu(input.text, input.name, options.format);
}
