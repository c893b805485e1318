/**
 * What the rest of the toolkit needs to know of a game: each game package exports one
 * descriptor, and the hand-kept lists of the formats, the CLI, the web app and the workspace
 * checks are built from the descriptors or checked against them.
 */
import type { SolveControl } from './control.js';
import type { MatchGame, MatchPlayer } from './match.js';

/** A game's names across the toolkit: plain data, no code of the game. */
export interface GameDescriptor<Id extends string = string> {
  /** The game's name: its package is `packages/<id>`, published as `@cgkit/<id>`. */
  readonly id: Id;
  /** The game's name for people ("31", "Galette toxique"). */
  readonly title: string;
  /** Its subcommand, `cgkit <command>`. */
  readonly command: string;
  /** Its entry of the formats package, `@cgkit/io-formats/<formats>`. */
  readonly formats: string;
  /** Its page in the web app, `#/<page>`. */
  readonly page: string;
}

/** A match ready to play: the game's adapter, the starting position and who moves first there. */
export interface MatchStart<P, M> {
  readonly game: MatchGame<P, M>;
  readonly position: P;
  /** The player to move at the start, when it is not player 0. */
  readonly toMove?: MatchPlayer;
}

/**
 * A two-player game's descriptor: its names, and its match from a start (what a player sets up:
 * a keypad and a total, a cake, a board and k), valued perfectly by the game's solver.
 */
export interface TwoPlayerDescriptor<
  Id extends string = string,
  S = never,
  P = unknown,
  M = unknown,
> extends GameDescriptor<Id> {
  /** The match from a start, with the solver's values (solving what it needs under `control`). */
  readonly match: (start: S, control?: SolveControl) => MatchStart<P, M>;
}
