/** The value of one position of a game played, for the player to move in it. */
export interface PositionValue {
  readonly result: 'win' | 'lose';
  /** Moves until the end with best play, when it is known. */
  readonly remoteness?: number | undefined;
}

/** One point of the value-history chart. */
export interface HistoryPoint {
  /** The number of moves played before the position. */
  readonly ply: number;
  /** The player winning the position with best play: 0 moves first, 1 second. */
  readonly winner: 0 | 1;
  readonly remoteness: number | undefined;
  /** The winner changed with the move into this position: the mover threw the game away. */
  readonly turned: boolean;
}

/**
 * The chart's points for the positions of a game, in order; player 0 moves at even plies. A move
 * that hands the win to the other side is marked, so the chart shows where the game was lost.
 */
export function historyPoints(values: readonly PositionValue[]): HistoryPoint[] {
  const points: HistoryPoint[] = [];
  values.forEach((value, ply) => {
    const mover = (ply % 2) as 0 | 1;
    const winner = value.result === 'win' ? mover : ((1 - mover) as 0 | 1);
    const before = points[ply - 1];
    points.push({
      ply,
      winner,
      remoteness: value.remoteness,
      turned: before !== undefined && before.winner !== winner,
    });
  });
  return points;
}

/**
 * Where each point's dot goes, from the middle (0) to the edge (1) of the winner's half: nearer
 * the edge the sooner the game ends. A dot whose remoteness is unknown sits halfway.
 */
export function edgeDistances(points: readonly HistoryPoint[]): number[] {
  const known = points.flatMap((p) => (p.remoteness === undefined ? [] : [p.remoteness]));
  const most = Math.max(1, ...known);
  return points.map((p) => (p.remoteness === undefined ? 0.5 : 1 - p.remoteness / most));
}

/**
 * Position values from who wins each position and, when a solver found them, their remoteness
 * (null where the solver gave up).
 */
export function withRemoteness(
  results: readonly ('win' | 'lose')[],
  remoteness: readonly (number | null)[] | undefined,
): PositionValue[] {
  return results.map((result, i) => ({ result, remoteness: remoteness?.[i] ?? undefined }));
}
