import {
  Match,
  Solver,
  abortError,
  isAbortError,
  steppingClock,
  withDeadline,
} from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import {
  GaletteRemoteness,
  galetteGuess,
  galetteMatch,
  replayBites,
  takeBite,
  turnStatus,
} from './analysis.js';
import { galetteGame } from './game.js';
import { createCake } from './model.js';
import { eat, legalBites } from './rules.js';
import { GaletteSolver } from './solver/galette-solver.js';
import { smallCakes } from './testing/arbitraries.js';
import { playedCakes } from './testing/games.js';
import { lostByMirror } from './mirror.js';

// The property checks run in full in test:slow, a fraction of their runs in `pnpm test`.
const slow = inject('slow');

describe('replayBites', () => {
  it('gives the cakes of a game, from the start', () => {
    const start = createCake(3, 4);
    const cakes = replayBites(start, [
      { row: 0, col: 0 },
      { row: 1, col: 2 },
    ]);
    expect(cakes).toEqual([
      start,
      eat(start, { row: 0, col: 0 }),
      eat(eat(start, { row: 0, col: 0 }), { row: 1, col: 2 }),
    ]);
  });

  it('names the first bite that cannot be taken, counting from 1', () => {
    const bites = [
      { row: 0, col: 0 },
      { row: 0, col: 0 },
    ];
    expect(() => replayBites(createCake(3, 3), bites)).toThrow(
      /^bite 2 \(row 1, column 1\) cannot be taken/,
    );
    expect(() => replayBites(createCake(3, 3), [{ row: 2, col: 0 }])).toThrow(
      /^bite 1 \(row 3, column 1\)/,
    );
  });
});

describe('GaletteRemoteness', () => {
  it('finds the remoteness the generic search of every bite finds', () => {
    const remoteness = new GaletteRemoteness(new GaletteSolver());
    const full = new Solver(galetteGame);
    fc.assert(
      fc.property(smallCakes(4, 5), (cake) => {
        expect(remoteness.remoteness([cake], 1e6)).toEqual([full.solve(cake).remoteness]);
      }),
      { numRuns: slow ? 200 : 50 },
    );
  });

  it('takes the fastest win and the slowest loss', () => {
    const remoteness = new GaletteRemoteness(new GaletteSolver());
    const full = new Solver(galetteGame);
    fc.assert(
      fc.property(smallCakes(4, 5), (cake) => {
        const bite = remoteness.bestBite(cake, 1e6);
        const moves = full.analyzeMoves(cake);
        if (moves.length === 0) {
          expect(bite).toBeNull();
          return;
        }
        const after = full.solve(eat(cake, bite!));
        const winning = moves.filter((m) => m.outcome === 'win');
        if (winning.length > 0) {
          expect(after.outcome).toBe('loss');
          expect(after.remoteness + 1).toBe(Math.min(...winning.map((m) => m.remoteness)));
        } else {
          expect(after.remoteness + 1).toBe(Math.max(...moves.map((m) => m.remoteness)));
        }
      }),
      { numRuns: slow ? 200 : 50 },
    );
  });

  it('gives up past its budget, and answers once it has enough', () => {
    const remoteness = new GaletteRemoteness(new GaletteSolver());
    const cake = createCake(5, 6);
    expect(remoteness.remoteness([cake], 100)).toEqual([null]);
    expect(remoteness.bestBite(cake, 100)).toBeUndefined();
    expect(remoteness.remoteness([cake], 1e6)).toEqual([18]);
  });

  it('counts the parts its Grundy values need against the budget', () => {
    const solver = new GaletteSolver();
    const remoteness = new GaletteRemoteness(solver);
    // The value of this cake needs thousands of parts: far more than the budget of 1,000.
    const cake = createCake(5, 6, [{ row: 0, col: 0 }]);
    expect(remoteness.remoteness([cake], 1_000)).toEqual([null]);
    expect(solver.stats.positions).toBeLessThan(5_000);
    // Once the values are known, the parts cost nothing.
    solver.grundy(cake);
    expect(remoteness.remoteness([cake], 1e6)).toEqual([17]);
  });

  it("hears the call's control inside the Grundy searches, between its own reports", () => {
    const solver = new GaletteSolver();
    const remoteness = new GaletteRemoteness(solver);
    const cake = createCake(5, 6, [{ row: 0, col: 0 }]);
    // Thousands of parts before the search's first report: the deadline stops them.
    expect(() =>
      remoteness.remoteness([cake], 1e6, undefined, { deadline: 3, clock: steppingClock(1) }),
    ).toThrow(/time budget/);
    expect(solver.stats.positions).toBeLessThan(5_000);
    // The next call has no deadline left over.
    expect(remoteness.remoteness([cake], 1e6)).toEqual([17]);
  });
});

