import {
  createBoard,
  legalMoves,
  playMove,
  escapeStart as escapeStart,
  type EscapePosition as EscapePosition,
} from '@cgkit/board-escape';
import { createCake, eat, legalBites, type Cake } from '@cgkit/galette';
import { parseMasyu } from '@cgkit/io-formats';
import { Mark } from '@cgkit/masyu';
import { STANDARD_KEYPAD, createKeypad } from '@cgkit/thirty-one';
import { describe, expect, it } from 'vitest';
import type { Progress } from '../protocol.js';
import { boardEscapeRemoteness } from './board-escape.js';
import { analyzeGalette, galetteRemoteness } from './galette.js';
import { checkMasyu, generateMasyu, masyuHint, solveMasyu } from './masyu.js';
import { analyzeThirtyOne } from './thirty-one.js';

const quiet = (): void => {};

/**
 * Remoteness by plain recursion over every line of play, for small games: the winner takes the
 * quickest win, the loser the slowest loss; no move left loses at once.
 */
function directRemoteness<P>(position: P, next: (p: P) => P[]): { win: boolean; moves: number } {
  const children = next(position).map((child) => directRemoteness(child, next));
  if (children.length === 0) return { win: false, moves: 0 };
  const lost = children.filter((c) => !c.win).map((c) => c.moves + 1);
  if (lost.length > 0) return { win: true, moves: Math.min(...lost) };
  return { win: false, moves: Math.max(...children.map((c) => c.moves + 1)) };
}

const cakeChildren = (cake: Cake): Cake[] => legalBites(cake).map((bite) => eat(cake, bite));

describe('worker tasks', () => {
  it('values a game of 31 position by position, and each key for its presser', () => {
    const game = { keypad: STANDARD_KEYPAD, limit: 30, start: 0, moves: [2] };
    const analysis = analyzeThirtyOne(game, quiet);
    // Pressing 9 (cell 2) wins, so the opponent then faces a lost position.
    expect(analysis.history.map((v) => v.result)).toEqual(['win', 'lose']);
    for (const key of analysis.keys) {
      const after = analyzeThirtyOne({ ...game, moves: [2, key.cell] }, quiet);
      const next = after.history[2]!;
      expect(key.result).toBe(next.result === 'win' ? 'lose' : 'win');
      expect(key.remoteness).toBe(next.remoteness + 1);
    }
    expect(analysis.openings[0]).toEqual([9, 3]);
  });

  it('reports how far the keypad solve has come, once per keypad and limit', () => {
    const game = { keypad: createKeypad([[1, 2, 3]]), limit: 999, start: 0, moves: [] };
    const seen: Progress[] = [];
    analyzeThirtyOne(game, (p) => seen.push(p));
    expect(seen).toHaveLength(100);
    expect(seen.map((p) => p.fraction)).toEqual(seen.map((_, i) => (i + 1) / 100));
    expect(seen.at(-1)?.message).toBe('Solving the keypad: 1,000 of 1,000 totals');
    // The next move of the same game reuses the solution.
    analyzeThirtyOne({ ...game, moves: [0] }, (p) => seen.push(p));
    expect(seen).toHaveLength(100);
  });

  it('finds the remoteness of every cake of a Galette game, as plain recursion does', () => {
    const start = createCake(3, 4, [{ row: 0, col: 0 }]);
    const bites = [{ row: 1, col: 2 }];
    const { remoteness } = galetteRemoteness({ start, bites }, quiet);
    const cakes = [start, eat(start, bites[0]!)];
    expect(remoteness).toEqual(cakes.map((cake) => directRemoteness(cake, cakeChildren).moves));
    // And the winner agrees with the Grundy values.
    const { history } = analyzeGalette({ start, bites }, quiet);
    expect(cakes.map((cake) => directRemoteness(cake, cakeChildren).win)).toEqual(
      history.map((g) => g !== 0),
    );
  });

  it('finds the remoteness of a BoardEscape game, and gives up on a very long one', () => {
    const board = createBoard(['#E...', '#...E', 'E.T#.', '..#..']);
    const next = (p: EscapePosition): EscapePosition[] =>
      legalMoves(board, p).map((move) => playMove(board, p, move));
    const moves = [{ token: 0, direction: 'up' as const }];
    const start = escapeStart(board, 4);
    const { remoteness } = boardEscapeRemoteness({ board, k: 4, moves }, quiet);
    expect(remoteness).toEqual(
      [start, playMove(board, start, moves[0]!)].map((p) => directRemoteness(p, next).moves),
    );
    const long = boardEscapeRemoteness({ board, k: 1_000_000_000, moves: [] }, quiet);
    expect(long.remoteness).toEqual([null]);
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

  it('shows a Galette solve as the bites settled of all, beside the parts searched', () => {
    const seen: Progress[] = [];
    // A cake no other test solves: the worker's solver remembers every cake.
    analyzeGalette({ start: createCake(5, 7), bites: [] }, (p) => seen.push(p));
    const whole = seen.filter((p) => p.message.includes(' of 24 possible bites'));
    expect(whole[0]!.message).toMatch(/^Solving: 0 of 24 possible bites settled \(the first/);
    expect(whole.at(-1)!.message).toMatch(
      /^Solving: 24 of 24 possible bites settled \(the first ones take the longest\), [\d,]+ parts searched$/,
    );
    // Each bite once, in order (parts reports repeat the latest).
    const fractions = [...new Set(whole.map((p) => p.fraction))];
    expect(fractions).toEqual([...fractions.keys()].map((i) => i / 24));
    expect(fractions).toHaveLength(25);
    for (const { message, fraction } of seen) {
      expect(message).not.toMatch(/NaN|undefined/);
      if (fraction !== undefined) expect(fraction >= 0 && fraction <= 1).toBe(true);
    }
  });

  it('shows a Masyu solve as the segments settled for good, a share that only grows', () => {
    const seen: Progress[] = [];
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
