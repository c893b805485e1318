import type { ValueReport } from '../../worker/tasks/cgt.js';
import { plotBox, wallPoints, type Point } from './thermograph-plot.js';

const WIDTH = 360;
const HEIGHT = 240;
const PAD = 28;

/**
 * The thermograph drawn as is customary: temperature upward, values decreasing to the right so
 * that Left's wall is on the left.
 */
export function ThermographPlot({ report }: { readonly report: ValueReport }) {
  const top = Math.max(report.temperatureValue, 0) + 1;
  const left = wallPoints(report.leftWall, top);
  const right = wallPoints(report.rightWall, top);
  const { minValue, maxValue } = plotBox(left, right);
  const x = (value: number): number =>
    PAD + ((maxValue - value) / (maxValue - minValue)) * (WIDTH - 2 * PAD);
  const y = (t: number): number => HEIGHT - PAD - ((t + 1) / (top + 1)) * (HEIGHT - 2 * PAD);
  const line = (points: readonly Point[]): string =>
    points
      .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.value).toFixed(1)},${y(p.t).toFixed(1)}`)
      .join(' ');
  return (
    <figure className="plot">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Thermograph: mean ${report.mean}, temperature ${report.temperature}`}
      >
        <line className="axis" x1={PAD} x2={WIDTH - PAD} y1={y(0)} y2={y(0)} />
        <line className="axis" x1={x(0)} x2={x(0)} y1={PAD / 2} y2={HEIGHT - PAD} />
        <text className="tick" x={WIDTH - PAD} y={y(0) - 4} textAnchor="end">
          t = 0
        </text>
        <text className="tick" x={x(0) + 4} y={PAD / 2 + 8}>
          0
        </text>
        <path className="wall left" d={line(left)} />
        <path className="wall right" d={line(right)} />
        <text className="tick" x={PAD} y={HEIGHT - 8}>
          {maxValue.toFixed(1)}
        </text>
        <text className="tick" x={WIDTH - PAD} y={HEIGHT - 8} textAnchor="end">
          {minValue.toFixed(1)}
        </text>
      </svg>
      <figcaption>
        Thermograph (<span className="left-wall">left wall</span>,{' '}
        <span className="right-wall">right wall</span>): the mast stands at the mean {report.mean}{' '}
        from temperature {report.temperature}.
      </figcaption>
    </figure>
  );
}
