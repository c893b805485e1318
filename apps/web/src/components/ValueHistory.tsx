import { edgeDistances, historyPoints, type PositionValue } from './value-history.js';

interface Props {
  readonly values: readonly PositionValue[];
  readonly players: readonly [string, string];
}

const ROW = 22;
/** The chart's width; the column of remoteness numbers comes after it. */
const CHART = 320;
const WIDTH = CHART + 36;
const MIDDLE = CHART / 2;
/** The closest a dot comes to the middle or the edge. */
const MARGIN = 12;

/**
 * The value history, as GamesmanUni draws it: one row per position played, a dot on the left
 * half when the first player is winning and on the right half when the second is, further from
 * the middle the sooner the game ends (remoteness, also written at the right of the row). A ring
 * marks each move that gave the win away.
 */
export function ValueHistory({ values, players }: Props) {
  const points = historyPoints(values);
  const distances = edgeDistances(points);
  const xs = points.map((p, i) => {
    const distance = MARGIN + distances[i]! * (MIDDLE - 2 * MARGIN);
    return p.winner === 0 ? MIDDLE - distance : MIDDLE + distance;
  });
  const y = (ply: number): number => (ply + 1) * ROW;
  const height = (points.length + 1) * ROW;
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${xs[i]!.toFixed(1)},${y(p.ply)}`)
    .join(' ');
  return (
    <figure className="value-history">
      <figcaption>
        Value history: <span className="player0">{players[0]} winning</span> ·{' '}
        <span className="player1">{players[1]} winning</span>; one row per position, nearer the edge
        the sooner the game ends. The number at the right is the remoteness: moves to the end with
        best play (— where it is not known). A ring marks a move that gave the win away.
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={describe(points, players)}>
        <line x1={MIDDLE} x2={MIDDLE} y1={0} y2={height} className="axis" />
        <path d={path} className="trace" />
        {points.map((p, i) => (
          <g key={p.ply}>
            <text x={4} y={y(p.ply) + 4} className="ply">
              {p.ply}
            </text>
            <circle
              cx={xs[i]}
              cy={y(p.ply)}
              r={6}
              className={`dot player${p.winner}${p.turned ? ' turned' : ''}`}
            >
              <title>
                {`after ${moves(p.ply)}: ${wins(players[p.winner])}` +
                  (p.remoteness === undefined ? '' : ` in ${moves(p.remoteness)}`) +
                  (p.turned ? ' (the last move gave it away)' : '')}
              </title>
            </circle>
            <text x={WIDTH - 6} y={y(p.ply) + 4} className="remoteness" textAnchor="end">
              {p.remoteness ?? '—'}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}

function describe(points: ReturnType<typeof historyPoints>, players: Props['players']): string {
  const turns = points.filter((p) => p.turned).map((p) => p.ply);
  const last = points[points.length - 1];
  const ending =
    last?.remoteness === undefined ? '' : `, the game ending in ${moves(last.remoteness)}`;
  const now = last === undefined ? '' : ` Now ${winning(players[last.winner])}${ending}.`;
  return turns.length === 0
    ? `No move so far changed who wins.${now}`
    : `The win changed hands at move ${turns.join(', ')}.${now}`;
}

// Players are names, or "You" against the computer.
const wins = (player: string): string => (player === 'You' ? 'You win' : `${player} wins`);
const winning = (player: string): string =>
  player === 'You' ? 'You are winning' : `${player} is winning`;
const moves = (n: number): string => (n === 1 ? '1 move' : `${n} moves`);
