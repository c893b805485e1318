import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createCake } from '../../model.js';
import { eat } from '../../rules.js';
import { GaletteSolver } from '../galette-solver.js';
import { WasmPartEngine } from '../wasm/wasm-engine.js';
import { smallCakes } from '../../testing/arbitraries.js';
import { startSourceWorker } from '../../testing/source-worker.js';
import { ParallelGaletteSolver } from './parallel.js';

// serialMs 0: every search beyond a few thousand parts goes to the worker threads.
const parallel = new ParallelGaletteSolver({
  threads: 2,
  serialMs: 0,
  startWorker: startSourceWorker,
});
afterAll(() => parallel.close());

describe('ParallelGaletteSolver', () => {
  it('finds the values of the published empty cakes with two threads', async () => {
    expect(await parallel.emptyCake(6, 6)).toBe(1);
    expect(await parallel.emptyCake(5, 5)).toBe(0);
    expect(await parallel.emptyCake(4, 6)).toBe(3);
    expect(await parallel.emptyCake(2, 20)).toBe(2);
    // The threads split the parts between them: few are searched twice.
    const serial = new GaletteSolver();
    serial.grundy(createCake(5, 7));
    const before = parallel.stats.positions;
    expect(await parallel.emptyCake(5, 7)).toBe(serial.grundy(createCake(5, 7)));
    expect(parallel.stats.positions - before).toBeLessThan(1.1 * serial.stats.positions);
  });

  it('agrees with the single-thread solver on random positions and their analysis', async () => {
    const serial = new GaletteSolver();
    await fc.assert(
      fc.asyncProperty(smallCakes(6, 7), async (cake) => {
        expect(await parallel.grundy(cake)).toBe(serial.grundy(cake));
        expect(await parallel.analyze(cake)).toEqual(serial.analyze(cake));
      }),
      { numRuns: 40 },
    );
  });

  it('chooses the bite the single-thread solver chooses, won or lost', async () => {
    const serial = new GaletteSolver();
    for (const cake of [
      createCake(5, 5),
      createCake(4, 6),
      eat(createCake(5, 6), { row: 2, col: 2 }),
    ]) {
      expect(await parallel.chooseBite(cake)).toEqual(serial.chooseBite(cake));
    }
  });

  it('hands a match the solver holding a cake once settled: its bites read as serial ones', async () => {
    const serial = new GaletteSolver();
    const cake = eat(createCake(5, 7), { row: 1, col: 3 });
    const settled = await parallel.settled(cake);
    const positions = parallel.stats.positions;
    expect(settled.options(cake)).toEqual(serial.options(cake));
    // The threads found every part those values need.
    expect(parallel.stats.positions).toBe(positions);
  });

  it('stops at its deadline and when its signal is aborted, then solves on', async () => {
    const solver = new ParallelGaletteSolver({
      threads: 2,
      serialMs: 0,
      startWorker: startSourceWorker,
    });
    try {
      await expect(solver.emptyCake(7, 7, { deadline: Date.now() + 200 })).rejects.toMatchObject({
        name: 'DeadlineError',
      });
      // Aborted once the search has reported progress: surely under way.
      const controller = new AbortController();
      const onProgress = (): void => controller.abort();
      await expect(
        solver.emptyCake(7, 7, { signal: controller.signal, onProgress }),
      ).rejects.toMatchObject({
        name: 'AbortError',
      });
      // Parts claimed by the stopped searches are searched again, never taken as values.
      expect(await solver.emptyCake(5, 6)).toBe(new GaletteSolver().emptyCake(5, 6));
    } finally {
      await solver.close();
    }
  });

  it('grows its table for larger cakes and keeps what it knew', async () => {
    const solver = new ParallelGaletteSolver({
      threads: 2,
      serialMs: 0,
      startWorker: startSourceWorker,
    });
    try {
      const small = eat(createCake(4, 5), { row: 0, col: 0 });
      const value = await solver.grundy(small);
      const known = solver.tableSize;
      // Wider than the first table's keys; poison down the middle keeps its parts small.
      const wide = createCake(
        3,
        40,
        Array.from({ length: 10 }, (_, i) => ({ row: 1, col: 4 * i })),
      );
      expect(await solver.grundy(wide)).toBe(new GaletteSolver().grundy(wide));
      expect(solver.tableSize).toBeGreaterThan(known);
      expect(await solver.grundy(small)).toBe(value);
    } finally {
      await solver.close();
    }
  });

  it('saves and loads its table', () => {
    const other = new GaletteSolver();
    other.loadTable(parallel.serializeTable());
    // Every finished part (the table also counts claims that stopped searches left).
    expect(other.tableSize).toBeGreaterThan(0.9 * parallel.tableSize);
    expect(other.grundy(createCake(6, 6))).toBe(1);
    expect(other.stats.positions).toBe(0);
  });
});

describe('ParallelGaletteSolver on one thread', () => {
  it('solves alone, on a table of its own, with no worker thread', async () => {
    const startWorker = (): never => {
      throw new Error('no thread should start');
    };
    const solver = new ParallelGaletteSolver({ threads: 1, serialMs: 0, startWorker });
    expect(await solver.emptyCake(6, 6)).toBe(1);
    expect(await solver.analyze(createCake(4, 4))).toEqual({
      grundy: 1,
      winningBites: [{ row: 1, col: 1 }],
    });
    expect(solver.tableSize).toBe(solver.stats.positions);
    await solver.close();
  });

  it('searches with the WebAssembly engine under a budget of 4 GiB (the CLI default)', async () => {
    const solver = new ParallelGaletteSolver({ threads: 1, maxMemoryBytes: 4 * 2 ** 30 });
    const local: unknown = Reflect.get(solver, 'local');
    expect(Reflect.get(local as object, 'engine')).toBeInstanceOf(WasmPartEngine);
    await solver.close();
  });
});

