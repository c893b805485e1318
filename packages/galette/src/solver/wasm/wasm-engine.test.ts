import { DeadlineError, MemoryBudgetError, type Progress } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, inject, it, vi } from 'vitest';
import { Portion, createCake, type Cake } from '../../model.js';
import { eat, legalBites } from '../../rules.js';
import { smallCakes } from '../../testing/arbitraries.js';
import { GaletteSolver } from '../galette-solver.js';
import { bytesSource, journalHeader, scanJournal } from '../journal.js';
import { PartEngine } from '../engine.js';
import { StripValues } from '../strip.js';
import { WasmPartEngine } from './wasm-engine.js';

// The property checks run in full in test:slow, a fraction of their runs in `pnpm test`.
const slow = inject('slow');

const typescript = (maxTableEntries?: number): GaletteSolver =>
  new GaletteSolver({ engine: 'typescript', ...(maxTableEntries && { maxTableEntries }) });
const webassembly = (maxTableEntries?: number): GaletteSolver =>
  new GaletteSolver({ engine: 'webassembly', ...(maxTableEntries && { maxTableEntries }) });

/** Solves with both engines and expects the same value and the same parts searched. */
function expectSameSearch(wasm: GaletteSolver, ts: GaletteSolver, cake: Cake): void {
  const before = [wasm.stats.positions, ts.stats.positions];
  expect(wasm.grundy(cake)).toBe(ts.grundy(cake));
  expect(wasm.stats.positions - before[0]!).toBe(ts.stats.positions - before[1]!);
  expect(wasm.tableSize).toBe(ts.tableSize);
}

