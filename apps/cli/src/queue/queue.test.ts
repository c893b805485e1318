// The queue end to end: real `cgkit worker` processes and coordinators on a real redis-server
// (started here on a free loopback port), checked against the one-process answers. `pnpm test`
// runs one answer through two workers on a small cake that still splits into many jobs, and the
// refusals; `pnpm test:slow` the rest (each starts real processes and searches for seconds): parts
// shared, four workers, a worker killed and a coordinator restarted, tables and Masyu puzzles, and
// 6×8 and 7×7 with 1, 2 and 4 workers; 7×8 (a CPU minute a run, more on a busy machine) with
// CGKIT_QUEUE_LARGE=1.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';
import { startCli, waitUntil, type CliRun } from '../testing/spawn-cli.js';
import { startRedis, type RedisServer } from '../testing/redis-server.js';
import { STAMP_KEY } from './coordinator.js';
import { CGKIT_VERSION, ENGINE_LAYOUT, OWN_STAMP, QUEUE_NAME, QUEUE_PREFIX } from './jobs.js';

/** In `pnpm test`, one row less (each run starts real processes); as given in test:slow. */
const rowsOr = (rows: number): number => (inject('slow') ? rows : rows - 1);

/** A test of test:slow only (see above). */
const slowIt = it.runIf(inject('slow'));

let redis: RedisServer;
let dir: string;
const workers: CliRun[] = [];

beforeAll(async () => {
  // A killed worker's job is taken again once its lock lapses: two seconds here, not thirty.
  process.env.CGKIT_QUEUE_LOCK_MS = '2000';
  redis = await startRedis({ persist: true });
  dir = await mkdtemp(join(tmpdir(), 'cgkit-queue-'));
});

afterAll(async () => {
  delete process.env.CGKIT_QUEUE_LOCK_MS;
  await redis?.stop();
  await rm(dir, { recursive: true, force: true });
});

afterEach(async () => {
  for (const worker of workers.splice(0)) {
    worker.child.kill('SIGKILL');
    await worker.ended;
  }
  const client = new Redis(redis.url);
  await client.flushall();
  client.disconnect();
});

/** Starts a worker and waits until it takes jobs. */
async function startWorker(): Promise<CliRun> {
  const worker = startCli(['worker', '--queue', redis.url]);
  workers.push(worker);
  await waitUntil(
    () => worker.output.stderr.includes('taking jobs') || worker.child.exitCode !== null,
  );
  expect(worker.output.stderr).toContain('taking jobs');
  return worker;
}

async function cakeFile(rows: number, cols: number): Promise<string> {
  const path = join(dir, `${rows}x${cols}.in`);
  await writeFile(path, `${rows} ${cols} 0\n`);
  return path;
}

/** The ids of the jobs a worker solved, from its log. */
function solved(worker: CliRun): string[] {
  return [...worker.output.stderr.matchAll(/solved (\S+)/g)].map((m) => m[1]!);
}

