import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DeadlineError,
  abortError,
  isAbortError,
  pastDeadline,
  steppingClock,
  withDeadline,
  type SolveControl,
} from './control.js';
import { nim, nimMatch, type NimMove, type NimPosition } from './examples/nim.js';
import { graphGame } from './examples/graph-game.js';
import { emptyTicTacToe, ticTacToe, type TicTacToePosition } from './examples/tic-tac-toe.js';
import {
  GUESS_SHARE,
  Match,
  solvedMatchGame,
  unvaluedMatchGame,
  withSearchedRemoteness,
  type MatchGame,
  type MatchGuess,
  type MatchMoveValue,
} from './match.js';
import { RemotenessSearch } from './remoteness-search.js';
import { SeededRandom } from './random.js';
import { Solver } from './solver.js';

/** Win or loss and remoteness of a Nim position by plain minimax, independent of the solvers. */
function minimax(
  heaps: NimPosition,
  memo = new Map<string, [boolean, number]>(),
): [boolean, number] {
  const key = heaps.join(',');
  const known = memo.get(key);
  if (known !== undefined) return known;
  let fastestWin = Infinity;
  let slowestLoss = 0;
  heaps.forEach((size, heap) => {
    for (let count = 1; count <= size; count++) {
      const [wins, remoteness] = minimax(
        heaps.map((h, i) => (i === heap ? h - count : h)),
        memo,
      );
      if (!wins) fastestWin = Math.min(fastestWin, remoteness + 1);
      else slowestLoss = Math.max(slowestLoss, remoteness + 1);
    }
  });
  const value: [boolean, number] =
    fastestWin < Infinity ? [true, fastestWin] : [false, slowestLoss];
  memo.set(key, value);
  return value;
}

const after = (heaps: NimPosition, { heap, count }: NimMove): NimPosition =>
  nim.play(heaps, { heap, count });

const smallHeaps = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 3 });

/** Nim whose values say who wins but never how fast, as a game out of a search's reach. */
function nimWithoutRemoteness(): MatchGame<NimPosition, NimMove> {
  const game = nimMatch();
  return {
    ...game,
    values: (position, options) =>
      game.values(position, options).map(({ move, outcome }) => ({ move, outcome })),
  };
}

