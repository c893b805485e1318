import type { OctalReport } from '../../worker/tasks/cgt.js';

const WIDTH = 640;
const HEIGHT = 200;
const PAD = 24;
/** More points than this would not be readable at the plot's width. */
const MAX_POINTS = 400;

/** The Grundy values as dots, heap size to the right; the proved period is shaded. */
export function OctalPlot({ report }: { readonly report: OctalReport }) {
  const values = report.values.slice(0, MAX_POINTS);
  const most = Math.max(1, ...values);
  const x = (n: number): number => PAD + (n / Math.max(1, values.length - 1)) * (WIDTH - 2 * PAD);
  const y = (g: number): number => HEIGHT - PAD - (g / most) * (HEIGHT - 2 * PAD);
  const { period, preperiod } = report;
  const shaded =
    period !== undefined && preperiod !== undefined && preperiod < values.length
      ? { from: preperiod, to: Math.min(values.length - 1, preperiod + period) }
      : undefined;
  return (
    <figure className="plot wide" aria-label="Grundy values">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label="Grundy values by heap size">
        {shaded !== undefined && (
          <rect
            className="period"
            x={x(shaded.from)}
            width={Math.max(2, x(shaded.to) - x(shaded.from))}
            y={PAD / 2}
            height={HEIGHT - 1.5 * PAD}
          />
        )}
        <line className="axis" x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} />
        {values.map((g, n) => (
          <circle key={n} className="dot" cx={x(n)} cy={y(g)} r={values.length > 150 ? 1.6 : 2.5} />
        ))}
        <text className="tick" x={PAD} y={HEIGHT - 6}>
          0
        </text>
        <text className="tick" x={WIDTH - PAD} y={HEIGHT - 6} textAnchor="end">
          {values.length - 1}
        </text>
        <text className="tick" x={4} y={y(most) + 4}>
          {most}
        </text>
      </svg>
      <figcaption>
        {period === undefined
          ? `No period shows within ${report.values.length} heaps.`
          : `${report.saltus === 0 ? 'Periodic' : `Arithmetic-periodic (saltus ${report.saltus})`} with period ${period} from heap ${preperiod}, ${report.proved ? 'proved' : `seen up to heap ${report.values.length - 1}, not proved: ${report.reason}`}; the first period is shaded.`}
        {report.values.length > MAX_POINTS && ` The plot shows the first ${MAX_POINTS} heaps.`}
      </figcaption>
    </figure>
  );
}
