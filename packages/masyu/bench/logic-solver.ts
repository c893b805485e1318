import { createRequire } from 'node:module';
import { LoopCutter } from '../src/solver/cuts.js';
import { encode, type MasyuLoop, type MasyuPuzzle } from '../src/index.js';

/** The part of logic-solver's API used here (the package ships no types). */
interface LogicSolver {
  Solver: new () => {
    require(formula: unknown): void;
    solve(): { getTrueVars(): string[] } | null;
  };
  FALSE: unknown;
  or(...terms: string[]): unknown;
}

const Logic = createRequire(import.meta.url)('logic-solver') as LogicSolver;

/**
 * The same clauses and the same lazy loop cuts, handed to logic-solver (MiniSat compiled to
 * JavaScript) instead of the package's own CDCL search: the reference a dedicated engine must
 * beat. Returns the status and the number of SAT calls.
 */
export function solveWithLogicSolver(puzzle: MasyuPuzzle): {
  status: 'unique' | 'multiple' | 'none';
  solution: MasyuLoop | undefined;
  calls: number;
} {
  const encoding = encode(puzzle);
  const cutter = new LoopCutter(puzzle, encoding);
  const solver = new Logic.Solver();
  const term = (lit: number): string => `${(lit & 1) === 1 ? '-' : ''}e${lit >> 1}`;
  const require = (clause: readonly number[]): void =>
    solver.require(clause.length === 0 ? Logic.FALSE : Logic.or(...clause.map(term)));
  encoding.clauses.forEach(require);
  const found: MasyuLoop[] = [];
  let calls = 0;
  while (found.length < 2) {
    calls++;
    const model = solver.solve();
    if (model === null) break;
    const isTrue = new Set(model.getTrueVars());
    const checked = cutter.check((v) => isTrue.has(`e${v}`));
    if ('cuts' in checked) {
      checked.cuts.forEach(require);
      continue;
    }
    found.push(checked.loop);
    const edges = [...checked.loop.edges.keys()].filter((e) => checked.loop.edges[e] === 1);
    require(edges.map((e) => 2 * encoding.varOfEdge[e]! + 1));
  }
  const status = (['none', 'unique'] as const)[found.length] ?? 'multiple';
  return { status, solution: found[0], calls };
}
