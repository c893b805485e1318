import type { WallPiece } from '../../worker/tasks/cgt.js';

export interface Point {
  readonly t: number;
  readonly value: number;
}

/** The corners of a wall from t = −1 up to `top`: where each piece starts, and the top. */
export function wallPoints(wall: readonly WallPiece[], top: number): Point[] {
  const points: Point[] = [];
  wall.forEach((piece, i) => {
    if (piece.from > top) return;
    points.push({ t: piece.from, value: piece.value });
    const end = Math.min(wall[i + 1]?.from ?? top, top);
    if (i === wall.length - 1 || end === top) {
      points.push({ t: end, value: piece.value + piece.slope * (end - piece.from) });
    }
  });
  return points;
}

/** The box to draw: temperatures from −1 to a little above the mast's foot, values around both walls. */
export function plotBox(
  left: readonly Point[],
  right: readonly Point[],
): { readonly minValue: number; readonly maxValue: number } {
  const values = [...left, ...right].map((p) => p.value);
  const minValue = Math.min(...values);
  const maxValue = Math.max(...values);
  const margin = Math.max(0.5, (maxValue - minValue) * 0.1);
  return { minValue: minValue - margin, maxValue: maxValue + margin };
}
