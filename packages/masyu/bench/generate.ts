import { countSolutions, deduce, generatePuzzle, type Level } from '../src/index.js';
import { emitRow, median, timed } from './rows.js';

/**
 * Generates puzzles as the web page does (unique, then made as sparse as published puzzles while
 * deduction at the difficulty still finds the loop, with no time limit on that) from fixed seeds,
 * and checks each one unique and of the difficulty asked for. Prints, per size, the median wall
 * time of one puzzle over every difficulty and seed with the target, and the median per
 * difficulty; each with the median CPU seconds of one puzzle and the peak memory so far.
 * `tsx bench/generate.ts 10 20` limits the sizes.
 */
const sizes = process.argv.slice(2).map(Number);
const plan: { size: number; seeds: number; target: number }[] = [
  { size: 10, seeds: 7, target: 1 },
  { size: 20, seeds: 3, target: 5 },
  { size: 30, seeds: 1, target: 60 },
];
const levels: Level[] = ['easy', 'medium', 'hard'];
let failures = 0;
for (const { size, seeds, target } of plan) {
  if (sizes.length > 0 && !sizes.includes(size)) continue;
  const all: { seconds: number; cpuSeconds: number }[] = [];
  for (const difficulty of levels) {
    const runs: { seconds: number; cpuSeconds: number }[] = [];
    for (let seed = 1; seed <= seeds; seed++) {
      const { result, seconds, cpuSeconds } = timed(() =>
        generatePuzzle({ rows: size, cols: size, difficulty, seed, sparse: true }),
      );
      runs.push({ seconds, cpuSeconds });
      const { puzzle, attempts } = result;
      const unique = countSolutions(puzzle, 2).count === 1;
      const rated = deduce(puzzle, { record: false }).difficulty;
      if (!unique || rated !== difficulty) {
        failures++;
        process.stderr.write(`wrong puzzle: ${size}x${size} ${difficulty} seed ${seed}\n`);
      }
      const pearls = puzzle.cells.filter((kind) => kind !== 0).length;
      process.stderr.write(
        `${size}x${size} ${difficulty} seed ${seed}: ${seconds.toFixed(2)} s ` +
          `(CPU ${cpuSeconds.toFixed(2)} s), ${attempts} loops, ${pearls} pearls\n`,
      );
    }
    all.push(...runs);
    emitRow({
      name: `generate/${size}x${size}-${difficulty}`,
      unit: 's',
      value: median(runs.map((run) => run.seconds)),
      cpuSeconds: median(runs.map((run) => run.cpuSeconds)),
    });
  }
  emitRow({
    name: `generate/${size}x${size}`,
    unit: 's',
    value: median(all.map((run) => run.seconds)),
    cpuSeconds: median(all.map((run) => run.cpuSeconds)),
    target,
  });
}
if (failures > 0) process.exitCode = 1;
