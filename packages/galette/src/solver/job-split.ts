import { type Bite, type Cake, cakeImages, cakeKey } from '../model.js';
import { eat, legalBites } from '../rules.js';

/** The most plies a cake is expanded into jobs: past 4 the tree itself grows too large. */
export const MAX_JOB_PLIES = 4;

/**
 * A cake split into independent jobs (see {@link splitIntoJobs}): the distinct cakes a few bites
 * below it, each to be valued by an ordinary solve, and how their values give the cake's.
 */
export interface CakeJobs {
  /** The cakes to value, by canonical key ({@link canonicalCakeKey}), each distinct cake once. */
  readonly jobs: ReadonlyMap<string, Cake>;
  /** The root's bites, each with the canonical key of the cake it leaves. */
  readonly bites: readonly { readonly bite: Bite; readonly key: string }[];
  /**
   * The value of every cake of the tree, the root's included, given the value of each job (by
   * key): the mex of its bites' values, from the jobs up. Throws a RangeError when one is missing.
   */
  values(jobValues: ReadonlyMap<string, number>): Map<string, number>;
  /** The root's canonical key. */
  readonly rootKey: string;
}

/** The least `cakeKey` of a cake's images under the rectangle's symmetries: equal for cakes of
 * equal value by symmetry, so a job is solved once for all its images. */
export function canonicalCakeKey(cake: Cake): string {
  let least: string | undefined;
  for (const image of cakeImages(cake)) {
    const key = cakeKey(image);
    if (least === undefined || key < least) least = key;
  }
  return least!;
}

/**
 * Splits the search of a cake into jobs: the cake is expanded `plies` bites deep, breadth first,
 * merging cakes equal up to symmetry; the cakes at that depth are the jobs, each distinct one
 * once (a cake with no bite is worth 0 and needs none). The jobs are independent: each is valued
 * by an ordinary solve, anywhere, and `values` then gives the cake's value by mex over the
 * levels above them. Deterministic: the same cake and plies give the same jobs and keys, so a run
 * restarted finds the jobs it had made.
 */
export function splitIntoJobs(cake: Cake, plies: number): CakeJobs {
  if (!Number.isInteger(plies) || plies < 0 || plies > MAX_JOB_PLIES) {
    throw new RangeError(`a cake is split 0 to ${MAX_JOB_PLIES} bites deep, got ${plies}`);
  }
  const rootKey = canonicalCakeKey(cake);
  /** The children's keys of each cake expanded above the jobs. */
  const children = new Map<string, string[]>();
  const jobs = new Map<string, Cake>();
  let bites: { bite: Bite; key: string }[] = [];
  let level = new Map<string, Cake>([[rootKey, cake]]);
  for (let depth = 0; level.size > 0; depth++) {
    const next = new Map<string, Cake>();
    for (const [key, position] of level) {
      const options = legalBites(position);
      // A cake with no bite is worth 0: it is expanded into no child, and needs no job.
      if (depth === plies && options.length > 0) {
        jobs.set(key, position);
        continue;
      }
      const keys: string[] = [];
      for (const bite of options) {
        const child = eat(position, bite);
        const childKey = canonicalCakeKey(child);
        keys.push(childKey);
        if (depth === 0) bites.push({ bite, key: childKey });
        if (!children.has(childKey) && !jobs.has(childKey) && !level.has(childKey)) {
          next.set(childKey, child);
        }
      }
      children.set(key, keys);
    }
    level = next;
  }
  if (plies === 0) bites = [];
  return {
    jobs,
    bites,
    rootKey,
    values(jobValues) {
      const values = new Map<string, number>();
      for (const key of jobs.keys()) {
        const value = jobValues.get(key);
        if (value === undefined) throw new RangeError(`no value for the job ${key}`);
        values.set(key, value);
      }
      // Children lie deeper than their parents, or level with them when met again: values are
      // filled deepest first, by repeating until every cake has one (a few passes at most).
      for (let pending = true; pending;) {
        pending = false;
        for (const [key, keys] of children) {
          if (values.has(key)) continue;
          const seen = new Set<number>();
          let known = true;
          for (const child of keys) {
            const value = values.get(child);
            if (value === undefined) known = false;
            else seen.add(value);
          }
          if (!known) {
            pending = true;
            continue;
          }
          let mex = 0;
          while (seen.has(mex)) mex++;
          values.set(key, mex);
        }
      }
      return values;
    },
  };
}
