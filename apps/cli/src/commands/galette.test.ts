import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GaletteSolver, createCake, legalBites } from '@cgkit/galette';
import { ParallelGaletteSolver, PartStore } from '@cgkit/galette/node';
import { parseGtTxt, printGtTxt } from '@cgkit/io-formats';
import { Command, CommanderError } from 'commander';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { describeError } from '../cli-kit.js';
import { runCli } from '../testing/run-cli.js';
import { cliBin } from '../testing/spawn-cli.js';
import { memoryBudgetBytes, setMemoryBudgetBytes } from '../memory-budget.js';
import { NO_MOVE_EXIT_CODE, galetteCommand, partsText } from './galette.js';

const dir = mkdtempSync(join(tmpdir(), 'cgkit-galette-'));

/** Parts committed to a cache, read as another process would (0 before it exists). */
async function savedIn(cache: string): Promise<number> {
  if (!existsSync(join(cache, 'data.mdb'))) return 0;
  const store = new PartStore();
  try {
    return store.openCache(cache).entries;
  } finally {
    await store.close();
  }
}

/** A solver with the parts of a cache: what it solves without searching, it found there. */
function solverWith(cache: string): ParallelGaletteSolver {
  const solver = new ParallelGaletteSolver({ threads: 1 });
  solver.openCache(cache);
  return solver;
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** Runs `cgkit galette …` in process. */
async function run(args: string[]): Promise<{ out: string; err: string; code: number }> {
  let out = '';
  let err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    err += String(chunk);
    return true;
  });
  const program = new Command('cgkit')
    .exitOverride()
    .configureOutput({ writeErr: () => undefined });
  await galetteCommand.register(program);
  for (const sub of program.commands) sub.exitOverride().commands.forEach((c) => c.exitOverride());
  process.exitCode = undefined;
  try {
    await program.parseAsync(['galette', ...args], { from: 'user' });
    return { out, err, code: Number(process.exitCode ?? 0) };
  } catch (error) {
    if (error instanceof CommanderError) return { out, err: error.message, code: 2 };
    const { message, exitCode } = describeError(error);
    return { out, err: message, code: exitCode };
  } finally {
    process.exitCode = undefined;
    vi.restoreAllMocks();
  }
}

afterEach(() => {
  process.exitCode = undefined;
});

describe('cgkit galette analyze', () => {
  it('writes the value of the assignment example to GT.out', async () => {
    const output = join(dir, 'GT.out');
    const result = await run(['analyze', file('GT.in', '3 3 0\n'), '-o', output]);
    expect(result.code).toBe(0);
    expect(result.out).toContain('0: the player to move loses');
    expect(readFileSync(output, 'utf8')).toBe('0\n');
  });

  it('prints the value, the winner and the winning bites as JSON', async () => {
    const input = file('poisoned.in', '3 4 1\n2 2\n');
    const result = await run(['analyze', input, '-o', '-', '--json']);
    const report = JSON.parse(result.out) as {
      value: string;
      grundy: number;
      winner: string;
      winningMoves: { row: number; col: number }[];
    };
    const cake = createCake(3, 4, [{ row: 1, col: 1 }]);
    const { grundy, winningBites } = new GaletteSolver().analyze(cake);
    expect(report.grundy).toBe(grundy);
    expect(report.winner).toBe(grundy === 0 ? 'second' : 'first');
    expect(report.winningMoves).toEqual(
      winningBites.map((b) => ({ row: b.row + 1, col: b.col + 1 })),
    );
  });

  it('reads GT.txt positions and the coordinate options', async () => {
    const txt = await run(['analyze', file('mid.txt', '2 3 2\nXXO\nXXO\n'), '-o', '-']);
    expect(txt.out).toContain('player 2 (to move) wins');
    const zero = await run(['analyze', file('zero.in', '2 2 1\n0 0\n'), '-o', '-', '--zero-based']);
    expect(zero.out).toMatch(/^0:/);
  });

  it('says plainly, with exit code 1, when a cake is beyond the solver', async () => {
    const result = await run(['analyze', file('huge.in', '40 40 0\n'), '-o', '-']);
    expect(result.code).toBe(1);
    expect(result.err).toContain('beyond this solver');
  });

  it('reports bad input with its line and column, exit code 2, and writes nothing', async () => {
    const output = join(dir, 'untouched.out');
    const result = await run(['analyze', file('bad.in', '3 3 2\n1 1\n1 1\n'), '-o', output]);
    expect(result.code).toBe(2);
    expect(result.err).toContain('bad.in:3:1');
    expect(() => readFileSync(output)).toThrow();
  });
});

