import type { PositionRuleset } from '../../worker/tasks/cgt.js';
import { positionRows, toggleCell } from './position-grid.js';

interface Props {
  readonly ruleset: PositionRuleset;
  readonly position: string;
  readonly onChange: (position: string) => void;
}

const CELL_NAMES: Readonly<Record<string, string>> = {
  '.': 'empty',
  '#': 'filled',
  T: 'toad',
  F: 'frog',
};
const CELL_SIGNS: Readonly<Record<string, string>> = { '.': '', '#': '', T: 'T', F: 'F' };

/** A Domineering board or a Toads-and-Frogs strip, drawn; clicking a cell changes it. */
export function PositionBoard({ ruleset, position, onChange }: Props) {
  const rows = positionRows(position);
  const cols = Math.max(...rows.map((row) => row.length));
  return (
    <div
      className={`position-board ${ruleset}`}
      style={{ gridTemplateColumns: `repeat(${cols}, 40px)` }}
      role="group"
      aria-label={ruleset === 'domineering' ? 'Domineering board' : 'Toads-and-Frogs strip'}
    >
      {rows.flatMap((row, r) =>
        [...row].map((cell, c) => (
          <button
            key={`${r}-${c}`}
            type="button"
            className={`cell cell-${CELL_NAMES[cell] ?? 'unknown'}`}
            aria-label={`row ${r + 1}, column ${c + 1}: ${CELL_NAMES[cell] ?? cell}`}
            onClick={() => onChange(toggleCell(ruleset, position, r, c))}
          >
            {CELL_SIGNS[cell] ?? cell}
          </button>
        )),
      )}
    </div>
  );
}
