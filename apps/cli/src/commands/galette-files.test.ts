import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ParallelGaletteSolver } from '@cgkit/galette/node';
import { describe, expect, inject, it, vi } from 'vitest';
import { runCli } from '../testing/run-cli.js';
import { runCommand } from '../testing/run-command.js';
import { startCli, waitUntil } from '../testing/spawn-cli.js';
import { galetteCommand } from './galette.js';

const isRoot = process.getuid?.() === 0;

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'cgkit-galette-files-'));
}

/** A GT.in in a folder of its own: the empty 3×3 cake, value 0. */
function smallInput(): { dir: string; input: string } {
  const dir = tempDir();
  const input = join(dir, 'g.in');
  writeFileSync(input, '3 3 0\n');
  return { dir, input };
}

/**
 * A character device made in a temporary folder (`c 1 3` is /dev/null, `c 1 7` /dev/full), so
 * that the real ones are never put at risk; only root may make one.
 */
function device(minor: 3 | 7): string {
  const path = join(tempDir(), minor === 3 ? 'null' : 'full');
  execFileSync('mknod', [path, 'c', '1', String(minor)]);
  return path;
}

describe('galette analyze -o onto files that are not regular', () => {
  it('writes through a named pipe and a link to one, leaving them as they were', async () => {
    const { dir, input } = smallInput();
    const fifo = join(dir, 'out.pipe');
    execFileSync('mkfifo', [fifo]);
    symlinkSync(fifo, join(dir, 'link'));
    for (const output of [fifo, join(dir, 'link')]) {
      const read = readFile(fifo, 'utf8');
      const result = await runCli(['galette', 'analyze', input, '-o', output]);
      expect([result.code, result.stderr]).toEqual([0, '']);
      expect(await read).toBe('0\n');
    }
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    expect(lstatSync(join(dir, 'link')).isSymbolicLink()).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['g.in', 'link', 'out.pipe']);
  });

  it('writes to standard output piped on, through a link to it as /dev/stdout is', async () => {
    const { dir } = smallInput();
    symlinkSync('/proc/self/fd/1', join(dir, 'stdout'));
    const run = startCli([], {
      cwd: dir,
      shell: 'cgkit galette analyze g.in -o stdout | cat; exit ${PIPESTATUS[0]}',
    });
    const result = await run.ended;
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(result.stdout).toContain('0\n');
    expect(result.stdout).toContain('0: the player to move loses');
    expect(lstatSync(join(dir, 'stdout')).isSymbolicLink()).toBe(true);
  });

  it.skipIf(!isRoot)('writes into a device such as /dev/null, leaving it a device', async () => {
    const { input } = smallInput();
    const nul = device(3);
    const result = await runCli(['galette', 'analyze', input, '-o', nul]);
    expect(result.code).toBe(0);
    expect(statSync(nul).isCharacterDevice()).toBe(true);
    expect(readdirSync(join(nul, '..'))).toEqual(['null']);
  });

  it.skipIf(!existsSync('/dev/full'))(
    'says in one line, exit code 1, that a full device has no space left',
    async () => {
      const { input } = smallInput();
      const full = isRoot ? device(7) : '/dev/full';
      const result = await runCli(['galette', 'analyze', input, '-o', full]);
      expect([result.code, result.stderr]).toEqual([
        1,
        `cgkit: ${full}: no space left on the device\n`,
      ]);
      expect(statSync(full).isCharacterDevice()).toBe(true);
    },
  );
});

describe('galette analyze -o by several runs at once', () => {
  // Three runs once in `pnpm test`; eight, three times over, in test:slow.
  const [writers, rounds] = inject('slow') ? [8, 3] : [3, 1];
  it('lets several runs write the same file at once, each whole, none failing', async () => {
    const { dir, input } = smallInput();
    const output = join(dir, 'same.out');
    for (let round = 0; round < rounds; round++) {
      const runs = await Promise.all(
        Array.from({ length: writers }, () =>
          runCli(['galette', 'analyze', input, '-o', output, '--threads', '1']),
        ),
      );
      for (const run of runs) expect([run.code, run.stderr]).toEqual([0, '']);
      expect(readFileSync(output, 'utf8')).toBe('0\n');
      expect(readdirSync(dir).sort()).toEqual(['g.in', 'same.out']);
    }
  });
});

