import { Match, Solver, abortError, isAbortError } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { boardEscapeMatch, ESCAPE_SEARCH_MAX_TOKENS, escapeMoveValues } from './analysis.js';
import { boardEscapeGame } from './game.js';
import { createBoard, escapeStart, type EscapeBoard, type Move } from './model.js';
import { legalMoves, playMove } from './rules.js';
import { BoardEscapeSolver } from './solver/solve.js';
import { boardRows } from './testing/arbitraries.js';

/** A game of legal moves chosen by the picks, from tokens carrying k. */
function playedGame(board: EscapeBoard, k: number, picks: readonly number[]): Move[] {
  const moves: Move[] = [];
  let position = escapeStart(board, k);
  for (const pick of picks) {
    const legal = legalMoves(board, position);
    if (legal.length === 0) break;
    moves.push(legal[pick % legal.length]!);
    position = playMove(board, position, moves.at(-1)!);
  }
  return moves;
}

const smallGame = fc.tuple(
  boardRows(4, 2),
  fc.integer({ min: 1, max: 4 }),
  fc.array(fc.nat(), { maxLength: 6 }),
);

describe('escapeMoveValues', () => {
  it('values every move as the generic solver does, on random games', () => {
    fc.assert(
      fc.property(smallGame, ([rows, k, picks]) => {
        const board = createBoard(rows);
        const generic = new Solver(boardEscapeGame(board));
        let position = escapeStart(board, k);
        for (const move of playedGame(board, k, picks)) position = playMove(board, position, move);
        const values = escapeMoveValues(new BoardEscapeSolver(board), position);
        expect(values.map((m) => m.move)).toEqual(legalMoves(board, position));
        for (const { move, result } of values) {
          const next = generic.solve(playMove(board, position, move)).outcome;
          expect(result).toBe(next === 'loss' ? 'win' : 'lose');
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('boardEscapeMatch', () => {
  it("values every move as the analysis does, with the generic solver's remoteness", () => {
    fc.assert(
      fc.property(smallGame, ([rows, k, picks]) => {
        const board = createBoard(rows);
        const solver = new BoardEscapeSolver(board);
        const generic = new Solver(boardEscapeGame(board));
        const moves = playedGame(board, k, picks);
        const match = Match.replay(boardEscapeMatch(solver), escapeStart(board, k), moves);
        if (!(match instanceof Match)) throw new Error(match.error);
        const analysis = { moves: escapeMoveValues(solver, match.position) };
        expect(match.turn).toBe(moves.length % 2);
        const values = match.legalMoves();
        expect(values.map((v) => v.move)).toEqual(analysis.moves.map((m) => m.move));
        values.forEach(({ move, outcome, remoteness }, i) => {
          expect(outcome).toBe(analysis.moves[i]!.result === 'win' ? 'win' : 'loss');
          const after = generic.solve(playMove(board, match.position, move));
          expect(remoteness).toBe(after.remoteness + 1);
        });
        expect(match.result === undefined).toBe(values.length > 0);
      }),
      { numRuns: 100 },
    );
  });

  it('wins a won game with the perfect policy, whatever the opponent plays', () => {
    fc.assert(
      fc.property(smallGame, fc.boolean(), ([rows, k, picks], withRemoteness) => {
        const board = createBoard(rows);
        const solver = new BoardEscapeSolver(board);
        const start = escapeStart(board, k);
        fc.pre(solver.grundy(start) !== 0);
        const game = boardEscapeMatch(solver, { remotenessBudget: withRemoteness ? 50_000 : 0 });
        const match = Match.start(game, start);
        let pick = 0;
        while (match.result === undefined) {
          const moves = match.moves();
          const move =
            match.turn === 0
              ? match.computerMove('perfect')!
              : moves[(picks[pick++] ?? 0) % moves.length]!;
          match.play(move);
        }
        expect(match.result).toEqual({ winner: 0 });
      }),
      { numRuns: 100 },
    );
  });

  it('counts the winning replies after a move as valuing every reply does', () => {
    fc.assert(
      fc.property(smallGame, fc.nat(), ([rows, k, picks], pick) => {
        const board = createBoard(rows);
        const solver = new BoardEscapeSolver(board);
        const game = boardEscapeMatch(solver, { remotenessBudget: 0 });
        const position = playedGame(board, k, picks).reduce(
          (p, m) => playMove(board, p, m),
          escapeStart(board, k),
        );
        const moves = legalMoves(board, position);
        if (moves.length === 0) return;
        const move = moves[pick % moves.length]!;
        const after = playMove(board, position, move);
        const wins = escapeMoveValues(solver, after).filter((v) => v.result === 'win').length;
        expect(game.winningReplies!(position, move, {})).toBe(wins);
      }),
      { numRuns: 200 },
    );
  });

  it("plays a winning move from the Grundy values when k is out of the search's reach", () => {
    const board = createBoard(['#E...', '#...E', 'E.T#.', '..#..']);
    const solver = new BoardEscapeSolver(board);
    const start = escapeStart(board, 1_000_000_000);
    const match = Match.start(boardEscapeMatch(solver, { remotenessBudget: 2_000 }), start);
    expect(match.legalMoves().every((v) => v.remoteness === undefined)).toBe(true);
    const move = match.computerMove('perfect')!;
    expect(solver.grundy(playMove(board, start, move)) === 0).toBe(solver.grundy(start) !== 0);
  });

  it('values without remoteness past the tokens it searches', () => {
    const board = createBoard([`${'T'.repeat(ESCAPE_SEARCH_MAX_TOKENS + 1)}E`]);
    const solver = new BoardEscapeSolver(board);
    const game = boardEscapeMatch(solver, { remotenessBudget: 1e6 });
    const values = Match.start(game, escapeStart(board, 2)).legalMoves();
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((v) => v.remoteness === undefined && v.outcome !== 'unknown')).toBe(true);
    // At the limit the search runs whole, some seconds of CPU: in test:slow.
    if (!inject('slow')) return;
    const fewer = createBoard([`${'T'.repeat(ESCAPE_SEARCH_MAX_TOKENS)}E`]);
    const searched = Match.start(
      boardEscapeMatch(new BoardEscapeSolver(fewer), { remotenessBudget: 1e6 }),
      escapeStart(fewer, 1),
    ).legalMoves();
    expect(searched.some((v) => v.remoteness !== undefined)).toBe(true);
  });

  it('names the first illegal move of a replay, counted from 1', () => {
    const board = createBoard(['T.#', '#.E']);
    const game = boardEscapeMatch(new BoardEscapeSolver(board));
    const start = escapeStart(board, 3);
    expect(
      Match.replay(game, start, [
        { token: 0, direction: 'right' },
        { token: 0, direction: 'right' },
      ]),
    ).toEqual({ error: 'move 2: moving the token at row 1, column 2 right is not a legal move' });
    expect(Match.replay(game, start, [{ token: 1, direction: 'left' }])).toEqual({
      error: 'move 1: moving token 2 left is not a legal move',
    });
  });

  it('stops the remoteness search when its control is cancelled', () => {
    const board = createBoard(['.....', '..T..', '.....', '..T..', 'E....']);
    const solver = new BoardEscapeSolver(board);
    let readings = 0;
    const signal = {
      get aborted() {
        return ++readings > 1;
      },
      throwIfAborted() {
        if (++readings > 1) throw abortError();
      },
    };
    const match = Match.start(boardEscapeMatch(solver), escapeStart(board, 40));
    let error: unknown;
    try {
      match.legalMoves({ signal });
    } catch (e) {
      error = e;
    }
    expect(isAbortError(error)).toBe(true);
    expect(readings).toBe(2);
  });

  it('moves past its deadline with who wins each move known: a winning move is proven', () => {
    fc.assert(
      fc.property(boardRows(4, 4), fc.integer({ min: 1, max: 5 }), (rows, k) => {
        const board = createBoard(rows);
        const solver = new BoardEscapeSolver(board);
        const start = escapeStart(board, k);
        const choice = Match.start(boardEscapeMatch(solver), start).computerChoice('perfect', {
          control: { deadline: 0 },
        });
        if (choice === undefined) return;
        expect(legalMoves(board, start)).toContainEqual(choice.move);
        // Who wins is known past the deadline: the choice is always perfect play's.
        expect(choice.proven).toBe(true);
        const won = solver.grundy(start) !== 0;
        expect(solver.grundy(playMove(board, start, choice.move)) === 0).toBe(won);
        // Small games' remoteness is found before the search first hears the control.
        expect(choice.why).toMatch(won ? /win/ : /^(the slowest loss|every move loses)/);
      }),
      { numRuns: 200 },
    );
  });
});
