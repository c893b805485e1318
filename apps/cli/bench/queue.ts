// The queue's cost (`cgkit worker` processes and a `galette analyze --queue` coordinator on a
// real redis-server): the CPU seconds of every process of the run together (the coordinator, the
// workers and Redis) against one process on one thread, with 1, 2 and 4 workers, and the peak
// memory of the largest; the parts the workers searched together against the parts of one
// process (the work shared, whatever the machine's load); and the bytes that cross Redis and stay
// there per part of the cake. QUEUE_BENCH_CAKE (default 6x8,7x7,7x8) and QUEUE_BENCH_WORKERS
// (default 1,2,4) choose what is measured: 7×8 alone takes some 15 CPU minutes in all.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { startRedis } from '../src/testing/redis-server.js';
import { report, round } from './row.js';
import { measureCli, type Usage } from './usage.js';

/** What Redis counted: bytes in and out over the network, the memory it holds, and its CPU
 * seconds (user + system, every thread). */
async function redisCounters(
  url: string,
): Promise<{ traffic: number; memory: number; cpuSeconds: number }> {
  const client = new Redis(url);
  const info = await client.info();
  client.disconnect();
  const field = (name: string): number =>
    Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)![1]);
  return {
    traffic: field('total_net_input_bytes') + field('total_net_output_bytes'),
    memory: field('used_memory'),
    cpuSeconds: field('used_cpu_user') + field('used_cpu_sys'),
  };
}

export async function queueBench(dir: string): Promise<void> {
  for (const cake of (process.env.QUEUE_BENCH_CAKE ?? '6x8,7x7,7x8').split(',')) {
    const [rows, cols] = cake.split('x').map(Number) as [number, number];
    await cakeBench(dir, rows, cols);
  }
}

/** The parts a worker searched, over all its jobs, from its log. */
function partsSearched(stderr: string): number {
  return [...stderr.matchAll(/\((\d+) parts searched/g)].reduce((n, m) => n + Number(m[1]), 0);
}

async function cakeBench(dir: string, rows: number, cols: number): Promise<void> {
  const input = join(dir, 'GT.in');
  writeFileSync(input, `${rows} ${cols} 0\n`);
  const analyze = ['galette', 'analyze', input, '-o', '-', '--json'];
  const alone = await measureCli([...analyze, '--threads', '1'], { keepStdout: true });
  if (alone.code !== 0) throw new Error(`galette analyze failed: ${alone.stderr}`);
  const { value, stats } = JSON.parse(alone.stdout) as {
    value: string;
    stats: { positions: number };
  };
  const parts = stats.positions;
  const counts = (process.env.QUEUE_BENCH_WORKERS ?? '1,2,4').split(',').map(Number);
  for (const count of counts) {
    const redis = await startRedis();
    try {
      let stop: (signal: NodeJS.Signals) => void = () => undefined;
      const stopWith = new Promise<NodeJS.Signals>((resolve) => (stop = resolve));
      let ready = 0;
      let allReady: () => void = () => undefined;
      const started = new Promise<void>((resolve) => (allReady = resolve));
      const workers: Promise<Usage>[] = [];
      for (let i = 0; i < count; i++) {
        let seen = false;
        workers.push(
          measureCli(['worker', '--queue', redis.url], {
            stopWith,
            onStderr: (stderr) => {
              if (!seen && stderr.includes('taking jobs')) {
                seen = true;
                if (++ready === count) allReady();
              }
              return undefined;
            },
          }),
        );
      }
      // A worker that ends before it takes jobs (Redis not answering in time on a busy
      // machine) fails the row instead of leaving it waiting for ever.
      const ended = Promise.race(workers).then((run) => {
        throw new Error(`a worker ended before taking jobs: ${run.stderr.trim()}`);
      });
      ended.catch(() => undefined);
      await Promise.race([started, ended]);
      const before = await redisCounters(redis.url);
      const coordinator = await measureCli([...analyze, '--queue', redis.url], {
        keepStdout: true,
      });
      const after = await redisCounters(redis.url);
      stop('SIGTERM');
      const used = await Promise.all(workers);
      // Redis's CPU counts from its start: the whole run, the workers' last writes included.
      const redisCpu = (await redisCounters(redis.url)).cpuSeconds;
      if (coordinator.code !== 0) throw new Error(`the coordinator failed: ${coordinator.stderr}`);
      const queued = (JSON.parse(coordinator.stdout) as { value: string }).value;
      if (queued !== value)
        throw new Error(`${rows}×${cols}: ${queued} on the queue, ${value} alone`);
      const jobs = used.reduce((n, run) => n + (run.stderr.match(/solved /g) ?? []).length, 0);
      const searched = used.reduce((n, run) => n + partsSearched(run.stderr), 0);
      const name = `cli/queue-${rows}x${cols}-${count}-worker${count > 1 ? 's' : ''}`;
      report({
        name: `${name}-parts`,
        unit: 'ratio',
        value: round(searched / parts),
        reference: parts,
        referenceName: 'parts of one process',
      });
      report({
        name: `${name}-redis-traffic-per-part`,
        unit: 'B',
        value: round((after.traffic - before.traffic) / parts),
      });
      const cpu = used.reduce(
        (sum, run) => sum + run.cpuSeconds,
        coordinator.cpuSeconds + redisCpu,
      );
      process.stderr.write(
        `${name}: CPU s: coordinator ${coordinator.cpuSeconds.toFixed(2)}, workers ${used.map((run) => run.cpuSeconds.toFixed(2)).join(' ')}, redis ${redisCpu.toFixed(2)}; one process ${alone.cpuSeconds.toFixed(2)}\n`,
      );
      report({
        name,
        unit: 's',
        value: round(cpu),
        cpuSeconds: round(cpu),
        peakMiB: Math.max(coordinator.peakMiB, ...used.map((run) => run.peakMiB)),
        targetRatio: 1.3,
        reference: round(alone.cpuSeconds),
        referenceName: 'one process, one thread',
      });
      if (count === 1) {
        report({
          name: `cli/queue-${rows}x${cols}-redis-memory-per-part`,
          unit: 'B',
          value: round((after.memory - before.memory) / parts),
        });
        report({ name: `cli/queue-${rows}x${cols}-jobs`, unit: 'jobs', value: jobs });
      }
    } finally {
      await redis.stop();
    }
  }
}
