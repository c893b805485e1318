import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { takeAwayDescriptor } from '../../../cli/src/testing/toy-game.js';
import type { Reply } from './protocol.js';
import { runTask } from './run-task.js';
import { registerWorkerGame } from './tasks.js';
import type { ComputerChoice, MatchAnalysis } from './tasks/match.js';

// A sixth game added through its descriptor alone: registered with the worker, it is valued and
// played through the chain the page's requests take (`runTask`, the match tasks), as the
// built-in games are. Checked against the closed form of take-away with 1 or 2: a heap that is a
// multiple of 3 is lost for the player to move.
registerWorkerGame(takeAwayDescriptor);

let nextId = 1;

/** Runs a task as the worker does for a request of the page; its output, or its error. */
async function ask<T>(task: 'match/analyze' | 'match/computer', input: unknown): Promise<T> {
  const progress: Reply[] = [];
  const reply = await runTask(nextId++, task, input, (r) => progress.push(r));
  if (reply.kind === 'error') throw new Error(reply.message);
  if (reply.kind !== 'done') throw new Error(`no answer: ${reply.kind}`);
  return reply.output as T;
}

const amounts = [1, 2];
const game = (heap: number, moves: readonly number[]) => ({
  game: 'take-away',
  start: { heap, amounts },
  moves,
});

/** Independently: the moves that leave a multiple of 3 win. */
const winning = (heap: number): number[] =>
  amounts.filter((take) => take <= heap && (heap - take) % 3 === 0);

describe('a toy sixth game through the web worker', () => {
  it('values every position of a game so far as the closed form says', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 60 }),
        fc.array(fc.constantFrom(1, 2), { maxLength: 30 }),
        async (heap, wanted) => {
          // The moves a player could make: each one legal where it is played.
          const moves: number[] = [];
          let left = heap;
          for (const take of wanted) {
            if (take > left) break;
            moves.push(take);
            left -= take;
          }
          const analysis = await ask<MatchAnalysis<number>>('match/analyze', game(heap, moves));
          const heaps = [heap, ...moves.map((_, i) => heap - sum(moves.slice(0, i + 1)))];
          expect(analysis.history.map((v) => v.result)).toEqual(
            heaps.map((h) => (h % 3 === 0 ? 'lose' : 'win')),
          );
          // Take 1 or 2: a won heap 3k + r is won in 2k + 1 moves, a lost 3k lasts 2k.
          expect(analysis.history.map((v) => v.remoteness)).toEqual(
            heaps.map((h) => 2 * Math.floor(h / 3) + (h % 3 === 0 ? 0 : 1)),
          );
          const wins = analysis.moves.filter((v) => v.outcome === 'win').map((v) => v.move);
          expect(wins).toEqual(winning(left));
        },
      ),
      { numRuns: 40 },
    );
  });

  it("plays the computer's perfect move: from a won heap, it leaves a multiple of 3", async () => {
    for (let heap = 0; heap <= 20; heap++) {
      const choice = await ask<ComputerChoice<number>>('match/computer', game(heap, []));
      if (heap === 0) {
        expect(choice).toEqual({ move: null, proven: true, why: 'the game is over' });
        continue;
      }
      if (heap % 3 !== 0) expect(winning(heap)).toContain(choice.move);
      expect(choice.proven).toBe(true);
    }
  });

  it('plays a whole game against the computer: whoever leaves multiples of 3 wins', async () => {
    // The person takes 1 from 4 (leaving 3), then whatever leaves a multiple of 3.
    const moves: number[] = [1];
    for (;;) {
      const left = 4 - sum(moves);
      const choice = await ask<ComputerChoice<number>>('match/computer', game(4, moves));
      if (choice.move === null) break;
      moves.push(choice.move);
      const mine = winning(left - choice.move)[0];
      if (mine === undefined) break;
      moves.push(mine);
    }
    expect(sum(moves)).toBe(4);
    // The person made the last move: the computer, to move at 0, has lost.
    expect(moves.length % 2).toBe(1);
    const end = await ask<MatchAnalysis<number>>('match/analyze', game(4, moves));
    expect(end.history.at(-1)).toEqual({ result: 'lose', remoteness: 0 });
  });

  it('says which move is illegal, and refuses a game it was never given', async () => {
    await expect(ask('match/analyze', game(4, [2, 3]))).rejects.toThrow(
      /^Move 2: take 3 is not a legal move/,
    );
    await expect(ask('match/analyze', game(4, [2, 2, 1]))).rejects.toThrow(
      /^Move 3: the game is over/,
    );
    await expect(ask('match/computer', { ...game(4, []), game: 'hex' })).rejects.toThrow(
      /no game named hex/,
    );
  });
});

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