describe('the progress of a search', () => {
  it('counts the parts out of the estimate for an empty cake, and says when it runs past it', () => {
    expect(partsText(36_864, 1_085_312)).toBe('36864 of about 1085312 parts searched (3%)');
    expect(partsText(1_100_000, 1_085_312)).toBe(
      '1100000 parts searched (past the estimate of 1085312)',
    );
    expect(partsText(4096, undefined)).toBe('4096 parts searched');
  });
});

describe('cgkit --log-every', () => {
  it('writes the progress of a search to a stderr that is not a terminal as timed lines', async () => {
    const input = file('logged.in', '4 10 0\n');
    const argv = ['galette', 'analyze', input, '-o', '-', '--threads', '1'];
    const logged = await runCli(['--log-every', '0.001', ...argv]);
    expect(logged.code).toBe(0);
    expect(logged.stdout).toMatch(/^\*: /);
    expect(logged.stderr).not.toBe('');
    for (const line of logged.stderr.trim().split('\n')) {
      expect(line).toMatch(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ galette: \d+ of about 26903 parts searched/,
      );
    }
    // Without it, a log gets nothing; a bad interval is refused in one line.
    expect(await runCli(argv)).toMatchObject({ code: 0, stderr: '' });
    const bad = await runCli(['--log-every', '0', ...argv]);
    expect(bad).toMatchObject({ code: 2, stdout: '' });
    expect(bad.stderr).toBe('cgkit: --log-every expects a number of seconds above 0, got "0"\n');
  });
});

describe('cgkit galette analyze with a full table', () => {
  it('keeps what the table forgets in the store, searching each part once', async () => {
    const budget = memoryBudgetBytes();
    // 1 MiB: a table of 16,384 entries, for the 26,903 parts of 4×10.
    setMemoryBudgetBytes(2 ** 20);
    try {
      const input = file('four-ten.in', '4 10 0\n');
      for (const cache of [[], ['--cache', join(dir, 'spilled.cache')]]) {
        const args = ['analyze', input, '-o', '-', '--json', '--threads', '1', ...cache];
        const spilled = await run(args);
        expect(spilled.code).toBe(0);
        const { grundy, stats } = JSON.parse(spilled.out) as {
          grundy: number;
          stats: { positions: number; store: { written: number; reads: number; found: number } };
        };
        expect(grundy).toBe(1);
        expect(stats.positions).toBe(26_903);
        expect(stats.store.found).toBeGreaterThan(0);
      }
      const gone = await run(['analyze', input, '-o', '-', '--max-disk', '64M']);
      expect(gone).toMatchObject({ code: 2, out: '' });
    } finally {
      setMemoryBudgetBytes(budget);
    }
  });
});

describe('cgkit galette analyze --cache', () => {
  /** Runs `cgkit galette analyze` in a child process; `onStart` may kill it. */
  function analyzeChild(
    args: string[],
    onStart: (child: ReturnType<typeof spawn>) => void = () => undefined,
  ): Promise<{ code: number | null; signal: string | null; out: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [cliBin, 'galette', 'analyze', ...args]);
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
      child.on('error', reject);
      child.on('close', (code, signal) => resolve({ code, signal, out }));
      onStart(child);
    });
  }

  it('lets two runs share one cache at once, both right', async () => {
    const cache = join(dir, 'shared.cache');
    // 5×7 in `pnpm test`, 5×8 (five times the parts) in test:slow.
    const cols = inject('slow') ? 8 : 7;
    const input = file('five-cols.in', `5 ${cols} 0\n`);
    const args = [input, '-o', '-', '--json', '--threads', '1', '--cache', cache];
    const [one, two] = await Promise.all([analyzeChild(args), analyzeChild(args)]);
    const reference = new GaletteSolver().grundy(createCake(5, cols));
    for (const { code, out } of [one, two]) {
      expect(code).toBe(0);
      expect(JSON.parse(out)).toMatchObject({ grundy: reference });
    }
    // Both committed into one store: a third run searches nothing.
    const third = await analyzeChild(args);
    expect(JSON.parse(third.out)).toMatchObject({ grundy: reference, stats: { positions: 0 } });
  });

  it('keeps what a killed run solved, so a restart searches less for the same value', async () => {
    const cache = join(dir, 'killed.cache');
    const input = file('five-nine.in', '5 9 0\n');
    const args = [input, '-o', '-', '--json', '--cache', cache];
    // Killed (no chance to save anything at the end) once a transaction of the threads' parts
    // is committed to the store.
    let poll: NodeJS.Timeout | undefined;
    const killed = await analyzeChild([...args, '--threads', '2'], (child) => {
      let looking = false;
      poll = setInterval(() => {
        if (looking) return;
        looking = true;
        void savedIn(cache).then((saved) => {
          looking = false;
          if (saved > 0) child.kill('SIGKILL');
        });
      }, 20);
    });
    clearInterval(poll);
    expect(killed.signal).toBe('SIGKILL');
    expect(await savedIn(cache)).toBeGreaterThan(0);
    // One thread searches the same parts every run: 215,939 for the empty 5×9 from nothing.
    const restarted = await analyzeChild([...args, '--threads', '1']);
    expect(restarted.code).toBe(0);
    const report = JSON.parse(restarted.out) as { grundy: number; stats: { positions: number } };
    expect(report.grundy).toBe(0);
    expect(report.stats.positions).toBeLessThan(215_939);
    // And all of it is in the file now: a third run searches nothing.
    const third = await analyzeChild([...args, '--threads', '1']);
    expect(JSON.parse(third.out)).toMatchObject({ grundy: 0, stats: { positions: 0 } });
  });
});

