import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededRandom } from '@cgkit/core-search';
import { SatSolver, type Propagator } from './sat.js';

/** Whether some assignment satisfies every clause, by trying them all. */
function satisfiable(numVars: number, clauses: readonly (readonly number[])[]): boolean {
  for (let m = 0; m < 1 << numVars; m++) {
    const holds = (l: number): boolean => (((m >> (l >> 1)) & 1) === 1) !== ((l & 1) === 1);
    if (clauses.every((c) => c.some(holds))) return true;
  }
  return false;
}

const cnf = fc.integer({ min: 1, max: 9 }).chain((numVars) =>
  fc.record({
    numVars: fc.constant(numVars),
    batches: fc.array(
      fc.array(fc.array(fc.nat(2 * numVars - 1), { minLength: 1, maxLength: 4 }), {
        maxLength: 12,
      }),
      { minLength: 1, maxLength: 5 },
    ),
  }),
);

describe('SatSolver', () => {
  it('agrees with exhaustive search, also when clauses arrive between solves', () => {
    fc.assert(
      fc.property(cnf, ({ numVars, batches }) => {
        const solver = new SatSolver(numVars);
        const all: number[][] = [];
        for (const batch of batches) {
          for (const clause of batch) {
            all.push(clause);
            solver.addClause(clause);
          }
          const answer = solver.solve();
          expect(answer === 'sat').toBe(satisfiable(numVars, all));
          if (answer !== 'sat') return;
          const model = (l: number): boolean => solver.valueOf(l >> 1) === ((l & 1) === 0);
          expect(all.every((c) => c.some(model))).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it.each([false, true])(
    'agrees with exhaustive search when a propagator forbids some combinations (positive literals only: %s)',
    (positiveOnly) => {
      const withCubes = cnf.chain((problem) =>
        fc.record({
          problem: fc.constant(problem),
          cubes: fc.array(
            fc.uniqueArray(fc.nat(problem.numVars - 1), { minLength: 2, maxLength: 3 }),
            { maxLength: problem.numVars >= 2 ? 6 : 0 }, // a cube needs two variables
          ),
        }),
      );
      fc.assert(
        fc.property(withCubes, ({ problem: { numVars, batches }, cubes }) => {
          // The propagator forbids each cube (its variables all true), by conflict or implication,
          // one clause per call: the next one comes with the next literal shown.
          // Shown literals in order, taken back in reverse: the propagator's view of the trail.
          const shown: number[] = [];
          let afterImplication = false;
          const forbid: Propagator = {
            positiveOnly,
            assigned(lit, solver) {
              // A negative literal only right after an implication, whose consequences may go on.
              if (positiveOnly && (lit & 1) === 1) expect(afterImplication).toBe(true);
              afterImplication = false;
              for (const cube of cubes) {
                const open = cube.filter((v) => solver.valueOf(v) !== true);
                if (open.length > 1 || open.some((v) => solver.valueOf(v) === false)) continue;
                if (open.length === 1) {
                  shown.push(lit); // an implication: the literal counts as shown
                  afterImplication = true;
                }
                return [...open, ...cube.filter((v) => !open.includes(v))].map((v) => 2 * v + 1);
              }
              shown.push(lit);
              return undefined;
            },
            unassigned: (lit) => expect(shown.pop()).toBe(lit),
          };
          const solver = new SatSolver(numVars, forbid);
          const all: number[][] = cubes.map((cube) => cube.map((v) => 2 * v + 1));
          for (const batch of batches) {
            for (const clause of batch) {
              all.push(clause);
              solver.addClause(clause);
            }
            const answer = solver.solve();
            expect(answer === 'sat').toBe(satisfiable(numVars, all));
            if (answer !== 'sat') return;
            const model = (l: number): boolean => solver.valueOf(l >> 1) === ((l & 1) === 0);
            expect(all.every((c) => c.some(model))).toBe(true);
          }
        }),
        { numRuns: 400 },
      );
    },
  );

  it('agrees with exhaustive search when clauses are loaded at once, before or after a solve', () => {
    // addClauses takes clauses naming each variable at most once (possibly empty or unit).
    const packedCnf = fc.integer({ min: 1, max: 8 }).chain((numVars) =>
      fc.record({
        numVars: fc.constant(numVars),
        batches: fc.array(
          fc.array(
            fc.uniqueArray(fc.nat(2 * numVars - 1), { maxLength: 4, selector: (l) => l >> 1 }),
            { maxLength: 14 },
          ),
          { minLength: 1, maxLength: 3 },
        ),
      }),
    );
    fc.assert(
      fc.property(packedCnf, ({ numVars, batches }) => {
        const solver = new SatSolver(numVars);
        const all: number[][] = [];
        for (const batch of batches) {
          all.push(...batch);
          const starts = [0];
          for (const clause of batch) starts.push(starts.at(-1)! + clause.length);
          const added = solver.addClauses(Int32Array.from(batch.flat()), Int32Array.from(starts));
          const answer = solver.solve();
          expect(answer === 'sat').toBe(satisfiable(numVars, all));
          if (!added) expect(answer).toBe('unsat');
          if (answer !== 'sat') return;
          const model = (l: number): boolean => solver.valueOf(l >> 1) === ((l & 1) === 0);
          expect(all.every((c) => c.some(model))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with exhaustive search when started from a clause base, also on the arrays of a released solver', () => {
    const clauses = (numVars: number, minLength: number) =>
      fc.array(
        fc.uniqueArray(fc.nat(2 * numVars - 1), {
          minLength,
          maxLength: 4,
          selector: (l) => l >> 1,
        }),
        { maxLength: 14 },
      );
    const problem = fc.integer({ min: 2, max: 8 }).chain((numVars) =>
      fc.record({
        numVars: fc.constant(numVars),
        shared: clauses(numVars, 2), // a base holds no unit clause: nothing is assigned
        own: clauses(numVars, 0),
        before: clauses(numVars, 0), // solved first by the solver whose arrays are reused
      }),
    );
    const packed = (batch: readonly number[][]): [Int32Array, Int32Array] => {
      const starts = [0];
      for (const clause of batch) starts.push(starts.at(-1)! + clause.length);
      return [Int32Array.from(batch.flat()), Int32Array.from(starts)];
    };
    fc.assert(
      fc.property(problem, ({ numVars, shared, own, before }) => {
        const scratch = new SatSolver(numVars);
        scratch.addClauses(...packed(shared));
        const base = scratch.clauseBase();
        const earlier = new SatSolver(numVars);
        earlier.addClauses(...packed(before));
        earlier.solve();
        earlier.release();
        expect(earlier.solve()).toBe('unsat'); // a released solver does nothing more
        for (let round = 0; round < 2; round++) {
          const solver = new SatSolver(numVars);
          const added = solver.addClauses(...packed(own), base);
          const answer = solver.solve();
          expect(answer === 'sat').toBe(satisfiable(numVars, [...shared, ...own]));
          if (!added) expect(answer).toBe('unsat');
          if (answer === 'sat') {
            const model = (l: number): boolean => solver.valueOf(l >> 1) === ((l & 1) === 0);
            expect([...shared, ...own].every((c) => c.some(model))).toBe(true);
          }
          solver.release();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refutes the pigeonhole principle for 6 pigeons in 5 holes', () => {
    const pigeons = 6;
    const holes = 5;
    const x = (p: number, h: number): number => 2 * (p * holes + h);
    const solver = new SatSolver(pigeons * holes);
    for (let p = 0; p < pigeons; p++) {
      solver.addClause(Array.from({ length: holes }, (_, h) => x(p, h)));
    }
    for (let h = 0; h < holes; h++) {
      for (let p = 0; p < pigeons; p++) {
        for (let q = p + 1; q < pigeons; q++) solver.addClause([x(p, h) + 1, x(q, h) + 1]);
      }
    }
    expect(solver.solve()).toBe('unsat');
    expect(solver.conflicts).toBeGreaterThan(0);
  });

  it('drops deleted clauses from its arena, and still answers right', () => {
    // Keeping few learnt clauses deletes many: the arena is compacted again and again, and the
    // watches, reasons and learnt clauses must follow the clauses kept.
    const pigeonholes = (pigeons: number, holes: number): SatSolver => {
      const solver = new SatSolver(pigeons * holes, undefined, { maxLearnts: 20 });
      const x = (p: number, h: number): number => 2 * (p * holes + h);
      for (let p = 0; p < pigeons; p++) {
        solver.addClause(Array.from({ length: holes }, (_, h) => x(p, h)));
      }
      for (let h = 0; h < holes; h++) {
        for (let p = 0; p < pigeons; p++) {
          for (let q = p + 1; q < pigeons; q++) solver.addClause([x(p, h) + 1, x(q, h) + 1]);
        }
      }
      return solver;
    };
    const refuted = pigeonholes(7, 6);
    expect(refuted.solve()).toBe('unsat');
    expect(refuted.compactions).toBeGreaterThan(0);
    for (const holes of [7, 8]) {
      const solver = pigeonholes(7, holes);
      expect(solver.solve()).toBe('sat');
      const inHole = (p: number, h: number): boolean => solver.valueOf(p * holes + h) === true;
      for (let h = 0; h < holes; h++) {
        expect([...Array(7).keys()].filter((p) => inHole(p, h)).length).toBeLessThanOrEqual(1);
      }
      for (let p = 0; p < 7; p++)
        expect([...Array(holes).keys()].some((h) => inHole(p, h))).toBe(true);
    }
    // Random 3-SAT near the threshold, each formula with a planted model: a clause learnt from a
    // wrong reason would soon cut every model off.
    const random = new SeededRandom(7);
    for (let round = 0; round < 20; round++) {
      const numVars = 150;
      const planted = Array.from({ length: numVars }, () => random.below(2));
      const clauses: number[][] = [];
      while (clauses.length < 4.2 * numVars) {
        const vars = random.shuffle([...Array(numVars).keys()]).slice(0, 3);
        const clause = vars.map((v) => 2 * v + random.below(2));
        if (clause.some((l) => (l & 1) !== planted[l >> 1])) clauses.push(clause);
      }
      const solver = new SatSolver(numVars, undefined, { maxLearnts: 20 });
      for (const clause of clauses) solver.addClause(clause);
      expect(solver.solve()).toBe('sat');
      const model = (l: number): boolean => solver.valueOf(l >> 1) === ((l & 1) === 0);
      expect(clauses.every((c) => c.some(model))).toBe(true);
    }
  });

  it('pauses after the conflict budget and resumes', () => {
    const solver = new SatSolver(42);
    const x = (p: number, h: number): number => 2 * (p * 6 + h);
    for (let p = 0; p < 7; p++) solver.addClause(Array.from({ length: 6 }, (_, h) => x(p, h)));
    for (let h = 0; h < 6; h++) {
      for (let p = 0; p < 7; p++) {
        for (let q = p + 1; q < 7; q++) solver.addClause([x(p, h) + 1, x(q, h) + 1]);
      }
    }
    expect(solver.solve(10)).toBe('unknown');
    let answer = solver.solve(10);
    while (answer === 'unknown') answer = solver.solve(1000);
    expect(answer).toBe('unsat');
  });

  it('tells the propagator about every restart, its own and those asked for', () => {
    // 7 pigeons in 6 holes takes hundreds of conflicts: more than the first restart interval.
    let restarts = 0;
    const counter: Propagator = {
      assigned: () => undefined,
      unassigned: () => undefined,
      restarted: () => void restarts++,
    };
    const solver = new SatSolver(42, counter);
    const x = (p: number, h: number): number => 2 * (p * 6 + h);
    for (let p = 0; p < 7; p++) solver.addClause(Array.from({ length: 6 }, (_, h) => x(p, h)));
    for (let h = 0; h < 6; h++) {
      for (let p = 0; p < 7; p++) {
        for (let q = p + 1; q < 7; q++) solver.addClause([x(p, h) + 1, x(q, h) + 1]);
      }
    }
    expect(solver.solve(64)).toBe('unknown');
    expect(restarts).toBe(1);
    solver.restart();
    expect(restarts).toBe(2);
    expect(solver.solve()).toBe('unsat');
    expect(restarts).toBeGreaterThan(2);
  });

  it('counts the variables fixed for good: never fewer, whatever is added or searched', () => {
    const solver = new SatSolver(4);
    solver.addClause([0]);
    solver.addClause([3, 4]); // x1 → x2
    expect(solver.fixedCount).toBe(1);
    solver.addClause([1, 2]); // x0 → x1, so x1 at once
    expect(solver.fixedCount).toBe(2);
    expect(solver.solve()).toBe('sat');
    // x2 follows by propagation; x3 is a decision, not fixed.
    expect(solver.fixedCount).toBe(3);
    fc.assert(
      fc.property(cnf, ({ numVars, batches }) => {
        const solver = new SatSolver(numVars);
        let fixed = 0;
        for (const batch of batches) {
          for (const clause of batch) {
            solver.addClause(clause);
            expect(solver.fixedCount).toBeGreaterThanOrEqual(fixed);
            fixed = solver.fixedCount;
          }
          solver.solve();
          expect(solver.fixedCount).toBeGreaterThanOrEqual(fixed);
          expect(solver.fixedCount).toBeLessThanOrEqual(numVars);
          fixed = solver.fixedCount;
        }
      }),
    );
  });
});
