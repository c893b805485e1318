// The coordinator's side of the queue: it puts jobs on it, each under an id naming what it
// computes, and collects their results. BullMQ refuses a second job of an id it holds, so a job is
// never run for two coordinators nor counted twice, and a coordinator restarted mid-run finds the
// jobs it had put there, finished or not.
import { createHash } from 'node:crypto';
import { Queue, QueueEvents, type Job, type JobsOptions } from 'bullmq';
import type { ChainableCommander, RedisOptions } from 'ioredis';
import { CommandFailure } from '../cli-kit.js';
import {
  OWN_STAMP,
  QUEUE_NAME,
  QUEUE_PREFIX,
  parseStamp,
  type JobData,
  type Stamp,
  ForeignJobError,
} from './jobs.js';
import { reachRedis, shownUrl } from './redis.js';

/** A job to put on the queue: its id (see {@link jobId}) and its data. */
export interface QueuedJob {
  readonly id: string;
  readonly data: JobData;
}

/** A finished job: its id, the value the worker returned (not checked yet), and the seconds
 * its worker spent on it. */
export interface JobResult {
  readonly id: string;
  readonly value: unknown;
  readonly seconds: number;
}

/** The Redis key of the queue's stamp: the version and layout of the runs using it. */
export const STAMP_KEY = `${QUEUE_PREFIX}:${QUEUE_NAME}:stamp`;

/** How often the coordinator looks at its pending jobs, besides hearing their events (an event
 * sent while Redis restarted is missed: the look finds the job finished). */
const SWEEP_MS = 5000;

/**
 * Jobs are kept once finished (a restarted coordinator reads their results), and tried again
 * after a failure; a worker killed mid-job leaves it active, and BullMQ's stalled-job check puts
 * it back on the queue.
 */
const JOB_OPTIONS: JobsOptions = {
  removeOnComplete: false,
  removeOnFail: false,
  attempts: 3,
  backoff: { type: 'fixed', delay: 1000 },
};

/**
 * The id of a job: its kind, the version and layout of this build (another build's jobs and
 * results stay apart), and the canonical key of what it computes (no ':', which BullMQ refuses).
 */
export function jobId(kind: string, key: string): string {
  return `${kind}-${stampHash()}-${key.replaceAll(':', '_')}`;
}

/** A short hash of this build's stamp, naming what only this build may read. */
export function stampHash(): string {
  return createHash('sha256')
    .update(`${OWN_STAMP.cgkitVersion} ${OWN_STAMP.engineLayout}`)
    .digest('hex')
    .slice(0, 8);
}

/** Reads the queue's stamp; undefined when none was set, or when it is not one. */
export async function readStamp(client: {
  hgetall(key: string): Promise<Record<string, string>>;
}): Promise<Stamp | undefined> {
  const fields = await client.hgetall(STAMP_KEY);
  try {
    return Object.keys(fields).length === 0 ? undefined : parseStamp(fields);
  } catch (error) {
    if (error instanceof ForeignJobError) return undefined;
    throw error;
  }
}

function sameStamp(a: Stamp, b: Stamp): boolean {
  return a.cgkitVersion === b.cgkitVersion && a.engineLayout === b.engineLayout;
}

/** The queue as a coordinator uses it: jobs put on it, their results collected as they come. */
export class JobQueue {
  private readonly pending = new Set<string>();
  private readonly finished: JobResult[] = [];
  private failure: Error | undefined;
  private wake: (() => void) | undefined;
  private readonly sweeper: NodeJS.Timeout;
  private sweeping = false;

