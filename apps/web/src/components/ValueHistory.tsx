import type { KeyboardEvent } from 'react';
import { count, says } from '../shell/words.js';
import { edgeDistances, historyPoints, type PositionValue } from './value-history.js';

interface Props {
  readonly values: readonly PositionValue[];
  readonly players: readonly [string, string];
  /** The move into each position after the first, as the page writes moves (`9`, `(2,3)↑`). */
  readonly labels?: readonly string[];
  /** Called with a row's number of moves when it is clicked: go back to that position. */
  readonly onSelect?: ((ply: number) => void) | undefined;
  /** The values are the last ones known while the newest position is still being solved. */
  readonly busy?: boolean;
  /**
   * The positions of the line played, valued or not: the chart keeps a row for each, so that a
   * value arriving after a move fills its row rather than adding one (moving what is below).
   */
  readonly positions?: number;
}

const ROW = 22;
/** The column of move labels, then the chart, then the column of remoteness numbers. */
const LABELS = 64;
const CHART = 300;
const WIDTH = LABELS + CHART + 36;
const MIDDLE = LABELS + CHART / 2;
/** The closest a dot comes to the middle or the edge. */
const MARGIN = 12;
/** The header row holds the remoteness axis. */
const HEADER = 1;

/**
 * The value history, as GamesmanUni draws it: one row per position played, labelled with the move
 * that led to it, a dot on the left half when the first player is winning and on the right half
 * when the second is. The horizontal axis is the remoteness (moves to the end with best play),
 * mirrored for the two players: 0 at each edge, growing toward the middle; the number is also
 * written at the right of the row. A ring marks each move that gave the win away. With
 * `onSelect`, clicking a row (or Enter on it) goes back to that position.
 */
export function ValueHistory({
  values,
  players,
  labels = [],
  onSelect,
  busy = false,
  positions = 0,
}: Props) {
  const points = historyPoints(values);
  const distances = edgeDistances(points);
  const half = CHART / 2 - 2 * MARGIN;
  const xOf = (winner: 0 | 1, distance: number): number => {
    const d = MARGIN + distance * half;
    return winner === 0 ? MIDDLE - d : MIDDLE + d;
  };
  const xs = points.map((p, i) => xOf(p.winner, distances[i]!));
  const y = (ply: number): number => (ply + 1 + HEADER) * ROW;
  // Before the first value, an empty chart of the first one's size, and a row kept for each
  // position still being valued: a value's arrival moves nothing.
  const pending = points.length === 0;
  const height = (Math.max(points.length, positions, 1) + 1 + HEADER) * ROW;
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${xs[i]!.toFixed(1)},${y(p.ply)}`)
    .join(' ');
  const known = points.flatMap((p) => (p.remoteness === undefined ? [] : [p.remoteness]));
  const most = Math.max(1, ...known);
  const ticks = known.length === 0 ? [] : axisTicks(most);
  const last = points.length - 1;
  const select = (ply: number): void => {
    if (ply !== last) onSelect?.(ply);
  };
  return (
    <figure
      className={pending ? 'value-history-pending' : `value-history${busy ? ' stale' : ''}`}
      aria-busy={busy || pending}
      aria-label="Value history"
    >
      <figcaption>
        Value history: <span className="player0">{says(players[0], 'are')} winning</span> on the
        left, <span className="player1">{says(players[1], 'are')} winning</span> on the right. The
        axis is the remoteness, moves to the end with best play: 0 at each edge, more toward the
        middle (the number at the right of a row; — where it is not known). A ring marks a move that
        gave the win away.
        {onSelect !== undefined && ' Click a row to go back to that position.'}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role={onSelect === undefined ? 'img' : 'group'}
        aria-label={pending ? 'The first position is being valued.' : describe(points, players)}
      >
        {ticks.map((r) => (
          <g key={r} className="tick">
            {([0, 1] as const).map((side) => {
              const x = xOf(side, 1 - r / most);
              return (
                <g key={side}>
                  <line x1={x} x2={x} y1={ROW * 0.9} y2={height} className="grid" />
                  <text x={x} y={ROW * 0.7} textAnchor="middle" className="axis-label">
                    {r}
                  </text>
                </g>
              );
            })}
          </g>
        ))}
        <line x1={MIDDLE} x2={MIDDLE} y1={ROW * 0.9} y2={height} className="axis" />
        <path d={path} className="trace" />
        {points.map((p, i) => {
          const label = p.ply === 0 ? 'start' : (labels[p.ply - 1] ?? `move ${p.ply}`);
          const title =
            `after ${count(p.ply, 'move')}: ${says(players[p.winner], 'win')}` +
            (p.remoteness === undefined ? '' : ` in ${count(p.remoteness, 'move')}`) +
            (p.turned ? ' (the last move gave it away)' : '');
          const clickable = onSelect !== undefined && p.ply !== last;
          const rowText = p.ply === 0 ? label : `${p.ply}. ${label}`;
          const row = (
            <>
              {clickable && (
                <rect x={0} y={y(p.ply) - ROW / 2} width={WIDTH} height={ROW} className="row" />
              )}
              <text x={4} y={y(p.ply) + 4} className="ply">
                {/* The space parts it from the remoteness in the row's text (not on screen). */}
                {`${rowText} `}
              </text>
              <circle
                cx={xs[i]}
                cy={y(p.ply)}
                r={6}
                className={`dot player${p.winner}${p.turned ? ' turned' : ''}`}
              >
                <title>{title}</title>
              </circle>
              <text x={WIDTH - 6} y={y(p.ply) + 4} className="remoteness" textAnchor="end">
                {p.remoteness ?? '—'}
              </text>
            </>
          );
          return clickable ? (
            <g
              key={p.ply}
              role="button"
              tabIndex={0}
              className="history-row"
              data-ply={p.ply}
              // The row's visible text first (a name must hold what is seen), then what it does.
              aria-label={`${rowText} ${p.remoteness ?? '—'}: go back to ${p.ply === 0 ? 'the start' : `after move ${p.ply}`}, ${title}`}
              onClick={() => select(p.ply)}
              onKeyDown={(event: KeyboardEvent) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  select(p.ply);
                }
              }}
            >
              {row}
            </g>
          ) : (
            <g key={p.ply} data-ply={p.ply}>
              {row}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/** A few round remoteness values from 0 to the largest, for the axis. */
export function axisTicks(most: number): number[] {
  const step = Math.max(1, niceStep(most / 4));
  const ticks: number[] = [];
  for (let r = 0; r <= most; r += step) ticks.push(r);
  return ticks;
}

function niceStep(raw: number): number {
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power;
}

function describe(points: ReturnType<typeof historyPoints>, players: Props['players']): string {
  const turns = points.filter((p) => p.turned).map((p) => p.ply);
  const last = points[points.length - 1];
  const ending =
    last?.remoteness === undefined ? '' : `, the game ending in ${count(last.remoteness, 'move')}`;
  const now =
    last === undefined ? '' : ` Now ${says(players[last.winner], 'are')} winning${ending}.`;
  return turns.length === 0
    ? `No move so far changed who wins.${now}`
    : `The win changed hands at move ${turns.join(', ')}.${now}`;
}
