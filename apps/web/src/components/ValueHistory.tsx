import { historyPoints, type PositionValue } from './value-history.js';

interface Props {
  readonly values: readonly PositionValue[];
  readonly players: readonly [string, string];
}

const ROW = 22;
const WIDTH = 320;
const MIDDLE = WIDTH / 2;

/**
 * The value history, as GamesmanUni draws it: one row per position played, a dot on the left
 * half when the first player is winning and on the right half when the second is, further from
 * the middle the sooner the game ends (remoteness). A ring marks each move that gave the win away.
 */
export function ValueHistory({ values, players }: Props) {
  const points = historyPoints(values);
  const most = Math.max(1, ...points.map((p) => p.remoteness ?? 1));
  const scale = (MIDDLE - 24) / most;
  const x = (winner: 0 | 1, remoteness: number | undefined): number => {
    // Nearer the edge = closer to the end; without remoteness every dot sits halfway.
    const distance =
      remoteness === undefined ? (MIDDLE - 24) / 2 : (most - remoteness) * scale + 12;
    return winner === 0 ? MIDDLE - distance : MIDDLE + distance;
  };
  const height = (points.length + 1) * ROW;
  const path = points
    .map(
      (p, i) =>
        `${i === 0 ? 'M' : 'L'}${x(p.winner, p.remoteness).toFixed(1)},${(p.ply + 1) * ROW}`,
    )
    .join(' ');
  return (
    <figure className="value-history">
      <figcaption>
        Value history: <span className="player0">{players[0]} winning</span> ·{' '}
        <span className="player1">{players[1]} winning</span>; one row per position, nearer the edge
        the sooner the game ends; a ring marks a move that gave the win away.
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={describe(points, players)}>
        <line x1={MIDDLE} x2={MIDDLE} y1={0} y2={height} className="axis" />
        <path d={path} className="trace" />
        {points.map((p) => (
          <g key={p.ply}>
            <text x={4} y={(p.ply + 1) * ROW + 4} className="ply">
              {p.ply}
            </text>
            <circle
              cx={x(p.winner, p.remoteness)}
              cy={(p.ply + 1) * ROW}
              r={6}
              className={`dot player${p.winner}${p.turned ? ' turned' : ''}`}
            >
              <title>
                {`after ${p.ply} moves: ${players[p.winner]} wins` +
                  (p.remoteness === undefined ? '' : ` in ${p.remoteness}`) +
                  (p.turned ? ' (the last move gave it away)' : '')}
              </title>
            </circle>
          </g>
        ))}
      </svg>
    </figure>
  );
}

function describe(points: ReturnType<typeof historyPoints>, players: Props['players']): string {
  const turns = points.filter((p) => p.turned).map((p) => p.ply);
  const last = points[points.length - 1];
  const now = last === undefined ? '' : ` Now ${players[last.winner]} is winning.`;
  return turns.length === 0
    ? `No move so far changed who wins.${now}`
    : `The win changed hands at move ${turns.join(', ')}.${now}`;
}
