import {
  GrundySolver,
  Solver,
  checkControl,
  emptyTicTacToe,
  graphGame,
  kayles,
  nim,
  solveLoopy,
  ticTacToe,
  type SolveControl,
} from '@cgkit/core-search';
import type { Command } from 'commander';
import {
  UserError,
  parseIntOption,
  printJson,
  solveControl,
  type CommandModule,
} from '../cli-kit.js';

/** The most heaps `cgkit nim` takes, and the largest heap: they bound its work and memory. */
const MAX_HEAPS = 64;
const MAX_HEAP = 1000;

/** Heap sizes valued in one slice of `analyzeNim`'s work, between two yields. */
const SIZES_PER_SLICE = 50;

/**
 * Nim analysis: the position's Grundy value and every winning move. The work comes in slices of
 * at most `SIZES_PER_SLICE * MAX_HEAP` moves (the heap sizes from the smallest up, then each
 * heap's moves), and between slices it yields to the event loop and checks `control`: the
 * command runs on the CLI's main thread (see `registry.ts`), which hears Ctrl-C only there.
 */
export async function analyzeNim(
  heaps: readonly number[],
  control: SolveControl = {},
): Promise<{
  heaps: readonly number[];
  grundy: number;
  winner: 'first' | 'second';
  winningMoves: { heap: number; take: number }[];
}> {
  const pause = async (): Promise<void> => {
    await new Promise((resolve) => setImmediate(resolve));
    checkControl(control);
  };
  const solver = new GrundySolver(nim, control);
  for (let size = 0; size <= Math.max(0, ...heaps); size += SIZES_PER_SLICE) {
    await pause();
    solver.grundy([size]);
  }
  const grundy = solver.grundy(heaps);
  const winningMoves: { heap: number; take: number }[] = [];
  for (let heap = 0; heap < heaps.length; heap++) {
    await pause();
    for (let count = 1; count <= heaps[heap]!; count++) {
      if (solver.grundy(nim.play(heaps, { heap, count })) === 0) {
        winningMoves.push({ heap: heap + 1, take: count });
      }
    }
  }
  return { heaps, grundy, winner: grundy === 0 ? 'second' : 'first', winningMoves };
}

async function demo(): Promise<string> {
  const lines: string[] = [];
  const heaps = [3, 4, 5];
  const nimResult = await analyzeNim(heaps);
  const move = nimResult.winningMoves[0];
  lines.push(
    `Nim ${heaps.join(' ')}: value *${nimResult.grundy}, the first player wins` +
      (move === undefined ? '' : ` by taking ${move.take} from heap ${move.heap}`),
  );
  const kaylesSolver = new GrundySolver(kayles);
  const values = Array.from({ length: 20 }, (_, n) => kaylesSolver.grundy([n]));
  lines.push(`Kayles rows 0..19: ${values.join(' ')}`);
  const ttt = new Solver(ticTacToe).solve(emptyTicTacToe);
  const reachable = solveLoopy(ticTacToe, emptyTicTacToe).size;
  lines.push(
    `Tic-tac-toe: a ${ttt.outcome} with perfect play, ${ttt.remoteness} moves; ${reachable} legal positions`,
  );
  // A token on a graph with a cycle: 0 → 1 or 2, 1 → 0, 2 → 3, 3 → 2 or 4, 4 ends the game.
  const loopy = solveLoopy(graphGame([[1, 2], [0], [3], [2, 4], []]), 0);
  const start = loopy.value(0);
  lines.push(
    `Loopy graph game from node 0: ${start.outcome}` +
      (Number.isFinite(start.remoteness) ? ` in ${start.remoteness}` : ' (play can go on forever)'),
  );
  return lines.join('\n');
}

export const engineCommand: CommandModule = {
  title: 'core-search example games',
  register(program: Command) {
    program
      .command('nim')
      .description('analyse a Nim position: its value and the winning moves')
      .argument('<heaps...>', 'heap sizes')
      .option('--json', 'print {heaps, grundy, winner, winningMoves} as JSON')
      .action(async (heapArgs: string[], options: { json?: boolean }) => {
        const heaps = heapArgs.map((h) => parseIntOption(h, 'heap size', 0, MAX_HEAP));
        if (heaps.length > MAX_HEAPS) throw new UserError(`at most ${MAX_HEAPS} heaps`);
        const result = await analyzeNim(heaps, solveControl());
        if (options.json === true) {
          printJson(result);
          return;
        }
        process.stdout.write(
          `value *${result.grundy}: the ${result.winner} player wins\n` +
            result.winningMoves.map((m) => `  take ${m.take} from heap ${m.heap}\n`).join(''),
        );
      });
  },
  demo,
};
