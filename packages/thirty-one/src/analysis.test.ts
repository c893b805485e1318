import { Match, Solver, SeededRandom } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thirtyOneMatch } from './analysis.js';
import { thirtyOneGame } from './game.js';
import { STANDARD_KEYPAD, thirtyOneStart } from './model.js';
import { legalKeys } from './rules.js';
import { solveKeypad } from './solver/index.js';
import { anyKeypad } from './testing/arbitraries.js';

describe('thirtyOneMatch', () => {
  it('values every key as the generic solver does, on random positions', () => {
    fc.assert(
      fc.property(anyKeypad, fc.integer({ min: 0, max: 30 }), fc.nat(), (keypad, total, pick) => {
        const game = thirtyOneMatch(solveKeypad(keypad));
        const generic = new Solver(thirtyOneGame(keypad));
        const lastKeys = [undefined, ...legalKeys(keypad, undefined)];
        const position = { total, last: lastKeys[pick % lastKeys.length] };
        const values = game.values(position, {});
        expect(values).toEqual(
          generic.analyzeMoves(position).map(({ move, outcome, remoteness }) => ({
            move,
            outcome,
            remoteness,
          })),
        );
      }),
    );
  });

  it('wins a won game with the perfect policy, whatever the opponent plays', () => {
    const solved = solveKeypad(STANDARD_KEYPAD);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer(), (start, seed) => {
        const position = thirtyOneStart(start);
        fc.pre(solved.wins(position));
        const match = Match.start(thirtyOneMatch(solved), position);
        const random = new SeededRandom(seed >>> 0);
        while (match.result === undefined) {
          const policy = match.turn === 0 ? 'perfect' : 'random';
          match.play(match.computerMove(policy, { random })!);
        }
        expect(match.result).toEqual({ winner: 0 });
        // The perfect player hurries: never more presses than the remoteness of the start.
        expect(match.history.length).toBeLessThanOrEqual(solved.remoteness(position));
      }),
    );
  });

  it('names the first illegal key of a replay, counted from 1', () => {
    const game = thirtyOneMatch(solveKeypad(STANDARD_KEYPAD));
    // Key 5 is the middle cell (4); after it, 7 (cell 0) is neither in its row nor its column.
    expect(Match.replay(game, thirtyOneStart(0), [4, 0])).toEqual({
      error: 'move 2: key 7 (row 1, column 1) is not a legal move',
    });
    const match = Match.replay(game, thirtyOneStart(0), [4, 1]);
    expect(match).toBeInstanceOf(Match);
  });

  it('moves perfectly even past its deadline: every value is a look-up', () => {
    // The CLI's largest limit.
    const solved = solveKeypad(STANDARD_KEYPAD, { limit: 100_000 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (start) => {
        const position = thirtyOneStart(start);
        const choice = Match.start(thirtyOneMatch(solved), position).computerChoice('perfect', {
          control: { deadline: 0 },
        })!;
        expect(choice.proven).toBe(true);
        expect(choice.move).toBe(
          Match.start(thirtyOneMatch(solved), position).computerMove('perfect'),
        );
      }),
      { numRuns: 50 },
    );
  });
});
