import {
  DeadlineError,
  MemoryBudgetError,
  abortError,
  isAbortError,
  steppingClock,
  type Progress,
} from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { createCake, mirrorCake, portionAt, transposeCake } from '../model.js';
import { eat, isLegalBite, legalBites } from '../rules.js';
import { GaletteSolver } from './galette-solver.js';
import { SharedPartTable } from './shared-table.js';
import { smallCakes } from '../testing/arbitraries.js';
import { NaiveSolver } from '../testing/naive.js';

// The property checks run in full in test:slow, a fraction of their runs in `pnpm test`.
const slow = inject('slow');

const naive = new NaiveSolver();

describe('GaletteSolver', () => {
  it('agrees with the naive whole-board solver on thousands of random positions', () => {
    const solver = new GaletteSolver();
    fc.assert(
      fc.property(smallCakes(4, 5), (cake) => {
        expect(solver.grundy(cake)).toBe(naive.grundy(cake));
      }),
      { numRuns: slow ? 3000 : 300 },
    );
  });

  it('agrees with the naive solver on every position of a game on a fresh solver each time', () => {
    fc.assert(
      fc.property(smallCakes(5, 5), fc.array(fc.nat(), { maxLength: 6 }), (start, picks) => {
        let cake = start;
        for (const pick of picks) {
          const bites = legalBites(cake);
          if (bites.length === 0) break;
          cake = eat(cake, bites[pick % bites.length]!);
        }
        fc.pre(cake.cells.length <= 20);
        expect(new GaletteSolver({ maxTableEntries: 1024 }).grundy(cake)).toBe(naive.grundy(cake));
      }),
      { numRuns: slow ? 300 : 50 },
    );
  });

  it('reproduces the published values of empty cakes', () => {
    const solver = new GaletteSolver();
    const value = (rows: number, cols: number): number => solver.grundy(createCake(rows, cols));
    expect([value(4, 4), value(4, 6), value(5, 5), value(6, 6)]).toEqual([1, 3, 0, 1]);
    expect(value(6, 4)).toBe(3);
  });

  it('gives every empty cake of three rows the value 0, as far as a test affords (3 × 14)', () => {
    const solver = new GaletteSolver();
    for (let cols = 1; cols <= 14; cols++) expect(solver.emptyCake(3, cols), `3×${cols}`).toBe(0);
  });

  it('wins every empty cake of three rows for the second player by the mirror answer (the proof)', () => {
    // The README's proof: answer the bite at row r with the bite at row 1 - r, same column.
    const wholeColumns = (cake: ReturnType<typeof createCake>): boolean => {
      for (let c = 0; c < cake.cols; c++) {
        const top = portionAt(cake, 0, c);
        if (portionAt(cake, 1, c) !== top || portionAt(cake, 2, c) !== top) return false;
      }
      return true;
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.infiniteStream(fc.nat()), (cols, picks) => {
        let cake = createCake(3, cols);
        for (const pick of picks) {
          const bites = legalBites(cake);
          if (bites.length === 0) break; // the first player, to move, cannot: lost
          const bite = bites[pick % bites.length]!;
          cake = eat(cake, bite);
          const answer = { row: 1 - bite.row, col: bite.col };
          expect(isLegalBite(cake, answer)).toBe(true);
          cake = eat(cake, answer);
          expect(wholeColumns(cake)).toBe(true);
        }
      }),
      { numRuns: slow ? 300 : 50 },
    );
  });

  it('gives the values of empty cakes, by the heap game for two rows', () => {
    const solver = new GaletteSolver();
    for (const [rows, cols] of [
      [1, 5],
      [2, 9],
      [9, 2],
      [3, 5],
      [4, 4],
    ] as const) {
      expect(solver.emptyCake(rows, cols)).toBe(naive.grundy(createCake(rows, cols)));
    }
  });

  it('agrees with the naive solver on mirrored cakes, whose bites leave twin parts', () => {
    // A bite between a half and its mirror image often leaves two parts equal up to symmetry,
    // which both engines cancel (their values XOR to 0) instead of valuing them.
    const solvers = [new GaletteSolver(), new GaletteSolver({ engine: 'typescript' })];
    fc.assert(
      fc.property(smallCakes(3, 3), fc.integer({ min: 0, max: 2 }), (half, middle) => {
        const { rows } = half;
        const cols = 2 * half.cols + middle;
        fc.pre(rows >= 2 && rows * cols <= 21);
        const image = mirrorCake(half);
        const cells = new Uint8Array(rows * cols);
        for (let r = 0; r < rows; r++) {
          for (let c = 0; c < half.cols; c++) {
            cells[r * cols + c] = portionAt(half, r, c);
            cells[r * cols + half.cols + middle + c] = portionAt(image, r, c);
          }
        }
        const cake = { rows, cols, cells };
        const expected = naive.grundy(cake);
        for (const solver of solvers) expect(solver.grundy(cake)).toBe(expected);
      }),
      { numRuns: slow ? 1000 : 100 },
    );
  });

  it('gives symmetric cakes the same value', () => {
    const solver = new GaletteSolver();
    fc.assert(
      fc.property(smallCakes(5, 6), (cake) => {
        const g = solver.grundy(cake);
        expect(solver.grundy(transposeCake(cake))).toBe(g);
        expect(solver.grundy(mirrorCake(cake))).toBe(g);
      }),
      { numRuns: slow ? 300 : 50 },
    );
  });

  it('lists exactly the bites that leave value 0', () => {
    const solver = new GaletteSolver();
    fc.assert(
      fc.property(smallCakes(4, 5), (cake) => {
        const { grundy, winningBites } = solver.analyze(cake);
        const expected = legalBites(cake).filter((bite) => naive.grundy(eat(cake, bite)) === 0);
        expect(winningBites).toEqual(expected);
        expect(winningBites.length > 0).toBe(grundy !== 0);
      }),
      { numRuns: slow ? 500 : 100 },
    );
  });

  it('plays a winning bite whenever there is one, and some bite when lost', () => {
    const solver = new GaletteSolver();
    fc.assert(
      fc.property(smallCakes(4, 5), (cake) => {
        const bite = solver.chooseBite(cake);
        if (legalBites(cake).length === 0) expect(bite).toBeUndefined();
        else {
          expect(bite).toBeDefined();
          const after = naive.grundy(eat(cake, bite!));
          expect(after === 0).toBe(naive.grundy(cake) !== 0);
        }
      }),
      { numRuns: slow ? 300 : 50 },
    );
  });

  it('handles cakes beyond 32 portions a side when each part is narrow', () => {
    const solver = new GaletteSolver();
    expect(solver.grundy(createCake(2, 1000))).toBe(solver.grundy(createCake(1000, 2)));
    // Poison every fifth portion of the middle row cuts 3×40 into seven 3×4 blocks and a 3×5.
    const poison = [4, 9, 14, 19, 24, 29, 34].map((col) => ({ row: 1, col }));
    const blocks = naive.grundy(createCake(3, 4));
    expect(solver.grundy(createCake(3, 40, poison))).toBe(blocks ^ naive.grundy(createCake(3, 5)));
    expect(
      solver.grundy(
        createCake(
          40,
          3,
          poison.map(({ row, col }) => ({ row: col, col: row })),
        ),
      ),
    ).toBe(blocks ^ naive.grundy(createCake(3, 5)));
  });

  it('makes its engine and reads its table only when a search needs them: strips need neither', () => {
    let reads = 0;
    const table = SharedPartTable.create({ maxEntries: 1024 });
    const solver = new GaletteSolver({
      get sharedTable() {
        reads++;
        return table;
      },
    });
    fc.assert(
      fc.property(smallCakes(2, 8), (cake) => {
        const { grundy, winningBites } = solver.analyze(cake);
        expect(grundy).toBe(naive.grundy(cake));
        expect(winningBites.length > 0).toBe(grundy !== 0);
      }),
      { numRuns: slow ? 500 : 100 },
    );
    expect([reads, solver.stats.positions]).toEqual([0, 0]);
    expect(solver.grundy(createCake(3, 4))).toBe(naive.grundy(createCake(3, 4)));
    expect(reads).toBe(1);
    expect(solver.stats.positions).toBeGreaterThan(0);
    expect(solver.tableSize).toBe(table.size);
    expect(table.size).toBeGreaterThan(0);
  });

  it('says clearly when a part is out of reach', () => {
    expect(() => new GaletteSolver().grundy(createCake(33, 40))).toThrow(/beyond this solver/);
  });

  it('honours the control of core-search: signal, deadline, memory budget, progress', () => {
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    expect(() => new GaletteSolver().emptyCake(6, 7, { signal: controller.signal })).toThrow(
      'stopped',
    );
    expect(() => new GaletteSolver().emptyCake(6, 7, { deadline: 0 })).toThrow(DeadlineError);
    expect(() => new GaletteSolver().emptyCake(6, 7, { maxMemoryBytes: 2 ** 16 })).toThrow(
      MemoryBudgetError,
    );
    const seen: Progress[] = [];
    new GaletteSolver().emptyCake(6, 6, { onProgress: (p) => seen.push(p) });
    expect(seen.length).toBeGreaterThan(0);
    const parts = seen.filter((p) => p.phase === 'parts');
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.every((p) => p.done > 0 && p.total === undefined)).toBe(true);
  });

  it('reports the bites of the part searched whose value is settled, from none to all', () => {
    const seen: Progress[] = [];
    const solver = new GaletteSolver();
    solver.emptyCake(5, 6, { onProgress: (p) => seen.push(p) });
    const bites = seen.filter((p) => p.phase === 'bites');
    // One search (the empty cake is one part): each of its 4 × 5 windows settled once, in order.
    expect(bites.map((p) => p.done)).toEqual([...Array(21).keys()]);
    expect(bites.every((p) => p.total === 20)).toBe(true);
    // A solved cake is read from the table: nothing more to settle.
    seen.length = 0;
    solver.emptyCake(5, 6, { onProgress: (p) => seen.push(p) });
    expect(seen).toEqual([]);
  });
});