describe('galette --cache on files that are not regular', () => {
  it('refuses a named pipe or a device as not a cache, exit code 2, untouched', async () => {
    const { dir, input } = smallInput();
    const paths = [join(dir, 'cache.pipe')];
    execFileSync('mkfifo', [paths[0]!]);
    if (isRoot) paths.push(device(3));
    for (const cache of paths) {
      const result = await runCli(['galette', 'analyze', input, '-o', '-', '--cache', cache]);
      expect([result.code, result.stderr]).toEqual([
        2,
        `cgkit: ${cache}: not a Galette cache (neither a directory nor a file)\n`,
      ]);
      expect(statSync(cache).isFile()).toBe(false);
    }
    expect(readdirSync(dir).sort()).toEqual(['cache.pipe', 'g.in']);
  });
});

describe('galette play and its GT.txt', () => {
  const lost = '5 5 1\nOOOOO\nOOOOO\nOOOOO\nOOOOO\nOOOOO\n';

  it('leaves a GT.txt changed while its move was computed, and says so, exit code 1', async () => {
    const dir = tempDir();
    const path = join(dir, 'GT.txt');
    writeFileSync(path, lost);
    const theirs = '5 5 1\nXXOOO\nXXOOO\nOOOOO\nOOOOO\nOOOOO\n';
    // The opponent rewrites the file once the search has begun.
    const settled = Reflect.get(ParallelGaletteSolver.prototype, 'settled') as (
      ...args: unknown[]
    ) => ReturnType<ParallelGaletteSolver['settled']>;
    vi.spyOn(ParallelGaletteSolver.prototype, 'settled').mockImplementation(function (
      this: ParallelGaletteSolver,
      ...args
    ) {
      writeFileSync(path, theirs);
      return settled.apply(this, args);
    });
    const result = await runCommand(galetteCommand, ['galette', 'play', path, '--player', '1']);
    expect(result.code).toBe(1);
    expect(result.error).toBe(
      `${path}: changed while the move was computed; left as it is, with no move made`,
    );
    expect(readFileSync(path, 'utf8')).toBe(theirs);
    expect(readdirSync(dir)).toEqual(['GT.txt']);
  });

  it('checks before searching that GT.txt can be rewritten, and names it', async () => {
    const dir = tempDir();
    const path = join(dir, 'GT.txt');
    writeFileSync(path, '7 7 1\n' + 'OOOOOOO\n'.repeat(7));
    // A folder the player may not write in: as root, the run is made as nobody.
    chmodSync(dir, 0o555);
    try {
      const run = startCli(['galette', 'play', path, '--player', '1', '--threads', '1'], {
        ...(isRoot && { uid: 65534 }),
      });
      const result = await run.ended;
      expect([result.code, result.stderr]).toEqual([2, `cgkit: ${path}: permission denied\n`]);
    } finally {
      chmodSync(dir, 0o755);
    }
    expect(readdirSync(dir)).toEqual(['GT.txt']);
  });
});

describe('galette scratch store', () => {
  /** The files of the temporary directory `scratch` that process `pid` has open. */
  const openIn = (pid: number, scratch: string): string[] =>
    readdirSync(`/proc/${pid}/fd`)
      .map((fd) => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`);
        } catch {
          return ''; // closed meanwhile
        }
      })
      .filter((target) => target.startsWith(scratch));

  // Ctrl-C in `pnpm test`, the other two in test:slow: the store is unlinked before any signal.
  it.each((['SIGINT', 'SIGTERM', 'SIGHUP'] as const).slice(0, inject('slow') ? undefined : 1))(
    'is unlinked as soon as it is open, so nothing is left after %s',
    async (signal) => {
      const scratch = tempDir();
      const input = join(tempDir(), 'g.in');
      writeFileSync(input, '5 10 0\n');
      const args = ['--max-memory', '8M', 'galette', 'analyze', input, '-o', '-'];
      const run = startCli([...args, '--threads', '1'], { env: { TMPDIR: scratch } });
      // Once the table is full and the store in use: open, and gone from the folder, its own
      // folder too (unlinked right after it is opened, files first; a run that never unlinked it
      // would wait here until the test's time limit).
      await waitUntil(() => {
        const files = openIn(run.child.pid!, scratch);
        return (
          files.length > 0 &&
          files.every((file) => file.endsWith(' (deleted)')) &&
          readdirSync(scratch).length === 0
        );
      });
      run.child.kill(signal);
      const result = await run.ended;
      expect(result.code === 0).toBe(false);
      if (signal === 'SIGINT') expect(result.stderr).toBe('cgkit: interrupted\n');
      expect(readdirSync(scratch)).toEqual([]);
    },
    300_000,
  );
});
