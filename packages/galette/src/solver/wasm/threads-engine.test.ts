import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { createCake } from '../../model.js';
import { smallCakes } from '../../testing/arbitraries.js';
import { NaiveSolver } from '../../testing/naive.js';
import { GaletteSolver } from '../galette-solver.js';
import { journalHeader } from '../journal.js';
import { SharedPartTable } from '../shared-table.js';
import { instantiateThreadsEngine, threadsEngineMemory } from './threads-module.js';
import { WasmPartEngine } from './wasm-engine.js';

// The property checks run in full in test:slow, a fraction of their runs in `pnpm test`.
const slow = inject('slow');

const noCalls = {
  checkpoint: () => {},
  reportBites: () => {},
  journalEntry: () => {},
  spillGet: () => -1,
  spillPut: () => {},
};

/** A solver searching `table` with engine instance `index` of the WebAssembly threads build. */
function onTable(table: SharedPartTable, index = 0): GaletteSolver {
  const solver = new GaletteSolver({ sharedTable: table, engineIndex: index });
  expect(Reflect.get(solver, 'engine')).toBeInstanceOf(WasmPartEngine);
  return solver;
}

describe('the WebAssembly threads build', () => {
  it('gives each instance its own scratch region, below the table', () => {
    const layout = threadsEngineMemory(3, 1 << 16)!;
    const regions = [0, 1, 2].map((index) => {
      const engine = instantiateThreadsEngine(noCalls, layout, index)!;
      return Math.floor((engine.inputBuffer(8) - engine.heapBase()) / (32 << 20));
    });
    expect(regions).toEqual([0, 1, 2]);
    expect(layout.tableAt).toBeGreaterThanOrEqual(3 * (32 << 20));
  });

  it('lays out a table it can search only within 4 GiB, else a plain shared buffer', () => {
    const small = SharedPartTable.create({ maxEntries: 1024, wasmEngines: 2 });
    expect(small.handle.memory).toBeDefined();
    expect(small.handle.byteOffset).toBeGreaterThan(0);
    // The budget counts the table, not the instances' scratch regions beside it.
    expect(small.memoryBytes).toBe(SharedPartTable.bytesFor(1024, SharedPartTable.strideFor(6)));
    const huge = SharedPartTable.create({ maxEntries: 2 ** 27, maxKeyWords: 5, wasmEngines: 2 });
    expect(huge.handle.memory).toBeUndefined();
    const solver = new GaletteSolver({ sharedTable: huge, engineIndex: 0 });
    expect(Reflect.get(solver, 'engine')).not.toBeInstanceOf(WasmPartEngine);
  });

  it('searches the same parts as the TypeScript engine on a shared table', () => {
    // One pair of solvers for every cake: their tables fill alike, so the counts stay equal.
    const wasm = onTable(SharedPartTable.create({ maxEntries: 1 << 16, wasmEngines: 1 }));
    const ts = new GaletteSolver({ sharedTable: SharedPartTable.create({ maxEntries: 1 << 16 }) });
    fc.assert(
      fc.property(smallCakes(5, 6), (cake) => {
        const before = [wasm.stats.positions, ts.stats.positions];
        expect(wasm.grundy(cake)).toBe(ts.grundy(cake));
        expect(wasm.stats.positions - before[0]!).toBe(ts.stats.positions - before[1]!);
        expect(wasm.tableSize).toBe(ts.tableSize);
      }),
      { numRuns: slow ? 1000 : 200 },
    );
    expect(wasm.grundy(createCake(6, 6))).toBe(1);
  });

  it('stays exact on a table too small for its parts', () => {
    const naive = new NaiveSolver();
    fc.assert(
      fc.property(smallCakes(4, 5), (cake) => {
        const table = SharedPartTable.create({ maxEntries: 1024, maxKeyWords: 3, wasmEngines: 1 });
        expect(onTable(table).grundy(cake)).toBe(naive.grundy(cake));
      }),
      { numRuns: slow ? 300 : 50 },
    );
  });

  it('searches the parts another engine claimed and left when it stopped', () => {
    const table = SharedPartTable.create({ maxEntries: 1 << 16, wasmEngines: 2 });
    const stopped = new AbortController();
    const first = onTable(table, 0);
    expect(() =>
      first.grundy(createCake(6, 6), {
        signal: stopped.signal,
        // Asked at the start (the bites settled so far): seen at the first check, 4,096 parts on.
        onProgress: ({ phase }) => phase === 'bites' && stopped.abort(),
      }),
    ).toThrow();
    expect(first.stats.positions).toBe(4096);
    // The claims of the stopped search read as another thread's: put off, then searched.
    const second = onTable(table, 1);
    expect(second.grundy(createCake(6, 6))).toBe(1);
    expect(second.stats.positions).toBeGreaterThan(0);
    expect(second.stats.positions).toBeLessThan(6810);
  });

  it('alone on a full table, replaces the cheapest entries and journals every one it stores', () => {
    const table = SharedPartTable.create({ maxEntries: 1024, wasmEngines: 1 });
    table.startJournal();
    table.useAlone();
    const solver = onTable(table);
    expect(solver.grundy(createCake(5, 6))).toBe(0);
    expect(table.size).toBeGreaterThan(900);
    const blocks = table.takeJournal();
    const journal = new Uint8Array(journalHeader().length + blocks.length);
    journal.set(journalHeader());
    journal.set(blocks, journalHeader().length);
    expect(new GaletteSolver().loadJournal(journal).entries).toBe(solver.stats.positions);
  });
});
