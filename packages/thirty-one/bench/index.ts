import { SeededRandom } from '@cgkit/core-search';
import {
  STANDARD_KEYPAD,
  ThirtyOneSolver,
  createKeypad,
  solveKeypad,
  type Keypad,
  type ThirtyOnePosition,
} from '../src/index.js';

function report(name: string, unit: string, value: number): void {
  process.stdout.write(`${JSON.stringify({ name: `thirty-one/${name}`, unit, value })}\n`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** A 3×3 keypad holding the digits 1–9 in random order. */
function scrambledKeypad(random: () => number): Keypad {
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  for (let i = digits.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [digits[i], digits[j]] = [digits[j]!, digits[i]!];
  }
  return createKeypad([digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)]);
}

// One keypad, every total and last key, through the generic solver of core-search.
const times: number[] = [];
for (let run = 0; run < 200; run++) {
  const start = performance.now();
  solveKeypad(STANDARD_KEYPAD);
  times.push(performance.now() - start);
}
report('solve-keypad-limit-30', 'ms', Number(median(times).toFixed(4)));

const limitTimes: number[] = [];
for (let run = 0; run < 5; run++) {
  const start = performance.now();
  solveKeypad(STANDARD_KEYPAD, { limit: 100_000 });
  limitTimes.push(performance.now() - start);
}
report('solve-keypad-limit-100000', 'ms', Number(median(limitTimes).toFixed(1)));

// A million cases on random scrambled keypads, already in memory (the parser is measured by
// @cgkit/io-formats): every class of symmetric keypads gets solved along the way.
const generator = new SeededRandom(220);
const random = (): number => generator.fraction();
const count = 1_000_000;
const keypads = Array.from({ length: 20_000 }, () => scrambledKeypad(random));
const cases: { keypad: Keypad; position: ThirtyOnePosition }[] = [];
for (let i = 0; i < count; i++) {
  const keypad = keypads[Math.floor(random() * keypads.length)]!;
  cases.push({
    keypad,
    position: { total: Math.floor(random() * 31), last: Math.floor(random() * 9) },
  });
}
const start = performance.now();
const solver = new ThirtyOneSolver();
let wins = 0;
for (const { keypad, position } of cases) if (solver.solve(keypad).wins(position)) wins++;
const seconds = (performance.now() - start) / 1000;
process.stderr.write(
  `${count} cases on ${keypads.length} keypads (${solver.solvedKeypads} classes): ${wins} wins in ${seconds.toFixed(2)} s\n`,
);
report('cases-in-memory', 'cases/s', Math.round(count / seconds));