  private constructor(
    private readonly queue: Queue,
    private readonly events: QueueEvents,
  ) {
    events.on('completed', ({ jobId: id }) => void this.look([id]));
    events.on('failed', ({ jobId: id }) => void this.look([id]));
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_MS);
  }

  /**
   * Connects to the queue at `url` (a one-line failure within seconds when Redis does not answer)
   * and claims it for this build: a queue with unfinished jobs of another cgkit version or
   * engine layout is refused in one line.
   */
  static async open(url: string): Promise<JobQueue> {
    const connection: RedisOptions = await reachRedis(url);
    const queue = new Queue(QUEUE_NAME, { connection, prefix: QUEUE_PREFIX });
    const events = new QueueEvents(QUEUE_NAME, { connection, prefix: QUEUE_PREFIX });
    try {
      await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
      const client = await queue.client;
      const stamp = await readStamp(client);
      if (stamp !== undefined && !sameStamp(stamp, OWN_STAMP)) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        if (Object.values(counts).some((n) => n > 0)) {
          throw new CommandFailure(
            `${shownUrl(url)}: the queue has unfinished jobs of cgkit ${stamp.cgkitVersion} (engine layout ${stamp.engineLayout}); this is cgkit ${OWN_STAMP.cgkitVersion} (${OWN_STAMP.engineLayout}): run one version on a queue`,
          );
        }
      }
      await client.hset(STAMP_KEY, { ...OWN_STAMP });
    } catch (error) {
      await Promise.allSettled([queue.close(), events.close()]); // the refusal is the news
      throw error;
    }
    return new JobQueue(queue, events);
  }

  /** Jobs submitted whose results `next` has not given yet. */
  get pendingCount(): number {
    return this.pending.size + this.finished.length;
  }

  /**
   * Puts jobs on the queue; those already there (put by an earlier run of any coordinator) are
   * not added again, and their results, when finished, come out of `next` at once. A job that
   * had failed is tried again.
   */
  async submit(jobs: readonly QueuedJob[]): Promise<void> {
    for (const { id } of jobs) this.pending.add(id);
    const added = await this.queue.addBulk(
      jobs.map(({ id, data }) => ({ name: data.kind, data, opts: { ...JOB_OPTIONS, jobId: id } })),
    );
    const { completed, failed } = await this.finishedAmong(jobs.map((job) => job.id));
    for (const job of added) if (failed.has(job.id!)) await job.retry('failed');
    await this.look([...completed]);
  }

  /**
   * The next job to finish among those submitted (in the order they finish), waiting for it;
   * a `CommandFailure` when one failed on every attempt. Interrupted through `signal`.
   */
  async next(signal: AbortSignal): Promise<JobResult> {
    for (;;) {
      signal.throwIfAborted();
      if (this.failure !== undefined) throw this.failure;
      const result = this.finished.shift();
      if (result !== undefined) return result;
      if (this.pending.size === 0) throw new Error('no job is pending');
      const woken = new Promise<void>((resolve) => (this.wake = resolve));
      const abort = (): void => this.wake?.();
      signal.addEventListener('abort', abort, { once: true });
      await woken;
      signal.removeEventListener('abort', abort);
    }
  }

  /**
   * Closes the connections; the jobs stay on the queue. A connection failing as it closes is not
   * news, and must not hide the error a run ends with.
   */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.allSettled([this.queue.close(), this.events.close()]);
  }

  private async sweep(): Promise<void> {
    if (this.sweeping || this.pending.size === 0) return;
    this.sweeping = true;
    try {
      const { completed, failed } = await this.finishedAmong([...this.pending]);
      await this.look([...completed, ...failed]);
    } catch {
      // Redis is away (restarting): the next sweep looks again.
    } finally {
      this.sweeping = false;
    }
  }

  /**
   * The jobs among `ids` that are completed, and those that failed, in one round trip (two
   * lookups a job in the queue's sets of finished jobs). Asking BullMQ for each job's state runs
   * a script a job: a coordinator looking at its hundred-odd pending jobs every few seconds spent
   * more CPU on it than on the rest of its run.
   */
  private async finishedAmong(
    ids: readonly string[],
  ): Promise<{ completed: Set<string>; failed: Set<string> }> {
    // An ioredis pipeline underneath: BullMQ's type names only the commands it pipelines itself.
    const batch = (await this.queue.client).pipeline() as unknown as ChainableCommander;
    const sets = [this.queue.toKey('completed'), this.queue.toKey('failed')];
    for (const id of ids) for (const set of sets) batch.zscore(set, id);
    const replies = (await batch.exec()) ?? [];
    const completed = new Set<string>();
    const failed = new Set<string>();
    ids.forEach((id, i) => {
      const [inCompleted, inFailed] = [replies[2 * i], replies[2 * i + 1]].map((reply) => {
        if (reply === undefined || reply[0] !== null) throw reply?.[0] ?? new Error('no reply');
        return reply[1] !== null;
      });
      if (inCompleted) completed.add(id);
      else if (inFailed) failed.add(id);
    });
    return { completed, failed };
  }

  /** Collects the results of the pending jobs among `ids` that have finished. */
  private async look(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      if (!this.pending.has(id)) continue;
      // The state first: a job read before it is completed would lack its result.
      const state = await this.queue.getJobState(id);
      if (state !== 'completed' && state !== 'failed') continue;
      const job: Job | undefined = await this.queue.getJob(id);
      if (job === undefined || !this.pending.has(id)) continue;
      if (state === 'completed') {
        this.pending.delete(id);
        const seconds = ((job.finishedOn ?? 0) - (job.processedOn ?? 0)) / 1000;
        this.finished.push({ id, value: job.returnvalue, seconds: Math.max(0, seconds) });
      } else if (state === 'failed') {
        // Failed for good: its attempts are spent, or it was refused (never tried again).
        this.failure ??= new CommandFailure(`a job failed on a worker: ${id}: ${job.failedReason}`);
      }
      this.wake?.();
    }
  }
}