describe('turnStatus and takeBite', () => {
  const cake = createCake(2, 3);
  it('say whose turn it is and who has won', () => {
    expect(turnStatus({ cake, toMove: 1 }, 1)).toBe('to-play');
    expect(turnStatus({ cake, toMove: 1 }, 2)).toBe('waiting');
    const done = eat(eat(cake, { row: 0, col: 0 }), { row: 0, col: 1 });
    expect(turnStatus({ cake: done, toMove: 2 }, 2)).toBe('lost');
    expect(turnStatus({ cake: done, toMove: 2 }, 1)).toBe('won');
  });

  it('pass the turn with each bite', () => {
    const next = takeBite({ cake, toMove: 2 }, { row: 0, col: 1 });
    expect(next).toEqual({ cake: eat(cake, { row: 0, col: 1 }), toMove: 1 });
    expect(() => takeBite(next, { row: 1, col: 0 })).toThrow(RangeError);
  });
});

describe('galetteMatch', () => {
  it('values every bite as the solver and the generic search do', () => {
    const solver = new GaletteSolver();
    const game = galetteMatch(solver, { remotenessBudget: 1e6 });
    const full = new Solver(galetteGame);
    fc.assert(
      fc.property(smallCakes(4, 5), fc.constantFrom(1 as const, 2 as const), (cake, toMove) => {
        const match = Match.start(game, { cake, toMove });
        expect(match.turn).toBe(toMove - 1);
        const values = match.legalMoves();
        const options = solver.options(cake);
        expect(values.map((v) => v.move)).toEqual(options.map((o) => o.bite));
        values.forEach(({ move, outcome, remoteness }, i) => {
          expect(outcome).toBe(options[i]!.grundy === 0 ? 'win' : 'loss');
          expect(remoteness).toBe(full.solve(eat(cake, move)).remoteness + 1);
        });
        const over = legalBites(cake).length === 0;
        expect(match.result).toEqual(over ? { winner: toMove === 1 ? 1 : 0 } : undefined);
      }),
      { numRuns: slow ? 100 : 25 },
    );
  });

  it('wins a won cake with the perfect policy, whatever the opponent bites', () => {
    const solver = new GaletteSolver();
    fc.assert(
      fc.property(
        smallCakes(4, 5),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.boolean(),
        (cake, picks, withRemoteness) => {
          fc.pre(solver.grundy(cake) !== 0);
          const game = galetteMatch(solver, { remotenessBudget: withRemoteness ? 50_000 : 0 });
          const match = Match.start(game, { cake, toMove: 2 });
          let pick = 0;
          while (match.result === undefined) {
            const bites = match.moves();
            match.play(
              match.turn === 1
                ? match.computerMove('perfect')!
                : bites[(picks[pick++] ?? 0) % bites.length]!,
            );
          }
          expect(match.result).toEqual({ winner: 1 });
        },
      ),
      { numRuns: slow ? 100 : 25 },
    );
  });

  it('names the first bite of a replay that cannot be taken, counted from 1', () => {
    const game = galetteMatch(new GaletteSolver());
    const start = { cake: createCake(3, 3), toMove: 1 as const };
    expect(
      Match.replay(game, start, [
        { row: 0, col: 0 },
        { row: 0, col: 0 },
      ]),
    ).toEqual({ error: 'move 2: the bite at row 1, column 1 is not a legal move' });
    const match = Match.replay(game, start, [{ row: 1, col: 1 }]);
    expect(match).toBeInstanceOf(Match);
    expect((match as Match<unknown, unknown>).position).toEqual(
      takeBite(start, { row: 1, col: 1 }),
    );
  });

  it('stops valuing the bites when its control is cancelled', () => {
    let readings = 0;
    const signal = {
      get aborted() {
        return ++readings > 1;
      },
      throwIfAborted() {
        if (++readings > 1) throw abortError();
      },
    };
    const match = Match.start(galetteMatch(new GaletteSolver()), {
      cake: createCake(6, 6),
      toMove: 1,
    });
    let error: unknown;
    try {
      match.legalMoves({ signal });
    } catch (e) {
      error = e;
    }
    expect(isAbortError(error)).toBe(true);
  });
});

