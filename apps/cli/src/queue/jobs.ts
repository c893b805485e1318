// The jobs that cross the queue: what a coordinator puts on it and a worker gives back, checked
// field by field on both sides (the queue is shared: nothing read from it is trusted).
import { journalHeader } from '@cgkit/galette';
import { cliVersion } from '../version.js';

/** The one BullMQ queue every kind of job goes on, under the `cgkit` key prefix. */
export const QUEUE_NAME = 'jobs';
export const QUEUE_PREFIX = 'cgkit';

/** The version of this cgkit: workers and coordinators of one queue must share it. */
export const CGKIT_VERSION = cliVersion();

/**
 * The layout of the solved parts the engines write (Galette's journal header, which names its
 * record layout): two builds with the same version but another layout must not share a queue.
 */
export const ENGINE_LAYOUT = `galette-journal-${Buffer.from(journalHeader()).toString('hex')}`;

/** Bites deep a cake is split by default: 234 jobs for 7×8, 412 for 8×9 (see the galette
 * README). */
export const DEFAULT_PLIES = 2;

/** Who made a job, or runs a worker: both must be the same on one queue. */
export interface Stamp {
  readonly cgkitVersion: string;
  readonly engineLayout: string;
}

export const OWN_STAMP: Stamp = { cgkitVersion: CGKIT_VERSION, engineLayout: ENGINE_LAYOUT };

/** The value of a Galette cake: `cells` holds one digit per portion (0 uneaten, 1 eaten, 2
 * poisoned), row by row. */
export interface GaletteJob extends Stamp {
  readonly kind: 'galette-cake';
  readonly rows: number;
  readonly cols: number;
  readonly cells: string;
}

/** One Masyu puzzle generated from a seed. */
export interface MasyuJob extends Stamp {
  readonly kind: 'masyu-puzzle';
  readonly rows: number;
  readonly cols: number;
  readonly difficulty: MasyuLevel;
  readonly seed: number;
  readonly minimal: boolean;
}

export type JobData = GaletteJob | MasyuJob;

export const MASYU_LEVELS = ['easy', 'medium', 'hard'] as const;
export type MasyuLevel = (typeof MASYU_LEVELS)[number];

/** What a worker gives back for a Galette job: the value, and the parts its search took there
 * (parts found in its table or received from other workers are not searched). */
export interface GaletteResult {
  readonly grundy: number;
  readonly parts?: number;
}

/** What a worker gives back for a Masyu job: the puzzle's cells as digits (0 empty, 1 white, 2
 * black), its solution's rows (`masyuSolutionRows`), or why the seed gave none. */
export type MasyuResult =
  { readonly cells: string; readonly solution: readonly string[] } | { readonly none: string };

/** Job data that is not a cgkit job of a kind this build knows: never run. */
export class ForeignJobError extends Error {
  override readonly name = 'ForeignJobError';
}

/** A well-formed job made by another cgkit version or engine layout. */
export class OtherStampError extends Error {
  override readonly name = 'OtherStampError';
}

/** The most portions or cells of a job: far past any search or generation that ends. */
const MAX_AREA = 200 * 200;

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ForeignJobError(`${what} is not an object`);
  }
  return value as Record<string, unknown>;
}

function int(data: Record<string, unknown>, name: string, min: number, max: number): number {
  const value = data[name];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new ForeignJobError(`${name} is not an integer from ${min} to ${max}`);
  }
  return value;
}

function text(data: Record<string, unknown>, name: string, pattern: RegExp): string {
  const value = data[name];
  if (typeof value !== 'string' || !pattern.test(value)) {
    throw new ForeignJobError(`${name} is not ${pattern.source}`);
  }
  return value;
}

/** Says whether a stamp is this build's; throws an `OtherStampError` naming it otherwise. */
export function checkStamp(stamp: Stamp): void {
  if (stamp.cgkitVersion === CGKIT_VERSION && stamp.engineLayout === ENGINE_LAYOUT) return;
  throw new OtherStampError(
    `made by cgkit ${stamp.cgkitVersion} (engine layout ${stamp.engineLayout}); this is cgkit ${CGKIT_VERSION} (${ENGINE_LAYOUT})`,
  );
}

/** Reads a stamp, throwing a `ForeignJobError` when it is not one. */
export function parseStamp(value: unknown): Stamp {
  const data = record(value, 'the stamp');
  return {
    cgkitVersion: text(data, 'cgkitVersion', /^[\w.+-]{1,64}$/),
    engineLayout: text(data, 'engineLayout', /^[\w.+-]{1,128}$/),
  };
}

/**
 * Checks job data read from the queue: a `ForeignJobError` when it is not a cgkit job this build
 * knows (never run), an `OtherStampError` when it is one made by another version or layout.
 */
export function parseJobData(value: unknown): JobData {
  const data = record(value, 'the job data');
  const stamp = parseStamp(data);
  const kind = data.kind;
  if (kind === 'galette-cake') {
    const rows = int(data, 'rows', 1, MAX_AREA);
    const cols = int(data, 'cols', 1, MAX_AREA);
    if (rows * cols > MAX_AREA) throw new ForeignJobError(`a ${rows}×${cols} cake is too large`);
    const cells = text(data, 'cells', /^[012]+$/);
    if (cells.length !== rows * cols) {
      throw new ForeignJobError(`cells has ${cells.length} portions, not ${rows * cols}`);
    }
    checkStamp(stamp);
    return { ...stamp, kind, rows, cols, cells };
  }
  if (kind === 'masyu-puzzle') {
    const rows = int(data, 'rows', 3, 200);
    const cols = int(data, 'cols', 3, 200);
    const seed = int(data, 'seed', 0, 2 ** 32 - 1);
    const difficulty = data.difficulty;
    if (!MASYU_LEVELS.includes(difficulty as MasyuLevel)) {
      throw new ForeignJobError(`difficulty is not one of ${MASYU_LEVELS.join(', ')}`);
    }
    if (typeof data.minimal !== 'boolean') throw new ForeignJobError('minimal is not a boolean');
    checkStamp(stamp);
    return {
      ...stamp,
      kind,
      rows,
      cols,
      seed,
      difficulty: difficulty as MasyuLevel,
      minimal: data.minimal,
    };
  }
  throw new ForeignJobError(`kind ${JSON.stringify(kind)} is not a kind of cgkit job`);
}

/** Checks a Galette job's result read from the queue (a `ForeignJobError` when it is not one). */
export function parseGaletteResult(value: unknown): GaletteResult {
  return { grundy: int(record(value, 'the result'), 'grundy', 0, 2 ** 16) };
}

/** Checks a Masyu job's result read from the queue, for a puzzle of `area` cells. */
export function parseMasyuResult(value: unknown, rows: number, cols: number): MasyuResult {
  const data = record(value, 'the result');
  if (typeof data.none === 'string') return { none: data.none };
  const cells = text(data, 'cells', /^[012]+$/);
  if (cells.length !== rows * cols) throw new ForeignJobError(`cells has ${cells.length} cells`);
  const { solution } = data;
  if (
    !Array.isArray(solution) ||
    solution.length !== rows ||
    !solution.every((row) => typeof row === 'string' && row.length <= 4 * cols)
  ) {
    throw new ForeignJobError(`solution is not ${rows} rows of text`);
  }
  return { cells, solution: solution as string[] };
}
