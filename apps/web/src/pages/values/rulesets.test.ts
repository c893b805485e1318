import { describe, expect, it } from 'vitest';
import { positionTextMistake } from '../../worker/tasks/text-checks.js';
import { RULESETS, rulesetNamed } from './rulesets.js';

const board = (rows: number, columns: number, cell: string): string =>
  Array.from({ length: rows }, () => cell.repeat(columns)).join('|');

describe('the rulesets of the Values page', () => {
  it('offers every ruleset of the CLI once, each with an example the package reads', () => {
    expect(RULESETS.map((r) => r.id).sort()).toEqual(
      [
        'amazons',
        'arc-kayles',
        'backsliding-toads-frogs',
        'clobber',
        'col',
        'cram',
        'cutcake',
        'domineering',
        'eatcake',
        'fission',
        'fox-and-geese',
        'gen-wythoff',
        'hackenbush',
        'konane',
        'maundy-cake',
        'mem',
        'mock-turtles',
        'quelhas',
        'ruler',
        'snort',
        'take-away',
        'toads-frogs',
        'toppling-dominoes',
        'wythoff',
      ].sort(),
    );
    for (const r of RULESETS) {
      expect([r.id, positionTextMistake(r.id, r.example)]).toEqual([r.id, undefined]);
    }
    expect(rulesetNamed('chess')).toBeUndefined();
  });

  it("draws cells with symbols the ruleset's parser reads, an empty one first", () => {
    for (const r of RULESETS) {
      if (r.editor === 'text') continue;
      if (r.editor === 'pieces') {
        for (const { char } of r.symbols) {
          const position = `B${char} ${char}`;
          expect([r.id, char, positionTextMistake(r.id, position)]).toEqual([
            r.id,
            char,
            undefined,
          ]);
        }
        continue;
      }
      expect(r.symbols[0]!.char).toBe('.');
      for (const { char } of r.symbols) {
        const position = r.editor === 'grid' ? `.${char}|..` : `.${char}.`;
        expect([r.id, char, positionTextMistake(r.id, position)]).toEqual([r.id, char, undefined]);
      }
    }
  });

  it("lets the board grow exactly to the package's limits", () => {
    for (const r of RULESETS) {
      if (r.editor === 'text') continue;
      if (r.editor === 'pieces') {
        const most = 'B'.repeat(r.maxCells);
        expect([r.id, positionTextMistake(r.id, most)]).toEqual([r.id, undefined]);
        expect([r.id, positionTextMistake(r.id, `${most} B`)?.kind]).toEqual([r.id, 'mistake']);
        continue;
      }
      const { rows, columns, cells } = r.size;
      const wide = Math.min(columns, cells);
      const tall = Math.min(rows, Math.floor(cells / wide));
      const largest = board(tall, wide, '.');
      expect([r.id, positionTextMistake(r.id, largest)]).toEqual([r.id, undefined]);
      for (const over of [board(tall, wide + 1, '.'), board(tall + 1, wide, '.')]) {
        if (r.editor === 'strip' && over.includes('|')) continue;
        expect([r.id, positionTextMistake(r.id, over)?.kind]).toEqual([r.id, 'mistake']);
      }
    }
  });

  it('states the limits in words', () => {
    expect(rulesetNamed('domineering')!.limits).toBe('At most 30 columns and 64 rows.');
    expect(rulesetNamed('amazons')!.limits).toBe('Small boards: at most 64 cells.');
    expect(rulesetNamed('backsliding-toads-frogs')!.limits).toBe('At most 40 cells.');
  });
});
