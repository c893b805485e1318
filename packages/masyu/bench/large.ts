import { performance } from 'node:perf_hooks';
import { DeadlineError } from '@cgkit/core-search';
import {
  sameLoop,
  solve,
  validateLoop,
  type MasyuPuzzle,
  type MasyuSearchOptions,
} from '../src/index.js';
import { aroundLoop, randomPearls } from '../src/testing/sparse.js';

/**
 * Large sparse grids, generated from fixed seeds: puzzles around a random loop with 15% of the
 * pearls it allows (40×40 to 100×100), and random grids with 1% of their cells holding a pearl
 * (100×100 to 200×200). Each case is solved once with a time cap (MASYU_BENCH_CAP_MS, 10 s by
 * default), so the benchmark always ends: a case that reaches it counts as the cap and is also
 * counted in `…/timeouts`. Every answer is checked: solutions must be valid and different.
 */
const CAP_MS = Number(process.env['MASYU_BENCH_CAP_MS'] ?? 10_000);
// MASYU_BENCH_BRANCHING=activity measures the search without the path-growing decisions.
const branching = (process.env['MASYU_BENCH_BRANCHING'] ?? 'auto') as NonNullable<
  MasyuSearchOptions['branching']
>;
// MASYU_BENCH_SEEDS=n runs seeds 1…n (4 by default); MASYU_BENCH_KINDS=a,b keeps the kinds
// whose name contains one of the words.
const SEEDS = Array.from(
  { length: Number(process.env['MASYU_BENCH_SEEDS'] ?? 4) },
  (_, i) => i + 1,
);
const KINDS = process.env['MASYU_BENCH_KINDS']?.split(',');

// `solvable`: built around a loop, so `none` would be wrong.
const groups: { name: string; solvable: boolean; make: (seed: number) => MasyuPuzzle }[] = [
  { name: 'loop-40x40-15pc', solvable: true, make: (seed) => aroundLoop(40, 0.15, seed) },
  { name: 'loop-60x60-15pc', solvable: true, make: (seed) => aroundLoop(60, 0.15, seed) },
  { name: 'loop-100x100-15pc', solvable: true, make: (seed) => aroundLoop(100, 0.15, seed) },
  { name: 'random-100x100-1pc', solvable: false, make: (seed) => randomPearls(100, 0.01, seed) },
  { name: 'random-200x200-1pc', solvable: false, make: (seed) => randomPearls(200, 0.01, seed) },
];

const emit = (name: string, unit: string, value: number): void => {
  process.stdout.write(
    `${JSON.stringify({ name: `masyu/large/${name}`, unit, value: +value.toFixed(2) })}\n`,
  );
};

let wrong = 0;
for (const group of groups) {
  if (KINDS !== undefined && !KINDS.some((word) => group.name.includes(word))) continue;
  const times: number[] = [];
  let timeouts = 0;
  for (const seed of SEEDS) {
    const puzzle = group.make(seed);
    const started = performance.now();
    let status = 'timeout';
    try {
      const result = solve(puzzle, {
        branching,
        deadline: Date.now() + CAP_MS,
      });
      status = result.status;
      const valid = [result.solution, result.otherSolution].every(
        (loop) => loop === undefined || validateLoop(puzzle, loop).length === 0,
      );
      const distinct =
        result.otherSolution === undefined || !sameLoop(result.solution!, result.otherSolution);
      if (!valid || !distinct || (group.solvable && status === 'none')) {
        wrong++;
        process.stderr.write(`wrong answer on ${group.name} seed ${seed}\n`);
      }
    } catch (error) {
      if (!(error instanceof DeadlineError)) throw error;
      timeouts++;
    }
    const ms = Math.min(performance.now() - started, CAP_MS);
    times.push(ms);
    process.stderr.write(`${group.name} seed ${seed}: ${status} in ${ms.toFixed(0)} ms\n`);
  }
  times.sort((a, b) => a - b);
  const middle = times.length >> 1;
  const median =
    times.length % 2 === 1 ? times[middle]! : (times[middle - 1]! + times[middle]!) / 2;
  emit(`${group.name}/median`, 'ms', median);
  emit(`${group.name}/worst`, 'ms', times.at(-1)!);
  emit(`${group.name}/timeouts`, 'puzzles', timeouts);
}
emit('wrong-answers', 'puzzles', wrong);
if (wrong > 0) process.exitCode = 1;
