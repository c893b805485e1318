import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sameLoop, solve, type MasyuLoop, type MasyuPuzzle } from '../src/index.js';
import { loopFromRows, puzzleFromRows } from '../src/testing/rows.js';

/**
 * The harness shared by the comparisons with general-purpose engines (`bench/z3.ts`,
 * `bench/clingo.ts`): a sample of the puzzle-masyu.com set, each puzzle solved and proved unique
 * by the package's solver and then by the engine, one after the other, so both meet the same
 * load on a shared machine. Prints, per size and difficulty, the engine's median and worst time,
 * the package's median on the same puzzles, and how many puzzles the engine got wrong or did not
 * finish within the time limit.
 */
export interface EngineAnswer {
  status: 'unique' | 'multiple' | 'none' | 'timeout';
  solution: MasyuLoop | undefined;
  /** The time the engine itself reports, where it does (without its wrapper's overhead). */
  engineMs?: number;
}

export type Engine = (puzzle: MasyuPuzzle, timeLimitMs: number) => Promise<EngineAnswer>;

interface Sample {
  id: string;
  rows: number;
  cols: number;
  difficulty: string;
  puzzle: string[];
  solution: string[];
}

/** The groups compared: by default every puzzle of each (25, and one 40×40). */
export const GROUPS = ['10x10-hard', '15x15-hard', '20x20-hard', '25x25-hard', '40x40-hard'];

export async function compareEngine(
  name: string,
  engine: Engine,
  options: { perGroup?: number; timeLimitMs?: number } = {},
): Promise<void> {
  const perGroup = options.perGroup ?? Number(process.env.MASYU_BENCH_PER_GROUP ?? 25);
  const timeLimitMs = options.timeLimitMs ?? Number(process.env.MASYU_BENCH_LIMIT_MS ?? 20_000);
  const samples = readFileSync(new URL('fixtures/puzzle-masyu.jsonl', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Sample);
  const keyOf = (s: Sample): string => `${s.cols}x${s.rows}-${s.difficulty}`;

  // Warm up both: the JIT for the package's solver, module loading and compilation for the engine.
  for (const sample of samples.slice(0, 10)) {
    const puzzle = puzzleFromRows(sample.puzzle);
    solve(puzzle);
    await engine(puzzle, timeLimitMs);
  }

  const emit = (what: string, unit: string, value: number): void => {
    process.stdout.write(
      `${JSON.stringify({ name: `masyu/${name}/${what}`, unit, value: +value.toFixed(2) })}\n`,
    );
  };
  const median = (times: number[]): number => {
    const sorted = [...times].sort((a, b) => a - b);
    return sorted[Math.ceil(sorted.length / 2) - 1] ?? NaN;
  };
  let wrongTotal = 0;
  for (const key of GROUPS) {
    const group = samples.filter((s) => keyOf(s) === key).slice(0, perGroup);
    const own: number[] = [];
    const theirs: number[] = [];
    const reported: number[] = [];
    let timeouts = 0;
    let wrong = 0;
    for (const sample of group) {
      const puzzle = puzzleFromRows(sample.puzzle);
      const expected = loopFromRows(sample.solution);
      let started = performance.now();
      const ours = solve(puzzle);
      own.push(performance.now() - started);
      if (ours.status !== 'unique' || !sameLoop(ours.solution!, expected)) {
        process.stderr.write(`own solver: wrong answer on ${sample.id}\n`);
      }
      started = performance.now();
      const answer = await engine(puzzle, timeLimitMs);
      const ms = performance.now() - started;
      if (answer.status === 'timeout') {
        timeouts++;
        theirs.push(Infinity);
        process.stderr.write(`${name}: no answer within ${timeLimitMs} ms on ${sample.id}\n`);
        continue;
      }
      theirs.push(ms);
      if (answer.engineMs !== undefined) reported.push(answer.engineMs);
      if (answer.status !== 'unique' || !sameLoop(answer.solution!, expected)) {
        wrong++;
        process.stderr.write(`${name}: wrong answer (${answer.status}) on ${sample.id}\n`);
      }
    }
    wrongTotal += wrong;
    const [m, worst, ownMedian] = [median(theirs), Math.max(...theirs), median(own)];
    // A median or worst time beyond the limit is not a number: the timeouts line tells it.
    if (Number.isFinite(m)) emit(`${key}/median`, 'ms', m);
    if (Number.isFinite(worst)) emit(`${key}/worst`, 'ms', worst);
    emit(`${key}/own-median`, 'ms', ownMedian);
    if (reported.length > 0) emit(`${key}/engine-reported-median`, 'ms', median(reported));
    emit(`${key}/timeouts`, 'puzzles', timeouts);
    process.stderr.write(
      `${(name + '/' + key).padEnd(24)} n=${group.length}  median ${m.toFixed(1)} ms` +
        `  worst ${worst.toFixed(1)} ms  own median ${ownMedian.toFixed(1)} ms` +
        `  ratio ${(m / ownMedian).toFixed(0)}×  timeouts ${timeouts}` +
        (reported.length > 0 ? `  engine-reported median ${median(reported).toFixed(1)} ms` : '') +
        '\n',
    );
  }
  emit('wrong-answers', 'puzzles', wrongTotal);
  if (wrongTotal > 0) process.exitCode = 1;
}
