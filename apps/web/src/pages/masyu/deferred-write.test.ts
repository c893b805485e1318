import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  IDLE_NEEDED_MS,
  afterPaint,
  deferredWrite,
  whenIdle,
  type Scheduler,
} from './deferred-write.js';

/** A scheduler run by hand: `due` holds the runs asked for and not called off. */
function manual(): { schedule: Scheduler; due: Set<() => void>; asked: () => number } {
  const due = new Set<() => void>();
  let asked = 0;
  return {
    due,
    asked: () => asked,
    schedule: (run) => {
      asked++;
      due.add(run);
      return () => due.delete(run);
    },
  };
}

describe('deferredWrite', () => {
  it('writes the newest of a series once, when the scheduler runs', () => {
    const clock = manual();
    const written: number[] = [];
    const link = deferredWrite<number>((v) => written.push(v), clock.schedule);
    link.set(1);
    link.set(2);
    link.set(3);
    expect(written).toEqual([]);
    expect(link.pending).toBe(true);
    expect(clock.asked()).toBe(1);
    for (const run of [...clock.due]) run();
    expect(written).toEqual([3]);
    expect(link.pending).toBe(false);
    link.set(4);
    expect(clock.asked()).toBe(2);
  });

  it('writes at once on flush, and nothing after cancel', () => {
    const clock = manual();
    const written: number[] = [];
    const link = deferredWrite<number>((v) => written.push(v), clock.schedule);
    link.flush();
    link.set(1);
    link.flush();
    expect(written).toEqual([1]);
    expect(clock.due.size).toBe(0);
    link.set(2);
    link.cancel();
    expect(clock.due.size).toBe(0);
    link.flush();
    expect(written).toEqual([1]);
  });

  it('ends with the last value set written, whatever the order of sets, runs and flushes', () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), value: fc.integer() }),
      fc.constantFrom({ kind: 'run' as const }, { kind: 'flush' as const }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const clock = manual();
        const written: number[] = [];
        const link = deferredWrite<number>((v) => written.push(v), clock.schedule);
        let last: number | undefined;
        for (const step of actions) {
          if (step.kind === 'set') last = step.value;
          if (step.kind === 'set') link.set(step.value);
          else if (step.kind === 'flush') link.flush();
          else for (const run of [...clock.due]) run();
          // Never more than one run waits: at most one write per quiet moment.
          expect(clock.due.size).toBeLessThanOrEqual(1);
          expect(link.pending).toBe(clock.due.size === 1);
        }
        for (const run of [...clock.due]) run();
        expect(written.at(-1)).toBe(last);
        // No more writes than values set.
        expect(written.length).toBeLessThanOrEqual(actions.filter((a) => a.kind === 'set').length);
      }),
    );
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A browser's idle callbacks called by hand: `idle(ms, timedOut)` runs the one waiting. */
  function browser() {
    const waiting = new Map<number, IdleRequestCallback>();
    let next = 1;
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      waiting.set(next, callback);
      return next++;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
    return {
      waiting,
      idle: (ms: number, timedOut = false) => {
        const [id, callback] = [...waiting][0]!;
        waiting.delete(id);
        callback({ didTimeout: timedOut, timeRemaining: () => ms });
      },
    };
  }

  it('runs in an idle moment long enough, else waits for the next one or the timeout', () => {
    const { waiting, idle } = browser();
    const run = vi.fn();
    whenIdle(run);
    idle(IDLE_NEEDED_MS - 1);
    expect(run).not.toHaveBeenCalled();
    expect(waiting.size).toBe(1);
    idle(IDLE_NEEDED_MS);
    expect(run).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    whenIdle(late);
    idle(0, true);
    expect(late).toHaveBeenCalledTimes(1);
    expect(waiting.size).toBe(0);
  });

  it('is called off, also after an idle moment too short', () => {
    const { waiting, idle } = browser();
    const run = vi.fn();
    const callOff = whenIdle(run);
    idle(0);
    callOff();
    expect(waiting.size).toBe(0);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('afterPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs in a task after the next frame, or at once on a hidden page, unless called off', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames = new Map<number, FrameRequestCallback>();
    let next = 1;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.set(next, callback);
      return next++;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
    const visibility = { visibilityState: 'visible' };
    vi.stubGlobal('document', visibility);
    const run = vi.fn();
    afterPaint(run);
    const calledOff = vi.fn();
    afterPaint(calledOff)();
    expect(frames.size).toBe(1);
    for (const frame of frames.values()) frame(0);
    // The frame's callbacks have run, not yet the task after the paint.
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(calledOff).not.toHaveBeenCalled();

    visibility.visibilityState = 'hidden';
    const hidden = vi.fn();
    afterPaint(hidden);
    vi.advanceTimersByTime(0);
    expect(hidden).toHaveBeenCalledTimes(1);
  });
});
