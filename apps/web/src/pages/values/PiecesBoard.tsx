import type { CSSProperties } from 'react';
import {
  canChangePieces,
  changePieces,
  cyclePieceCell,
  pieceList,
  piecesText,
  type PieceChange,
} from './pieces.js';
import type { PiecesRuleset } from './rulesets.js';

interface Props {
  readonly ruleset: PiecesRuleset;
  readonly position: string;
  readonly onChange: (position: string) => void;
}

const COLOURS: Readonly<Record<string, CSSProperties>> = {
  B: { background: 'var(--player0)', color: 'var(--bg)' },
  R: { background: 'var(--player1)', color: 'var(--bg)' },
  G: { background: 'var(--win)', color: 'var(--bg)' },
};

/**
 * Stalks or rows of dominoes drawn as rows of buttons: a click turns a cell into the ruleset's
 * next colour; each piece grows or shrinks at its end, and pieces are added and removed, within
 * the package's limit on cells. Shown only while the text is pieces (not a JSON graph).
 */
export function PiecesBoard({ ruleset, position, onChange }: Props) {
  const pieces = pieceList(position, ruleset.symbols);
  if (pieces === undefined) return null;
  const first = ruleset.symbols[0]!.char;
  const names = new Map(ruleset.symbols.map((s) => [s.char, s.name]));
  const change = (c: PieceChange) => onChange(piecesText(changePieces(pieces, c, first)));
  const button = (c: PieceChange, label: string, text: string) => (
    <button
      type="button"
      aria-label={label}
      disabled={!canChangePieces(pieces, c, ruleset.maxCells)}
      onClick={() => change(c)}
    >
      {text}
    </button>
  );
  return (
    <>
      <div role="group" aria-label={`${ruleset.title} ${ruleset.piece}s`}>
        {pieces.map((piece, p) => (
          <div key={p} className="buttons piece-row">
            <span className="note">
              {ruleset.piece} {p + 1}
              {ruleset.start === undefined ? '' : ` (${ruleset.start})`}
            </span>
            {[...piece].map((cell, c) => (
              <button
                key={c}
                type="button"
                className="cell"
                style={COLOURS[cell]}
                aria-label={`${ruleset.piece} ${p + 1}, ${ruleset.cell} ${c + 1}: ${names.get(cell) ?? cell}`}
                onClick={() => onChange(piecesText(cyclePieceCell(ruleset.symbols, pieces, p, c)))}
              >
                {cell}
              </button>
            ))}
            {button(
              { kind: 'add-cell', piece: p },
              `Add ${withArticle(ruleset.cell)} to ${ruleset.piece} ${p + 1}`,
              '+',
            )}
            {button(
              { kind: 'remove-cell', piece: p },
              `Remove the last ${ruleset.cell} of ${ruleset.piece} ${p + 1}`,
              '−',
            )}
          </div>
        ))}
      </div>
      <div className="buttons">
        {button(
          { kind: 'add-piece' },
          `Add ${withArticle(ruleset.piece)}`,
          `Add ${withArticle(ruleset.piece)}`,
        )}
        {button(
          { kind: 'remove-piece' },
          `Remove the last ${ruleset.piece}`,
          `Remove the last ${ruleset.piece}`,
        )}
      </div>
    </>
  );
}

/** A noun after “a”, or “an” before a vowel: “an edge”, “a domino”. */
export const withArticle = (noun: string): string =>
  `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
