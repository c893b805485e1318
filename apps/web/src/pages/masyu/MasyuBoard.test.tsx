// @vitest-environment happy-dom
import { Mark, MasyuCell, createPuzzle, isEdge } from '@cgkit/masyu';
import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { MasyuBoard } from './MasyuBoard.js';
import { markStore } from './mark-store.js';

afterEach(cleanup);

const [ROWS, COLS] = [3, 4];
const PUZZLE = createPuzzle(ROWS, COLS, new Uint8Array(ROWS * COLS).fill(MasyuCell.empty));
const EDGES = 2 * ROWS * COLS;

/** What the marks layer should show for `marks`: each gap's line or cross, in edge order. */
function expected(marks: Uint8Array): string[] {
  const shown: string[] = [];
  for (let edge = 0; edge < EDGES; edge++) {
    if (!isEdge(ROWS, COLS, edge)) continue;
    if (marks[edge] === Mark.line) shown.push(`loop ${edge}`);
    if (marks[edge] === Mark.cross) shown.push(`cross ${edge}`);
  }
  return shown;
}

describe('MasyuBoard', () => {
  it('draws the marks of any series of changes, replacing the elements of changed gaps only', () => {
    // Marks on every index, the two past the board's edges included (no gap: never drawn).
    const marks = fc.uint8Array({ min: 0, max: 2, minLength: EDGES, maxLength: EDGES });
    fc.assert(
      fc.property(fc.array(fc.option(marks, { nil: undefined }), { maxLength: 6 }), (series) => {
        const { container, rerender } = render(
          <MasyuBoard puzzle={PUZZLE} marks={undefined} mode="play" />,
        );
        const layer = container.querySelector('g.marks')!;
        let before = new Uint8Array(EDGES);
        let elements = new Map<number, Element>();
        for (const next of series) {
          rerender(<MasyuBoard puzzle={PUZZLE} marks={next} mode="play" />);
          const now = next ?? new Uint8Array(EDGES);
          const children = [...layer.children];
          expect(
            children.map((el) => `${el.getAttribute('class')} ${el.getAttribute('data-edge')}`),
          ).toEqual(expected(now));
          const drawn = new Map(children.map((el) => [Number(el.getAttribute('data-edge')), el]));
          // A gap whose mark did not change keeps its element.
          for (const [edge, el] of elements) {
            if (before[edge] === now[edge]) expect(drawn.get(edge)).toBe(el);
          }
          [before, elements] = [now, drawn];
        }
        cleanup();
      }),
      { numRuns: 25 },
    );
  });

  it('draws live marks at each change, before any render', () => {
    const store = markStore(new Uint8Array(EDGES), () => () => {});
    const { container } = render(<MasyuBoard puzzle={PUZZLE} marks={store} mode="play" />);
    const layer = container.querySelector('g.marks')!;
    const next = new Uint8Array(EDGES);
    next[0] = Mark.line;
    next[3] = Mark.cross;
    store.play(next);
    expect([...layer.children].map((el) => el.getAttribute('class'))).toEqual(['loop', 'cross']);
    store.undo();
    expect(layer.children).toHaveLength(0);
  });

  it('draws a segment between the centres of its two cells, a cross on the wall between them', () => {
    const marks = new Uint8Array(EDGES);
    marks[2 * 5] = Mark.line; // right of cell 5 (row 1, column 1)
    marks[2 * 5 + 1] = Mark.cross; // below it
    const { container } = render(<MasyuBoard puzzle={PUZZLE} marks={marks} mode="view" />);
    const line = container.querySelector('.marks .loop')!;
    expect(['x1', 'y1', 'x2', 'y2'].map((a) => line.getAttribute(a))).toEqual([
      '54',
      '54',
      '90',
      '54',
    ]);
    // The cross's strokes meet halfway between the centres of cells 5 and 9, at (54, 72).
    expect(container.querySelector('.marks .cross')!.getAttribute('d')).toMatch(
      /^M49\.68,67\.68 L58\.32,76\.32 /,
    );
  });
});
