import { performance } from 'node:perf_hooks';
import { init, Z3_lbool } from 'z3-solver';
import { LoopCutter } from '../src/solver/cuts.js';
import { encode, type MasyuLoop, type MasyuPuzzle } from '../src/index.js';
import { compareEngine, type EngineAnswer } from './engines.js';

/**
 * The package's clauses and lazy loop cuts handed to Z3 (z3-solver: Z3 compiled to WebAssembly)
 * instead of the package's own CDCL search, as `bench/logic-solver.ts` does for MiniSat. One
 * incremental solver per puzzle (logic QF_FD, Z3's SAT core, which is faster here than the
 * default SMT core): solve, cut the wrong loops or exclude the solution, solve again until unsat.
 *
 * Run with `pnpm --filter @cgkit/masyu exec tsx bench/z3.ts` (opt-in: about a minute).
 */
const z3 = await init();
const { Z3 } = z3;
const ctx = new z3.Context('masyu');

export async function solveWithZ3(puzzle: MasyuPuzzle, timeLimitMs: number): Promise<EngineAnswer> {
  const deadline = performance.now() + timeLimitMs;
  const encoding = encode(puzzle);
  const cutter = new LoopCutter(puzzle, encoding);
  const solver = new ctx.Solver('QF_FD');
  const vars = Array.from(encoding.edgeOfVar, (_, v) => ctx.Bool.const(`e${v}`));
  const literal = (lit: number) => ((lit & 1) === 1 ? ctx.Not(vars[lit >> 1]!) : vars[lit >> 1]!);
  const require = (clause: readonly number[]): void =>
    solver.add(clause.length === 0 ? ctx.Bool.val(false) : ctx.Or(...clause.map(literal)));
  encoding.clauses.forEach(require);
  const found: MasyuLoop[] = [];
  const value = new Uint8Array(vars.length);
  try {
    while (found.length < 2) {
      const left = Math.floor(deadline - performance.now());
      if (left <= 0) return { status: 'timeout', solution: undefined };
      solver.set('timeout', left);
      const result = await solver.check();
      if (result === 'unknown') return { status: 'timeout', solution: undefined };
      if (result === 'unsat') break;
      const model = solver.model();
      // The low-level call avoids wrapping one object per variable per model.
      for (let v = 0; v < vars.length; v++) {
        const ast = Z3.model_eval(ctx.ptr, model.ptr, vars[v]!.ptr, true);
        value[v] = ast !== null && Z3.get_bool_value(ctx.ptr, ast) === Z3_lbool.Z3_L_TRUE ? 1 : 0;
      }
      const checked = cutter.check((v) => value[v] === 1);
      if ('cuts' in checked) {
        checked.cuts.forEach(require);
        continue;
      }
      found.push(checked.loop);
      const edges = [...checked.loop.edges.keys()].filter((e) => checked.loop.edges[e] === 1);
      require(edges.map((e) => 2 * encoding.varOfEdge[e]! + 1));
    }
  } finally {
    solver.release();
  }
  const status = (['none', 'unique'] as const)[found.length] ?? 'multiple';
  return { status, solution: found[0] };
}

await compareEngine('z3', solveWithZ3);
// Z3's worker threads keep the process alive.
process.exit();
