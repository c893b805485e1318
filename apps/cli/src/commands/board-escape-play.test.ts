import { Readable, Writable } from 'node:stream';
import {
  BoardEscapeSolver,
  DIRECTIONS,
  createBoard,
  escapeStart,
  type EscapeBoard,
} from '@cgkit/board-escape';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawEscapeBoard,
  playBoardEscape,
  readMove,
  type EscapePlayOptions,
  type Player,
} from './board-escape-play.js';
import { boardEscapeCommand } from './board-escape.js';
import { fixtureWriter, runCommand } from '../testing/run-command.js';

/** Plays with the given lines as the person's answers; returns the winner and the transcript. */
async function play(
  answers: readonly string[],
  options: Partial<EscapePlayOptions> & { board: EscapeBoard; k: number },
): Promise<{ winner: Player | undefined; text: string }> {
  let text = '';
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const winner = await playBoardEscape({
    input: Readable.from(answers.map((line) => `${line}\n`)),
    output,
    policy: 'perfect',
    seed: 1,
    ...options,
  });
  return { winner, text };
}

/** Every move a person could type on a board, in some order. */
function everyMoveTyped(board: EscapeBoard): string[] {
  const lines: string[] = [];
  for (let r = 1; r <= board.height; r++) {
    for (let c = 1; c <= board.width; c++) {
      for (const d of DIRECTIONS) lines.push(`${r} ${c} ${d}`);
    }
  }
  return lines;
}

const small = fc.tuple(
  fc.integer({ min: 1, max: 3 }),
  fc.integer({ min: 1, max: 3 }),
  fc.array(fc.constantFrom('.', '.', 'E', '#', 'T'), { minLength: 9, maxLength: 9 }),
  fc.integer({ min: 1, max: 3 }),
);

describe('playBoardEscape', () => {
  it('wins as first player whenever the start is won, whatever the person types', async () => {
    await fc.assert(
      fc.asyncProperty(small, fc.nat(), async ([height, width, cells, k], shift) => {
        const rows = Array.from({ length: height }, (_, r) =>
          cells.slice(r * width, (r + 1) * width).join(''),
        );
        const board = createBoard(rows);
        const won = new BoardEscapeSolver(board).grundy(escapeStart(board, k)) !== 0;
        // The person types every move in turn, from a shifted start: illegal ones are refused.
        const typed = everyMoveTyped(board);
        const turn = [
          ...typed.slice(shift % typed.length),
          ...typed.slice(0, shift % typed.length),
        ];
        const answers = Array.from({ length: 9 * k }, () => turn).flat();
        const { winner, text } = await play(answers, { board, k, first: 'computer' });
        if (won) expect(winner).toBe('computer');
        else expect(winner).toBeDefined();
        expect(text).toMatch(winner === 'computer' ? /you lose\.\n$/ : /you win!\n$/);
      }),
      { numRuns: 60 },
    );
  });

  it('beats a person who plays losing moves, printing each move and the board', async () => {
    // One token carrying 3 on a corridor: every move of the person loses.
    const board = createBoard(['T..E']);
    const { winner, text } = await play(['1 2 left', '1 2 right'], {
      board,
      k: 3,
      first: 'computer',
    });
    expect(winner).toBe('computer');
    expect(text).toContain('The computer moves the token at row 1, column 1 right.\n');
    expect(text).toContain('You move the token at row 1, column 2 left.\n');
    expect(text).toContain('The computer moves the token at row 1, column 1 right.\n');
    expect(text).toContain('    1234\n  1 .T.E\nTokens (moves left): row 1, column 2: 2.\n');
    expect(text).toContain('You have no move: you lose.\n');
  });

  it('explains each illegal input in one line and asks again', async () => {
    const board = createBoard(['T.#', '#.E']);
    const { winner, text } = await play(
      ['', 'x', '9 1 up', '1 0 up', '1 1 sideways', '2 2 up', '1 1 up', '1 1 D'],
      { board, k: 3, first: 'you' },
    );
    expect(winner).toBeUndefined();
    for (const line of [
      '"" is not a move: type ROW COLUMN DIRECTION, like "1 2 up".',
      '"x" is not a move: type ROW COLUMN DIRECTION, like "1 2 up".',
      'row 9 is not on the board (rows 1 to 2).',
      'column 0 is not on the board (columns 1 to 3).',
      '"sideways" is not a direction: up, down, left, right (or u, d, l, r).',
      'there is no token at row 2, column 2.',
      'moving the token at row 1, column 1 up is not a legal move.',
      'moving the token at row 1, column 1 down is not a legal move.',
    ]) {
      expect(text).toContain(`Your move (ROW COLUMN DIRECTION): ${line}\n`);
    }
    expect(text.endsWith('Your move (ROW COLUMN DIRECTION): \nGame abandoned.\n')).toBe(true);
  });

  it('asks who moves first, and ends on q', async () => {
    const board = createBoard(['TE']);
    const { winner, text } = await play(['perhaps', 'me', 'q'], { board, k: 2 });
    expect(text.match(/Who moves first/g)).toHaveLength(2);
    expect(text).toContain('Your move');
    expect(winner).toBeUndefined();
  });

  it('plays the same random game for the same seed', async () => {
    const board = createBoard(['T...', '..#.', 'T..E']);
    const game = (seed: number) =>
      play([], { board, k: 9, first: 'computer', policy: 'random', seed });
    expect((await game(5)).text).toBe((await game(5)).text);
  });
});