describe('ParallelGaletteSolver growing its table', () => {
  it('stops, grows the table and searches on when the table fills up', async () => {
    // The first table holds 2,048 entries (1/64 of the bound): 6×6 needs 6,810.
    const solver = new ParallelGaletteSolver({
      threads: 2,
      serialMs: 0,
      maxTableEntries: 1 << 17,
      startWorker: startSourceWorker,
    });
    try {
      expect(await solver.emptyCake(6, 6)).toBe(1);
      expect(await solver.emptyCake(5, 7)).toBe(new GaletteSolver().emptyCake(5, 7));
      expect(solver.tableSize).toBeGreaterThan(10_000);
    } finally {
      await solver.close();
    }
  });
});

describe('ParallelGaletteSolver and the memory budget', () => {
  it('gives its threads the budget of the solve', async () => {
    // The first shared table takes 64 MiB: more than this solve's budget.
    const solver = new ParallelGaletteSolver({
      threads: 2,
      serialMs: 0,
      startWorker: startSourceWorker,
    });
    try {
      await expect(solver.emptyCake(6, 7, { maxMemoryBytes: 2 ** 25 })).rejects.toMatchObject({
        name: 'MemoryBudgetError',
      });
      expect(await solver.emptyCake(6, 6)).toBe(1);
    } finally {
      await solver.close();
    }
  });
});

describe('ParallelGaletteSolver when a thread dies', () => {
  it('reports the failure, then starts new threads for the next search', async () => {
    let started = 0;
    const solver = new ParallelGaletteSolver({
      threads: 2,
      serialMs: 0,
      startWorker: (url, options) => {
        const worker = startSourceWorker(url, options);
        // The very first thread dies when it is given its first search.
        if (started++ === 0) {
          worker.postMessage = () => {
            void worker.terminate();
            worker.emit('error', new Error('thread lost'));
          };
        }
        return worker;
      },
    });
    try {
      await expect(solver.emptyCake(6, 6)).rejects.toThrow('thread lost');
      expect(await solver.emptyCake(6, 7)).toBe(1);
      expect(started).toBe(4);
    } finally {
      await solver.close();
    }
  });
});

describe('ParallelGaletteSolver with a part exchange', () => {
  /** Two solvers that hand each other their parts through arrays, as workers do through Redis. */
  function pair(threads: number, minCost?: number): [ParallelGaletteSolver, ParallelGaletteSolver] {
    const boxes: [Uint8Array[], Uint8Array[]] = [[], []];
    const solver = (own: number): ParallelGaletteSolver =>
      new ParallelGaletteSolver({
        threads,
        serialMs: 0,
        startWorker: startSourceWorker,
        exchange: {
          publish: (blocks) => boxes[1 - own]!.push(blocks),
          receive: () => boxes[own]!.splice(0),
          ...(minCost !== undefined && { minCost }),
        },
      });
    return [solver(0), solver(1)];
  }

  it('searches no part the other solver published, on one thread or two', async () => {
    for (const threads of [1, 2]) {
      const [a, b] = pair(threads);
      expect(await a.emptyCake(5, 6)).toBe(
        await new ParallelGaletteSolver({ threads: 1 }).emptyCake(5, 6),
      );
      const searched = a.stats.positions;
      // Two threads may both search a part now and then; it is published once.
      expect(a.exchangeStats!.published).toBeGreaterThan(0.9 * searched);
      expect(a.exchangeStats!.published).toBeLessThanOrEqual(searched);
      expect(await b.emptyCake(5, 6)).toBe(await a.emptyCake(5, 6));
      expect(b.exchangeStats!.received).toBe(a.exchangeStats!.published);
      expect(b.stats.positions).toBe(0);
      // What b solves now comes back to a, which finds the answer in its table.
      expect(await b.grundy(eat(createCake(5, 7), { row: 0, col: 0 }))).toBe(
        new GaletteSolver().grundy(eat(createCake(5, 7), { row: 0, col: 0 })),
      );
      const before = a.stats.positions;
      await a.grundy(eat(createCake(5, 7), { row: 0, col: 0 }));
      expect(a.stats.positions).toBe(before);
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('publishes only the parts that cost minCost or more, and stays exact', async () => {
    const [a, b] = pair(1, 8);
    await a.emptyCake(5, 7);
    expect(a.exchangeStats!.published).toBeGreaterThan(0);
    expect(a.exchangeStats!.published).toBeLessThan(a.stats.positions / 2);
    // b holds the expensive parts only: it searches the rest, and finds the same values.
    const serial = new GaletteSolver();
    await fc.assert(
      fc.asyncProperty(smallCakes(5, 7), async (cake) => {
        expect(await b.grundy(cake)).toBe(serial.grundy(cake));
      }),
      { numRuns: 30 },
    );
    expect(b.exchangeStats!.received).toBe(a.exchangeStats!.published);
    await Promise.all([a.close(), b.close()]);
  });

  it('leaves out blocks that fail their checks, counting them', async () => {
    const solver = new ParallelGaletteSolver({
      threads: 1,
      exchange: {
        publish: () => undefined,
        receive: () => [Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17)],
      },
    });
    expect(await solver.emptyCake(4, 6)).toBe(3);
    expect(solver.exchangeStats!.refused).toBeGreaterThan(0);
    await solver.close();
  });
});
