import { GrundyTable, createBoard, solveBoardEscape, type EscapeBoard } from '../src/index.js';

/** A seeded generator, so every run measures the same boards. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

function boardOf(make: (row: number, column: number) => string): EscapeBoard {
  return createBoard(
    Array.from({ length: 50 }, (_, r) => Array.from({ length: 50 }, (_, c) => make(r, c)).join('')),
  );
}

const next = random(676);
const boards: Record<string, EscapeBoard> = {
  // The issue's case: 2,500 tokens, one on every cell.
  'all-tokens': boardOf(() => 'T'),
  // Tokens everywhere else among random exits and obstacles.
  mixed: boardOf(() => {
    const x = next();
    return x < 0.2 ? '#' : x < 0.25 ? 'E' : 'T';
  }),
  // One winding corridor with an exit at its far end: the longest distances a board allows.
  corridor: boardOf((r, c) => {
    if (r === 49 && c === 49) return 'E';
    if (r % 2 === 0) return 'T';
    return c === (r % 4 === 1 ? 49 : 0) ? 'T' : '#';
  }),
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

for (const [name, board] of Object.entries(boards)) {
  const times: number[] = [];
  let winner = '';
  for (let run = 0; run < 15; run++) {
    const start = performance.now();
    winner = solveBoardEscape(board, 1_000_000_000).winner;
    times.push(performance.now() - start);
  }
  const { preperiod, period } = new GrundyTable(board).periodicity();
  const tokens = board.rows.join('').split('T').length - 1;
  process.stderr.write(
    `${name}: ${tokens} tokens, k = 10^9, values periodic from ${preperiod} with period ${period}: ${winner}\n`,
  );
  const value = Number(median(times).toFixed(3));
  process.stdout.write(
    `${JSON.stringify({ name: `board-escape/solve-50x50-${name}-k1e9`, unit: 'ms', value })}\n`,
  );
}
