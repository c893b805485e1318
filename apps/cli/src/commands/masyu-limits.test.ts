import { describe, expect, inject, it } from 'vitest';
import { fixtureWriter } from '../testing/run-command.js';
import { runCli } from '../testing/run-cli.js';

const file = fixtureWriter('masyu-limits');

/** A side×side grid with about one pearl in a hundred cells, from a fixed xorshift sequence. */
function sparseGrid(side: number, seed: number): string {
  let x = seed;
  const next = (): number => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
  const rows: string[] = [];
  for (let r = 0; r < side; r++) {
    let row = '';
    for (let c = 0; c < side; c++) {
      const v = next();
      row += v % 100 < 1 ? ((v & 0x100) !== 0 ? 'W' : 'B') : '.';
    }
    rows.push(row);
  }
  return `${rows.join('\n')}\n`;
}

const emptyGrid = (side: number): string => `${'.'.repeat(side)}\n`.repeat(side);

// Inputs each command works on for minutes: the exact solver finds no answer to this random
// 200×200 grid within minutes; hints and explanations on empty grids try proofs by contradiction
// on every side; a hard 200×200 puzzle takes the generator far longer still.
const hard = file('hard.txt', sparseGrid(200, 1));
const empty200 = file('empty200.txt', emptyGrid(200));
const empty30 = file('empty30.txt', emptyGrid(30));

const long: Readonly<Record<string, readonly string[]>> = {
  solve: ['masyu', 'solve', hard],
  count: ['masyu', 'count', hard, '--limit', '1000000'],
  hint: ['masyu', 'hint', empty200],
  explain: ['masyu', 'explain', empty30],
  generate: ['masyu', 'generate', '--size', '200x200', '--difficulty', 'hard', '--seed', '3'],
};

// Only the outcome is checked, never how long it took: the machine may be busy.
const MINUTES = 10 * 60_000;

// Each burns a second on the real clock: `pnpm test` runs `solve` (time-limits.test.ts ends the
// others on a test clock), `pnpm test:slow` all.
describe('cgkit --time-limit 1 masyu …', () => {
  it.each(Object.entries(long).slice(0, inject('slow') ? undefined : 1))(
    'ends `masyu %s` with one line and exit code 1',
    async (_name, args) => {
      const { code, stdout, stderr } = await runCli(['--time-limit', '1', ...args]);
      expect(stderr).toBe('cgkit: stopped at the time limit of 1 s (--time-limit)\n');
      expect(stdout).toBe('');
      expect(code).toBe(1);
    },
    MINUTES,
  );
});

describe('cgkit --max-memory 1M masyu …', () => {
  it.each([
    ['hint', long['hint']!],
    ['generate', long['generate']!],
    ['solve', long['solve']!],
  ] as const)(
    'ends `masyu %s` with the memory budget in one line and exit code 1',
    async (_name, args) => {
      const { code, stdout, stderr } = await runCli(['--max-memory', '1M', ...args]);
      expect(stderr).toMatch(/^cgkit: the Masyu search needs more than 1 MiB, the memory budget/);
      expect(stderr.split('\n')).toHaveLength(2);
      expect(stdout).toBe('');
      expect(code).toBe(1);
    },
    MINUTES,
  );
});
