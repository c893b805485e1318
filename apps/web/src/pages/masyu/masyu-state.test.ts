import { MasyuCell, Mark, createPuzzle, edgeCells, isEdge, replayMarks } from '@cgkit/masyu';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash } from '../../shell/route.js';
import {
  DEFAULT_PUZZLE,
  crossMark,
  crossedCells,
  cyclePearl,
  historyKey,
  sameMarks,
  decodeBits,
  encodeBits,
  encodeWhere,
  gapAt,
  gapBand,
  nextMark,
  noMarks,
  readSetup,
  writeSetup,
} from './masyu-state.js';

describe('gapAt', () => {
  const board = fc
    .record({ rows: fc.integer({ min: 2, max: 40 }), cols: fc.integer({ min: 2, max: 40 }) })
    .chain(({ rows, cols }) =>
      fc.record({
        rows: fc.constant(rows),
        cols: fc.constant(cols),
        edge: fc
          .integer({ min: 0, max: 2 * rows * cols - 1 })
          .filter((edge) => isEdge(rows, cols, edge)),
      }),
    );

  it('finds each gap from any point of its band, which lies between its two cells', () => {
    const inside = fc.double({ min: 0.01, max: 0.99, noNaN: true });
    fc.assert(
      fc.property(board, inside, inside, ({ rows, cols, edge }, u, v) => {
        const [left, top, width, height] = gapBand(cols, edge);
        expect(gapAt(rows, cols, { x: left + u * width, y: top + v * height })).toBe(edge);
        // The band's middle is the wall between the edge's two cells, halfway between centres.
        const centre = (cell: number) => [(cell % cols) + 0.5, Math.floor(cell / cols) + 0.5];
        const [[ax, ay], [bx, by]] = edgeCells(cols, edge).map(centre) as [number[], number[]];
        expect(left + width / 2).toBeCloseTo((ax! + bx!) / 2);
        expect(top + height / 2).toBeCloseTo((ay! + by!) / 2);
      }),
    );
  });

  it("finds no gap near a cell's centre or off the board", () => {
    const near = fc.double({ min: -0.15, max: 0.15, noNaN: true });
    fc.assert(
      fc.property(board, near, near, ({ rows, cols, edge }, dx, dy) => {
        const cell = edge >> 1;
        const [x, y] = [(cell % cols) + 0.5 + dx, Math.floor(cell / cols) + 0.5 + dy];
        expect(gapAt(rows, cols, { x, y })).toBe(-1);
        expect(gapAt(rows, cols, { x: -0.1, y })).toBe(-1);
        expect(gapAt(rows, cols, { x, y: rows + 0.1 })).toBe(-1);
      }),
    );
  });
});

describe('a Masyu puzzle in the URL', () => {
  it('packs edge flags into a short URL-safe text and back', () => {
    const bits = Uint8Array.from({ length: 200 }, (_, i) => (i % 7 === 0 || i === 199 ? 1 : 0));
    const text = encodeBits(bits);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(text.length).toBeLessThanOrEqual(34);
    expect(decodeBits(text, 200)).toEqual(bits);
    expect(encodeBits(new Uint8Array(50))).toBe('');
    expect(() => decodeBits('a*', 12)).toThrow(/unexpected/);
  });

  it('packs the flags of one kind of mark, read in place, as the flags themselves', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 100 }), (values) => {
        const marks = Uint8Array.from(values);
        for (const kind of [1, 2]) {
          const flags = marks.map((m) => (m === kind ? 1 : 0));
          const text = encodeWhere(marks, kind);
          expect(text).toBe(encodeBits(flags));
          expect(decodeBits(text, marks.length)).toEqual(flags);
        }
      }),
    );
  });

  it('defaults to the 10×10 example in play mode; the answer is a mode of its own', () => {
    const setup = readSetup(new URLSearchParams());
    expect(setup.puzzle.rows).toBe(10);
    expect(setup.mode).toBe('play');
    expect(writeSetup(setup)).toEqual({ p: undefined, loop: '', crossed: '', mode: undefined });
    const answer = readSetup(new URLSearchParams({ mode: 'solve' }));
    expect(answer.mode).toBe('solve');
    expect(writeSetup(answer).mode).toBe('solve');
  });

  it('reads puzz.link URLs, Pearl ids and grids, and round-trips drawn and crossed edges', () => {
    const fromUrl = readSetup(
      new URLSearchParams({ p: 'https://puzz.link/p?mashu/6/6/1063000i3000' }),
    );
    expect(fromUrl.puzzle.rows).toBe(6);
    const { rows, cols } = fromUrl.puzzle;
    const { marks } = replayMarks({ rows, cols, marks: noMarks(fromUrl.puzzle) }, [
      { edge: 0, mark: Mark.line },
      { edge: 3, mark: Mark.cross },
    ]);
    const setup = { ...fromUrl, marks, mode: 'play' as const };
    const back = readSetup(parseRoute(routeHash('masyu', writeSetup(setup))).params);
    expect(back).toEqual(setup);
    expect(readSetup(new URLSearchParams({ p: 'B.\n.W' })).puzzle.cells).toEqual(
      Uint8Array.from([MasyuCell.black, 0, 0, MasyuCell.white]),
    );
    expect(writeSetup(readSetup(new URLSearchParams({ p: DEFAULT_PUZZLE }))).p).toBeUndefined();
  });

  it('crosses out with a right-click or a long press, and clears a cross the same way', () => {
    expect([crossMark(Mark.unknown), crossMark(Mark.line), crossMark(Mark.cross)]).toEqual([
      Mark.cross,
      Mark.cross,
      Mark.unknown,
    ]);
  });

  it('tells board states apart', () => {
    expect(sameMarks(Uint8Array.of(0, 1, 2), [0, 1, 2])).toBe(true);
    expect(sameMarks(Uint8Array.of(0, 1, 2), [0, 2, 2])).toBe(false);
    expect(sameMarks(Uint8Array.of(0, 1), [0, 1, 0])).toBe(false);
  });

  it('maps Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z (or ⌘) to undo and redo', () => {
    const key = (
      k: string,
      mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>>,
    ) =>
      historyKey({
        key: k,
        ctrlKey: false,
        metaKey: false,
        shiftKey: false,
        altKey: false,
        ...mods,
      });
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(key('z', {})).toBeUndefined();
    expect(key('z', { ctrlKey: true, altKey: true })).toBeUndefined();
    expect(key('x', { ctrlKey: true })).toBeUndefined();
  });

  it('cycles pearls and edge marks without touching the originals', () => {
    const puzzle = createPuzzle(1, 2, [0, 0]);
    expect([...cyclePearl(puzzle, 1).cells]).toEqual([0, MasyuCell.white]);
    expect([...cyclePearl(cyclePearl(cyclePearl(puzzle, 0), 0), 0).cells]).toEqual([0, 0]);
    expect([nextMark(Mark.unknown), nextMark(Mark.line), nextMark(Mark.cross)]).toEqual([
      Mark.line,
      Mark.cross,
      Mark.unknown,
    ]);
    expect([...noMarks(puzzle)]).toEqual([0, 0, 0, 0]);
  });
});

