import type { CSSProperties } from 'react';
import { canResize, cycleCell, positionRows, resize, type Resize } from './position-grid.js';
import type { GridRuleset, Tone } from './rulesets.js';

interface Props {
  readonly ruleset: GridRuleset;
  readonly position: string;
  readonly onChange: (position: string) => void;
}

const TONES: Readonly<Record<Tone, CSSProperties>> = {
  empty: {},
  blocked: { background: 'var(--fg)', color: 'var(--bg)' },
  left: { color: 'var(--player0)' },
  right: { color: 'var(--player1)' },
};

const RESIZES: readonly (readonly [Resize, string])[] = [
  ['add-row', 'Add a row'],
  ['remove-row', 'Remove the last row'],
  ['add-column', 'Add a column'],
  ['remove-column', 'Remove the last column'],
];

/**
 * A grid or strip position drawn as buttons: a click turns a cell into the ruleset's next symbol;
 * rows (grids only) and columns are added and removed within the package's limits.
 */
export function GridBoard({ ruleset, position, onChange }: Props) {
  const rows = positionRows(position);
  const columns = Math.max(...rows.map((row) => row.length));
  const symbols = new Map(ruleset.symbols.map((s) => [s.char, s]));
  const resizes = RESIZES.filter(([r]) => ruleset.editor === 'grid' || r.endsWith('column'));
  return (
    <>
      <div
        className="position-board"
        // A long strip scrolls within the page instead of widening it.
        style={{
          gridTemplateColumns: `repeat(${columns}, 40px)`,
          maxWidth: '100%',
          overflowX: 'auto',
        }}
        role="group"
        aria-label={`${ruleset.title} board`}
      >
        {rows.flatMap((row, r) =>
          [...row].map((cell, c) => {
            const symbol = symbols.get(cell);
            return (
              <button
                key={`${r}-${c}`}
                type="button"
                className="cell"
                style={{ ...TONES[symbol?.tone ?? 'empty'], gridRow: r + 1, gridColumn: c + 1 }}
                aria-label={`${ruleset.editor === 'strip' ? `cell ${c + 1}` : `row ${r + 1}, column ${c + 1}`}: ${symbol?.name ?? `unknown ${JSON.stringify(cell)}`}`}
                onClick={() => onChange(cycleCell(ruleset.symbols, position, r, c))}
              >
                {cell === '.' ? '' : cell}
              </button>
            );
          }),
        )}
      </div>
      <div className="buttons">
        {resizes.map(([change, label]) => (
          <button
            key={change}
            type="button"
            disabled={!canResize(position, change, ruleset.size)}
            onClick={() => onChange(resize(position, change, ruleset.symbols[0]!.char))}
          >
            {ruleset.editor === 'strip' ? label.replace('column', 'cell') : label}
          </button>
        ))}
      </div>
    </>
  );
}