describe('readMove', () => {
  const board = createBoard(['T.T', '..E']);
  const position = escapeStart(board, 4);

  it('reads ROW COLUMN DIRECTION, directions in full or by their initial', () => {
    expect(readMove(board, position, '1 3 down')).toEqual({ token: 1, direction: 'down' });
    expect(readMove(board, position, ' 1   1  r ')).toEqual({ token: 0, direction: 'right' });
    expect(readMove(board, position, '1 1 l')).toEqual({ token: 0, direction: 'left' });
  });
});

describe('drawEscapeBoard', () => {
  it('numbers rows and columns and shows where the tokens are and what they carry', () => {
    const board = createBoard(['T.#', '#.E']);
    expect(drawEscapeBoard(board, { tokens: [{ row: 1, column: 1, count: 2 }] })).toBe(
      '    123\n  1 ..#\n  2 #TE\nTokens (moves left): row 2, column 2: 2.\n',
    );
    expect(
      drawEscapeBoard(board, {
        tokens: [
          { row: 0, column: 1, count: 2 },
          { row: 0, column: 1, count: 5 },
        ],
      }),
    ).toContain('  1 .2#\n');
    expect(drawEscapeBoard(board, { tokens: [] })).toContain('No token is left.');
  });
});

describe('cgkit board-escape play', () => {
  const file = fixtureWriter('board-escape-play');
  const corridor = file('corridor.txt', 'T..E\n');
  const run = (args: readonly string[], stdin = '') =>
    runCommand(boardEscapeCommand, ['board-escape', 'play', ...args], { stdin });

  it('plays a game on standard input and exits 0', async () => {
    const { out, code } = await run(
      [corridor, '-k', '3', '--first', 'computer'],
      '1 2 left\n1 2 right\n',
    );
    expect(code).toBe(0);
    expect(out).toContain('The computer moves the token at row 1, column 1 right.');
    expect(out).toContain('You have no move: you lose.');
  });

  it('ends with a message and exit 0 at the end of the input', async () => {
    const { out, code } = await run([
      corridor,
      '-k',
      '3',
      '--first',
      'you',
      '--computer',
      'learner',
      '--seed',
      '3',
    ]);
    expect(code).toBe(0);
    expect(out).toContain('Game abandoned.');
  });

  it('refuses bad arguments with exit 2', async () => {
    const stdin = await run(['-', '-k', '3']);
    expect(stdin.code).toBe(2);
    expect(stdin.error).toContain('name the board file, not -');
    const noK = await run([corridor]);
    expect(noK.code).toBe(2);
    expect(noK.error).toContain('missing -k K');
    expect((await run([corridor, '-k', '3', '--computer', 'genius'])).code).toBe(2);
    expect((await run([corridor, '-k', '3', '--seed', 'x'])).code).toBe(2);
  });
});
