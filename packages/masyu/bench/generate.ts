import { performance } from 'node:perf_hooks';
import { countSolutions, deduce, generatePuzzle, type Level } from '../src/index.js';

/**
 * Generates puzzles of each size and difficulty from fixed seeds and prints the median time per
 * size and difficulty, in ms, checking each puzzle unique and of the difficulty asked for.
 * `tsx bench/generate.ts 10 20` limits the sizes.
 */
const sizes = process.argv.slice(2).map(Number);
const plan: [number, number][] = [
  [10, 7],
  [20, 3],
  [30, 1],
];
const levels: Level[] = ['easy', 'medium', 'hard'];
let failures = 0;
for (const [size, seeds] of plan) {
  if (sizes.length > 0 && !sizes.includes(size)) continue;
  for (const difficulty of levels) {
    const times: number[] = [];
    for (let seed = 1; seed <= seeds; seed++) {
      const started = performance.now();
      const { puzzle, attempts } = generatePuzzle({ rows: size, cols: size, difficulty, seed });
      const ms = performance.now() - started;
      times.push(ms);
      const unique = countSolutions(puzzle, 2).count === 1;
      const rated = deduce(puzzle, { record: false }).difficulty;
      if (!unique || rated !== difficulty) {
        failures++;
        process.stderr.write(`wrong puzzle: ${size}x${size} ${difficulty} seed ${seed}\n`);
      }
      process.stderr.write(
        `${size}x${size} ${difficulty} seed ${seed}: ${ms.toFixed(0)} ms, ${attempts} loops\n`,
      );
    }
    times.sort((a, b) => a - b);
    const median = times[(times.length - 1) >> 1]!;
    process.stdout.write(
      `${JSON.stringify({ name: `masyu/generate-${size}x${size}-${difficulty}`, unit: 'ms', value: +median.toFixed(1) })}\n`,
    );
  }
}
if (failures > 0) process.exitCode = 1;
