/**
 * The moves of a game with undo and redo: `moves` were played, `undone` can be replayed (the
 * most recently undone last). Playing a new move forgets what was undone.
 */
export interface MoveHistory<Move> {
  readonly moves: readonly Move[];
  readonly undone: readonly Move[];
}

export type HistoryAction<Move> =
  | { readonly type: 'play'; readonly move: Move }
  | { readonly type: 'undo'; readonly count?: number }
  | { readonly type: 'redo' }
  | { readonly type: 'restart' }
  | { readonly type: 'load'; readonly moves: readonly Move[] };

export function historyOf<Move>(moves: readonly Move[]): MoveHistory<Move> {
  return { moves, undone: [] };
}

export function historyReducer<Move>(
  history: MoveHistory<Move>,
  action: HistoryAction<Move>,
): MoveHistory<Move> {
  const { moves, undone } = history;
  switch (action.type) {
    case 'play':
      return { moves: [...moves, action.move], undone: [] };
    case 'undo': {
      const count = Math.min(action.count ?? 1, moves.length);
      if (count === 0) return history;
      const taken = moves.slice(moves.length - count).reverse();
      return { moves: moves.slice(0, moves.length - count), undone: [...undone, ...taken] };
    }
    case 'redo': {
      const move = undone[undone.length - 1];
      if (move === undefined) return history;
      return { moves: [...moves, move], undone: undone.slice(0, -1) };
    }
    case 'restart':
      return { moves: [], undone: [] };
    case 'load':
      return historyOf(action.moves);
  }
}

/**
 * How many moves one undo takes back: against the computer, back to the person's last turn (two
 * moves when the computer moved last), else one. `personIndex` is 0 when the person moves first.
 */
export function undoCount(moves: number, againstComputer: boolean, personIndex: number): number {
  return againstComputer && (moves - 1) % 2 !== personIndex ? 2 : 1;
}