describe('GaletteSolver.optionsInTime', () => {
  it('with time enough, is options', () => {
    const reference = new GaletteSolver();
    fc.assert(
      fc.property(smallCakes(5, 6), (cake) => {
        const solver = new GaletteSolver({ maxTableEntries: 4096 });
        expect(solver.optionsInTime(cake)).toEqual(reference.options(cake));
      }),
      { numRuns: slow ? 150 : 30 },
    );
  });

  it('at any deadline, values each bite right or leaves it undefined, and does not throw', () => {
    const reference = new GaletteSolver();
    const seen = { settled: 0, unknown: 0 };
    fc.assert(
      // Half the deadlines fall within the first few readings, so some bites are left unknown.
      fc.property(
        smallCakes(5, 6),
        fc.oneof(fc.nat({ max: 3 }), fc.nat({ max: 60 })),
        (cake, checks) => {
          const exact = reference.options(cake);
          // A fresh solver, with a small table, so that the search has something to do.
          const solver = new GaletteSolver({ maxTableEntries: 4096 });
          const settled = solver.optionsInTime(cake, { deadline: checks, clock: steppingClock(1) });
          expect(settled.map((o) => o.bite)).toEqual(exact.map((o) => o.bite));
          settled.forEach(({ grundy }, i) => {
            if (grundy === undefined) seen.unknown++;
            else seen.settled++;
            if (grundy !== undefined) expect(grundy).toBe(exact[i]!.grundy);
          });
        },
      ),
      { numRuns: slow ? 150 : 30 },
    );
    // The deadlines fell both before and after bites were valued.
    expect(seen.settled).toBeGreaterThan(0);
    expect(seen.unknown).toBeGreaterThan(0);
  });

  it('past the deadline, leaves the bites to search unknown; a cancel still throws', () => {
    const cake = createCake(4, 5);
    const late = new GaletteSolver().optionsInTime(cake, { deadline: 0 });
    expect(late).toHaveLength(12);
    expect(late.every((o) => o.grundy === undefined)).toBe(true);
    const signal = {
      aborted: true,
      throwIfAborted() {
        throw abortError();
      },
    };
    let error: unknown;
    try {
      new GaletteSolver().optionsInTime(cake, { signal });
    } catch (e) {
      error = e;
    }
    expect(isAbortError(error)).toBe(true);
  });
});
