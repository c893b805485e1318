import { Dyadic } from '../short/dyadic.js';
import { valueAt, type Thermograph, type Trajectory } from '../short/thermograph.js';

/** How {@link thermographSvg} draws: the size in pixels and an optional title (the game). */
export interface ThermographSvgOptions {
  readonly width?: number;
  readonly height?: number;
  readonly title?: string;
}

/**
 * The thermograph drawn as an SVG document (text), in the usual orientation: temperature upward
 * from t = −1, values growing to the left (Left's side), the left wall in blue, the right wall
 * in red, the mast dashed above the temperature, with the mean, the temperature, t = 0 and the
 * walls labelled with their values at t = 0 (the stops). A pure function, for files and web pages alike.
 */
export function thermographSvg(t: Thermograph, options: ThermographSvgOptions = {}): string {
  const width = options.width ?? 480;
  const height = options.height ?? 360;
  const margin = { top: options.title === undefined ? 30 : 50, side: 60, bottom: 40 };
  const bottom = -1;
  const start = t.temperature.compare(Dyadic.of(-1)) > 0 ? t.temperature : Dyadic.of(-1);
  const tau = start.toNumber();
  const top = tau + Math.max(1, (tau - bottom) / 3);
  // The walls' corners, the mast and t = −1 set the range of values shown.
  const values = [...corners(t.leftWall, start), ...corners(t.rightWall, start)].map(
    (p) => p.value,
  );
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = Math.max(0.5, (high - low) / 8);
  const [vLeft, vRight] = [high + pad, low - pad];
  const x = (v: number): number =>
    margin.side + ((vLeft - v) / (vLeft - vRight)) * (width - 2 * margin.side);
  const y = (temp: number): number =>
    margin.top + ((top - temp) / (top - bottom)) * (height - margin.top - margin.bottom);
  const wall = (trajectory: Trajectory, colour: string, name: string): string => {
    const points = corners(trajectory, start)
      .map((p) => `${fixed(x(p.value))},${fixed(y(p.t))}`)
      .join(' ');
    return `<polyline class="${name}" points="${points}" fill="none" stroke="${colour}" stroke-width="2"/>`;
  };
  const mean = t.mean.toNumber();
  const label = (text: string, px: number, py: number, anchor: string, extra = ''): string =>
    `<text x="${fixed(px)}" y="${fixed(py)}" text-anchor="${anchor}"${extra}>${escape(text)}</text>`;
  const left0 = valueAt(t.leftWall, Dyadic.zero);
  const right0 = valueAt(t.rightWall, Dyadic.zero);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="white"/>`,
    options.title === undefined
      ? ''
      : label(options.title, width / 2, 24, 'middle', ' font-size="14" font-weight="bold"'),
    // t = 0, the axis of temperatures from which the walls are measured.
    `<line x1="${margin.side}" y1="${fixed(y(0))}" x2="${width - margin.side}" y2="${fixed(y(0))}" stroke="#999" stroke-width="1"/>`,
    label('t = 0', width - margin.side + 4, y(0) + 4, 'start', ' fill="#666"'),
    label('t = -1', width - margin.side + 4, y(bottom) + 4, 'start', ' fill="#666"'),
    // The temperature, where the mast starts.
    `<line class="temperature" x1="${margin.side}" y1="${fixed(y(tau))}" x2="${width - margin.side}" y2="${fixed(y(tau))}" stroke="#2a2" stroke-width="1" stroke-dasharray="4 3"/>`,
    label(
      `temperature ${t.temperature.toString()}`,
      margin.side - 4,
      y(tau) - 4,
      'start',
      ' fill="#2a2"',
    ),
    wall(t.leftWall, '#1f4fd8', 'left-wall'),
    wall(t.rightWall, '#d8341f', 'right-wall'),
    `<line class="mast" x1="${fixed(x(mean))}" y1="${fixed(y(tau))}" x2="${fixed(x(mean))}" y2="${fixed(y(top))}" stroke="black" stroke-width="2" stroke-dasharray="6 3"/>`,
    label(`mean ${t.mean.toString()}`, x(mean), y(top) - 6, 'middle'),
    label(`left wall, ${left0.toString()} at t = 0`, 8, height - 22, 'start', ' fill="#1f4fd8"'),
    label(
      `right wall, ${right0.toString()} at t = 0`,
      width - 8,
      height - 8,
      'end',
      ' fill="#d8341f"',
    ),
    '</svg>',
  ];
  return `${parts.filter((p) => p !== '').join('\n')}\n`;
}

/** The corners of a wall from t = −1 up to `to` (where the mast starts), as numbers. */
function corners(trajectory: Trajectory, to: Dyadic): { t: number; value: number }[] {
  const points: { t: number; value: number }[] = [];
  for (const piece of trajectory) {
    if (piece.from.compare(to) >= 0) break;
    points.push({ t: piece.from.toNumber(), value: piece.value.toNumber() });
  }
  points.push({ t: to.toNumber(), value: valueAt(trajectory, to).toNumber() });
  return points;
}

function fixed(n: number): string {
  return Number.isFinite(n) ? n.toFixed(1) : '0';
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
