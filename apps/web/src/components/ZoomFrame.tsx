import { useRef, type PointerEvent, type ReactNode } from 'react';
import { TAPPABLE_CELL, pinchedCell, type Zoom } from './zoom.js';

interface Point {
  readonly x: number;
  readonly y: number;
}

const gapOf = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The box around a board (its one child, `cols` cells wide), scrolling when the board is wider or
 * taller than it: every board of the app is framed so. On a touch screen two fingers pan it and
 * pinch the cells larger or smaller; one finger draws on the board when it `draws` (Masyu's play
 * mode), and pans it otherwise (a tap still presses a button). Once two fingers are down, nothing
 * reaches the board until every finger is lifted, so a pinch never draws or presses.
 */
export function ZoomFrame({
  cols,
  draws,
  onZoom,
  children,
}: {
  readonly cols: number;
  readonly draws: boolean;
  readonly onZoom: (cell: number) => void;
  readonly children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const touches = useRef(new Map<number, Point>());
  const pinch = useRef<{ gap: number; cell: number; at: Point } | undefined>(undefined);

  const cellNow = (): number => {
    const board = frame.current?.firstElementChild;
    return board === null || board === undefined
      ? TAPPABLE_CELL
      : board.getBoundingClientRect().width / cols;
  };
  const panBy = (dx: number, dy: number): void => {
    frame.current?.scrollBy({ left: -dx, top: -dy });
  };
  const onDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.pointerType !== 'touch') return;
    touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (touches.current.size === 2) {
      const [a, b] = [...touches.current.values()] as [Point, Point];
      pinch.current = { gap: gapOf(a, b), cell: cellNow(), at: middle(a, b) };
      // The first finger's stroke (or long press) on the board ends here.
      frame.current?.firstElementChild?.dispatchEvent(
        new PointerEvent('pointercancel', { bubbles: true, pointerType: 'touch' }),
      );
    }
    if (pinch.current !== undefined) event.stopPropagation();
  };
  const onMove = (event: PointerEvent<HTMLDivElement>): void => {
    const before = touches.current.get(event.pointerId);
    if (event.pointerType !== 'touch' || before === undefined) return;
    const now = { x: event.clientX, y: event.clientY };
    touches.current.set(event.pointerId, now);
    const gesture = pinch.current;
    if (gesture === undefined) {
      if (!draws) panBy(now.x - before.x, now.y - before.y);
      return;
    }
    event.stopPropagation();
    if (touches.current.size < 2) return;
    const [a, b] = [...touches.current.values()] as [Point, Point];
    const at = middle(a, b);
    panBy(at.x - gesture.at.x, at.y - gesture.at.y);
    pinch.current = { ...gesture, at };
    onZoom(pinchedCell(gesture.cell, gesture.gap, gapOf(a, b)));
  };
  const onUp = (event: PointerEvent<HTMLDivElement>): void => {
    // Only a finger lifted counts, not the cancel sent to the board above.
    if (!event.isTrusted || !touches.current.delete(event.pointerId)) return;
    if (touches.current.size === 0) pinch.current = undefined;
  };
  return (
    <div
      ref={frame}
      className="board-frame"
      data-testid="board-frame"
      // No taller than most of the screen: a zoomed board pans inside the frame, and the page
      // around it stays within reach.
      style={{ touchAction: draws ? 'none' : 'pan-x pan-y', maxHeight: '80vh' }}
      onPointerDownCapture={onDown}
      onPointerMoveCapture={onMove}
      onPointerUpCapture={onUp}
      onPointerCancelCapture={onUp}
    >
      {children}
    </div>
  );
}

const CELL_SIZES = [24, 32, 40, 48] as const;

/** The board's size, chosen: a list of sizes, and Fit to see the whole board. */
export function ZoomControls({
  zoom,
  onZoom,
}: {
  readonly zoom: Zoom;
  readonly onZoom: (zoom: Zoom) => void;
}) {
  return (
    <div className="buttons">
      <label>
        Board size{' '}
        <select
          value={String(zoom)}
          onChange={(e) =>
            onZoom(
              e.target.value === 'fit' || e.target.value === 'auto'
                ? e.target.value
                : Number(e.target.value),
            )
          }
        >
          <option value="auto">Cells large enough to tap</option>
          <option value="fit">The whole board</option>
          {[
            ...CELL_SIZES,
            ...(typeof zoom === 'number' && !CELL_SIZES.some((c) => c === zoom) ? [zoom] : []),
          ].map((size) => (
            <option key={size} value={size}>
              Cells of {size} px
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => onZoom('fit')} disabled={zoom === 'fit'}>
        Fit
      </button>
    </div>
  );
}
