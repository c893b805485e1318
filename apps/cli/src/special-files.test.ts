import { spawnSync } from 'node:child_process';
import {
  closeSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  symlinkSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { TARGETS, argvFor, type Target } from './testing/fuzz-targets.js';
import { interruptCli, runCli, type CliResult } from './testing/run-cli.js';

// Every command of the fuzz targets, run as a user would on what is not a plain file: input from
// a FIFO, output to a full disk, an output file that is a FIFO or a device, several runs writing
// one file at once, and SIGTERM or SIGHUP in the middle. Nothing may be lost or replaced, and
// every failure is one line.

const root = mkdtempSync(join(tmpdir(), 'cgkit-special-'));
let made = 0;
/** A new empty folder for one run, so that what a run leaves behind can be seen. */
function folder(): string {
  const dir = join(root, `run-${++made}`);
  mkdirSync(dir);
  return dir;
}

function mkfifo(path: string): string {
  const made = spawnSync('mkfifo', [path]);
  if (made.status !== 0) throw new Error(`mkfifo ${path} failed: ${String(made.stderr)}`);
  return path;
}

const isRoot = process.getuid?.() === 0;

/**
 * A full disk to write to: as root, a device of its own (the numbers of /dev/full) in a temporary
 * folder, so that a broken write could never replace the machine's; otherwise /dev/full itself,
 * which a plain user cannot replace. Undefined where there is none.
 */
const fullDevice = ((): string | undefined => {
  if (!isRoot) return existsSync('/dev/full') ? '/dev/full' : undefined;
  const device = join(folder(), 'full');
  return spawnSync('mknod', [device, 'c', '1', '7']).status === 0 ? device : undefined;
})();

/** Timings in an output (`"ms":12`, `3 ms`) differ between runs; nothing else may. */
function normalised(text: string): string {
  return text.replace(/"ms":[\d.]+/g, '"ms":0').replace(/\d+(\.\d+)? ?ms\b/g, '0 ms');
}

const sample = (target: Target): Uint8Array => Buffer.from(target.samples[0]!);
// Each check runs on the first target of each command family that it fits (the commands of a
// family share their readers and writers), and on every target in `pnpm test:slow`.
const family = (name: string): string => (name === 'nim' ? 'engine' : name.split(' ')[0]!);
function firstOfEachFamily(all: [string, Target][]): [string, Target][] {
  if (inject('slow')) return all;
  const seen = new Set<string>();
  return all.filter(([name]) => !seen.has(family(name)) && seen.add(family(name)));
}
const allEntries = Object.entries(TARGETS);
const entries = firstOfEachFamily(allEntries);
// `galette play` rewrites its file in place: it takes a regular file only.
const readsFile = firstOfEachFamily(
  allEntries.filter(([, t]) => t.argv.includes('FILE') && t.argv[1] !== 'play'),
);
const writesFile = firstOfEachFamily(allEntries.filter(([, t]) => t.argv.includes('OUT')));

const plainRuns = new Map<Target, Promise<CliResult & { written?: string }>>();

/**
 * The run on a plain file, and the output file it wrote, to compare with: run once per target
 * for every test of this file that compares with it.
 */
function plainRun(target: Target): Promise<CliResult & { written?: string }> {
  let run = plainRuns.get(target);
  if (run === undefined) {
    const out = join(folder(), 'out');
    run = runCli(argvFor(target, sample(target), { out })).then((result) =>
      existsSync(out) ? { ...result, written: readFileSync(out, 'utf8') } : result,
    );
    plainRuns.set(target, run);
  }
  return run;
}

/** Reads what is there now from a file opened without blocking: 0 when nothing is. */
function readNow(fd: number, buffer: Buffer): number {
  try {
    return readSync(fd, buffer);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return 0;
    throw error;
  }
}

/** What waits in a FIFO opened without blocking. */
function drain(fd: number): string {
  const chunks: Buffer[] = [];
  const buffer = Buffer.alloc(1 << 16);
  for (let n = readNow(fd, buffer); n > 0; n = readNow(fd, buffer)) {
    chunks.push(Buffer.from(buffer.subarray(0, n)));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Leftovers of a run: temporary or spill files in its folder. */
function leftovers(dir: string): string[] {
  return readdirSync(dir).filter((name) => /\.tmp$|\.spill$/.test(name));
}

describe('special files and signals', () => {
  it.each(readsFile)('%s reads its input from a FIFO as from a file', async (_name, target) => {
    const expected = await plainRun(target);
    const fifo = mkfifo(join(folder(), 'input'));
    const writing = writeFile(fifo, sample(target)).catch(() => undefined);
    const result = await runCli(argvFor(target, sample(target), { file: fifo }));
    // A run that never opened the FIFO would leave the writer waiting: release it.
    closeSync(openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK));
    await writing;
    expect(result.code).toBe(expected.code);
    expect(normalised(result.stdout)).toBe(normalised(expected.stdout));
  });

  it.runIf(fullDevice !== undefined)('--version on a full disk says so in one line', async () => {
    const full = openSync(fullDevice!, 'w');
    try {
      const result = await runCli(['--version'], { stdoutFd: full });
      expect(result.stderr).toBe('cgkit: standard output: no space left on the device\n');
      expect(result.code).toBe(1);
    } finally {
      closeSync(full);
    }
  });

  it.runIf(fullDevice !== undefined)(
    'a mistake in a small input on a full disk is reported as such, exit code 2',
    async () => {
      // Answered on the main thread (a small input): nothing printed, so nothing to fail.
      const file = join(folder(), 'puzzle.txt');
      await writeFile(file, '6x6:bWdBbWhBcWf');
      const full = openSync(fullDevice!, 'w');
      try {
        const result = await runCli(['masyu', 'solve', file], { stdoutFd: full });
        expect(result.stderr).toMatch(/^cgkit: .*puzzle\.txt:1:16: expected 6 more cells/);
        expect(result.stderr).not.toMatch(/no space left/);
        expect(result.code).toBe(2);
      } finally {
        closeSync(full);
      }
    },
  );

  it.runIf(fullDevice !== undefined).each(entries)(
    '%s on a full disk says so in one line, exit code 1',
    async (_name, target) => {
      const expected = await plainRun(target);
      const full = openSync(fullDevice!, 'w');
      try {
        const result = await runCli(argvFor(target, sample(target)), { stdoutFd: full });
        if (expected.stdout === '') {
          expect(result.code).toBe(expected.code);
        } else {
          expect(result.stderr).toBe('cgkit: standard output: no space left on the device\n');
          expect(result.code).toBe(1);
        }
      } finally {
        closeSync(full);
      }
    },
  );

  describe.each(writesFile)('%s -o', (_name, target) => {
    it('writes through a FIFO, and a symbolic link to one, leaving them FIFOs', async () => {
      const expected = await plainRun(target);
      const dir = folder();
      const fifo = mkfifo(join(dir, 'fifo'));
      const link = join(dir, 'link');
      symlinkSync(fifo, link);
      for (const out of [fifo, link]) {
        // Open for reading and writing, which never waits for the other end: the output (far
        // less than a pipe holds) waits in the FIFO until the run has ended.
        const fd = openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK);
        try {
          const result = await runCli(argvFor(target, sample(target), { out }));
          expect(result.stderr).toBe('');
          expect(result.code).toBe(0);
          expect(drain(fd)).toBe(expected.written);
        } finally {
          closeSync(fd);
        }
        expect(lstatSync(fifo).isFIFO()).toBe(true);
        expect(lstatSync(link).isSymbolicLink()).toBe(true);
      }
      expect(leftovers(dir)).toEqual([]);
    });

    // A device of its own (the null device's numbers), never the machine's /dev/null.
    it.runIf(isRoot)('writes through a device, leaving it a device', async () => {
      const dir = folder();
      const device = join(dir, 'null');
      expect(spawnSync('mknod', [device, 'c', '1', '3']).status).toBe(0);
      const result = await runCli(argvFor(target, sample(target), { out: device }));
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(lstatSync(device).isCharacterDevice()).toBe(true);
      expect(leftovers(dir)).toEqual([]);
    });

    it.runIf(fullDevice !== undefined)('onto a full disk fails in one line', async () => {
      const result = await runCli(argvFor(target, sample(target), { out: fullDevice! }));
      expect(result.stderr).toBe(`cgkit: ${fullDevice}: no space left on the device\n`);
      expect(result.code).toBe(1);
      expect(lstatSync(fullDevice!).isCharacterDevice()).toBe(true);
    });

    it('several runs writing one file at once all succeed, and leave one whole file', async () => {
      const expected = await plainRun(target);
      const dir = folder();
      const out = join(dir, 'same.out');
      // Three in `pnpm test`, eight in test:slow.
      const results = await Promise.all(
        Array.from({ length: inject('slow') ? 8 : 3 }, () =>
          runCli(argvFor(target, sample(target), { out })),
        ),
      );
      for (const result of results) expect([result.code, result.stderr]).toEqual([0, '']);
      expect(readFileSync(out, 'utf8')).toBe(expected.written);
      expect(leftovers(dir)).toEqual([]);
    });
  });

  it.each(
    entries.map(([name, target], i) => [name, target, i % 2 === 0 ? 'SIGTERM' : 'SIGHUP'] as const),
  )('%s ends cleanly on %s', async (_name, target, signal) => {
    const expected = await plainRun(target);
    const dir = folder();
    const result = await interruptCli(argvFor(target, sample(target), { out: join(dir, 'out') }), {
      signal,
      cwd: dir,
    });
    // Either the signal ended the command, or the command had ended first.
    if (result.stderr.endsWith('cgkit: interrupted\n')) {
      expect(result.code).toBe(signal === 'SIGTERM' ? 143 : 129);
    } else {
      expect([result.code, normalised(result.stdout)]).toEqual([
        expected.code,
        normalised(expected.stdout),
      ]);
    }
    expect(leftovers(dir)).toEqual([]);
  });
});