describe('galetteMatch and the computer', () => {
  it("without remoteness, the perfect policy bites as the solver's chooseBite", () => {
    // The fewest winning replies, then the fewest portions eaten, then the first (row-major).
    const solver = new GaletteSolver();
    const game = galetteMatch(solver, { remotenessBudget: 0 });
    fc.assert(
      fc.property(smallCakes(5, 6), (cake) => {
        const move = Match.start(game, { cake, toMove: 1 }).computerMove('perfect');
        expect(move).toEqual(solver.chooseBite(cake));
      }),
      { numRuns: slow ? 200 : 50 },
    );
  });

  it('at any deadline, moves: legal, and what it says proven is perfect', () => {
    fc.assert(
      fc.property(smallCakes(5, 6), fc.nat({ max: 60 }), (cake, checks) => {
        const game = galetteMatch(new GaletteSolver());
        const choice = Match.start(game, { cake, toMove: 1 }).computerChoice('perfect', {
          control: { deadline: checks, clock: steppingClock(1) },
        });
        const bites = legalBites(cake);
        if (choice === undefined) {
          expect(bites).toEqual([]);
          return;
        }
        expect(bites).toContainEqual(choice.move);
        const reference = new GaletteSolver();
        if (choice.proven && reference.grundy(cake) !== 0) {
          expect(reference.grundy(eat(cake, choice.move))).toBe(0);
        }
      }),
      { numRuns: slow ? 40 : 10 },
    );
  });

  it('with time enough, is the perfect move, proven; past the deadline, a guess', () => {
    const cake = createCake(4, 5);
    const perfect = Match.start(galetteMatch(new GaletteSolver()), { cake, toMove: 1 });
    const choice = Match.start(galetteMatch(new GaletteSolver()), {
      cake,
      toMove: 1,
    }).computerChoice('perfect', { control: withDeadline({}, 1e9) })!;
    expect(choice.move).toEqual(perfect.computerMove('perfect'));
    expect(choice.proven).toBe(true);
    const guess = Match.start(galetteMatch(new GaletteSolver()), {
      cake,
      toMove: 1,
    }).computerChoice('perfect', { control: { deadline: 0 } })!;
    // No bite of the empty 4×5 wins by symmetry; past the deadline the guess looks at one bite.
    expect(guess).toEqual({
      move: { row: 1, col: 1 },
      proven: false,
      why: 'no winning move found in time: the bite nearest the centre among the 1 looked at in time leaving the opponent the fewest replies proven to win by symmetry: 1 (12 of 12 moves not valued in time)',
    });
  });
});

