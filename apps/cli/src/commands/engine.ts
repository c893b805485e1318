import {
  GrundySolver,
  Solver,
  emptyTicTacToe,
  graphGame,
  kayles,
  nim,
  solveLoopy,
  ticTacToe,
} from '@cgkit/core-search';
import type { Command } from 'commander';
import { UserError, parseIntOption, printJson, type CommandModule } from '../cli-kit.js';

/** Nim analysis: the position's Grundy value and every winning move. */
export function analyzeNim(heaps: readonly number[]): {
  heaps: readonly number[];
  grundy: number;
  winner: 'first' | 'second';
  winningMoves: { heap: number; take: number }[];
} {
  const solver = new GrundySolver(nim);
  const grundy = solver.grundy(heaps);
  const winningMoves = solver
    .analyzeMoves(heaps)
    .filter((m) => m.grundy === 0)
    .map(({ move }) => ({ heap: move.heap + 1, take: move.count }));
  return { heaps, grundy, winner: grundy === 0 ? 'second' : 'first', winningMoves };
}

function demo(): string {
  const lines: string[] = [];
  const heaps = [3, 4, 5];
  const nimResult = analyzeNim(heaps);
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
      .action((heapArgs: string[], options: { json?: boolean }) => {
        const heaps = heapArgs.map((h) => parseIntOption(h, 'heap size', 0, 1000));
        if (heaps.length > 64) throw new UserError('at most 64 heaps');
        const result = analyzeNim(heaps);
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
