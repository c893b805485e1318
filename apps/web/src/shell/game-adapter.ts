import type { MatchGame, MatchMoveValue, MatchPlayer } from '@cgkit/core-search';
import type { ComponentType, ReactNode } from 'react';
import type { MatchAnalysis, MatchInput } from '../worker/tasks/match.js';
import type { Spot } from './use-keep-focus.js';

export type Opponent = 'computer' | 'person';

/** What every two-player game's link carries besides its start. */
export interface MatchSetup<M> {
  readonly moves: readonly M[];
  readonly opponent: Opponent;
  /** Against the computer: whether it moves first. */
  readonly computerFirst: boolean;
  readonly showValues: boolean;
}

/** What a game's board is given to draw and play on. */
export interface BoardProps<Setup, P, M, Extra> {
  readonly setup: Setup;
  readonly position: P;
  /** The legal moves now (none when the game is over). */
  readonly legal: readonly M[];
  /** The legal moves' values, when they are shown and known. */
  readonly values: readonly MatchMoveValue<M>[] | undefined;
  /** The game's extras from the worker (31: openings; Galette, BoardEscape: Grundy values). */
  readonly extra: Extra | undefined;
  /** The last move played, and the position it was played from. */
  readonly last: { readonly move: M; readonly from: P } | undefined;
  /** No move may be made now (the computer is thinking, or the game is over). */
  readonly disabled: boolean;
  readonly onMove: (move: M) => void;
  /** A new game from a changed start (an edited cake). */
  readonly onNewGame: (changes: Partial<Setup>) => void;
  /** The board is being edited: the computer waits, the status says so. */
  readonly onEditing: (editing: boolean) => void;
  readonly editing: boolean;
}

/** What a game's set-up column is given. */
export interface SetupProps<Setup, P> {
  readonly setup: Setup;
  readonly position: P;
  /** A new game with these changes (no moves). */
  readonly onNewGame: (changes: Partial<Setup>) => void;
}

/**
 * How one two-player game plugs into the one game page (`GamePage`): its link, its rules (a
 * core-search `MatchGame` for replaying and listing moves; its values come from the worker), its
 * words, its board and its set-up. Each game's adapter sits in `src/pages/<game>/`.
 */
export interface GameAdapter<Setup extends MatchSetup<M>, P, M, Extra = unknown> {
  /** The route, `#/<page>`, and the worker's name of the game. */
  readonly page: MatchInput['game'];
  readonly title: string;
  readonly lead: (setup: Setup) => ReactNode;
  /** The label of the bad-link page's button that starts the default game. */
  readonly resetLabel: string;
  /** The players' names when two people play. */
  readonly players: readonly [string, string];
  /** The verb of a move: "press", "bite", "move". */
  readonly verb: string;
  /** What the status says when the game is over: "No bite left". */
  readonly over: string;
  readonly computerFirstLabel: string;
  /**
   * A stale valuation is left to finish instead of being cancelled, because the next position
   * reuses its work (31: the solved keypad). Otherwise a move cancels it (Galette: a large
   * cake's values may take minutes).
   */
  readonly keepStaleRuns?: boolean;
  /** Reads the link; throws a RangeError naming what is wrong. */
  readSetup(params: URLSearchParams): Setup;
  /** The link of a setup; defaults left out. */
  writeSetup(setup: Setup): Record<string, string | undefined>;
  /** The match's rules and its start (no values are asked of them on the page). */
  rules(setup: Setup): {
    readonly game: MatchGame<P, M>;
    readonly position: P;
    readonly toMove?: MatchPlayer;
  };
  /** The worker's input for the game so far. */
  input(setup: Setup, moves: readonly M[]): MatchInput;
  /** A move as the value history labels it (`9`, `(2,3)`, `(2,3)↑`). */
  label(setup: Setup, from: P, move: M): string;
  /** Where a move was made on the board, so the focus stays near it. */
  spot(setup: Setup, from: P, move: M): Spot;
  /** What the values add to the line under the status (Galette: "Value *3"). */
  valueWords?(extra: Extra): string;
  /** Why remoteness may be missing, said in the note under the value history. */
  readonly remotenessWhy: string;
  readonly Board: ComponentType<BoardProps<Setup, P, M, Extra>>;
  readonly SetupPanel: ComponentType<SetupProps<Setup, P>>;
  /** More of the page, after the game (Galette: the table of empty cakes). */
  readonly More?: ComponentType;
  /** More analysis under the value history (31: the opening table). */
  readonly Analysis?: ComponentType<{
    readonly setup: Setup;
    readonly analysis: MatchAnalysis<M, Extra>;
  }>;
}
