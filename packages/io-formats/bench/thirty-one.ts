import { ThirtyOneSolver } from '@cgkit/thirty-one';
import {
  ThirtyOneCaseReader,
  parseThirtyOneCases,
  printThirtyOneResults,
} from '../src/thirty-one/index.js';

/** A seeded generator, so every run measures the same file. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** A cases file of random scrambled lines `V L k0 … k8`, as in the seed's variant. */
export function scrambledCasesFile(count: number, seed = 220): string {
  const next = random(seed);
  const lines = [String(count)];
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  for (let i = 0; i < count; i++) {
    for (let k = digits.length - 1; k > 0; k--) {
      const j = Math.floor(next() * (k + 1));
      [digits[k], digits[j]] = [digits[j]!, digits[k]!];
    }
    lines.push(`${Math.floor(next() * 31)} ${1 + Math.floor(next() * 9)} ${digits.join(' ')}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Answers a file of a million random scrambled cases end to end: parse, solve, print. Returns
 * the measurements as [name, unit, value].
 */
export function benchThirtyOneCases(): [string, string, number][] {
  const count = 1_000_000;
  const text = scrambledCasesFile(count);
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const cases = parseThirtyOneCases(text, 'bench');
  const parsed = performance.now();
  const solver = new ThirtyOneSolver();
  const output = printThirtyOneResults(
    cases.map((c) => (solver.wins(c.keypad, c) ? 'win' : 'lose')),
  );
  const seconds = (performance.now() - start) / 1000;
  // CPU time too: on a shared machine the wall time also counts other processes.
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const wins = output.split('GANA').length - 1;
  // The streaming reader, line by line as the CLI feeds it (the lines split beforehand).
  const lines = text.split('\n');
  const streamStart = performance.now();
  const reader = new ThirtyOneCaseReader('bench');
  let streamed = 0;
  for (let i = 0; i < lines.length; i++)
    if (reader.readLine(lines[i]!, i + 1) !== undefined) streamed++;
  reader.end();
  const streamSeconds = (performance.now() - streamStart) / 1000;
  if (streamed !== count) throw new Error(`the stream read ${streamed} cases of ${count}`);
  process.stderr.write(
    `thirty-one: ${count} cases (${solver.solvedKeypads} keypad classes solved), ${wins} GANA, ` +
      `parsed in ${((parsed - start) / 1000).toFixed(2)} s, answered in ${seconds.toFixed(2)} s ` +
      `(${cpuSeconds.toFixed(2)} s of CPU)\n`,
  );
  return [
    ['thirty-one-cases-end-to-end', 'cases/s', Math.round(count / seconds)],
    ['thirty-one-cases-parse', 'cases/s', Math.round(count / ((parsed - start) / 1000))],
    ['thirty-one-cases-stream-parse', 'cases/s', Math.round(count / streamSeconds)],
  ];
}