describe('galetteGuess', () => {
  it('is a legal bite, and a bite it calls proven wins (against the exact solver)', () => {
    const solver = new GaletteSolver();
    const reference = new GaletteSolver();
    let proven = 0;
    fc.assert(
      fc.property(playedCakes(), fc.constantFrom(0, 8, undefined), (cake, smallPart) => {
        const bites = legalBites(cake);
        const guess = galetteGuess(solver, cake, bites, {}, { smallPart });
        if (bites.length === 0) {
          expect(guess).toBeUndefined();
          return;
        }
        expect(bites).toContainEqual(guess!.move);
        if (!guess!.proven) return;
        proven++;
        expect(reference.grundy(eat(cake, guess!.move))).toBe(0);
        expect(guess!.why).toMatch(/^a win/);
      }),
      { numRuns: 400 },
    );
    expect(proven).toBeGreaterThan(20);
  });

  it('chooses among the bites it is given only', () => {
    const solver = new GaletteSolver();
    fc.assert(
      fc.property(playedCakes(), fc.nat(), (cake, pick) => {
        const legal = legalBites(cake);
        fc.pre(legal.length > 1);
        const some = legal.filter((_, i) => i % legal.length !== pick % legal.length);
        expect(some).toContainEqual(galetteGuess(solver, cake, some, {})!.move);
      }),
      { numRuns: slow ? 200 : 50 },
    );
  });

  it('takes the centre of an empty even cake, proven by symmetry, and answers by the mirror', () => {
    const solver = new GaletteSolver();
    let cake = createCake(20, 20);
    const first = galetteGuess(solver, cake, legalBites(cake), {})!;
    expect(first).toEqual({
      move: { row: 9, col: 9 },
      proven: true,
      why: 'a win by symmetry: every bite after it can be answered by its mirror image',
    });
    cake = eat(eat(cake, first.move), { row: 3, col: 0 });
    expect(galetteGuess(solver, cake, legalBites(cake), {})!.move).toEqual({ row: 15, col: 18 });
  });

  it('on a cake without symmetry, guesses a bite leaving no mirror answer, near the centre', () => {
    const cake = createCake(12, 12, [{ row: 0, col: 0 }]);
    const guess = galetteGuess(new GaletteSolver(), cake, legalBites(cake), {})!;
    expect(guess).toEqual({
      move: { row: 5, col: 5 },
      proven: false,
      why: 'the bite nearest the centre among those leaving the opponent no reply proven to win by symmetry',
    });
    // An empty odd cake: each of the four bites at its centre lets the opponent's overlapping
    // bite make the cake symmetric under the half-turn, so the guess bites beside them.
    const odd = createCake(9, 9);
    const beside = galetteGuess(new GaletteSolver(), odd, legalBites(odd), {})!;
    expect(beside.move).toEqual({ row: 2, col: 3 });
    expect(beside.proven).toBe(false);
    for (const centre of [
      { row: 3, col: 3 },
      { row: 3, col: 4 },
    ]) {
      const reply = { row: 7 - centre.row, col: 7 - centre.col };
      expect(lostByMirror(eat(eat(odd, centre), reply))).toBe(true);
    }
  });

  it('answers with what it found by its deadline, and stops when cancelled', () => {
    const cake = createCake(8, 8, [{ row: 0, col: 0 }]);
    const bites = legalBites(cake);
    const solver = new GaletteSolver();
    // However late: the cheap rounds, a proof by a mirror and the guess's first bite.
    expect(galetteGuess(solver, cake, bites, { deadline: 0 })).toEqual({
      move: { row: 3, col: 3 },
      proven: false,
      why: 'the bite nearest the centre among those leaving the opponent no reply proven to win by symmetry',
    });
    const empty = createCake(8, 8);
    expect(galetteGuess(solver, empty, legalBites(empty), { deadline: 0 })).toMatchObject({
      move: { row: 3, col: 3 },
      proven: true,
    });
    expect(galetteGuess(solver, cake, [], { deadline: 0 })).toBeUndefined();
    for (let checks = 0; checks < 120; checks += 7) {
      const guess = galetteGuess(solver, cake, bites, {
        deadline: checks,
        clock: steppingClock(1),
      });
      if (guess !== undefined) expect(bites).toContainEqual(guess.move);
    }
    const cancelled = {
      aborted: true,
      throwIfAborted: () => {
        throw abortError();
      },
    };
    expect(() => galetteGuess(solver, cake, bites, { signal: cancelled })).toThrow(/cancelled/);
  });

  it("is the match's guess when the bites are not valued in time", () => {
    const game = galetteMatch(new GaletteSolver());
    const turn = { cake: createCake(20, 20), toMove: 1 as const };
    expect(game.guess!(turn, legalBites(turn.cake), {})).toEqual(
      galetteGuess(new GaletteSolver(), turn.cake, legalBites(turn.cake), {}),
    );
  });
});
