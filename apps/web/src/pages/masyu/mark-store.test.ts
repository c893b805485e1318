import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Scheduler } from './deferred-write.js';
import { markStore } from './mark-store.js';

/** A scheduler run by hand: `run()` runs what waits. */
function manual(): { schedule: Scheduler; run: () => void; waiting: () => number } {
  const due = new Set<() => void>();
  return {
    schedule: (run) => {
      due.add(run);
      return () => due.delete(run);
    },
    run: () => {
      const runs = [...due];
      due.clear();
      for (const run of runs) run();
    },
    waiting: () => due.size,
  };
}

const marksOf = (value: number): Uint8Array => Uint8Array.of(value);

describe('markStore', () => {
  it('draws a change at once and settles it for React once, later', () => {
    const clock = manual();
    const store = markStore(marksOf(0), clock.schedule);
    const drawn: number[] = [];
    let settled = 0;
    store.watch(() => drawn.push(store.marks[0]!));
    store.subscribe(() => settled++);
    store.play(marksOf(1));
    store.play(marksOf(2));
    expect(drawn).toEqual([1, 2]);
    expect(store.settled.marks[0]).toBe(0);
    expect(settled).toBe(0);
    expect(clock.waiting()).toBe(1);
    clock.run();
    expect(settled).toBe(1);
    expect(store.settled.marks[0]).toBe(2);
    expect(store.settled.past.map((m) => m[0])).toEqual([0, 1]);
    // Settling now, or once nothing is waiting, tells nobody again.
    store.settle();
    expect(settled).toBe(1);
    store.undo();
    store.settle();
    expect(settled).toBe(2);
    expect(clock.waiting()).toBe(0);
  });

  it('undoes and redoes as a list of states would, a stroke being one step', () => {
    type Action =
      | { readonly kind: 'play'; readonly value: number }
      | { readonly kind: 'undo' | 'redo' | 'settle' | 'stroke' | 'end' };
    const action: fc.Arbitrary<Action> = fc.oneof(
      fc.record({ kind: fc.constant('play' as const), value: fc.integer({ min: 0, max: 255 }) }),
      fc.constantFrom<Action>(
        { kind: 'undo' },
        { kind: 'redo' },
        { kind: 'settle' },
        { kind: 'stroke' },
        { kind: 'end' },
      ),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const clock = manual();
        const store = markStore(marksOf(0), clock.schedule);
        // The model: the states played, where we are, and whether a stroke has its step.
        let states = [0];
        let at = 0;
        let stroke: { recorded: boolean } | undefined;
        for (const a of actions) {
          if (a.kind === 'play') {
            store.play(marksOf(a.value));
            if (stroke?.recorded === true) states[at] = a.value;
            else {
              states = [...states.slice(0, at + 1), a.value];
              at++;
            }
            if (stroke !== undefined) stroke.recorded = true;
          } else if (a.kind === 'undo') {
            store.undo();
            at = Math.max(0, at - 1);
          } else if (a.kind === 'redo') {
            store.redo();
            at = Math.min(states.length - 1, at + 1);
          } else if (a.kind === 'settle') clock.run();
          else {
            store.stroke(a.kind === 'stroke');
            stroke = a.kind === 'stroke' ? { recorded: false } : undefined;
          }
          expect(store.marks[0]).toBe(states[at]);
        }
        clock.run();
        const { marks, past, future } = store.settled;
        expect([...past, marks, ...future.toReversed()].map((m) => m[0])).toEqual(states);
        expect(past.length).toBe(at);
      }),
    );
  });

  it('shows marks from outside without a step of their own', () => {
    const clock = manual();
    const store = markStore(marksOf(0), clock.schedule);
    store.play(marksOf(1));
    store.reset(marksOf(5));
    clock.run();
    expect(store.settled.marks[0]).toBe(5);
    store.undo();
    expect(store.marks[0]).toBe(0);
  });
});
