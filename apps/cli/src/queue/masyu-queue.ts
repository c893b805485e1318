// A collection of Masyu puzzles, `masyu generate --count N`: puzzle i comes from seed + i, each
// one job (on the queue with `--queue`, else here one after the other). Puzzles are written in
// order as they come; one equal to an earlier one up to symmetry, or a seed that gave none, is
// refused and its place taken by the next spare seed (seed + N, seed + N + 1…), so the collection
// is the same however many workers made it.
import { createHash } from 'node:crypto';
import { createPuzzle, generatePuzzle } from '@cgkit/masyu';
import { formatMasyu, masyuSolutionRows, type MasyuFormat } from '@cgkit/io-formats/masyu';
import { CommandFailure, solveSignal, writeOut, type CommandControl } from '../cli-kit.js';
import { JobQueue, jobId, type QueuedJob } from './coordinator.js';
import {
  ForeignJobError,
  OWN_STAMP,
  parseMasyuResult,
  type MasyuJob,
  type MasyuLevel,
  type MasyuResult,
} from './jobs.js';

/** What the collection is made of. */
export interface CollectionRequest {
  readonly rows: number;
  readonly cols: number;
  readonly difficulty: MasyuLevel;
  readonly minimal: boolean;
  readonly seed: number;
  readonly count: number;
}

/** A puzzle of the collection: its seed, cells (digits 0, 1, 2 row by row) and solution rows. */
export interface CollectedPuzzle {
  readonly seed: number;
  readonly cells: string;
  readonly solution: readonly string[];
}

/** Makes the puzzle of one seed: here, or through the queue. */
export interface PuzzleMaker {
  /** Starts making the puzzles of these seeds. */
  start(seeds: readonly number[]): Promise<void>;
  /** The next puzzle made, of any seed started. */
  next(): Promise<{ seed: number; result: MasyuResult }>;
  close(): Promise<void>;
}

/** Spare seeds tried past the collection's own before giving up: a size with few puzzles. */
const MAX_REFUSED = 100;

/**
 * The cells of a puzzle as text, the least of its images under the grid's symmetries (four for
 * a rectangle, eight for a square), hashed: equal for puzzles equal up to symmetry.
 */
export function puzzleFingerprint(rows: number, cols: number, cells: string): string {
  const at = (r: number, c: number): string => cells[r * cols + c]!;
  const images: string[] = [];
  const read = (h: number, w: number, cell: (i: number, j: number) => string): void => {
    let text = `${h}x${w}:`;
    for (let i = 0; i < h; i++) for (let j = 0; j < w; j++) text += cell(i, j);
    images.push(text);
  };
  const R = rows - 1;
  const C = cols - 1;
  read(rows, cols, (i, j) => at(i, j));
  read(rows, cols, (i, j) => at(i, C - j));
  read(rows, cols, (i, j) => at(R - i, j));
  read(rows, cols, (i, j) => at(R - i, C - j));
  if (rows === cols) {
    read(cols, rows, (i, j) => at(j, i));
    read(cols, rows, (i, j) => at(j, R - i));
    read(cols, rows, (i, j) => at(C - j, i));
    read(cols, rows, (i, j) => at(C - j, R - i));
  }
  images.sort();
  return createHash('sha256').update(images[0]!).digest('hex');
}

/**
 * Makes the collection, handing each puzzle to `write` in order (puzzle 0 first) as soon as it
 * and those before it are settled. A `CommandFailure` when too many seeds give no new puzzle.
 */
export async function makeCollection(
  request: CollectionRequest,
  maker: PuzzleMaker,
  write: (puzzle: CollectedPuzzle, index: number) => Promise<void>,
): Promise<void> {
  const { count, seed } = request;
  const slotSeeds = Array.from({ length: count }, (_, i) => (seed + i) % 2 ** 32);
  const results = new Map<number, MasyuResult>();
  const seen = new Set<string>();
  let spare = seed + count;
  let refused = 0;
  let next = 0;
  try {
    await maker.start(slotSeeds);
    while (next < count) {
      const { seed: made, result } = await maker.next();
      results.set(made, result);
      // Settles the places in order while their puzzles are in.
      while (next < count && results.has(slotSeeds[next]!)) {
        const current = results.get(slotSeeds[next]!)!;
        const fingerprint =
          'none' in current
            ? undefined
            : puzzleFingerprint(request.rows, request.cols, current.cells);
        if (fingerprint === undefined || seen.has(fingerprint)) {
          if (++refused > MAX_REFUSED) {
            throw new CommandFailure(
              `${MAX_REFUSED} seeds gave no new ${request.rows}×${request.cols} ${request.difficulty} puzzle: ${next} made`,
            );
          }
          slotSeeds[next] = spare++ % 2 ** 32;
          await maker.start([slotSeeds[next]!]);
          break;
        }
        seen.add(fingerprint);
        if (!('none' in current)) {
          await write({ seed: slotSeeds[next]!, ...current }, next);
        }
        next++;
      }
    }
  } finally {
    await maker.close();
  }
}

