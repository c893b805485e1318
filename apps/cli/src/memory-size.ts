// Node's modules only: the main thread reads --max-memory before it loads anything else.

const UNITS: Readonly<Record<string, number>> = {
  '': 1,
  K: 2 ** 10,
  M: 2 ** 20,
  G: 2 ** 30,
  T: 2 ** 40,
};

/** The smallest budget accepted: below it no solver could even start. */
export const MIN_MEMORY_BYTES = 2 ** 20;

/**
 * Reads a memory size such as `512M`, `1.5G`, `4GiB` or `1048576` (bytes): binary units, case
 * ignored. Undefined when the text is not a size of at least 1 MiB.
 */
export function parseMemorySize(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?)(?:i?b)?\s*$/i.exec(text);
  if (match === null) return undefined;
  const bytes = Math.floor(Number(match[1]) * UNITS[match[2]!.toUpperCase()]!);
  return Number.isSafeInteger(bytes) && bytes >= MIN_MEMORY_BYTES ? bytes : undefined;
}

/** The `--max-memory` value in argv (`--max-memory X` or `--max-memory=X`), as written. */
export function maxMemoryArgument(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') return undefined;
    if (arg === '--max-memory') return argv[i + 1];
    if (arg.startsWith('--max-memory=')) return arg.slice('--max-memory='.length);
  }
  return undefined;
}
