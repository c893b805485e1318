import { formatNimber, type Bite, type Cake, type Portion } from '@cgkit/galette';
import { useState } from 'react';
import { boardWidth, type Zoom } from '../../components/zoom.js';
import { outcomeWords } from '../../shell/words.js';

interface Props {
  readonly cake: Cake;
  /**
   * The legal bites with, when values are shown, the value of the cake each leaves and what the
   * bite leads to for its biter (and in how many bites, where it is known).
   */
  readonly bites: readonly {
    readonly bite: Bite;
    readonly grundy?: number | undefined;
    readonly outcome?: 'win' | 'loss' | 'draw' | 'unknown' | undefined;
    readonly remoteness?: number | undefined;
  }[];
  /** Portions are buttons that change state (edit mode) instead of bite buttons. */
  readonly editing: boolean;
  readonly disabled: boolean;
  readonly zoom: Zoom;
  readonly onBite: (bite: Bite) => void;
  readonly onEdit: (row: number, col: number) => void;
}

const PORTION_NAMES = ['uneaten', 'eaten', 'poisoned'] as const;

/** A cake's cells: a bite's value and words ("wins in 27", on two lines) fit in 56 px. */
const BITE_CELLS = { tappable: 56, largest: 56, gap: 1 } as const;

/**
 * The cake as a grid of portions. Each legal 2×2 bite is a button on the corner its four portions
 * share; pointing at it outlines the portions it would eat.
 */
export function CakeBoard({ cake, bites, editing, disabled, zoom, onBite, onEdit }: Props) {
  // A bite pointed at belongs to its cake: the bite taken leaves no outline on the cake after it
  // (a removed button gets no pointerleave).
  const [pointedAt, setPointedAt] = useState<{ cake: Cake; bite: Bite }>();
  const pointed = pointedAt?.cake === cake ? pointedAt.bite : undefined;
  const setPointed = (bite: Bite | undefined): void =>
    setPointedAt(bite === undefined ? undefined : { cake, bite });
  const inPointed = (r: number, c: number): boolean =>
    pointed !== undefined &&
    r >= pointed.row &&
    r <= pointed.row + 1 &&
    c >= pointed.col &&
    c <= pointed.col + 1;
  const portions = [];
  for (let r = 0; r < cake.rows; r++) {
    for (let c = 0; c < cake.cols; c++) {
      const name = PORTION_NAMES[cake.cells[r * cake.cols + c] as Portion];
      const className = `portion ${name}${inPointed(r, c) ? ' pointed' : ''}`;
      const label = `row ${r + 1}, column ${c + 1}: ${name}`;
      portions.push(
        editing ? (
          <button
            key={`${r}-${c}`}
            type="button"
            className={className}
            aria-label={label}
            onClick={() => onEdit(r, c)}
          />
        ) : (
          <div key={`${r}-${c}`} className={className} title={label} />
        ),
      );
    }
  }
  return (
    <div
      className="cake"
      style={{
        gridTemplateColumns: `repeat(${cake.cols}, 1fr)`,
        aspectRatio: `${cake.cols} / ${cake.rows}`,
        // A bite button fits in a cell (see styles.css), so cells large enough to tap are large
        // enough for a bite's value and words.
        ...boardWidth(zoom, cake.cols, BITE_CELLS),
        ['--cols' as never]: cake.cols,
      }}
      role="group"
      aria-label={`Cake of ${cake.rows} rows and ${cake.cols} columns`}
    >
      {portions}
      {!editing &&
        bites.map(({ bite, grundy, outcome, remoteness }) => {
          const value = outcome === 'win' ? 'win' : outcome === 'loss' ? 'lose' : undefined;
          const text = grundy === undefined ? '' : formatNimber(grundy);
          const words = outcomeWords(outcome, remoteness, 'bite');
          return (
            <button
              key={`${bite.row}-${bite.col}`}
              type="button"
              className={`bite${value === undefined ? '' : ` ${value}`}`}
              style={{
                left: `${((bite.col + 1) / cake.cols) * 100}%`,
                top: `${((bite.row + 1) / cake.rows) * 100}%`,
              }}
              disabled={disabled}
              data-row={bite.row}
              data-col={bite.col}
              title={words.long === '' ? undefined : `This bite ${words.long}`}
              // The name holds the visible value and words as they are shown, then the rest.
              aria-label={`bite rows ${bite.row + 1}–${bite.row + 2}, columns ${bite.col + 1}–${bite.col + 2}${
                grundy === undefined ? '' : `, leaves ${text}`
              }${words.long === '' ? '' : `${grundy === undefined ? ',' : ''} ${words.long}`}`}
              onClick={() => onBite(bite)}
              onPointerEnter={() => setPointed(bite)}
              onPointerLeave={() => setPointed(undefined)}
              // Only a keyboard's focus previews the bite: the focus a bite leaves on its
              // neighbour (useKeepFocus) must not mark portions, as if they were the last move.
              onFocus={(e) => {
                if (e.currentTarget.matches(':focus-visible')) setPointed(bite);
              }}
              onBlur={() => setPointed(undefined)}
            >
              {text}
              {words.short !== '' && <span className="bite-value"> {words.short}</span>}
            </button>
          );
        })}
    </div>
  );
}
