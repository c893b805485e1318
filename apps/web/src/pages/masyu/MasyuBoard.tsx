import {
  MasyuCell,
  Dir,
  Mark,
  edgeCells,
  edgeToward,
  isEdge,
  type EdgeMark,
  type MasyuPuzzle,
} from '@cgkit/masyu';
import { memo, useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { crossMark, crossedCells, gapAt, gapBand, type BoardPoint } from './masyu-state.js';
import type { LiveMarks } from './mark-store.js';
import { boardWidth, type Zoom } from '../../components/zoom.js';

const S = 36;
/** How long a finger stays on a gap to cross it out, as a right-click does. */
const LONG_PRESS_MS = 500;

export interface BoardHint {
  readonly cells: readonly number[];
  readonly edges: readonly { readonly edge: number; readonly mark: EdgeMark }[];
}

interface Props {
  readonly puzzle: MasyuPuzzle;
  /**
   * Per edge: `Mark.line` draws it, `Mark.cross` crosses it out (a solution, or in play the
   * person's marks, live: each change drawn at once, in the event that makes it).
   */
  readonly marks: ArrayLike<number> | LiveMarks | undefined;
  /** Cells to ring in red (broken rules). */
  readonly marked?: ReadonlySet<number>;
  /** A hint: the cells it looks at and the marks it sets, drawn dashed. */
  readonly hint?: BoardHint | undefined;
  /** Play: clicks and drags mark edges. Edit: clicks cycle pearls. View: the board only shows. */
  readonly mode: 'play' | 'edit' | 'view';
  /**
   * A click on an edge (`mark` undefined: the next mark in turn), a drag across it, or a
   * right-click or long press on it (a cross, or nothing on a cross).
   */
  readonly onEdge?: (edge: number, mark?: EdgeMark) => void;
  /** A drag's marks since the pointer last reported, in the order crossed: one change. */
  readonly onDraw?: (moves: readonly { readonly edge: number; readonly mark: EdgeMark }[]) => void;
  readonly onCell?: (cell: number) => void;
  /** A pointer stroke starts (true) or ends (false): its marks are one step to undo. */
  readonly onStroke?: (active: boolean) => void;
  /** How big the board is drawn (by default, the width it is given). */
  readonly zoom?: Zoom;
}

const ARROW_DIRS: Readonly<Record<string, number>> = {
  ArrowUp: Dir.up,
  ArrowDown: Dir.down,
  ArrowLeft: Dir.left,
  ArrowRight: Dir.right,
};

/**
 * The grid, its pearls and a loop. In play mode a click on the gap between two cell centres marks
 * it (a line, then a cross, then nothing) and a drag across cells draws lines (or erases them,
 * when it starts on one); from the keyboard, arrows move a cursor and Shift+arrow marks the gap
 * in that direction.
 */
export function MasyuBoard({
  puzzle,
  marks,
  marked,
  hint,
  mode,
  onEdge,
  onDraw,
  onCell,
  onStroke,
  zoom = 'fit',
}: Props) {
  const { rows, cols } = puzzle;
  const svg = useRef<SVGSVGElement>(null);
  // The keyboard's cursor, moved in place as the hover band is: a click's frame then changes the
  // marks layer and this rectangle only, and the page's render after it changes nothing here.
  const cursor = useRef(0);
  const cursorBox = useRef<SVGRectElement>(null);
  const setCursor = (cell: number): void => {
    cursor.current = cell;
    const box = cursorBox.current;
    if (box === null) return;
    const [x, y] = centre(cols, cell);
    box.setAttribute('x', String(x - S / 2 + 2));
    box.setAttribute('y', String(y - S / 2 + 2));
  };
  // Placed on the first render, and again on a board of another width (the cell is elsewhere).
  useLayoutEffect(() => setCursor(cursor.current), [cols]);
  const drag = useRef<{ point: BoardPoint; cell: number; mark: EdgeMark | undefined } | undefined>(
    undefined,
  );
  // A finger held on a gap: crossed out when the timer fires, unless the finger moved or lifted.
  const press = useRef<{ timer: ReturnType<typeof setTimeout>; done: boolean } | undefined>(
    undefined,
  );
  const endPress = (): void => {
    if (press.current !== undefined) clearTimeout(press.current.timer);
  };
  /** The marks shown now: live marks may be ahead of this render. */
  const marksNow = (): ArrayLike<number> | undefined =>
    marks !== undefined && 'watch' in marks ? marks.marks : marks;
  const cross = (edge: number): void =>
    onEdge?.(edge, crossMark(marksNow()?.[edge] ?? Mark.unknown));

  /**
   * Where the pointer is, in cells from the board's top-left corner. Read once per event: after the
   * hover band moves, reading the board's box again would lay the page out inside the handler.
   */
  const pointAt = (event: {
    readonly clientX: number;
    readonly clientY: number;
  }): BoardPoint | undefined => {
    const box = svg.current?.getBoundingClientRect();
    if (box === undefined || box.width === 0 || box.height === 0) return undefined;
    return {
      x: ((event.clientX - box.left) / box.width) * cols,
      y: ((event.clientY - box.top) / box.height) * rows,
    };
  };
  const cellOf = (point: BoardPoint | undefined): number | undefined => {
    if (point === undefined) return undefined;
    const [col, row] = [Math.floor(point.x), Math.floor(point.y)];
    return row >= 0 && row < rows && col >= 0 && col < cols ? row * cols + col : undefined;
  };
  const edgeBetween = (a: number, b: number): number => {
    for (const dir of [Dir.up, Dir.down, Dir.left, Dir.right]) {
      const edge = edgeToward(rows, cols, a, dir);
      if (edge >= 0 && edgeCells(cols, edge).includes(b)) return edge;
    }
    return -1;
  };
  /** The gap a point is on, or -1. */
  const gapOf = (point: BoardPoint | undefined): number =>
    point === undefined ? -1 : gapAt(rows, cols, point);
  // The gap under a mouse, shown by one band moved in place: no render on each pointer move, and
  // nothing touched while the mouse stays on the same gap.
  const hover = useRef<SVGRectElement>(null);
  const hovered = useRef(-1);
  const target = useRef<SVGRectElement>(null);
  const showHover = (edge: number): void => {
    const band = hover.current;
    if (band === null || target.current === null || edge === hovered.current) return;
    hovered.current = edge;
    // On the top rectangle alone: the cursor is inherited, and set on the board it would restyle
    // every element of it.
    target.current.style.cursor = edge < 0 ? '' : 'pointer';
    band.style.display = edge < 0 ? 'none' : '';
    if (edge < 0) return;
    const [left, top, width, height] = gapBand(cols, edge);
    band.setAttribute('x', String(left * S));
    band.setAttribute('y', String(top * S));
    band.setAttribute('width', String(width * S));
    band.setAttribute('height', String(height * S));
  };
  const onPointerDown = (event: PointerEvent<SVGSVGElement>): void => {
    const point = pointAt(event);
    const cell = cellOf(point);
    if (point === undefined || cell === undefined) return;
    // In play mode the click moves the cursor.
    if (mode !== 'play') setCursor(cell);
    if (mode === 'play') {
      drag.current = { point, cell, mark: undefined };
      onStroke?.(true);
      const edge = gapOf(point);
      endPress();
      press.current = undefined;
      if (event.pointerType === 'touch' && edge >= 0) {
        const held = {
          done: false,
          timer: setTimeout(() => {
            held.done = true;
            cross(edge);
          }, LONG_PRESS_MS),
        };
        press.current = held;
      }
    }
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>): void => {
    const point = pointAt(event);
    if (mode === 'play' && event.pointerType === 'mouse') showHover(gapOf(point));
    const current = drag.current;
    if (current === undefined || point === undefined) return;
    // Every cell between the last report and this one, not only the one the pointer is on now.
    const cells = crossedCells(rows, cols, current.point, point);
    const last = cells[cells.length - 1]!;
    if (last === current.cell) return;
    endPress();
    let mark = current.mark;
    const moves: { edge: number; mark: EdgeMark }[] = [];
    for (let i = 1; i < cells.length; i++) {
      const edge = edgeBetween(cells[i - 1]!, cells[i]!);
      if (edge < 0) continue;
      // The first gap crossed decides whether this drag draws or erases.
      mark ??= marksNow()?.[edge] === Mark.line ? Mark.unknown : Mark.line;
      moves.push({ edge, mark });
    }
    drag.current = { point, cell: last, mark };
    if (moves.length > 0) onDraw?.(moves);
  };
  const endDrag = (): void => {
    drag.current = undefined;
    endPress();
    // A click on a gap comes after the pointer is released: end the stroke after it.
    if (mode === 'play') setTimeout(() => onStroke?.(false), 0);
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>): void => {
    const dir = ARROW_DIRS[event.key];
    if (dir !== undefined) {
      event.preventDefault();
      const edge = edgeToward(rows, cols, cursor.current, dir);
      if (edge < 0) return;
      if (event.shiftKey && mode === 'play') onEdge?.(edge);
      const [a, b] = edgeCells(cols, edge);
      setCursor(a === cursor.current ? b : a);
    } else if ((event.key === 'Enter' || event.key === ' ') && mode === 'edit') {
      event.preventDefault();
      onCell?.(cursor.current);
    }
  };

  // The cells and pearls are memoized layers; the marks are one layer drawn outside React, where a
  // change adds or removes the elements of the gaps it changed only (a 40×40 board has 3,120 gaps):
  // a click costs neither a render of the marks nor a comparison of every row, and live marks
  // are drawn in the click's own frame, before any render.
  const marksLayer = useRef<SVGGElement>(null);
  const drawn = useRef<MarksDrawn>(undefined);
  useLayoutEffect(() => {
    const layer = marksLayer.current;
    if (layer === null) return;
    const draw = (): void => {
      drawn.current = drawMarks(layer, drawn.current, rows, cols, marksNow());
    };
    draw();
    return marks !== undefined && 'watch' in marks ? marks.watch(draw) : undefined;
  }, [rows, cols, marks]);
  return (
    <svg
      ref={svg}
      className={`masyu-board ${mode}`}
      viewBox={`0 0 ${cols * S} ${rows * S}`}
      style={{ ...boardWidth(zoom, cols, { largest: 40 }), aspectRatio: `${cols} / ${rows}` }}
      tabIndex={mode === 'view' ? undefined : 0}
      role={mode === 'view' ? 'img' : 'application'}
      aria-label={
        mode === 'play'
          ? 'Masyu grid: arrows move the cursor, Shift+arrow marks the gap that way'
          : mode === 'edit'
            ? 'Masyu grid: arrows move the cursor, Enter cycles the pearl'
            : `Masyu grid of ${rows} by ${cols}`
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerLeave={() => {
        showHover(-1);
        endDrag();
      }}
      onPointerCancel={endDrag}
      onContextMenu={(event) => {
        if (mode !== 'play') return;
        event.preventDefault();
        const edge = gapOf(pointAt(event));
        // A browser may call a long press a right-click too: it crossed out once already.
        if (edge >= 0 && press.current?.done !== true) cross(edge);
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (mode === 'play') {
          const point = pointAt(event);
          const cell = cellOf(point);
          if (cell !== undefined) setCursor(cell);
          const edge = gapOf(point);
          // The click that ends a long press has done its work already.
          if (edge >= 0 && press.current?.done !== true) onEdge?.(edge);
        } else if (mode === 'edit') {
          const cell = cellOf(pointAt(event));
          if (cell !== undefined) onCell?.(cell);
        }
      }}
    >
      <Cells rows={rows} cols={cols} marked={marked} />
      {hint?.cells.map((cell) => {
        const [x, y] = centre(cols, cell);
        return (
          <rect
            key={cell}
            className="hint-cell"
            x={x - S / 2 + 3}
            y={y - S / 2 + 3}
            width={S - 6}
            height={S - 6}
          />
        );
      })}
      <g ref={marksLayer} className="marks" />
      <Pearls puzzle={puzzle} />
      {hint?.edges.map(({ edge, mark }) => {
        const [x1, y1, x2, y2] = ends(cols, edge);
        return mark === Mark.cross ? (
          <Cross key={edge} x={(x1 + x2) / 2} y={(y1 + y2) / 2} className="hint-cross" />
        ) : (
          <line
            key={edge}
            className={mark === Mark.line ? 'hint-line' : 'hint-erase'}
            data-edge={edge}
            x1={x1}
            y1={y1}
            x2={x2}
            y2={y2}
          />
        );
      })}
      {mode === 'play' && <rect ref={hover} className="gap-hover" style={{ display: 'none' }} />}
      {mode !== 'view' && <rect ref={cursorBox} className="cursor" width={S - 4} height={S - 4} />}
      {/* Every pointer's target, on top: the browser finds it at once, without searching the
          hundreds of shapes under it on each move, press and click. */}
      {mode !== 'view' && (
        <rect ref={target} className="board-target" width={cols * S} height={rows * S} />
      )}
    </svg>
  );
}

const centre = (cols: number, cell: number): [number, number] => [
  ((cell % cols) + 0.5) * S,
  (Math.floor(cell / cols) + 0.5) * S,
];
const ends = (cols: number, edge: number): [number, number, number, number] => {
  const [a, b] = edgeCells(cols, edge);
  return [...centre(cols, a), ...centre(cols, b)];
};

/**
 * The grid as one path of lines, and the cells ringed in red where `marked`: a few elements rather
 * than one per cell, as each change repaints the whole board.
 */
const Cells = memo(function Cells({
  rows,
  cols,
  marked,
}: {
  readonly rows: number;
  readonly cols: number;
  readonly marked: ReadonlySet<number> | undefined;
}) {
  let lines = '';
  for (let row = 0; row <= rows; row++) lines += `M0,${row * S}H${cols * S}`;
  for (let col = 0; col <= cols; col++) lines += `M${col * S},0V${rows * S}`;
  return (
    <>
      <path className="masyu-grid" d={lines} />
      {[...(marked ?? [])].map((cell) => {
        const [x, y] = centre(cols, cell);
        return (
          <rect
            key={cell}
            className="masyu-cell marked"
            x={x - S / 2}
            y={y - S / 2}
            width={S}
            height={S}
          />
        );
      })}
    </>
  );
});

const Pearls = memo(function Pearls({ puzzle }: { readonly puzzle: MasyuPuzzle }) {
  return Array.from(puzzle.cells, (kind, cell) => {
    if (kind === MasyuCell.empty) return null;
    const [x, y] = centre(puzzle.cols, cell);
    return (
      <circle
        key={cell}
        className={kind === MasyuCell.black ? 'pearl black' : 'pearl white'}
        cx={x}
        cy={y}
        r={S * 0.3}
      />
    );
  });
});

/** What the marks layer shows: each gap's mark and element, for the board's size. */
interface MarksDrawn {
  readonly rows: number;
  readonly cols: number;
  readonly marks: Uint8Array;
  readonly elements: (SVGElement | undefined)[];
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Brings the marks layer from what it shows to `marks`: the gaps whose mark changed get their
 * element replaced (a line, a cross, or none), in edge order; the others are left alone.
 */
function drawMarks(
  layer: SVGGElement,
  before: MarksDrawn | undefined,
  rows: number,
  cols: number,
  marks: ArrayLike<number> | undefined,
): MarksDrawn {
  let shown = before;
  if (shown === undefined || shown.rows !== rows || shown.cols !== cols) {
    layer.replaceChildren();
    const edges = 2 * rows * cols;
    shown = {
      rows,
      cols,
      marks: new Uint8Array(edges),
      elements: new Array<SVGElement | undefined>(edges),
    };
  }
  const { elements } = shown;
  // Walked from the last edge, so that each new element goes before the next one drawn.
  let next: SVGElement | null = null;
  for (let edge = elements.length - 1; edge >= 0; edge--) {
    const mark = marks?.[edge] ?? Mark.unknown;
    if (mark !== shown.marks[edge]) {
      shown.marks[edge] = mark;
      elements[edge]?.remove();
      elements[edge] = undefined;
      if ((mark === Mark.line || mark === Mark.cross) && isEdge(rows, cols, edge)) {
        const element = markElement(cols, edge, mark);
        layer.insertBefore(element, next);
        elements[edge] = element;
      }
    }
    next = elements[edge] ?? next;
  }
  return shown;
}

/** The element of one gap's mark: a segment of the loop, or a cross. */
function markElement(cols: number, edge: number, mark: EdgeMark): SVGElement {
  const [x1, y1, x2, y2] = ends(cols, edge);
  if (mark === Mark.line) {
    const line = document.createElementNS(SVG_NS, 'line');
    line.setAttribute('class', 'loop');
    line.setAttribute('data-edge', String(edge));
    line.setAttribute('x1', String(x1));
    line.setAttribute('y1', String(y1));
    line.setAttribute('x2', String(x2));
    line.setAttribute('y2', String(y2));
    return line;
  }
  const cross = document.createElementNS(SVG_NS, 'path');
  cross.setAttribute('class', 'cross');
  cross.setAttribute('data-edge', String(edge));
  cross.setAttribute('d', crossPath((x1 + x2) / 2, (y1 + y2) / 2));
  return cross;
}

/** The two strokes of a small × centred on (x, y). */
function crossPath(x: number, y: number): string {
  const d = S * 0.12;
  return `M${x - d},${y - d} L${x + d},${y + d} M${x - d},${y + d} L${x + d},${y - d}`;
}

/** A small × on the gap between two cells: the loop does not pass there. */
function Cross({
  x,
  y,
  className,
}: {
  readonly x: number;
  readonly y: number;
  readonly className: string;
}) {
  return <path className={className} d={crossPath(x, y)} />;
}
