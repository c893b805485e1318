import {
  POSITION_RULESETS,
  type CellSymbol,
  type CellTone,
  type GridLimits,
} from '@cgkit/cgt-values/rulesets';
import type { PositionRuleset } from '../../worker/tasks/cgt.js';

/*
 * How the Values page edits each ruleset's position: the text is the CLI's (`cgkit cgt <id>`),
 * read and valued by the package in the worker. What the editor shows (the symbols a click cycles
 * through, the words for them, the size limits, the example) is the package's table,
 * POSITION_RULESETS, laid out here for the page's editors.
 */

export type { CellSymbol, GridLimits };
/** Whose a cell is, for its colour. */
export type Tone = CellTone;

interface Common {
  readonly id: PositionRuleset;
  readonly title: string;
  /** What the position text is, in a sentence. */
  readonly help: string;
  /** The package's limits, in words. */
  readonly limits: string;
  readonly example: string;
}

/** Grids (rows separated by `|`) and strips (one row): cells clicked through `symbols`. */
export interface GridRuleset extends Common {
  readonly editor: 'grid' | 'strip';
  /** In click order; the first is the cell new rows and columns get. */
  readonly symbols: readonly CellSymbol[];
  readonly size: GridLimits;
}

/** Stalks or rows of dominoes, pieces separated by spaces: cells clicked through `symbols`. */
export interface PiecesRuleset extends Common {
  readonly editor: 'pieces';
  /** In click order; the first is the cell new pieces and cells get. */
  readonly symbols: readonly CellSymbol[];
  /** What a piece and a cell are called. */
  readonly piece: string;
  readonly cell: string;
  /** Where a piece starts, said beside it. */
  readonly start?: string;
  /** The package's limit on cells in all. */
  readonly maxCells: number;
}

/** Positions written as text only: rectangles. */
export interface TextRuleset extends Common {
  readonly editor: 'text';
}

export type RulesetInfo = GridRuleset | PiecesRuleset | TextRuleset;

/** A ruleset of the package's table as the page lists it. */
function infoOf(entry: (typeof POSITION_RULESETS)[number]): RulesetInfo {
  const common: Common = {
    id: entry.name,
    title: entry.kind === 'loopy' ? `${entry.title} (loopy)` : entry.title,
    help: entry.help,
    limits: entry.limits,
    example: entry.example,
  };
  const { editor } = entry;
  if (editor.kind === 'text') return { ...common, editor: 'text' };
  if (editor.kind === 'pieces') {
    const { symbols, piece, cell, start, maxCells } = editor;
    return {
      ...common,
      editor: 'pieces',
      symbols,
      piece,
      cell,
      maxCells,
      ...(start === undefined ? {} : { start }),
    };
  }
  return { ...common, editor: editor.kind, symbols: editor.symbols, size: editor.size };
}

/** Every ruleset of the page, in the order of its list (the package's). */
export const RULESETS: readonly RulesetInfo[] = POSITION_RULESETS.map(infoOf);

/** The ruleset named in a link, or undefined for a name the page does not know. */
export function rulesetNamed(id: string): RulesetInfo | undefined {
  return RULESETS.find((r) => r.id === id);
}
