/**
 * How big a board is drawn: `auto` keeps cells tappable (the frame scrolling when the board is
 * wider), `fit` shows the whole board in the width of the page, a number is a cell size in pixels
 * (chosen, or set by a pinch).
 */
export type Zoom = 'auto' | 'fit' | number;

/** Cells are never drawn smaller than this by default: a finger can still hit one. */
export const TAPPABLE_CELL = 24;

/** The smallest and largest cells a pinch may give, in CSS pixels. */
export const MIN_CELL = 8;
export const MAX_CELL = 64;

/** The cell size after a pinch that took two fingers from `startGap` to `gap` pixels apart. */
export function pinchedCell(startCell: number, startGap: number, gap: number): number {
  const size = startGap > 0 ? (startCell * gap) / startGap : startCell;
  return Math.min(MAX_CELL, Math.max(MIN_CELL, Math.round(size)));
}

/** How a board of `cols` cells fills its frame, as its CSS width and largest width. */
export interface BoardSizing {
  /** Cells `auto` keeps at least (a finger's reach; more where a cell holds a button). */
  readonly tappable?: number;
  /** Cells are never drawn larger than this unless chosen. */
  readonly largest: number;
  /** Pixels between two cells, which the width must include. */
  readonly gap?: number;
}

/** The board's width: the page's (up to `largest` cells), at least tappable cells, or a size. */
export function boardWidth(
  zoom: Zoom,
  cols: number,
  { tappable = TAPPABLE_CELL, largest, gap = 0 }: BoardSizing,
): { width: string; maxWidth: string } {
  const px = (cell: number): string => `${cols * cell + (cols - 1) * gap}px`;
  const most = `max(${px(largest)}, 240px)`;
  if (zoom === 'fit') return { width: '100%', maxWidth: most };
  if (zoom === 'auto') return { width: `clamp(${px(tappable)}, 100%, ${most})`, maxWidth: 'none' };
  return { width: px(zoom), maxWidth: 'none' };
}
