import { parseMasyu } from '@cgkit/io-formats';
import { Mark } from '@cgkit/masyu';
import { describe, expect, it } from 'vitest';
import type { ProgressView } from '../protocol.js';
import { checkMasyu, generateMasyu, generateProgress, masyuHint, solveMasyu } from './masyu.js';

const quiet = (): void => {};

describe('worker tasks', () => {
  it('shows a Masyu solve as the segments settled for good, a share that only grows', () => {
    const seen: ProgressView[] = [];
    solveMasyu(parseMasyu('https://puzz.link/p?mashu/6/6/1063000i3000'), (p) => seen.push(p));
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen[0]!.message).toMatch(
      /^Looking for a loop: \d+ of 60 segments settled for good, \d+ dead ends? met$/,
    );
    expect(seen.at(-1)!.message).toMatch(/^Ruling out a second loop: \d+ of 60 segments/);
    const fractions = seen.map((p) => p.fraction!);
    expect(fractions.every((f, i) => f >= 0 && f <= 1 && f >= (fractions[i - 1] ?? 0))).toBe(true);
  });

  it('solves, hints and generates Masyu puzzles as plain data', () => {
    const puzzle = parseMasyu('https://puzz.link/p?mashu/6/6/1063000i3000');
    const solution = solveMasyu(puzzle, quiet);
    expect(solution.status).toBe('unique');
    const marks = new Uint8Array(2 * 36);
    const first = masyuHint({ puzzle, marks });
    expect(first.kind).toBe('step');
    expect(first.edges.length).toBeGreaterThan(0);
    // A hint is one step, not a list: no "1." before it.
    expect(first.text).not.toMatch(/^\s*\d+\./);
    const solved = masyuHint({
      puzzle,
      marks: solution.edges!.map((e) => (e === 1 ? Mark.line : 0)),
    });
    expect(solved.kind).toBe('solved');
    const messages: string[] = [];
    const generated = generateMasyu({ rows: 5, cols: 5, difficulty: 'easy', seed: 7 }, (p) =>
      messages.push(p.message),
    );
    expect(solveMasyu(generated, quiet).status).toBe('unique');
    const sparser = messages.filter((m) => m.startsWith('Making it sparser'));
    expect(sparser.length).toBeGreaterThan(0);
    for (const m of sparser) expect(m).toMatch(/^Making it sparser: \d+ of \d+ pearls tried$/);
  });

  it("words the Masyu generator's progress from its fields", () => {
    expect(generateProgress({ phase: 'loops', done: 3, total: 100 })).toEqual({
      message: 'Generating: random loop 3 (of at most 100)',
    });
    expect(
      generateProgress({ phase: 'pearls tried', done: 4, total: 10, message: 'loop 3' }),
    ).toEqual({ message: 'Making it sparser: 4 of 10 pearls tried', fraction: 0.4 });
    expect(generateProgress({ phase: 'pearls tried', done: 0, total: 1 })).toEqual({
      message: 'Making it sparser: 0 of 1 pearl tried',
      fraction: 0,
    });
  });

  it('checks Masyu marks: solved, the first wrong mark only, or nothing wrong yet', () => {
    const puzzle = parseMasyu('https://puzz.link/p?mashu/6/6/1063000i3000');
    const solution = solveMasyu(puzzle, quiet).edges!;
    const none = new Uint8Array(2 * 36);
    const total = solution.reduce((n, e) => n + e, 0);
    expect(checkMasyu({ puzzle, marks: none }, quiet)).toEqual({
      kind: 'fine',
      text: `No mistake so far: 0 of the loop's ${total} segments drawn.`,
      cells: [],
    });
    const lines = solution.map((e) => (e === 1 ? Mark.line : 0));
    expect(checkMasyu({ puzzle, marks: lines }, quiet).kind).toBe('solved');
    // Two wrong lines (and every pearl unreached): only the first, in grid order, is named.
    const wrong = [...solution.keys()].filter(
      (e) => solution[e] === 0 && e % 2 === 0 && e % 12 < 10,
    );
    const marks = none.slice();
    marks[wrong[4]!] = Mark.line;
    marks[wrong[2]!] = Mark.line;
    const check = checkMasyu({ puzzle, marks }, quiet);
    expect(check.kind).toBe('mistake');
    expect(check.edge).toBe(wrong[2]);
    expect(check.cells).toEqual([wrong[2]! >> 1, (wrong[2]! >> 1) + 1]);
    expect(check.text).toMatch(/^The segment from row \d, column \d to row \d, column \d is drawn/);
    // A crossed-out segment of the loop is a mistake too.
    const crossed = none.slice();
    crossed[solution.indexOf(1)] = Mark.cross;
    expect(checkMasyu({ puzzle, marks: crossed }, quiet).text).toMatch(
      /crossed out, but the loop passes there/,
    );
  });
});
