import type { CellSymbol } from './rulesets.js';

/*
 * Positions made of pieces of coloured cells, written as the CLI reads them: Hackenbush stalks
 * (`BRR GG`, from the ground up) and rows of Toppling Dominoes (`BBR GR`), pieces separated by
 * spaces. Edited by clicks: a cell cycles through the ruleset's symbols, and cells and pieces are
 * added (the first symbol) or removed at the end. Only text is changed here.
 */

/** The pieces of a text (spaces or commas between them), or undefined when it is not only pieces. */
export function pieceList(text: string, symbols: readonly CellSymbol[]): string[] | undefined {
  const pieces = text.split(/[\s,]+/).filter((piece) => piece !== '');
  const known = new Set(symbols.map((s) => s.char));
  if (pieces.length === 0) return undefined;
  return pieces.every((piece) => [...piece].every((c) => known.has(c))) ? pieces : undefined;
}

/** The pieces' text, separated by single spaces. */
export function piecesText(pieces: readonly string[]): string {
  return pieces.join(' ');
}

/** The pieces with one cell turned into the next symbol. */
export function cyclePieceCell(
  symbols: readonly CellSymbol[],
  pieces: readonly string[],
  piece: number,
  cell: number,
): string[] {
  return pieces.map((p, i) => {
    if (i !== piece || cell >= p.length) return p;
    const at = symbols.findIndex((s) => s.char === p[cell]);
    return p.slice(0, cell) + symbols[(at + 1) % symbols.length]!.char + p.slice(cell + 1);
  });
}

export type PieceChange =
  | { readonly kind: 'add-cell'; readonly piece: number }
  | { readonly kind: 'remove-cell'; readonly piece: number }
  | { readonly kind: 'add-piece' }
  | { readonly kind: 'remove-piece' };

const cellCount = (pieces: readonly string[]): number =>
  pieces.reduce((n, piece) => n + piece.length, 0);

/**
 * Whether a change applies (to a piece there is) and keeps the position within `maxCells` cells
 * in all and at least one cell.
 * Removing a piece's last cell removes the piece, so a piece is never empty.
 */
export function canChangePieces(
  pieces: readonly string[],
  change: PieceChange,
  maxCells: number,
): boolean {
  switch (change.kind) {
    case 'add-cell':
      return change.piece < pieces.length && cellCount(pieces) < maxCells;
    case 'add-piece':
      return cellCount(pieces) < maxCells;
    case 'remove-cell':
      return change.piece < pieces.length && cellCount(pieces) > 1;
    case 'remove-piece':
      return pieces.length > 1;
  }
}

/** The pieces after a change; a new cell or piece is the first symbol. */
export function changePieces(
  pieces: readonly string[],
  change: PieceChange,
  first: string,
): string[] {
  switch (change.kind) {
    case 'add-cell':
      return pieces.map((p, i) => (i === change.piece ? p + first : p));
    case 'remove-cell':
      return pieces
        .map((p, i) => (i === change.piece ? p.slice(0, -1) : p))
        .filter((p) => p !== '');
    case 'add-piece':
      return [...pieces, first];
    case 'remove-piece':
      return pieces.slice(0, -1);
  }
}