/** The parts a worker's searches took, over all its jobs, from its log. */
function partsSearched(worker: CliRun): number {
  return [...worker.output.stderr.matchAll(/\((\d+) parts searched/g)].reduce(
    (sum, m) => sum + Number(m[1]),
    0,
  );
}

/** The value and winning bites through the queue, with `count` workers. */
async function throughQueue(file: string, count: number, args: string[] = []): Promise<unknown> {
  for (let i = 0; i < count; i++) await startWorker();
  return (await analyzeJson([file, '--queue', redis.url, ...args])).json;
}

/**
 * A worker killed (SIGKILL) while it holds a job: the job is taken again by another worker once
 * its lock lapses, and the answer is still `value`.
 */
async function killWorkerMidJob(rows: number, cols: number, value: string): Promise<void> {
  const file = await cakeFile(rows, cols);
  const doomed = await startWorker();
  const run = startCli(['galette', 'analyze', file, '-o', '-', '--json', '--queue', redis.url]);
  // Or the run ended: a coordinator that failed fails the test at once.
  await waitUntil(() => /took (\S+)/.test(doomed.output.stderr) || run.child.exitCode !== null);
  expect(run.child.exitCode, run.output.stderr).toBeNull();
  doomed.child.kill('SIGKILL');
  await doomed.ended;
  const taken = /took (\S+)/.exec(doomed.output.stderr)![1]!;
  expect(solved(doomed)).not.toContain(taken);
  const rescuer = await startWorker();
  const { code, stdout, stderr } = await run.ended;
  expect(code, stderr).toBe(0);
  expect((JSON.parse(stdout) as { value: string }).value).toBe(value);
  expect(solved(rescuer)).toContain(taken);
}

/**
 * The coordinator killed once some jobs are finished (a state seen in Redis, not a time), then
 * Redis restarted (with persistence): a new coordinator reads back the finished jobs, runs none
 * of them again, and gives `value`.
 */
async function restartCoordinator(rows: number, cols: number, value: string): Promise<void> {
  const file = await cakeFile(rows, cols);
  const worker = await startWorker();
  const first = startCli(['galette', 'analyze', file, '-o', '-', '--json', '--queue', redis.url]);
  // Or the run ended: a coordinator that failed fails the test at once.
  await waitUntil(() => solved(worker).length >= 3 || first.child.exitCode !== null);
  expect([null, 0], first.output.stderr).toContain(first.child.exitCode);
  first.child.kill('SIGKILL');
  await first.ended;
  const client = new Redis(redis.url);
  const finished = await client.zrange(`${QUEUE_PREFIX}:${QUEUE_NAME}:completed`, 0, -1);
  client.disconnect();
  expect(finished.length).toBeGreaterThanOrEqual(3);
  const solvedBefore = solved(worker).length;
  await redis.restart();
  const { json } = await analyzeJson([file, '--queue', redis.url]);
  expect((json as { value: string }).value).toBe(value);
  // No job finished in Redis is run again. A job the worker ended while Redis was away is not
  // finished there, and is run again: BullMQ runs a job at least once.
  expect(
    solved(worker)
      .slice(solvedBefore)
      .filter((id) => finished.includes(id)),
  ).toEqual([]);
}

async function analyzeJson(args: string[]): Promise<{ code: number; json: unknown }> {
  const { code, stdout, stderr } = await runCli([
    'galette',
    'analyze',
    ...args,
    '-o',
    '-',
    '--json',
  ]);
  if (code !== 0) throw new Error(stderr);
  const json = JSON.parse(stdout) as { stats?: unknown };
  delete json.stats;
  return { code, json };
}

describe('cgkit galette analyze --queue', () => {
  it('gives the one-process value and winning bites with two workers (and one, in test:slow)', async () => {
    const file = await cakeFile(rowsOr(5), 7);
    const { json: alone } = await analyzeJson([file]);
    // One worker, alone and on the smallest jobs, in test:slow only: two workers share the jobs
    // of a run through the same coordinator and worker code.
    if (inject('slow')) {
      expect(await throughQueue(file, 1)).toEqual(alone);
      const client = new Redis(redis.url);
      await client.flushall();
      expect(await throughQueue(file, 1, ['--split', '1'])).toEqual(alone);
      await client.flushall();
      client.disconnect();
    }
    expect(await throughQueue(file, 2)).toEqual(alone);
  });

  slowIt(
    'shares solved parts: a worker started later searches none of the parts already found',
    async () => {
      const file = await cakeFile(6, 6);
      const { json: alone } = await analyzeJson([file]);
      const first = await startWorker();
      expect((await analyzeJson([file, '--queue', redis.url])).json).toEqual(alone);
      const found = partsSearched(first);
      expect(found).toBeGreaterThan(1000);
      // Stopped (Ctrl-C: it writes the parts it holds), the jobs and their results gone, the parts
      // stay: a new worker runs every job again, from the parts the first one published.
      first.child.kill('SIGINT');
      await first.ended;
      const queue = new Queue(QUEUE_NAME, {
        connection: { port: redis.port },
        prefix: QUEUE_PREFIX,
      });
      await queue.obliterate({ force: true });
      await queue.close();
      const second = await startWorker();
      expect((await analyzeJson([file, '--queue', redis.url])).json).toEqual(alone);
      expect(solved(second).length).toBeGreaterThan(10);
      expect(partsSearched(second)).toBeLessThan(found / 100);
    },
  );

  slowIt('gives the one-process answer with four workers sharing their parts', async () => {
    const file = await cakeFile(6, 6);
    const { json: alone } = await analyzeJson([file]);
    expect(await throughQueue(file, 4)).toEqual(alone);
  });

  slowIt('solves each job once: a second run reads every result from Redis', async () => {
    const file = await cakeFile(5, 6);
    const worker = await startWorker();
    const first = await analyzeJson([file, '--queue', redis.url]);
    const count = solved(worker).length;
    expect(count).toBeGreaterThan(10);
    expect(new Set(solved(worker)).size).toBe(count);
    expect(await analyzeJson([file, '--queue', redis.url])).toEqual(first);
    expect(solved(worker)).toHaveLength(count);
  });

  // 6×7 and 6×6 are both *1, as one process finds.
  slowIt('takes again the job of a worker killed mid-job, and still gives the answer', async () => {
    await killWorkerMidJob(6, 7, '*');
  });

  slowIt('picks up where it was after the coordinator is killed and Redis restarts', async () => {
    await restartCoordinator(6, 6, '*');
  });
});

describe('cgkit galette table --queue', () => {
  slowIt('gives the one-process table, each cake one job', async () => {
    await startWorker();
    const args = ['galette', 'table', '--max-rows', '5', '--max-cols', '6', '--json'];
    const values = (stdout: string): unknown =>
      (JSON.parse(stdout) as { rows: number; cols: number; grundy: number }[]).map(
        ({ rows, cols, grundy }) => ({ rows, cols, grundy }),
      );
    const queued = await runCli([...args, '--queue', redis.url]);
    expect(queued.code).toBe(0);
    expect(values(queued.stdout)).toEqual(values((await runCli(args)).stdout));
  });
});

describe('cgkit masyu generate --count --queue', () => {
  slowIt('gives the collection made in one process, in order', async () => {
    await startWorker();
    await startWorker();
    const args = ['masyu', 'generate', '--size', '6x6', '--difficulty', 'easy', '--seed', '11'];
    const here = await runCli([...args, '--count', '4', '--json']);
    expect(here.code).toBe(0);
    const lines = here.stdout.trim().split('\n');
    expect(lines).toHaveLength(4);
    // Distinct: no two puzzles alike.
    expect(new Set(lines.map((l) => (JSON.parse(l) as { puzzle: string }).puzzle)).size).toBe(4);
    const queued = await runCli([...args, '--count', '4', '--json', '--queue', redis.url]);
    expect(queued.code).toBe(0);
    expect(queued.stdout).toBe(here.stdout);
  });
});

describe('bad input and bad weather', () => {
  it('reports an unreachable Redis in one line naming it, exit 1', async () => {
    const client = new Redis(redis.url);
    client.disconnect();
    // A port nothing listens on: the server's, once it is stopped, is not reused; ask the OS.
    const { createServer } = await import('node:net');
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address() as { port: number };
        server.close(() => resolve(address.port));
      });
    });
    const url = `redis://127.0.0.1:${port}`;
    for (const args of [
      ['worker', '--queue', url],
      ['galette', 'table', '--max-rows', '3', '--max-cols', '3', '--queue', url],
    ]) {
      const { code, stderr } = await runCli(args);
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        expect.stringMatching(new RegExp(`^cgkit: cannot reach Redis at ${url}`)),
      ]);
    }
    const bad = await runCli(['worker', '--queue', 'http://example.com']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^cgkit: --queue expects a redis:\/\/ or rediss:\/\/ URL/);
  });

  it('refuses, in one line, options that would do nothing (exit 2)', async () => {
    const file = await cakeFile(4, 4);
    for (const [args, message] of [
      [['--split', '2'], '--split splits the search into jobs for --queue: give --queue too'],
      [['--queue', redis.url, '--threads', '2'], '--threads is for a search in this process'],
      [
        ['--queue', redis.url, '--cache', join(dir, 'c')],
        '--cache is for a search in this process',
      ],
    ] as const) {
      const { code, stderr } = await runCli(['galette', 'analyze', file, '-o', '-', ...args]);
      expect(code).toBe(2);
      expect(stderr.trim().split('\n')).toEqual([expect.stringContaining(`cgkit: ${message}`)]);
    }
    const table = ['galette', 'table', '--max-rows', '3', '--max-cols', '3', '--queue', redis.url];
    const { code, stderr } = await runCli([...table, '--threads', '1']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^cgkit: --threads is for a search in this process/);
  });

  it('refuses a worker on a queue of another cgkit version, in one line', async () => {
    const client = new Redis(redis.url);
    await client.hset(STAMP_KEY, { cgkitVersion: '0.0.1', engineLayout: ENGINE_LAYOUT });
    client.disconnect();
    const { code, stderr } = await runCli(['worker', '--queue', redis.url]);
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `cgkit: ${redis.url}: the queue is made by cgkit 0.0.1 (engine layout ${ENGINE_LAYOUT}); this is cgkit ${CGKIT_VERSION} (${ENGINE_LAYOUT})`,
    ]);
  });

  it('puts back a job of another engine layout and stops; fails foreign jobs unrun', async () => {
    const worker = await startWorker();
    const queue = new Queue(QUEUE_NAME, {
      connection: { host: '127.0.0.1', port: redis.port },
      prefix: QUEUE_PREFIX,
    });
    const foreign = [
      { name: 'x', data: { kind: 'galette-cake', rows: 3, cols: 3 } },
      { name: 'x', data: { ...OWN_STAMP, kind: 'shell', command: 'rm -rf /' } },
      { name: 'x', data: { ...OWN_STAMP, kind: 'galette-cake', rows: 3, cols: 3, cells: '0000' } },
      { name: 'x', data: 'not an object' },
    ];
    const added = await queue.addBulk(foreign);
    await waitUntil(() => (worker.output.stderr.match(/refused job/g) ?? []).length === 4);
    for (const job of added) {
      expect(await job.getState()).toBe('failed');
      expect((await queue.getJob(job.id!))?.failedReason).toMatch(/^refused: not a cgkit job/);
    }
    expect(worker.output.stderr).not.toMatch(/took/);
    const other = {
      ...OWN_STAMP,
      engineLayout: 'galette-journal-00',
      kind: 'galette-cake',
      rows: 3,
      cols: 3,
      cells: '000000000',
    };
    const [job] = await queue.addBulk([{ name: 'x', data: other }]);
    const { code } = await worker.ended;
    expect(code).toBe(1);
    expect(worker.output.stderr).toContain(`job ${job!.id} was made by cgkit`);
    expect(['waiting', 'wait', 'prioritized']).toContain(await job!.getState());
    await queue.close();
  });
});

const large = process.env['CGKIT_QUEUE_LARGE'] === '1';
describe.runIf(inject('slow') || large)(
  'known values through the queue (test:slow; 7×8 with CGKIT_QUEUE_LARGE=1)',
  () => {
    // 7×7 and 7×8 as in the galette README (the C baseline agrees); 6×8 as one process finds it
    // (and the CLI bench checks).
    const cases: [number, number, string][] = [
      [6, 8, '*3'],
      [7, 7, '0'],
    ];
    if (large) cases.push([7, 8, '0']);
    for (const [rows, cols, value] of cases) {
      for (const count of [1, 2, 4]) {
        it(`${rows}×${cols} with ${count} worker${count > 1 ? 's' : ''} is ${value}`, async () => {
          const file = await cakeFile(rows, cols);
          const json = await throughQueue(file, count);
          expect((json as { value: string }).value).toBe(value);
        });
      }
      it(`${rows}×${cols} is ${value} with a worker killed mid-job`, async () => {
        await killWorkerMidJob(rows, cols, value);
      });
      it(`${rows}×${cols} is ${value} with the coordinator restarted mid-run`, async () => {
        await restartCoordinator(rows, cols, value);
      });
    }
  },
);
