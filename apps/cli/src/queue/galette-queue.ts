// Galette over the queue: `galette analyze` splits its cake into the distinct cakes a few bites
// below it (`splitIntoJobs`), one job each, and values the cake by mex over them; `galette table`
// makes each empty cake one job. Workers solve each job with the ordinary solver.
import { createHash } from 'node:crypto';
import {
  canonicalCakeKey,
  createCake,
  GaletteSolver,
  splitIntoJobs,
  type Bite,
  type Cake,
  type CakeAnalysis,
} from '@cgkit/galette';
import type { ProgressLine } from '../cli-kit.js';
import { JobQueue, jobId, type QueuedJob } from './coordinator.js';
import { OWN_STAMP, parseGaletteResult, ForeignJobError } from './jobs.js';
import { CommandFailure } from '../cli-kit.js';

function galetteJob(key: string, cake: Cake): QueuedJob {
  return {
    id: jobId('galette', key),
    data: {
      ...OWN_STAMP,
      kind: 'galette-cake',
      rows: cake.rows,
      cols: cake.cols,
      cells: cake.cells.join(''),
    },
  };
}

/**
 * The jobs in an order that puts unlike cakes side by side: workers take them in this order, and
 * two workers searching cakes a bite or two apart would meet the same parts at the same moments,
 * searching each twice before either has shared it (the order of the split puts the cakes of one
 * first bite together). By a hash of each key, so a restarted run submits the same order.
 */
function spread<T>(jobs: [string, T][]): [string, T][] {
  const rank = (key: string): string => createHash('sha256').update(key).digest('hex');
  return jobs
    .map((job) => ({ job, rank: rank(job[0]) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
    .map(({ job }) => job);
}

/** Collects every job's value, by id, reporting how many are in. */
async function collect(
  queue: JobQueue,
  jobs: readonly QueuedJob[],
  signal: AbortSignal,
  onValue: (id: string, grundy: number, seconds: number) => void,
): Promise<void> {
  await queue.submit(jobs);
  while (queue.pendingCount > 0) {
    const { id, value, seconds } = await queue.next(signal);
    let grundy: number;
    try {
      grundy = parseGaletteResult(value).grundy;
    } catch (error) {
      if (!(error instanceof ForeignJobError)) throw error;
      throw new CommandFailure(`the result of ${id} is not a Galette value: ${error.message}`);
    }
    onValue(id, grundy, seconds);
  }
}

/**
 * The value and winning bites of a cake, from jobs `plies` bites below it solved by workers on
 * the queue at `url`. A run cut short and started again finds the jobs already solved.
 */
export async function analyzeOnQueue(
  url: string,
  cake: Cake,
  plies: number,
  signal: AbortSignal,
  report: ProgressLine,
): Promise<CakeAnalysis> {
  const split = splitIntoJobs(cake, plies);
  const keys = new Map<string, string>();
  const jobs = spread([...split.jobs]).map(([key, job]) => {
    const queued = galetteJob(key, job);
    keys.set(queued.id, key);
    return queued;
  });
  const queue = await JobQueue.open(url);
  const values = new Map<string, number>();
  try {
    await collect(queue, jobs, signal, (id, grundy) => {
      values.set(keys.get(id)!, grundy);
      report.update(`${values.size} of ${jobs.length} jobs solved on the queue`);
    });
  } finally {
    await queue.close();
  }
  const all = split.values(values);
  const winningBites: Bite[] = split.bites
    .filter(({ key }) => all.get(key) === 0)
    .map((b) => b.bite);
  return { grundy: all.get(split.rootKey)!, winningBites };
}

/**
 * The values of empty cakes, in the order given: each at least 3 × 3 is one job, the others are
 * strips, valued here at once without a search. `onValue` hears each in order, as soon as it
 * and those before it are in, with the seconds its worker spent on it.
 */
export async function emptyCakesOnQueue(
  url: string,
  sizes: readonly { rows: number; cols: number }[],
  signal: AbortSignal,
  onValue: (index: number, grundy: number, seconds: number) => void,
): Promise<void> {
  const strips = new GaletteSolver();
  const ids: (string | undefined)[] = [];
  const jobs = new Map<string, QueuedJob>();
  const values = new Map<string, { grundy: number; seconds: number }>();
  for (const { rows, cols } of sizes) {
    if (Math.min(rows, cols) <= 2) {
      ids.push(undefined);
      continue;
    }
    const cake = createCake(rows, cols);
    const key = canonicalCakeKey(cake);
    const job = galetteJob(key, cake);
    ids.push(job.id);
    jobs.set(job.id, job);
  }
  let next = 0;
  const flush = (): void => {
    for (; next < sizes.length; next++) {
      const id = ids[next];
      if (id === undefined) {
        const { rows, cols } = sizes[next]!;
        onValue(next, strips.emptyCake(rows, cols, { signal }), 0);
        continue;
      }
      const value = values.get(id);
      if (value === undefined) return;
      onValue(next, value.grundy, value.seconds);
    }
  };
  flush();
  if (jobs.size === 0) return;
  const queue = await JobQueue.open(url);
  try {
    await collect(queue, [...jobs.values()], signal, (id, grundy, seconds) => {
      values.set(id, { grundy, seconds });
      flush();
    });
  } finally {
    await queue.close();
  }
}
