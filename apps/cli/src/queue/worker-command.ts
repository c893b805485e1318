// `cgkit worker --queue URL`: takes jobs of every kind from the queue until stopped. Any number
// run together, on any machines; each computes one job at a time in a thread of its own.
import { availableParallelism } from 'node:os';
import { MessageChannel, Worker as Thread } from 'node:worker_threads';
import { UnrecoverableError, WaitingError, Worker, type Job } from 'bullmq';
import type { Command } from 'commander';
import { Redis } from 'ioredis';
import {
  CommandFailure,
  interruptSignal,
  parseIntOption,
  solveControl,
  type CommandModule,
} from '../cli-kit.js';
import { readStamp } from './coordinator.js';
import {
  ForeignJobError,
  OWN_STAMP,
  OtherStampError,
  QUEUE_NAME,
  QUEUE_PREFIX,
  checkStamp,
  parseJobData,
  type JobData,
} from './jobs.js';
import { reachRedis, shownUrl } from './redis.js';
import { PartPool } from './part-pool.js';
import type { SolveReply, SolveRequest, SolveThreadSetup } from './solve-thread.js';

/**
 * How long a job's lock lasts without renewal, in milliseconds, and how often workers look for
 * jobs whose lock lapsed (a worker killed mid-job): the job is then taken again. Tests shorten
 * it through `CGKIT_QUEUE_LOCK_MS`, to see a killed worker's job taken again sooner.
 */
function lockMs(): number {
  const value = Number(process.env.CGKIT_QUEUE_LOCK_MS ?? '30000');
  return Number.isInteger(value) && value >= 1000 ? value : 30_000;
}

/** One line on stderr, as every cgkit message. */
function say(text: string): void {
  process.stderr.write(`cgkit: worker: ${text}\n`);
}

/** The thread computing the jobs, one at a time. */
class SolveThread {
  private readonly thread: Thread;
  private current: { resolve: (reply: SolveReply) => void; reject: (e: Error) => void } | undefined;

  /** Where the parts of other workers go to the thread. */
  private readonly parts = new MessageChannel();

  /** `onParts` hears the parts the thread's searches solve. */
  constructor(setup: Omit<SolveThreadSetup, 'parts'>, onParts: (parts: Uint8Array) => void) {
    const workerData: SolveThreadSetup = { ...setup, parts: this.parts.port2 };
    this.thread = new Thread(new URL('./solve-thread.js', import.meta.url), {
      workerData,
      transferList: [this.parts.port2],
    });
    this.thread.on('message', (reply: SolveReply) => {
      if ('parts' in reply) onParts(reply.parts);
      else this.current?.resolve(reply);
    });
    this.thread.on('error', (error) => this.current?.reject(error));
    this.thread.on('exit', () => this.current?.reject(new Error('the solving thread stopped')));
    this.exited = new Promise((resolve) => this.thread.once('exit', () => resolve()));
  }

  private readonly exited: Promise<void>;

  async run(data: JobData): Promise<unknown> {
    const reply = await new Promise<SolveReply>((resolve, reject) => {
      this.current = { resolve, reject };
      this.thread.postMessage({ data } satisfies SolveRequest);
    });
    this.current = undefined;
    if ('result' in reply) return reply.result;
    if (!('error' in reply)) throw new Error('the solving thread sent no answer');
    // A search beyond reach or past the memory budget fails the job, with its reason.
    throw Object.assign(new Error(reply.error.message), { name: reply.error.name });
  }

  /**
   * Hands the thread parts solved by other workers. They are copied out first and the copy moved
   * (not cloned): a block read from Redis is a view into the connection's 64 KiB read buffer, and
   * a view posted as it is copies its whole buffer, twenty times its size.
   */
  give(parts: Uint8Array): void {
    const own = new Uint8Array(parts); // a copy (a Buffer's `slice` would be a view)
    this.parts.port1.postMessage(own, [own.buffer]);
  }

  /**
   * Mid-job, the thread is terminated at once (the job's lock lapses and another worker takes
   * it). Idle, it is asked to end: it reads the request only once its modules are loaded, and a
   * thread terminated while it loads a native module can abort the whole process.
   */
  async stop(): Promise<void> {
    this.parts.port1.close();
    if (this.current !== undefined) {
      await this.thread.terminate();
      return;
    }
    this.thread.postMessage({ stop: true } satisfies SolveRequest);
    await this.exited;
  }
}

