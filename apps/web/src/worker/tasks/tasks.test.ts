import { createCake } from '@cgkit/galette';
import { parseMasyu } from '@cgkit/io-formats';
import { Mark } from '@cgkit/masyu';
import { STANDARD_KEYPAD } from '@cgkit/thirty-one';
import { describe, expect, it } from 'vitest';
import { analyzeGalette } from './galette.js';
import { generateMasyu, masyuHint, solveMasyu } from './masyu.js';
import { analyzeThirtyOne } from './thirty-one.js';

const quiet = (): void => {};

describe('worker tasks', () => {
  it('values a game of 31 position by position, and each key for its presser', () => {
    const game = { keypad: STANDARD_KEYPAD, limit: 30, start: 0, moves: [2] };
    const analysis = analyzeThirtyOne(game);
    // Pressing 9 (cell 2) wins, so the opponent then faces a lost position.
    expect(analysis.history.map((v) => v.result)).toEqual(['win', 'lose']);
    for (const key of analysis.keys) {
      const after = analyzeThirtyOne({ ...game, moves: [2, key.cell] });
      const next = after.history[2]!;
      expect(key.result).toBe(next.result === 'win' ? 'lose' : 'win');
      expect(key.remoteness).toBe(next.remoteness + 1);
    }
    expect(analysis.openings[0]).toEqual([9, 3]);
  });

  it('values every cake of a Galette game and every bite of the last', () => {
    const analysis = analyzeGalette(
      { start: createCake(2, 3), bites: [{ row: 0, col: 0 }] },
      quiet,
    );
    expect(analysis.history).toHaveLength(2);
    expect(analysis.options.map((o) => o.bite)).toEqual([{ row: 0, col: 1 }]);
    expect(analysis.options[0]!.grundy).toBe(0);
  });

  it('solves, hints and generates Masyu puzzles as plain data', () => {
    const puzzle = parseMasyu('https://puzz.link/p?mashu/6/6/1063000i3000');
    const solution = solveMasyu(puzzle, quiet);
    expect(solution.status).toBe('unique');
    const marks = new Uint8Array(2 * 36);
    const first = masyuHint({ puzzle, marks });
    expect(first.kind).toBe('step');
    expect(first.edges.length).toBeGreaterThan(0);
    const solved = masyuHint({
      puzzle,
      marks: solution.edges!.map((e) => (e === 1 ? Mark.line : 0)),
    });
    expect(solved.kind).toBe('solved');
    const generated = generateMasyu({ rows: 5, cols: 5, difficulty: 'easy', seed: 7 }, quiet);
    expect(solveMasyu(generated, quiet).status).toBe('unique');
  });
});