describe('crossedCells', () => {
  const board = fc.record({
    rows: fc.integer({ min: 1, max: 40 }),
    cols: fc.integer({ min: 1, max: 40 }),
  });
  const point = fc.record({
    x: fc.double({ min: -5, max: 45, noNaN: true }),
    y: fc.double({ min: -5, max: 45, noNaN: true }),
  });
  const cellOf = (rows: number, cols: number, p: { x: number; y: number }): number =>
    Math.min(Math.max(Math.floor(p.y), 0), rows - 1) * cols +
    Math.min(Math.max(Math.floor(p.x), 0), cols - 1);

  it("goes from the first point's cell to the last one's by side-neighbours, each cell once", () => {
    fc.assert(
      fc.property(board, point, point, ({ rows, cols }, from, to) => {
        const cells = crossedCells(rows, cols, from, to);
        expect(cells[0]).toBe(cellOf(rows, cols, from));
        expect(cells.at(-1)).toBe(cellOf(rows, cols, to));
        expect(new Set(cells).size).toBe(cells.length);
        for (let i = 1; i < cells.length; i++) {
          const [a, b] = [cells[i - 1]!, cells[i]!];
          const apart =
            Math.abs(Math.floor(a / cols) - Math.floor(b / cols)) +
            Math.abs((a % cols) - (b % cols));
          expect(apart).toBe(1);
        }
      }),
    );
  });

  it('passes through every cell that points sampled finely along the stroke fall in', () => {
    fc.assert(
      fc.property(board, point, point, ({ rows, cols }, from, to) => {
        const cells = new Set(crossedCells(rows, cols, from, to));
        // Clamped to the board as the function does, then sampled densely (away from corners,
        // where either neighbour is right).
        const clamp = (v: number, n: number): number => Math.min(Math.max(v, 0), n - 1e-9);
        const [a, b] = [
          { x: clamp(from.x, cols), y: clamp(from.y, rows) },
          { x: clamp(to.x, cols), y: clamp(to.y, rows) },
        ];
        for (let i = 0; i <= 200; i++) {
          const p = { x: a.x + ((b.x - a.x) * i) / 200, y: a.y + ((b.y - a.y) * i) / 200 };
          const nearCorner =
            Math.abs(p.x - Math.round(p.x)) < 0.01 && Math.abs(p.y - Math.round(p.y)) < 0.01;
          if (!nearCorner) expect(cells.has(cellOf(rows, cols, p))).toBe(true);
        }
      }),
    );
  });

  it('draws a straight swipe along a row as every cell of it', () => {
    expect(crossedCells(3, 10, { x: 0.5, y: 1.5 }, { x: 9.5, y: 1.5 })).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    expect(crossedCells(3, 10, { x: 4.5, y: 2.5 }, { x: 4.5, y: 0.2 })).toEqual([24, 14, 4]);
  });
});
