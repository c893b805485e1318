import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loopyOutcome, outcomeLabel } from '../loopy/graph.js';
import { formatGame, NotationError } from '../short/notation.js';
import { PartizanSolver } from './ruleset.js';
import {
  POSITION_RULESETS,
  rulesetNamed,
  type RulesetEntry,
  type RulesetName,
} from './positions.js';

type ShortName = Extract<(typeof POSITION_RULESETS)[number], { kind: 'short' }>['name'];

/** A position of each short ruleset and its value (CGSuite's, as the CLI prints them). */
const VALUES: Record<ShortName, readonly [string, string]> = {
  domineering: ['...|...', '{2|-1/2}'],
  'toads-frogs': ['T.F', '*'],
  clobber: ['xxo', '^'],
  konane: ['xo.|.ox', '2'],
  cram: ['...|...', '*'],
  quelhas: ['..|..', '+-1'],
  fission: ['.x.|...|.x.', '-2'],
  col: ['...|.x.', '-1'],
  snort: ['...|.x.', '{4||1|0}'],
  amazons: ['x...|...o', '+-{3,{4|0,{1|0,*}}}'],
  hackenbush: ['BRR GG', '1/4*2'],
  cutcake: ['4x3 2x2', '1'],
  eatcake: ['3x3', '*'],
  'maundy-cake': ['6x4', '0'],
  'toppling-dominoes': ['BBR GR', '0'],
  wythoff: ['1,2 2,3', '*5'],
  'gen-wythoff': ['2: 1,3', '0'],
  mem: ['10,6 10,4', '*3'],
  'take-away': ['2: 10,1 10,4', '*7'],
  'mock-turtles': ['...H', '*7'],
  ruler: ['.H.H', '*6'],
  'arc-kayles': ['....', '*2'],
};

describe('the table of position rulesets', () => {
  it('names each ruleset once, in lower case with hyphens', () => {
    const names = POSITION_RULESETS.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("pairs each short ruleset's parser with its rules", () => {
    for (const entry of POSITION_RULESETS) {
      if (entry.kind !== 'short') continue;
      const [position, value] = VALUES[entry.name];
      const solver = new PartizanSolver(entry.ruleset);
      expect([entry.name, formatGame(solver.canonicalForm(entry.parse(position)))]).toEqual([
        entry.name,
        value,
      ]);
      // The example is a position of the ruleset, valued at once.
      expect(() => solver.canonicalForm(entry.parse(entry.example))).not.toThrow();
    }
  });

  it("pairs each loopy ruleset's parser with its game graph", () => {
    const entry = rulesetNamed('backsliding-toads-frogs');
    const { game, positions } = entry.graph(entry.parse(entry.example));
    expect([outcomeLabel(loopyOutcome(game)), positions.length]).toEqual(['L/D', 15]);
    const fox = rulesetNamed('fox-and-geese');
    const board = fox.graph(fox.parse(fox.example));
    expect([outcomeLabel(loopyOutcome(board.game)), board.positions.length]).toEqual(['L', 137]);
  });

  it('refuses a mistake with a NotationError naming its column', () => {
    for (const entry of POSITION_RULESETS) {
      let error: unknown;
      try {
        entry.parse('?');
      } catch (e) {
        error = e;
      }
      expect([entry.name, error instanceof NotationError && error.column]).toEqual([entry.name, 1]);
    }
  });

  it('lists every ruleset module of the folder', () => {
    // The table itself, the entry, the solver and the board formats the games share.
    const NOT_RULESETS = ['positions.ts', 'index.ts', 'ruleset.ts', 'grid.ts', 'graph.ts'];
    const folder = new URL('.', import.meta.url);
    const source = readFileSync(new URL('positions.ts', folder), 'utf8');
    const modules = readdirSync(folder).filter(
      (file) => file.endsWith('.ts') && !file.includes('.test') && !NOT_RULESETS.includes(file),
    );
    expect(modules.length).toBeGreaterThanOrEqual(12);
    const unlisted = modules.filter(
      (file) => !source.includes(`from './${file.replace(/ts$/, 'js')}'`),
    );
    expect(unlisted).toEqual([]);
  });

  it('finds an entry by its name, and refuses a name not in the table', () => {
    for (const entry of POSITION_RULESETS) expect(rulesetNamed(entry.name)).toBe(entry);
    expect(() => rulesetNamed('chess' as RulesetName)).toThrow(RangeError);
  });
});

describe("the table's editors", () => {
  const board = (rows: number, columns: number, cell: string): string =>
    Array.from({ length: rows }, () => cell.repeat(columns)).join('|');
  const reads = (entry: RulesetEntry, text: string): boolean => {
    try {
      entry.parse(text);
      return true;
    } catch (error) {
      if (error instanceof NotationError) return false;
      throw error;
    }
  };

  it("draws cells with symbols the ruleset's parser reads, an empty one first", () => {
    for (const entry of POSITION_RULESETS) {
      const { editor } = entry;
      if (editor.kind === 'text') continue;
      if (editor.kind !== 'pieces') expect(editor.symbols[0]!.char).toBe('.');
      for (const { char } of editor.symbols) {
        const position =
          editor.kind === 'pieces'
            ? `B${char} ${char}`
            : editor.kind === 'grid'
              ? `.${char}|..`
              : `.${char}.`;
        expect([entry.name, char, reads(entry, position)]).toEqual([entry.name, char, true]);
      }
    }
  });

  it("lets the board grow exactly to the package's limits", () => {
    for (const entry of POSITION_RULESETS) {
      const { editor } = entry;
      if (editor.kind === 'text') continue;
      if (editor.kind === 'pieces') {
        const most = 'B'.repeat(editor.maxCells);
        expect([entry.name, reads(entry, most), reads(entry, `${most} B`)]).toEqual([
          entry.name,
          true,
          false,
        ]);
        continue;
      }
      const { rows, columns, cells } = editor.size;
      const wide = Math.min(columns, cells);
      const tall = Math.min(rows, Math.floor(cells / wide));
      expect([entry.name, reads(entry, board(tall, wide, '.'))]).toEqual([entry.name, true]);
      for (const over of [board(tall, wide + 1, '.'), board(tall + 1, wide, '.')]) {
        if (editor.kind === 'strip' && over.includes('|')) continue;
        expect([entry.name, over.length, reads(entry, over)]).toEqual([
          entry.name,
          over.length,
          false,
        ]);
      }
    }
  });

  it('states the limits in words', () => {
    expect(rulesetNamed('domineering').limits).toBe('At most 30 columns and 64 rows.');
    expect(rulesetNamed('amazons').limits).toBe('Small boards: at most 64 cells.');
    expect(rulesetNamed('backsliding-toads-frogs').limits).toBe('At most 40 cells.');
    expect(rulesetNamed('cutcake').limits).toBe(
      'Sides from 1 to 10,000, at most 1,000 rectangles.',
    );
  });
});
