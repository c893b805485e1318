// The queue's cost (`cgkit worker` processes and a `galette analyze --queue` coordinator on a
// real redis-server): the CPU seconds of every process of the run together against one process
// on one thread, with 1, 2 and 4 workers, and the bytes that cross Redis and stay there per job.
// QUEUE_BENCH_CAKE=6x8 measures another cake (the default, 7×8, takes some 20 CPU minutes).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { startRedis } from '../src/testing/redis-server.js';
import { report, round } from './row.js';
import { measureCli, type Usage } from './usage.js';

/** What Redis counted: bytes in and out over the network, and the memory it holds. */
async function redisCounters(url: string): Promise<{ traffic: number; memory: number }> {
  const client = new Redis(url);
  const info = await client.info();
  client.disconnect();
  const field = (name: string): number => Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)![1]);
  return {
    traffic: field('total_net_input_bytes') + field('total_net_output_bytes'),
    memory: field('used_memory'),
  };
}

export async function queueBench(dir: string): Promise<void> {
  const [rows, cols] = (process.env.QUEUE_BENCH_CAKE ?? '7x8').split('x').map(Number) as [
    number,
    number,
  ];
  const input = join(dir, 'GT.in');
  writeFileSync(input, `${rows} ${cols} 0\n`);
  const analyze = ['galette', 'analyze', input, '-o', '-', '--json'];
  const alone = await measureCli([...analyze, '--threads', '1'], { keepStdout: true });
  if (alone.code !== 0) throw new Error(`galette analyze failed: ${alone.stderr}`);
  const value = (JSON.parse(alone.stdout) as { value: string }).value;
  for (const count of [1, 2, 4]) {
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
      await started;
      const before = await redisCounters(redis.url);
      const coordinator = await measureCli([...analyze, '--queue', redis.url], {
        keepStdout: true,
      });
      const after = await redisCounters(redis.url);
      stop('SIGTERM');
      const used = await Promise.all(workers);
      if (coordinator.code !== 0) throw new Error(`the coordinator failed: ${coordinator.stderr}`);
      const queued = (JSON.parse(coordinator.stdout) as { value: string }).value;
      if (queued !== value)
        throw new Error(`${rows}×${cols}: ${queued} on the queue, ${value} alone`);
      const jobs = used.reduce((n, run) => n + (run.stderr.match(/solved /g) ?? []).length, 0);
      const cpu = used.reduce((sum, run) => sum + run.cpuSeconds, coordinator.cpuSeconds);
      report({
        name: `cli/queue-${rows}x${cols}-${count}-worker${count > 1 ? 's' : ''}`,
        unit: 's',
        value: round(cpu),
        cpuSeconds: round(cpu),
        peakMiB: Math.max(...used.map((run) => run.peakMiB)),
        targetRatio: 1.3,
        reference: round(alone.cpuSeconds),
        referenceName: 'one process, one thread',
      });
      if (count === 1) {
        report({
          name: `cli/queue-${rows}x${cols}-redis-traffic-per-job`,
          unit: 'B',
          value: Math.round((after.traffic - before.traffic) / jobs),
        });
        report({
          name: `cli/queue-${rows}x${cols}-redis-memory-per-job`,
          unit: 'B',
          value: Math.round((after.memory - before.memory) / jobs),
        });
        report({ name: `cli/queue-${rows}x${cols}-jobs`, unit: 'jobs', value: jobs });
      }
    } finally {
      await redis.stop();
    }
  }
}
