import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Checkpoints,
  checkControl,
  DeadlineError,
  isAbortError,
  isCancelled,
  MemoryBudgetError,
  abortError,
  bothControls,
  pastDeadline,
  quietControl,
  reserveMemory,
  shareBudget,
  signalWithDeadline,
  steppingClock,
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

  it('stops when its interrupted hook says so, as a cancellation', () => {
    let flag = false;
    const control = withDeadline({ interrupted: () => flag, clock: () => 0 }, 10);
    expect(isCancelled(control)).toBe(false);
    expect(() => checkControl(control)).not.toThrow();
    flag = true;
    expect(isCancelled(control)).toBe(true);
    let caught: unknown;
    try {
      checkControl(quietControl(control));
    } catch (error) {
      caught = error;
    }
    expect(isAbortError(caught)).toBe(true);
    // Combined with another control, either hook stops it.
    expect(isCancelled(bothControls({}, control))).toBe(true);
    expect(isCancelled(bothControls({ interrupted: () => false }, control))).toBe(true);
    flag = false;
    expect(isCancelled(bothControls({ interrupted: () => false }, control))).toBe(false);
  });

  it('steps a clock at each reading, ahead of its base', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.nat({ max: 50 }), (step, readings) => {
        const clock = steppingClock(step, () => 7);
        for (let i = 1; i <= readings; i++) expect(clock()).toBe(7 + i * step);
        // A deadline `n` steps ahead passes at the (n + 1)th check.
        const control = { clock: steppingClock(step), deadline: readings * step };
        for (let i = 0; i < readings; i++) expect(pastDeadline(control)).toBe(false);
        expect(pastDeadline(control)).toBe(true);
      }),
    );
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

  describe('signalWithDeadline', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('aborts with a DeadlineError when the time left on the clock has passed', () => {
      vi.useFakeTimers();
      const controller = new AbortController();
      const control = { signal: controller.signal, clock: () => 5000, deadline: 6000 };
      const signal = signalWithDeadline(control);
      vi.advanceTimersByTime(999);
      expect(signal.aborted).toBe(false);
      vi.advanceTimersByTime(1);
      expect(signal.aborted).toBe(true);
      expect(signal.reason).toBeInstanceOf(DeadlineError);
      expect(controller.signal.aborted).toBe(false);
    });

    it('aborts with the reason of the control signal when that is cancelled first', () => {
      vi.useFakeTimers();
      const controller = new AbortController();
      const signal = signalWithDeadline({ signal: controller.signal, deadline: Infinity });
      controller.abort(abortError());
      expect(isAbortError(signal.reason)).toBe(true);
      vi.runAllTimers();
      expect(isAbortError(signal.reason)).toBe(true);
    });

    it('is the control signal itself without a deadline', () => {
      const { signal } = new AbortController();
      expect(signalWithDeadline({ signal })).toBe(signal);
    });
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