/** Makes each puzzle on the queue at `url`: one job each, keyed by its size, options and seed. */
export async function queueMaker(
  url: string,
  request: CollectionRequest,
  signal: AbortSignal,
): Promise<PuzzleMaker> {
  const queue = await JobQueue.open(url);
  const seedOf = new Map<string, number>();
  const job = (seed: number): QueuedJob => {
    const data: MasyuJob = {
      ...OWN_STAMP,
      kind: 'masyu-puzzle',
      rows: request.rows,
      cols: request.cols,
      difficulty: request.difficulty,
      minimal: request.minimal,
      seed,
    };
    const key = `${request.rows}x${request.cols}-${request.difficulty}-${request.minimal ? 'minimal' : 'plain'}-${seed}`;
    const id = jobId('masyu', key);
    seedOf.set(id, seed);
    return { id, data };
  };
  return {
    start: (seeds) => queue.submit(seeds.map(job)),
    async next() {
      const { id, value } = await queue.next(signal);
      try {
        return {
          seed: seedOf.get(id)!,
          result: parseMasyuResult(value, request.rows, request.cols),
        };
      } catch (error) {
        if (!(error instanceof ForeignJobError)) throw error;
        throw new CommandFailure(`the result of ${id} is not a Masyu puzzle: ${error.message}`);
      }
    },
    close: () => queue.close(),
  };
}

/** Makes each puzzle here, one after the other, with `make`. */
export function localMaker(make: (seed: number) => MasyuResult): PuzzleMaker {
  const waiting: number[] = [];
  return {
    start(seeds) {
      waiting.push(...seeds);
      return Promise.resolve();
    },
    next() {
      const seed = waiting.shift()!;
      return Promise.resolve({ seed, result: make(seed) });
    },
    close: () => Promise.resolve(),
  };
}

/** The options of `masyu generate` for a collection (`--count`, `--queue`). */
export interface CollectionOptions extends CollectionRequest {
  readonly format: MasyuFormat;
  readonly json: boolean;
  readonly queue: string | undefined;
}

/**
 * `masyu generate --count N [--queue URL]`: the collection on standard output, puzzle by puzzle
 * in order (grid puzzles separated by a blank line; with `--json`, one JSON object a line).
 */
export async function generateCollection(
  options: CollectionOptions,
  control: CommandControl,
): Promise<void> {
  const { rows, cols, difficulty, minimal, format } = options;
  const maker =
    options.queue === undefined
      ? localMaker((seed) => {
          try {
            const generated = generatePuzzle({
              rows,
              cols,
              difficulty,
              seed,
              minimal,
              ...control,
            });
            const cells = generated.puzzle.cells.join('');
            return { cells, solution: masyuSolutionRows(generated.solution) };
          } catch (error) {
            if (error instanceof RangeError) return { none: error.message };
            throw error;
          }
        })
      : await queueMaker(options.queue, options, solveSignal());
  await makeCollection(options, maker, async ({ seed, cells, solution }, index) => {
    const puzzle = createPuzzle(rows, cols, Array.from(cells, Number));
    const text = formatMasyu(puzzle, format);
    if (options.json) {
      const pearls = puzzle.cells.reduce((n, kind) => n + (kind === 0 ? 0 : 1), 0);
      const line = {
        puzzle: text.trimEnd(),
        rows,
        cols,
        difficulty,
        seed,
        minimal,
        pearls,
        solution,
      };
      await writeOut(`${JSON.stringify(line)}\n`);
    } else await writeOut(`${index > 0 && format === 'grid' ? '\n' : ''}${text}`);
  });
}
