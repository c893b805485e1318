import clingo from 'clingo-wasm';
import { MasyuCell, type MasyuPuzzle } from '../src/index.js';
import { compareEngine, type EngineAnswer } from './engines.js';

/**
 * Masyu as an answer-set program, handed to clingo (clingo-wasm: clingo compiled to
 * WebAssembly, run in a worker thread). The idiomatic encoding: a choice of edges, degree 0 or 2,
 * the pearl rules, and one loop as reachability from a pearl, which clingo's unfounded-set
 * checks enforce lazily (its own form of loop cuts). Asking for two answer sets finds the
 * solution and proves it unique in one call.
 *
 * Run with `pnpm --filter @cgkit/masyu exec tsx bench/clingo.ts` (opt-in: about a minute).
 */
const RULES = `
adj(X,Y) :- nb(X,r,Y).
adj(X,Y) :- nb(X,d,Y).
{ on(X,Y) } :- adj(X,Y).
link(X,Y) :- on(X,Y).
link(Y,X) :- on(X,Y).
used(X) :- link(X,_).
:- cell(X), #count { Y : link(X,Y) } != 0, #count { Y : link(X,Y) } != 2.
:- pearl(X), not used(X).
uses(X,D) :- nb(X,D,Y), link(X,Y).
straight(X) :- uses(X,u), uses(X,d).
straight(X) :- uses(X,l), uses(X,r).
turn(X) :- used(X), not straight(X).
:- black(X), straight(X).
:- black(X), uses(X,D), nb(X,D,Y), not uses(Y,D).
:- white(X), turn(X).
:- white(X), #count { Y : link(X,Y), turn(Y) } = 0.
pearl(X) :- black(X).
pearl(X) :- white(X).
root(X) :- X = #min { Y : pearl(Y) }.
reach(X) :- root(X).
reach(Y) :- reach(X), link(X,Y).
:- used(X), not reach(X).
#show on/2.
`;

/** The facts of one puzzle: cells numbered row by row, their neighbours, the pearls. */
function facts(puzzle: MasyuPuzzle): string {
  const { rows, cols, cells } = puzzle;
  const lines = [`cell(0..${rows * cols - 1}).`];
  for (let cell = 0; cell < rows * cols; cell++) {
    const [r, c] = [Math.floor(cell / cols), cell % cols];
    if (r > 0) lines.push(`nb(${cell},u,${cell - cols}).`);
    if (r < rows - 1) lines.push(`nb(${cell},d,${cell + cols}).`);
    if (c > 0) lines.push(`nb(${cell},l,${cell - 1}).`);
    if (c < cols - 1) lines.push(`nb(${cell},r,${cell + 1}).`);
    if (cells[cell] === MasyuCell.black) lines.push(`black(${cell}).`);
    if (cells[cell] === MasyuCell.white) lines.push(`white(${cell}).`);
  }
  return lines.join('\n');
}

export async function solveWithClingo(
  puzzle: MasyuPuzzle,
  timeLimitMs: number,
): Promise<EngineAnswer> {
  const { rows, cols } = puzzle;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeLimitMs);
  });
  const running = clingo.run(facts(puzzle) + RULES, 2);
  const result = await Promise.race([running, expired]);
  clearTimeout(timer);
  if (result === 'timeout') {
    // clingo-wasm 0.5 cannot stop a solve in progress: let it end before the next puzzle, so
    // that the next one is timed on its own.
    await running.catch(() => undefined);
    return { status: 'timeout', solution: undefined };
  }
  if (result.Result === 'ERROR') throw new Error(`clingo: ${result.Error}`);
  if (result.Result === 'UNKNOWN') return { status: 'timeout', solution: undefined };
  const witnesses = result.Call.flatMap((call) => call.Witnesses);
  const first = witnesses[0];
  if (first === undefined) return { status: 'none', solution: undefined };
  // Edge 2·cell goes right, 2·cell + 1 goes down.
  const edges = new Uint8Array(2 * rows * cols);
  for (const atom of first.Value) {
    const [x, y] = atom.slice(3, -1).split(',').map(Number) as [number, number];
    edges[y === x + 1 ? 2 * x : 2 * x + 1] = 1;
  }
  return {
    status: witnesses.length === 1 ? 'unique' : 'multiple',
    solution: { rows, cols, edges },
    engineMs: result.Time.Total * 1000,
  };
}

await compareEngine('clingo', solveWithClingo);
// The worker thread keeps the process alive.
process.exit();
