import type { Readable, Writable } from 'node:stream';
import {
  MATCH_POLICIES,
  Match,
  SeededRandom,
  type MatchGame,
  type MatchPolicy,
} from '@cgkit/core-search';
import { Option, type Command } from 'commander';
import { parseIntOption, solveControl } from './cli-kit.js';

/** Who plays a side of a game in the terminal. */
export type Player = 'you' | 'computer';

/** What a game shows and reads in a terminal game against the computer: words, no rules. */
export interface MatchPlayView<P, M> {
  /** The rules in a few lines, shown first (ending with a newline). */
  readonly welcome: string;
  /** The question asking who moves first. */
  readonly whoFirst: string;
  /** Shown when the match starts (may be empty). */
  readonly started?: (position: P) => string;
  /** Shown before each turn, and once more at the end (`over`): a board, say (may be empty). */
  readonly before: (position: P, you: boolean, over: boolean) => string;
  /** The question asking the person's move. */
  readonly question: (position: P) => string;
  /**
   * An answer read as a move, or why it is not one (a sentence without its period); a move is
   * never a string.
   */
  readonly read: (answer: string, position: P) => M | string;
  /** Said once a move is played (`before`: the position it was played from). */
  readonly played: (move: M, before: P, after: P, you: boolean) => string;
  /** Said when the match ends. */
  readonly ended: (position: P, youWon: boolean) => string;
}

export interface MatchPlayOptions<P, M> {
  readonly input: Readable;
  readonly output: Writable;
  readonly game: MatchGame<P, M>;
  readonly start: P;
  readonly view: MatchPlayView<P, M>;
  /** Who moves first; asked on the input when omitted. */
  readonly first?: Player | undefined;
  /** How the computer plays. */
  readonly policy: MatchPolicy;
  /** The seed of the random and learner policies. */
  readonly seed: number;
}

/**
 * A game between a person, typing moves on `input`, and the computer, refereed by a core-search
 * `Match`: whose turn it is, which moves are legal, the computer's move and the end. Returns the
 * winner, or undefined when the person quits (`q` or the end of the input). A draw is not
 * expected (none of the games played so has one) and counts as the computer's.
 */
export async function playMatch<P, M>(
  options: MatchPlayOptions<P, M>,
): Promise<Player | undefined> {
  const { view, policy } = options;
  const control = solveControl();
  // Loaded for a game only: node:readline would add to the start-up of the game's `solve`.
  const { openPrompt } = await import('./prompt.js');
  const { write, ask, close } = openPrompt(options.input, options.output, control.signal);
  try {
    write(view.welcome);
    let first = options.first;
    while (first === undefined) {
      const answer = await ask(`${view.whoFirst} [you/computer] `);
      if (answer === undefined) return undefined;
      if (['y', 'you', 'me'].includes(answer)) first = 'you';
      else if (['c', 'computer'].includes(answer)) first = 'computer';
    }
    // Player 0 of the match is the person.
    const match = Match.start(options.game, options.start, { toMove: first === 'you' ? 0 : 1 });
    write(view.started?.(match.position) ?? '');
    const random = new SeededRandom(options.seed);
    for (;;) {
      const you = match.turn === 0;
      const { result } = match;
      write(view.before(match.position, you, result !== undefined));
      if (result !== undefined) {
        const youWon = result.winner === 0;
        write(view.ended(match.position, youWon));
        return youWon ? 'you' : 'computer';
      }
      let move: M | undefined;
      if (!you) {
        move = match.computerMove(policy, { random, control })!;
      } else {
        while (move === undefined) {
          const answer = await ask(view.question(match.position));
          if (answer === undefined) return undefined;
          const read = view.read(answer, match.position);
          const reason = typeof read === 'string' ? read : match.whyIllegal(read);
          if (reason === undefined) move = read as M;
          else write(`${reason}.\n`);
        }
      }
      const before = match.position;
      match.play(move);
      write(view.played(move, before, match.position, you));
    }
  } finally {
    await close();
  }
}

/** The options every `play` command takes: who moves first, the computer's policy, the seed. */
export interface PlayCommandOptions {
  first?: Player;
  computer: MatchPolicy;
  seed?: string;
}

/** Adds `--first`, `--computer` and `--seed` to a `play` command (`moves`: "moves", "presses"). */
export function addPlayOptions(command: Command, moves: string): Command {
  return command
    .addOption(
      new Option('--first <player>', `who ${moves} first (asked when omitted)`).choices([
        'you',
        'computer',
      ]),
    )
    .addOption(
      new Option('--computer <policy>', 'how the computer plays (learner: perfect half the time)')
        .choices(MATCH_POLICIES)
        .default('perfect'),
    )
    .option('--seed <n>', 'the seed of the random and learner policies (default: random)');
}

/** The seed given by `--seed`, or a random one. */
export function seedOption(seed: string | undefined): number {
  return seed === undefined
    ? Math.floor(Math.random() * 2 ** 32)
    : parseIntOption(seed, '--seed', 0, 2 ** 32 - 1);
}