describe('WasmPartEngine', () => {
  it('is what GaletteSolver searches with by default', () => {
    expect(WasmPartEngine.create(new StripValues(), 1024)).toBeDefined();
    const solver = new GaletteSolver();
    expect(Reflect.get(solver, 'engine')).toBeInstanceOf(WasmPartEngine);
  });

  it('leaves the search to the TypeScript engine when there is no memory for an instance', () => {
    // What V8 throws when the address space is short (`ulimit -v`).
    const api = Reflect.get(globalThis, 'WebAssembly') as { Instance: new () => object };
    vi.spyOn(api, 'Instance').mockImplementation(function () {
      throw new RangeError('WebAssembly.Instance(): Out of memory: Cannot allocate Wasm memory');
    });
    expect(WasmPartEngine.create(new StripValues(), 1024)).toBeUndefined();
    const solver = new GaletteSolver();
    expect(Reflect.get(solver, 'engine')).toBeInstanceOf(PartEngine);
    expect(solver.grundy(createCake(4, 6))).toBe(3);
  });

  it('searches the same parts as the TypeScript engine on thousands of random cakes', () => {
    // One pair of solvers for every cake: their tables fill alike, so the counts stay equal.
    const wasm = webassembly();
    const ts = typescript();
    fc.assert(
      fc.property(smallCakes(5, 6), (cake) => expectSameSearch(wasm, ts, cake)),
      { numRuns: slow ? 3000 : 300 },
    );
  });

  it('keys every part as the TypeScript engine does (parts of at most 64 portions on a board)', () => {
    // The parts each engine solved, key words and value, as its journal hands them over.
    const solved = (solver: GaletteSolver, cake: Cake): string[] => {
      solver.startJournal();
      solver.grundy(cake);
      const parts: string[] = [];
      const journal = new Uint8Array([...journalHeader(), ...solver.takeJournal()]);
      scanJournal(bytesSource(journal), (key, length, word) =>
        parts.push(`${Array.from(key.subarray(0, length)).join(' ')}: ${word}`),
      );
      return parts.sort();
    };
    fc.assert(
      fc.property(smallCakes(5, 7), (cake) => {
        expect(solved(webassembly(), cake)).toEqual(solved(typescript(), cake));
      }),
      { numRuns: slow ? 300 : 30 },
    );
    // Frames wider than 8 on the board (images kept the frame's width apart, not 8), up to
    // 64 portions, random poison.
    const portion = fc.constantFrom(Portion.uneaten, Portion.uneaten, Portion.poisoned);
    const wideCakes = fc
      .integer({ min: 3, max: 6 })
      .chain((rows) =>
        fc.record({
          rows: fc.constant(rows),
          cols: fc.integer({ min: 9, max: Math.min(21, Math.floor(64 / rows)) }),
        }),
      )
      .chain(({ rows, cols }) =>
        fc
          .array(portion, { minLength: rows * cols, maxLength: rows * cols })
          .map((cells) => ({ rows, cols, cells: Uint8Array.from(cells) })),
      );
    fc.assert(
      fc.property(wideCakes, (cake) => {
        expect(solved(webassembly(), cake)).toEqual(solved(typescript(), cake));
      }),
      { numRuns: slow ? 100 : 10 },
    );
  });

  it('searches the same parts on positions of random games, fresh tables each time', () => {
    // The table holds every part of these cakes (a 6×6 needs some 10^4), so that no search
    // thrashes: with far fewer entries than parts, the exact search may revisit parts for hours.
    fc.assert(
      fc.property(smallCakes(6, 6), fc.array(fc.nat(), { maxLength: 5 }), (start, picks) => {
        let cake = start;
        for (const pick of picks) {
          const bites = legalBites(cake);
          if (bites.length === 0) break;
          cake = eat(cake, bites[pick % bites.length]!);
        }
        expectSameSearch(webassembly(1 << 16), typescript(1 << 16), cake);
      }),
      { numRuns: slow ? 300 : 30 },
    );
  });

  it('searches the same parts when a small table evicts entries', () => {
    // Both engines evict alike; cakes of at most 4×5 keep the searches of a 256-entry table short.
    fc.assert(
      fc.property(smallCakes(4, 5), (cake) =>
        expectSameSearch(webassembly(256), typescript(256), cake),
      ),
      { numRuns: slow ? 300 : 30 },
    );
  });

  it('answers the 6×6 position that once thrashed a 1024-entry table, with a table that holds it', () => {
    const eaten = [6, 9, 14, 16, 26].map((i) => ({ row: Math.floor(i / 6), col: i % 6 }));
    const cake = eaten.reduce(
      (c, { row, col }) => {
        const cells = c.cells.slice();
        cells[row * 6 + col] = Portion.eaten;
        return { ...c, cells };
      },
      createCake(6, 6),
    );
    expectSameSearch(webassembly(1 << 16), typescript(1 << 16), cake);
  });

  it('searches the same parts on empty cakes', () => {
    for (const [rows, cols] of [
      [3, 9],
      [4, 7],
      [5, 6],
      [6, 6],
      [4, 9],
      [7, 4],
    ] as const) {
      expectSameSearch(webassembly(), typescript(), createCake(rows, cols));
    }
  });

  it('searches the same parts on wide cakes (parts of 16 portions across and more)', () => {
    // Keys pack wide rows differently (a row's free and open portions no longer fit 32 bits).
    const portion = fc.constantFrom(Portion.uneaten, Portion.uneaten, Portion.eaten);
    const wideCakes = fc
      .integer({ min: 15, max: slow ? 20 : 17 })
      .chain((cols) =>
        fc
          .array(portion, { minLength: 3 * cols, maxLength: 3 * cols })
          .map((cells) => ({ rows: 3, cols, cells: Uint8Array.from(cells) })),
      );
    fc.assert(
      fc.property(wideCakes, (cake) => expectSameSearch(webassembly(), typescript(), cake)),
      { numRuns: slow ? 8 : 2 },
    );
    expectSameSearch(webassembly(), typescript(), createCake(3, 16));
  });

  it('stays exact on a bounded table, forgetting the same parts as the TypeScript table', () => {
    // 5×6 has 1,678 parts: a table of 1,024 forgets some and searches them again.
    const wasm = webassembly(1024);
    const ts = typescript(1024);
    expectSameSearch(wasm, ts, createCake(5, 6));
    expect(wasm.grundy(createCake(5, 6))).toBe(0);
    expect(wasm.tableSize).toBeLessThanOrEqual(1024);
    expect(wasm.stats.positions).toBeGreaterThan(1678);
  });

  it('grows its records for long keys (narrow parts far longer than wide)', () => {
    // Only the middle row of 3 × 41 uneaten: one part of 41 × 3 once turned, a key of 9 words.
    const cells = new Uint8Array(3 * 41).fill(Portion.eaten).fill(Portion.uneaten, 41, 82);
    expectSameSearch(webassembly(), typescript(), { rows: 3, cols: 41, cells });
    expectSameSearch(webassembly(1024), typescript(1024), createCake(10, 3));
  });

  it('holds fewer entries, exact all the same, when longer records do not fit its memory', () => {
    // 290 KiB: the first 16,384 records of 4 words (256 KiB), then 1,024 of 5 (20 KiB) beside
    // them once keys of 4 words come; 3×12 has 2,321 parts, so some are forgotten and searched
    // again.
    const ts = typescript();
    const expected = ts.grundy(createCake(3, 12));
    const engine = WasmPartEngine.create(new StripValues(), 1 << 20, undefined, 290 << 10)!;
    const part = Int32Array.from([3, 12, ...Array<number>(6).fill(4095)]);
    expect(engine.value(part, 0)).toBe(expected);
    expect(engine.table.size).toBe(1024);
    expect(engine.stats.positions).toBeGreaterThan(ts.stats.positions);
    // Not even 1,024 records fit: a clear error.
    const tiny = WasmPartEngine.create(new StripValues(), 1 << 20, undefined, 270 << 10)!;
    expect(() => tiny.value(part, 0)).toThrow(/beyond the engine's memory/);
  });

  it('stops on an aborted signal, a deadline and a memory budget, then searches on', () => {
    const solver = webassembly();
    const controller = new AbortController();
    let reports = 0;
    const onProgress = (p: Progress): void => {
      if (p.phase === 'parts' && ++reports === 3) controller.abort(new Error('stopped'));
    };
    expect(() => solver.emptyCake(6, 7, { signal: controller.signal, onProgress })).toThrow(
      'stopped',
    );
    // Aborted during the third check of 4,096 parts, stopped by the fourth: what it stored stays.
    expect(solver.stats.positions).toBe(4 * 4096);
    expect(() => solver.emptyCake(6, 7, { deadline: 0 })).toThrow(DeadlineError);
    expect(() => webassembly().emptyCake(6, 7, { maxMemoryBytes: 2 ** 16 })).toThrow(
      MemoryBudgetError,
    );
    expect(solver.emptyCake(6, 6)).toBe(1);
    if (slow) expect(solver.emptyCake(6, 7)).toBe(1);
  });

  it('reports parts every 4,096 and the bites of the part searched as they settle', () => {
    const seen: Progress[] = [];
    // 6×6 has parts enough for several reports; 6×7, many more, in test:slow.
    webassembly().emptyCake(6, slow ? 7 : 6, { onProgress: (p) => seen.push(p) });
    const parts = seen.filter((p) => p.phase === 'parts').map((p) => p.done);
    expect(parts).toEqual(parts.map((_, i) => 4096 * (i + 1)));
    const bites = seen.filter((p) => p.phase === 'bites');
    expect(bites.map((p) => p.done)).toEqual([...Array(bites[0]!.total! + 1).keys()]);
  });

  it('saves and loads tables and journals that the TypeScript engine reads, and back', () => {
    const wasm = webassembly();
    wasm.startJournal();
    wasm.emptyCake(5, 6);
    const journal = new Uint8Array([...journalHeader(), ...wasm.takeJournal()]);
    const table = wasm.serializeTable();
    for (const reader of [typescript(), webassembly()]) {
      reader.loadJournal(journal);
      expect(reader.emptyCake(5, 6)).toBe(0);
      expect(reader.stats.positions).toBe(0);
    }
    for (const reader of [typescript(), webassembly()]) {
      reader.loadTable(table);
      expect(reader.tableSize).toBe(wasm.tableSize);
      expect(reader.emptyCake(5, 6)).toBe(0);
      expect(reader.stats.positions).toBe(0);
    }
    const ts = typescript();
    ts.emptyCake(5, 7);
    const fromTs = webassembly();
    fromTs.loadTable(ts.serializeTable());
    expect(fromTs.emptyCake(5, 7)).toBe(ts.emptyCake(5, 7));
    expect(fromTs.stats.positions).toBe(0);
  });

  it('answers analyze, options and chooseBite from its table as the TypeScript engine does', () => {
    const wasm = webassembly();
    const ts = typescript();
    const cake = eat(createCake(5, 6), { row: 1, col: 2 });
    expect(wasm.analyze(cake)).toEqual(ts.analyze(cake));
    expect(wasm.options(cake)).toEqual(ts.options(cake));
    expect(wasm.chooseBite(createCake(5, 5))).toEqual(ts.chooseBite(createCake(5, 5)));
  });
});