describe('cgkit galette play', () => {
  it('makes a winning move, leaving value 0, and hands the turn over', async () => {
    const path = file('win.txt', '4 4 1\nOOOO\nOOOO\nOOOO\nOOOO\n');
    const solver = new GaletteSolver();
    expect(solver.grundy(parseGtTxt(readFileSync(path, 'utf8')).cake)).not.toBe(0);
    const result = await run(['play', path, '--player', '1']);
    expect(result.code).toBe(0);
    const after = parseGtTxt(readFileSync(path, 'utf8'));
    expect(after.toMove).toBe(2);
    expect(solver.grundy(after.cake)).toBe(0);
    expect(result.out).toContain('player 1 eats the bite at');
  });

  it("leaves the file alone when it is not this program's turn", async () => {
    const text = '2 2 2\nOO\nOO\n';
    const path = file('wait.txt', text);
    const result = await run(['play', path, '--player', '1']);
    expect(result.out).toContain("player 2's turn");
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('warns when it has no bite, exits with code 3 and leaves the file alone', async () => {
    const text = '2 3 1\nXXO\nXVO\n';
    const path = file('stuck.txt', text);
    const result = await run(['play', path, '--player', '1']);
    expect(result.code).toBe(NO_MOVE_EXIT_CODE);
    expect(result.err).toContain('no legal bite');
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('reports an invalid file with line and column and leaves it byte for byte', async () => {
    const text = '2 3 1\r\nOOO\r\nOQO\r\n';
    const path = file('invalid.txt', text);
    const result = await run(['play', path, '--player', '1']);
    expect(result.code).toBe(2);
    expect(result.err).toContain('invalid.txt:3:2');
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('rejects a player other than 1 or 2', async () => {
    const result = await run(['play', file('p.txt', '2 2 1\nOO\nOO\n'), '--player', '3']);
    expect(result.code).toBe(2);
  });
});

describe('cgkit galette play --watch', () => {
  it('lets two programs finish a game through one file', async () => {
    const start = { cake: createCake(4, 5, [{ row: 0, col: 4 }]), toMove: 1 as const };
    const path = file('duel.txt', printGtTxt(start));
    const player = (n: 1 | 2): Promise<{ code: number | null; out: string }> =>
      new Promise((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [cliBin, 'galette', 'play', path, '--player', String(n), '--watch'],
          {
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('error', reject);
        child.on('exit', (code) => resolve({ code, out }));
      });
    const [one, two] = await Promise.all([player(1), player(2)]);
    const end = parseGtTxt(readFileSync(path, 'utf8'));
    expect(legalBites(end.cake)).toHaveLength(0);
    // The first player wins from this start (value ≠ 0), so player 2 is left without a bite.
    expect(new GaletteSolver().grundy(start.cake)).not.toBe(0);
    expect(end.toMove).toBe(2);
    expect(one.code).toBe(0);
    expect([two.code, one.out]).toEqual([
      NO_MOVE_EXIT_CODE,
      expect.stringContaining('player 1 wins'),
    ]);
  });
});

describe('cgkit galette table', () => {
  it('lists the empty cakes up to the limits as JSON, giving up entries over budget', async () => {
    const result = await run([
      'table',
      '--max-rows',
      '4',
      '--max-cols',
      '10',
      '--budget',
      '0.001',
      '--json',
    ]);
    const entries = JSON.parse(result.out) as {
      rows: number;
      cols: number;
      grundy: number | null;
    }[];
    expect(entries.map(({ rows, cols }) => `${rows}x${cols}`)).toContain('4x10');
    expect(entries).toHaveLength(10 + 9 + 8 + 7);
    const solver = new GaletteSolver();
    for (const { rows, cols, grundy } of entries) {
      if (grundy !== null) expect(grundy).toBe(solver.grundy(createCake(rows, cols)));
    }
    expect(entries.find((e) => e.rows === 4 && e.cols === 10)?.grundy).toBeNull();
    expect(entries.find((e) => e.rows === 2 && e.cols === 10)?.grundy).toBe(3);
  });

  it('keeps solved parts in a cache that a later run loads', async () => {
    const cache = join(dir, 'parts.cache');
    const first = await run(['table', '--max-rows', '4', '--max-cols', '6', '--cache', cache]);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^4×6 +\*3 /m);
    // The store holds the solved parts: a solver opening it solves 4×6 without searching.
    const solver = solverWith(cache);
    expect(await solver.grundy(createCake(4, 6))).toBe(3);
    expect(solver.stats.positions).toBe(0);
    await solver.close();
    const second = await run(['table', '--max-rows', '4', '--max-cols', '6', '--cache', cache]);
    const values = (out: string): string[] => out.split('\n').map((line) => line.slice(0, 22));
    expect(values(second.out)).toEqual(values(first.out));
  });

  it('searches on several threads with --threads, with the same values', async () => {
    // Up to 5×7 in `pnpm test`, 6×7 (whose check alone takes seconds) in test:slow; both are *1.
    const maxRows = inject('slow') ? 6 : 5;
    const result = await run([
      'table',
      '--max-rows',
      `${maxRows}`,
      '--max-cols',
      '7',
      '--threads',
      '2',
      '--json',
    ]);
    const entries = JSON.parse(result.out) as { rows: number; cols: number; grundy: number }[];
    const solver = new GaletteSolver();
    for (const { rows, cols, grundy } of entries) {
      expect(grundy).toBe(solver.grundy(createCake(rows, cols)));
    }
    expect(entries.find((e) => e.rows === maxRows && e.cols === 7)?.grundy).toBe(1);
    const bad = await run(['table', '--max-rows', '3', '--max-cols', '3', '--threads', '0']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--threads');
  });

  it('stops cleanly on Ctrl-C, threads and all, and saves its cache', async () => {
    const cache = join(dir, 'interrupted.cache');
    const child = spawn(
      process.execPath,
      [cliBin, 'galette', 'table', '--max-rows', '7', '--max-cols', '7', '--cache', cache],
      { env: { ...process.env, NO_COLOR: '1' } },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const ended = new Promise<number | null>((resolve) => child.on('close', resolve));
    // Interrupt once the table is under way (its 5×5 entry printed), however busy the machine.
    await new Promise<void>((resolve, reject) => {
      let stdout = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => {
        stdout += d;
        if (stdout.includes('5×5')) resolve();
      });
      // A run that ended first fails the test at once, with what it said, not at the timeout.
      child.on('close', (code) => reject(new Error(`ended (${code}) before 5×5: ${stderr}`)));
    });
    child.kill('SIGINT');
    expect(await ended).toBe(1);
    expect(stderr).toBe('cgkit: interrupted\n');
    const solver = solverWith(cache);
    expect(solver.tableSize).toBeGreaterThan(0);
    await solver.close();
  });

  it('refuses a cache file that is not one, leaving it untouched, and a bad budget', async () => {
    const bad = file('bad.cache', 'not a table\n');
    const result = await run(['table', '--max-rows', '3', '--max-cols', '3', '--cache', bad]);
    expect(result.code).toBe(2);
    expect(result.err).toBe(
      `${bad}: not a Galette cache: neither an LMDB store nor a cache of 0.1.0`,
    );
    expect(readFileSync(bad, 'utf8')).toBe('not a table\n');
    const analyzed = await run(['analyze', file('GT.in', '3 3 0\n'), '-o', '-', '--cache', bad]);
    expect([analyzed.code, analyzed.err]).toEqual([2, result.err]);
    const old = join(dir, 'old.cache');
    copyFileSync(
      new URL('../../../../packages/galette/src/testing/cache-0.1.0.bin', import.meta.url),
      old,
    );
    const converted = await run(['table', '--max-rows', '4', '--max-cols', '6', '--cache', old]);
    expect(converted.code).toBe(0);
    expect(converted.err).toBe(
      `cgkit: ${old}: a cache file of cgkit 0.1.0, converted to a store (251 parts); the old file is kept as ${old}.0.1.0\n`,
    );
    const again = await run(['table', '--max-rows', '4', '--max-cols', '6', '--cache', old]);
    expect([again.code, again.err]).toEqual([0, '']);
    const budget = await run(['table', '--max-rows', '3', '--max-cols', '3', '--budget', 'soon']);
    expect(budget.code).toBe(2);
  });
});