describe('Match on Nim', () => {
  it('values every legal move as minimax does', () => {
    fc.assert(
      fc.property(smallHeaps, (heaps) => {
        const values = Match.start(nimMatch(), heaps).legalMoves();
        expect(values.map((v) => v.move)).toEqual(nim.moves(heaps));
        for (const { move, outcome, remoteness } of values) {
          const [wins, r] = minimax(after(heaps, move));
          expect(outcome).toBe(wins ? 'loss' : 'win');
          expect(remoteness).toBe(r + 1);
        }
      }),
    );
  });

  it('plays perfect: always wins a won position, whatever the opponent plays', () => {
    fc.assert(
      fc.property(smallHeaps, fc.array(fc.nat(), { maxLength: 12 }), (heaps, picks) => {
        fc.pre(minimax(heaps)[0]);
        const match = Match.start(nimMatch(), heaps);
        let pick = 0;
        while (match.result === undefined) {
          if (match.turn === 0) {
            match.play(match.computerMove('perfect')!);
          } else {
            const moves = match.moves();
            match.play(moves[(picks[pick++] ?? 0) % moves.length]!);
          }
        }
        expect(match.result).toEqual({ winner: 0 });
      }),
    );
  });

  it('hurries to a win and delays a loss when remoteness is known', () => {
    // Both move orders: the first move (taking 1) tends to be the slowest, the last the fastest.
    const reversed = (): MatchGame<NimPosition, NimMove> => {
      const game = nimMatch();
      return {
        ...game,
        moves: (position) => [...game.moves(position)].reverse(),
        values: (position, options) => [...game.values(position, options)].reverse(),
      };
    };
    fc.assert(
      fc.property(smallHeaps, fc.boolean(), (heaps, reverse) => {
        const game = reverse ? reversed() : nimMatch();
        const move = Match.start(game, heaps).computerMove('perfect');
        if (move === undefined) return;
        const [wins, remoteness] = minimax(heaps);
        const [childWins, childRemoteness] = minimax(after(heaps, move));
        expect(childWins).toBe(!wins);
        expect(childRemoteness + 1).toBe(remoteness);
      }),
    );
  });

  it('without remoteness: any winning move, else the fewest winning replies', () => {
    const winningReplies = (heaps: NimPosition): number =>
      nim.moves(heaps).filter((m) => !minimax(after(heaps, m))[0]).length;
    fc.assert(
      fc.property(smallHeaps, (heaps) => {
        const move = Match.start(nimWithoutRemoteness(), heaps).computerMove('perfect');
        if (move === undefined) return;
        if (minimax(heaps)[0]) {
          expect(minimax(after(heaps, move))[0]).toBe(false);
        } else {
          const fewest = Math.min(...nim.moves(heaps).map((m) => winningReplies(after(heaps, m))));
          expect(winningReplies(after(heaps, move))).toBe(fewest);
        }
      }),
    );
  });

  it("counts winning replies with the game's own count when it has one", () => {
    const game: MatchGame<NimPosition, NimMove> = {
      ...nimWithoutRemoteness(),
      winningReplies: (_, move) => (move.heap === 1 && move.count === 2 ? 0 : 1),
    };
    expect(Match.start(game, [2, 2]).computerMove('perfect')).toEqual({ heap: 1, count: 2 });
    expect(Match.start(nimWithoutRemoteness(), [2, 2]).computerMove('perfect')).toEqual({
      heap: 0,
      count: 1,
    });
  });

  it('plays uniformly random legal moves, the same for the same seed', () => {
    const heaps = [3, 4];
    const counts = new Map<string, number>();
    const random = new SeededRandom(7);
    const match = Match.start(nimMatch(), heaps);
    for (let i = 0; i < 7000; i++) {
      const move = match.computerMove('random', { random })!;
      const key = `${move.heap}:${move.count}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(7);
    for (const count of counts.values()) expect(count).toBeGreaterThan(800);
    const again = (seed: number) =>
      Match.start(nimMatch(), heaps).computerMove('random', { random: new SeededRandom(seed) });
    expect(again(3)).toEqual(again(3));
  });

  it('plays the learner: sometimes the perfect move, sometimes not', () => {
    const heaps = [1, 2, 4]; // won: the only winning move takes 1 from heap 3
    const match = Match.start(nimMatch(), heaps);
    const random = new SeededRandom(1);
    let perfect = 0;
    for (let i = 0; i < 400; i++) {
      const move = match.computerMove('learner', { random })!;
      if (move.heap === 2 && move.count === 1) perfect++;
    }
    // Perfect half the time, plus the random move's 1 in 7.
    expect(perfect).toBeGreaterThan(200);
    expect(perfect).toBeLessThan(320);
  });

  it('undoes and redoes moves, and a new move forgets the moves undone', () => {
    fc.assert(
      fc.property(
        smallHeaps,
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.nat({ max: 10 }),
        (heaps, picks, back) => {
          const match = Match.start(nimMatch(), heaps);
          const positions = [match.position];
          for (const pick of picks) {
            const moves = match.moves();
            if (moves.length === 0) break;
            match.play(moves[pick % moves.length]!);
            positions.push(match.position);
          }
          const played = match.history;
          const undone = Math.min(back, played.length);
          for (let i = 0; i < undone; i++) {
            expect(match.undo()).toEqual(played[played.length - 1 - i]);
          }
          expect(match.position).toEqual(positions[positions.length - 1 - undone]);
          expect(match.turn).toBe((positions.length - 1 - undone) % 2);
          if (!match.canUndo) expect(match.undo()).toBeUndefined();
          for (let i = 0; i < undone; i++) match.redo();
          expect(match.redo()).toBeUndefined();
          expect(match.position).toEqual(positions.at(-1));
          expect(match.history).toEqual(played);
          if (undone > 0 && played.length > 0) {
            for (let i = 0; i < undone; i++) match.undo();
            const fresh = match.moves()[0]!;
            match.play(fresh);
            expect(match.canRedo).toBe(false);
            expect(match.history).toEqual([...played.slice(0, played.length - undone), fresh]);
          }
        },
      ),
    );
  });

  it('replays moves and names the first illegal one, counted from 1', () => {
    const move = fc.record({ heap: fc.nat({ max: 3 }), count: fc.integer({ min: 0, max: 4 }) });
    fc.assert(
      fc.property(smallHeaps, fc.array(move, { maxLength: 8 }), (heaps, moves) => {
        let position: NimPosition = heaps;
        let firstIllegal: number | undefined;
        for (const [i, m] of moves.entries()) {
          const legal = nim.moves(position).some((l) => l.heap === m.heap && l.count === m.count);
          if (!legal) {
            firstIllegal = i;
            break;
          }
          position = after(position, m);
        }
        const replayed = Match.replay(nimMatch(), heaps, moves);
        if (firstIllegal === undefined) {
          expect(replayed).toBeInstanceOf(Match);
          expect((replayed as Match<NimPosition, NimMove>).position).toEqual(position);
        } else {
          expect(
            (replayed as { error: string }).error.startsWith(`move ${firstIllegal + 1}: `),
          ).toBe(true);
        }
      }),
    );
    expect(
      Match.replay(
        nimMatch(),
        [2],
        [
          { heap: 0, count: 1 },
          { heap: 0, count: 3 },
        ],
      ),
    ).toEqual({
      error: 'move 2: take 3 from heap 1 is not a legal move',
    });
    expect(
      Match.replay(
        nimMatch(),
        [1],
        [
          { heap: 0, count: 1 },
          { heap: 0, count: 1 },
        ],
      ),
    ).toEqual({
      error: 'move 2: the game is over',
    });
  });

  it('refuses an illegal move with its reason and leaves the match as it was', () => {
    const match = Match.start(nimMatch(), [2, 1]);
    expect(() => match.play({ heap: 1, count: 2 })).toThrow(
      new RangeError('take 2 from heap 2 is not a legal move'),
    );
    expect(match.position).toEqual([2, 1]);
    expect(match.history).toEqual([]);
  });

  it('says whose turn it is and who won', () => {
    const match = Match.start(nimMatch(), [1], { toMove: 1 });
    expect(match.turn).toBe(1);
    expect(match.result).toBeUndefined();
    match.play({ heap: 0, count: 1 });
    expect(match.turn).toBe(0);
    expect(match.result).toEqual({ winner: 1 });
    expect(match.moves()).toEqual([]);
    expect(match.legalMoves()).toEqual([]);
    expect(match.computerMove('perfect')).toBeUndefined();
  });

  it('stops a computation when its control is cancelled, and answers later calls', () => {
    const game = nimMatch();
    const heaps = [15, 15, 15, 15]; // 3876 positions: the search checks its control past 1024
    // A flag no event announces (another thread's), asked at every check: set at the second.
    let readings = 0;
    const interrupted = (): boolean => ++readings > 1;
    let error: unknown;
    try {
      Match.start(game, heaps).legalMoves({ interrupted });
    } catch (e) {
      error = e;
    }
    expect(isAbortError(error)).toBe(true);
    expect(readings).toBe(2);
    const values = Match.start(game, heaps).legalMoves();
    expect(values.every((v) => v.outcome === 'loss')).toBe(true);
    expect(() =>
      Match.start(nimMatch(), heaps).computerMove('perfect', { control: { deadline: 0 } }),
    ).toThrow(/time budget/);
  });
});

/** A control whose deadline passes after `checks` readings of its clock: a budget in checks. */
function expiringAfter(checks: number): SolveControl {
  return { deadline: checks, clock: steppingClock(1) };
}

/**
 * Nim valued move by move, as Galette's solver does: in partial mode, the moves valued before
 * the deadline and 'unknown' for the others; without it, a DeadlineError.
 */
function nimMoveByMove(): MatchGame<NimPosition, NimMove> {
  const game = nimWithoutRemoteness();
  return {
    ...game,
    values(position, options) {
      const values: MatchMoveValue<NimMove>[] = [];
      for (const move of nim.moves(position)) {
        const late = pastDeadline(options);
        if (late && options.partial !== true) throw new DeadlineError();
        const [wins] = minimax(after(position, move));
        values.push({ move, outcome: late ? 'unknown' : wins ? 'loss' : 'win' });
      }
      return values;
    },
  };
}

describe('Match.computerChoice', () => {
  const legal = (heaps: NimPosition, move: NimMove): boolean =>
    nim.moves(heaps).some((m) => m.heap === move.heap && m.count === move.count);

  it('with time enough, is the perfect move, proven', () => {
    fc.assert(
      fc.property(smallHeaps, fc.boolean(), (heaps, remoteness) => {
        const game = () => (remoteness ? nimMatch() : nimWithoutRemoteness());
        const choice = Match.start(game(), heaps).computerChoice('perfect', {
          control: withDeadline({}, 1e9),
        });
        if (choice === undefined) return;
        expect(choice.move).toEqual(Match.start(game(), heaps).computerMove('perfect'));
        expect(choice.proven).toBe(true);
        const wins = minimax(heaps)[0];
        expect(choice.why).toBe(
          wins
            ? remoteness
              ? 'the fastest win'
              : 'a winning move'
            : remoteness
              ? 'the slowest loss'
              : 'every move loses: the one leaving the fewest winning replies',
        );
      }),
    );
  });

  it('moves even when the deadline has passed: a legal guess, not proven', () => {
    fc.assert(
      fc.property(smallHeaps, fc.boolean(), (heaps, byMove) => {
        fc.pre(nim.moves(heaps).length > 0);
        const game = byMove ? nimMoveByMove() : nimMatch();
        const choice = Match.start(game, heaps).computerChoice('perfect', {
          control: { deadline: 0 },
        })!;
        expect(legal(heaps, choice.move)).toBe(true);
        expect(choice.proven).toBe(false);
        expect(choice.why).toMatch(/^no winning move found in time: the first move not valued/);
      }),
    );
    const match = Match.start(nimMatch(), [3, 4]);
    const late = withDeadline({}, -1);
    expect(match.computerChoice('perfect', { control: late })!.proven).toBe(false);
  });

  it('at any deadline, moves legally, and what it says proven is perfect', () => {
    fc.assert(
      fc.property(smallHeaps, fc.nat({ max: 40 }), fc.boolean(), (heaps, checks, byMove) => {
        const game = byMove ? nimMoveByMove() : nimWithoutRemoteness();
        const choice = Match.start(game, heaps).computerChoice('perfect', {
          control: expiringAfter(checks),
        });
        if (choice === undefined) return;
        expect(legal(heaps, choice.move)).toBe(true);
        const wins = minimax(heaps)[0];
        if (choice.proven && wins) expect(minimax(after(heaps, choice.move))[0]).toBe(false);
        // A won position found won, or a lost one whose every move was valued.
        if (choice.proven) expect(choice.why).toMatch(wins ? /win/ : /^every move loses/);
      }),
    );
  });

  it('plays a winning move found before the deadline, proven', () => {
    // [1, 2, 4] is won only by taking 1 from heap 3.
    const heaps = [1, 2, 4];
    const winning = nim.moves(heaps).findIndex((m) => m.heap === 2 && m.count === 1);
    // nimMoveByMove reads the clock once per move valued.
    const found = Match.start(nimMoveByMove(), heaps).computerChoice('perfect', {
      control: expiringAfter(winning + 1),
    });
    expect(found).toEqual({ move: { heap: 2, count: 1 }, proven: true, why: 'a winning move' });
    const missed = Match.start(nimMoveByMove(), heaps).computerChoice('perfect', {
      control: expiringAfter(winning),
    })!;
    expect(missed.proven).toBe(false);
    expect(missed.move).toEqual(nim.moves(heaps)[winning]); // the first move not valued
  });

  it('guesses among the moves not valued, by the winning replies counted in time', () => {
    // Every move but the last known to lose; the last unknown, so the guess.
    const heaps = [1, 2, 3]; // lost: every move loses
    const base = nimMoveByMove();
    const game: MatchGame<NimPosition, NimMove> = {
      ...base,
      values(position, options) {
        const values = base.values(position, { ...options, deadline: undefined });
        if (position !== heaps) return values;
        return values.map((v, i) =>
          i === values.length - 1 ? { move: v.move, outcome: 'unknown' as const } : v,
        );
      },
    };
    const choice = Match.start(game, heaps).computerChoice('perfect')!;
    expect(choice.move).toEqual(nim.moves(heaps).at(-1));
    expect(choice.proven).toBe(false);
    expect(choice.why).toBe(
      'no winning move found in time: the move leaving the fewest winning replies found so far (1 of 6 moves not valued in time)',
    );
  });

  it('in a lost position valued in time, counts winning replies while time remains', () => {
    // Values that ignore the deadline (look-ups): every move is known to lose.
    const exact: MatchGame<NimPosition, NimMove> = {
      ...nimWithoutRemoteness(),
      values: (position, options) =>
        nimWithoutRemoteness().values(position, { ...options, deadline: undefined }),
    };
    const late = Match.start(exact, [2, 2]).computerChoice('perfect', {
      control: { deadline: 0 },
    });
    expect(late).toEqual({
      move: { heap: 0, count: 1 },
      proven: true,
      why: 'every move loses: the first (no winning replies counted in time)',
    });
    // Time for two of the four counts (the match reads the clock once before each).
    const partly = Match.start(exact, [2, 2]).computerChoice('perfect', {
      control: expiringAfter(2),
    })!;
    expect(partly.why).toBe(
      'every move loses: the one leaving the fewest winning replies among the 2 counted in time',
    );
  });

  it('is stopped by a cancelled signal, not turned into a guess', () => {
    const signal = {
      aborted: true,
      throwIfAborted() {
        throw abortError();
      },
    };
    let error: unknown;
    try {
      Match.start(nimMatch(), [15, 15, 15, 15]).computerChoice('perfect', {
        control: { signal },
      });
    } catch (e) {
      error = e;
    }
    expect(isAbortError(error)).toBe(true);
    // A deadline heard through a cancelled signal (`signalWithDeadline`'s) ends the call too.
    const timeLimit = {
      aborted: true,
      throwIfAborted() {
        throw new DeadlineError('stopped at the time limit');
      },
    };
    expect(() =>
      Match.start(nimMatch(), [15, 15, 15, 15]).computerChoice('perfect', {
        control: { signal: timeLimit },
      }),
    ).toThrow(/time limit/);
  });

  it('draws random and learner moves as computerMove does, not proven', () => {
    for (const policy of ['random', 'learner'] as const) {
      for (let seed = 0; seed < 20; seed++) {
        const choice = Match.start(nimMatch(), [3, 4]).computerChoice(policy, {
          random: new SeededRandom(seed),
        })!;
        const move = Match.start(nimMatch(), [3, 4]).computerMove(policy, {
          random: new SeededRandom(seed),
        });
        expect(choice.move).toEqual(move);
        if (choice.why.startsWith('a random move')) expect(choice.proven).toBe(false);
      }
    }
  });
});

describe('MatchGame.guess', () => {
  /** Nim valued move by move, with a guess that records what it was asked and answers `answer`. */
  function guessing(answer: (moves: readonly NimMove[]) => MatchGuess<NimMove> | undefined): {
    game: MatchGame<NimPosition, NimMove>;
    asked: (readonly NimMove[])[];
  } {
    const asked: (readonly NimMove[])[] = [];
    const game: MatchGame<NimPosition, NimMove> = {
      ...nimMoveByMove(),
      guess(_, moves, control) {
        asked.push(moves);
        if (pastDeadline(control) && moves.length > 9) {
          throw new DeadlineError();
        }
        return answer(moves);
      },
    };
    return { game, asked };
  }
  const heaps = [1, 2, 4]; // won only by taking 1 from heap 3

  it('comes after a winning move found in time: it is not asked', () => {
    const { game, asked } = guessing((moves) => ({ move: moves[0]!, proven: true, why: 'no' }));
    const control = withDeadline({}, 1e9);
    const choice = Match.start(game, heaps).computerChoice('perfect', { control });
    expect(choice).toEqual({ move: { heap: 2, count: 1 }, proven: true, why: 'a winning move' });
    expect(asked).toEqual([]);
  });

  it('is asked about the moves not valued: its proven win is proven, its guess a guess', () => {
    const all = nim.moves(heaps);
    const proven = guessing((moves) => ({ move: moves[2]!, proven: true, why: 'a proof' }));
    expect(
      Match.start(proven.game, heaps).computerChoice('perfect', { control: { deadline: 0 } }),
    ).toEqual({ move: all[2], proven: true, why: 'a proof' });
    expect(proven.asked).toEqual([all]);
    const guessed = guessing((moves) => ({ move: moves.at(-1)!, proven: false, why: 'a hunch' }));
    expect(
      Match.start(guessed.game, heaps).computerChoice('perfect', { control: { deadline: 0 } }),
    ).toEqual({
      move: all.at(-1),
      proven: false,
      why: `no winning move found in time: a hunch (${all.length} of ${all.length} moves not valued in time)`,
    });
  });

  it('falls back to the first move not valued when it has no guess or no time', () => {
    const cases: [MatchGame<NimPosition, NimMove>, NimPosition][] = [
      [guessing(() => undefined).game, heaps],
      // Fifteen moves: this guess throws a DeadlineError past its deadline (its time ran out).
      [guessing((moves) => ({ move: moves[1]!, proven: false, why: 'a hunch' })).game, [5, 5, 5]],
    ];
    for (const [game, position] of cases) {
      const choice = Match.start(game, position).computerChoice('perfect', {
        control: { deadline: 0 },
      })!;
      expect(choice.move).toEqual(nim.moves(position)[0]);
      expect(choice.proven).toBe(false);
      expect(choice.why).toMatch(/^no winning move found in time: the first move not valued/);
    }
  });

  it('leaves the guess a share of the budget: the values stop earlier', () => {
    const end = 1e9;
    const deadlines: { values?: number | undefined; guess?: number | undefined } = {};
    const base = nimMoveByMove();
    const game: MatchGame<NimPosition, NimMove> = {
      ...base,
      values(position, options) {
        deadlines.values = options.deadline;
        return base.values(position, { ...options, deadline: -1 });
      },
      guess(_, moves, control) {
        deadlines.guess = control.deadline;
        return { move: moves[0]!, proven: false, why: 'a hunch' };
      },
    };
    const control = { deadline: end, clock: () => 0 };
    Match.start(game, heaps).computerChoice('perfect', { control });
    expect(deadlines.guess).toBe(end);
    expect(deadlines.values).toBe(end * (1 - GUESS_SHARE));
  });

  it('must answer one of the moves it is given', () => {
    const { game } = guessing(() => ({ move: { heap: 9, count: 9 }, proven: false, why: '?' }));
    expect(() =>
      Match.start(game, heaps).computerChoice('perfect', { control: { deadline: 0 } }),
    ).toThrow(/not one of the moves not valued/);
  });
});

describe('MatchGame.lossLength', () => {
  it('breaks ties between losses leaving equally few winning replies: the longest first', () => {
    // [2, 2] is lost; taking 1 or 2 from either heap leaves one winning reply each.
    const game: MatchGame<NimPosition, NimMove> = {
      ...nimWithoutRemoteness(),
      lossLength: (heaps, move) => (move.heap === 1 && move.count === 1 ? 1 : 0),
    };
    expect(Match.start(game, [2, 2]).computerMove('perfect')).toEqual({ heap: 1, count: 1 });
    expect(Match.start(game, [2, 2]).computerChoice('perfect')!.move).toEqual({
      heap: 1,
      count: 1,
    });
    expect(Match.start(nimWithoutRemoteness(), [2, 2]).computerMove('perfect')).toEqual({
      heap: 0,
      count: 1,
    });
  });
});

describe('Match on graph games', () => {
  /** A random loop-free graph: edges only go to later nodes. */
  const dag = fc
    .array(fc.array(fc.nat({ max: 7 }), { maxLength: 4 }), { minLength: 1, maxLength: 8 })
    .map((lists) => lists.map((targets, node) => [...new Set(targets)].filter((t) => t > node)));

  it('moves to a position worth exactly the value of the position it leaves', () => {
    fc.assert(
      fc.property(dag, (edges) => {
        const rules = graphGame(edges);
        const game = solvedMatchGame(rules, {
          sameMove: (a, b) => a === b,
          describeMove: (_, node) => `to ${node}`,
        });
        const move = Match.start(game, 0).computerMove('perfect');
        if (move === undefined) return;
        const solver = new Solver(rules);
        const root = solver.solve(0);
        const child = solver.solve(move);
        expect(child.outcome).toBe(root.outcome === 'win' ? 'loss' : 'win');
        expect(child.remoteness + 1).toBe(root.remoteness);
      }),
    );
  });
});

describe('withSearchedRemoteness', () => {
  it('adds the remoteness the search finds within its budget, and hears the control', () => {
    const heaps = [3, 4, 5];
    const values = nimMatch()
      .values(heaps, {})
      .map(({ move, outcome }) => ({ move, outcome }));
    const complete = withSearchedRemoteness(
      values,
      (move) => after(heaps, move),
      new RemotenessSearch(nim, 10_000),
      1e6,
      {},
    );
    expect(complete).toEqual(nimMatch().values(heaps, {}));
    // The search checks its budget every 1024 positions: a large position runs out.
    const big = [30, 30, 30];
    const bigValues = nimMatch()
      .values(big, {})
      .map(({ move, outcome }) => ({ move, outcome }));
    const none = withSearchedRemoteness(
      bigValues,
      (move) => after(big, move),
      new RemotenessSearch(nim, 10_000),
      1,
      {},
    );
    expect(none.filter((v) => v.remoteness !== undefined).length).toBeLessThan(bigValues.length);
    expect(() =>
      withSearchedRemoteness(
        bigValues,
        (move) => after(big, move),
        new RemotenessSearch(nim, 100_000),
        1e6,
        { deadline: 0 },
      ),
    ).toThrow(/time budget/);
    // Past the deadline already, the search is not started.
    let searches = 0;
    const counting = {
      remoteness: (positions: readonly NimPosition[]) => {
        searches++;
        return positions.map(() => 0);
      },
    };
    withSearchedRemoteness(bigValues, (move) => after(big, move), counting, 1e6, {
      deadline: 0,
      partial: true,
    });
    expect(searches).toBe(0);
    // Partial: past the deadline, the values come back without remoteness.
    const partial = withSearchedRemoteness(
      bigValues,
      (move) => after(big, move),
      new RemotenessSearch(nim, 100_000),
      1e6,
      { deadline: 0, partial: true },
    );
    expect(partial).toEqual(bigValues);
  });
});

describe('Match on tic-tac-toe', () => {
  const game = solvedMatchGame(ticTacToe, {
    sameMove: (a, b) => a === b,
    describeMove: (_: TicTacToePosition, cell: number) => `cell ${cell + 1}`,
  });

  it('ends in a draw when both play perfectly', () => {
    const match = Match.start(game, emptyTicTacToe);
    while (match.result === undefined) match.play(match.computerMove('perfect')!);
    expect(match.result).toEqual({ winner: null });
    expect(match.history).toHaveLength(9);
  });

  it('names the winner of a line', () => {
    const match = Match.replay(game, emptyTicTacToe, [0, 3, 1, 4, 2]);
    expect(match).toBeInstanceOf(Match);
    expect((match as Match<TicTacToePosition, number>).result).toEqual({ winner: 0 });
  });
});

describe('unvaluedMatchGame', () => {
  it('replays and lists moves from the rules alone, every move of unknown value', () => {
    const game = unvaluedMatchGame(nimMatch());
    const match = Match.replay(game, [1, 2], [{ heap: 1, count: 1 }]);
    if (!(match instanceof Match)) throw new Error(match.error);
    expect(match.turn).toBe(1);
    expect(match.legalMoves().map((v) => v.outcome)).toEqual(['unknown', 'unknown']);
    expect(match.computerChoice('perfect')?.proven).toBe(false);
    expect(Match.replay(game, [1], [{ heap: 0, count: 2 }])).toEqual({
      error: 'move 1: take 2 from heap 1 is not a legal move',
    });
  });
});