/**
 * Refuses, in one line, a queue stamped by another cgkit version or engine layout. Read on the
 * first connection, before any of BullMQ's opens, so nothing half-open is left to close.
 */
async function refuseOtherBuild(client: Redis, url: string): Promise<void> {
  const stamp = await readStamp(client);
  if (stamp === undefined) return;
  try {
    checkStamp(stamp);
  } catch (error) {
    if (!(error instanceof OtherStampError)) throw error;
    throw new CommandFailure(`${url}: the queue is ${error.message}`);
  }
}

async function work(options: { queue: string; threads?: string }): Promise<void> {
  const threads =
    options.threads === undefined
      ? 1
      : Math.min(parseIntOption(options.threads, '--threads', 1, 1024), availableParallelism());
  const url = shownUrl(options.queue);
  const connection = await reachRedis(options.queue, (client) => refuseOtherBuild(client, url));
  const signal = interruptSignal();
  // The parts the workers share go through a connection of their own, beside BullMQ's.
  const pool = new PartPool(new Redis(connection), (parts) => solver.give(parts));
  const solver = new SolveThread(
    { threads, maxMemoryBytes: solveControl().maxMemoryBytes },
    (parts) => pool.publish(parts),
  );
  let refused: string | undefined;
  let stop: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  signal.addEventListener('abort', () => stop(), { once: true });

  const processor = async (job: Job, token?: string): Promise<unknown> => {
    let data: JobData;
    try {
      data = parseJobData(job.data);
    } catch (error) {
      if (error instanceof ForeignJobError) {
        // Never run: it fails for good, with the reason.
        say(`refused job ${job.id}: not a cgkit job: ${error.message}`);
        throw new UnrecoverableError(`refused: not a cgkit job: ${error.message}`);
      }
      if (error instanceof OtherStampError) {
        // Another build's job: put back for a worker of that build, and this one stops.
        await job.moveToWait(token);
        refused ??= `${url}: job ${job.id} was ${error.message}: this worker stops`;
        stop();
        throw new WaitingError();
      }
      throw error;
    }
    say(`took ${job.id}`);
    const result = await solver.run(data);
    const searched =
      typeof result === 'object' && result !== null && 'parts' in result
        ? `${String(result.parts)} parts searched; `
        : '';
    const { sent, received } = pool.traffic;
    say(`solved ${job.id} (${searched}shared so far: ${sent} bytes sent, ${received} received)`);
    return result;
  };

  const worker = new Worker(QUEUE_NAME, processor, {
    connection,
    prefix: QUEUE_PREFIX,
    concurrency: 1,
    lockDuration: lockMs(),
    stalledInterval: lockMs(),
    // A job whose worker died twice is still tried a third time (a kill is no fault of the job).
    maxStalledCount: 3,
    autorun: false,
  });
  worker.on('error', () => undefined);
  try {
    await pool.catchUp();
    void worker.run();
    await worker.waitUntilReady();
    say(`taking jobs from ${url} (cgkit ${OWN_STAMP.cgkitVersion}); Ctrl-C stops`);
    await stopped;
  } finally {
    // Stopped mid-job, the job's lock lapses and another worker takes it.
    // Settled, not awaited one by one: a connection that fails while closing must not hide why
    // the worker stopped.
    await Promise.allSettled([worker.close(true), solver.stop()]);
    // Then what the thread last published goes to Redis.
    await Promise.allSettled([pool.close()]);
  }
  if (refused !== undefined) throw new CommandFailure(refused);
  signal.throwIfAborted();
}

export const workerCommand: CommandModule = {
  title: 'Queue worker',
  register(program: Command) {
    program
      .command('worker')
      .description(
        'take jobs (Galette cakes, Masyu puzzles) from a Redis queue until stopped; start any number, on any machines',
      )
      .requiredOption('--queue <url>', 'the Redis server, such as redis://localhost:6379')
      .option('--threads <n>', 'threads searching a Galette job together (default 1)')
      .action((options: { queue: string; threads?: string }) => work(options));
  },
};
