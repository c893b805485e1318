import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Checkpoints,
  checkControl,
  DeadlineError,
  isAbortError,
  MemoryBudgetError,
  abortError,
  bothControls,
  pastDeadline,
  quietControl,
  reserveMemory,
  shareBudget,
  withDeadline,
  withProgress,
  type Progress,
  type SolveControl,
} from './control.js';
import { subtractionGame } from './examples/subtraction.js';
import { solveGame } from './solver.js';
import { solveLoopy } from './loopy.js';

describe('SolveControl', () => {
  it('stops on an aborted signal with its reason', () => {
    const controller = new AbortController();
    controller.abort(abortError());
    let caught: unknown;
    try {
      checkControl({ signal: controller.signal });
    } catch (error) {
      caught = error;
    }
    expect(isAbortError(caught)).toBe(true);
  });

  it('stops past the deadline', () => {
    expect(() => checkControl({ deadline: Date.now() - 1 })).toThrow(DeadlineError);
    expect(() => checkControl({ deadline: Date.now() + 60_000 })).not.toThrow();
  });

  it('reads the deadline on the control clock, apart from a cancellation', () => {
    let time = 0;
    const clock = (): number => time;
    const control = withDeadline({ clock }, 1000);
    expect(control.deadline).toBe(1000);
    expect(() => checkControl(control)).not.toThrow();
    time = 1001;
    expect(pastDeadline(control)).toBe(true);
    expect(() => checkControl(control)).toThrow(DeadlineError);
    // A cancellation is not a deadline, even past it.
    const controller = new AbortController();
    controller.abort(abortError());
    let caught: unknown;
    try {
      checkControl({ ...control, signal: controller.signal });
    } catch (error) {
      caught = error;
    }
    expect(isAbortError(caught)).toBe(true);
    expect(caught).not.toBeInstanceOf(DeadlineError);
  });

  it('combines deadlines: the sooner holds, a share is of the time left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.option(fc.integer({ min: -1e6, max: 1e9 }), { nil: undefined }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (time, deadline, ms, fraction) => {
          const control: SolveControl = { clock: () => time, deadline };
          const sooner = withDeadline(control, ms).deadline!;
          expect(sooner).toBe(Math.min(deadline ?? Infinity, time + ms));
          const share = shareBudget(control, fraction).deadline;
          if (deadline === undefined) expect(share).toBeUndefined();
          else if (deadline <= time) expect(share).toBe(deadline);
          else expect(share).toBeCloseTo(time + (deadline - time) * fraction, 3);
          expect(withDeadline(control, undefined)).toBe(control);
        },
      ),
    );
  });

  it('stops a combined control when either part does, and reports to the inner progress', () => {
    const seen: Progress[] = [];
    let time = 0;
    const outer = { clock: () => time, deadline: 50, maxMemoryBytes: 10 };
    const inner = withProgress({ deadline: 80, maxMemoryBytes: 5 }, (p) => seen.push(p));
    const both = bothControls(outer, inner);
    expect(both).toMatchObject({ deadline: 50, maxMemoryBytes: 5 });
    new Checkpoints(both, 'steps', 1).tick();
    expect(seen).toEqual([{ done: 1, total: undefined, phase: 'steps' }]);
    time = 51;
    expect(() => checkControl(both)).toThrow(DeadlineError);
    const controller = new AbortController();
    controller.abort(abortError());
    const clock = (): number => 0;
    expect(quietControl({ ...both, clock, onProgress: () => undefined })).toEqual({
      signal: undefined,
      deadline: 50,
      clock,
      maxMemoryBytes: 5,
    });
    expect(() => checkControl(bothControls({}, { signal: controller.signal }))).toThrow(
      'the computation was cancelled',
    );
  });

  it('refuses memory past the budget with a readable message', () => {
    expect(() => reserveMemory({ maxMemoryBytes: 1024 }, 'the table', 1024)).not.toThrow();
    expect(() => reserveMemory({ maxMemoryBytes: 1024 }, 'the table', 4096)).toThrow(
      'the table needs more than 1 KiB, the memory budget (about 4 KiB)',
    );
    expect(() => reserveMemory({ maxMemoryBytes: 2 ** 30 }, 'x', NaN)).toThrow(MemoryBudgetError);
  });

  it('reports progress every interval, with its phase and total', () => {
    const seen: Progress[] = [];
    const checkpoints = new Checkpoints({ onProgress: (p) => seen.push(p) }, 'cells', 10, 25);
    for (let i = 0; i < 25; i++) checkpoints.tick();
    checkpoints.tick(7);
    expect(seen).toEqual([
      { done: 10, total: 25, phase: 'cells' },
      { done: 20, total: 25, phase: 'cells' },
      { done: 32, total: 25, phase: 'cells' },
    ]);
  });

  it('checks a memory probe against the budget at every report', () => {
    let bytes = 0;
    const probe = { what: 'the heap of cells', bytes: () => bytes };
    const checkpoints = new Checkpoints({ maxMemoryBytes: 1000 }, 'cells', 10, undefined, probe);
    for (let i = 0; i < 20; i++) checkpoints.tick();
    bytes = 2000;
    for (let i = 0; i < 9; i++) checkpoints.tick();
    expect(() => checkpoints.tick()).toThrow('the heap of cells needs more than 1000 bytes');
  });

  it('ends a core-search solve that outgrows its memory budget', () => {
    const options = { maxMemoryBytes: 100_000, progressInterval: 100 };
    expect(() => solveGame(subtractionGame([1, 2]), 1_000_000, options)).toThrow(MemoryBudgetError);
    expect(() => solveLoopy(subtractionGame([1, 2]), 1_000_000, options)).toThrow(
      MemoryBudgetError,
    );
    // A bounded table stays within the budget however long the game.
    expect(
      solveGame(subtractionGame([1, 2]), 100_000, { ...options, maxTableEntries: 500 }).outcome,
    ).toBe('win');
  });
});
