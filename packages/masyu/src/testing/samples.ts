import { readFileSync } from 'node:fs';

/** One puzzle of the benchmark set, with its known solution. */
export interface Sample {
  id: string;
  rows: number;
  difficulty: string;
  puzzle: string[];
  solution: string[];
}

/** The puzzles of the benchmark set (`bench/fixtures/puzzle-masyu.jsonl`). */
export function loadSamples(): Sample[] {
  return readFileSync(new URL('../../bench/fixtures/puzzle-masyu.jsonl', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Sample);
}
