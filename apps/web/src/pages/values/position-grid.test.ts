import { describe, expect, it } from 'vitest';
import { canResize, cycleCell, gridSize, positionRows, resize } from './position-grid.js';
import { rulesetNamed, type GridRuleset } from './rulesets.js';

const grid = (id: string): GridRuleset => rulesetNamed(id) as GridRuleset;

describe('position grids', () => {
  it('fills and empties Domineering cells', () => {
    const { symbols } = grid('domineering');
    expect(cycleCell(symbols, '..|..', 1, 0)).toBe('..|#.');
    expect(cycleCell(symbols, '..|#.', 1, 0)).toBe('..|..');
  });

  it("cycles Clobber cells through Left's, Right's stone, no cell and empty", () => {
    const { symbols } = grid('clobber');
    const seen = ['.'];
    let position = '..';
    for (let i = 0; i < 4; i++) {
      position = cycleCell(symbols, position, 0, 1);
      seen.push(position[1]!);
    }
    expect(seen).toEqual(['.', 'x', 'o', '#', '.']);
  });

  it('cycles Toads-and-Frogs cells through toad, frog and empty', () => {
    const { symbols } = grid('toads-frogs');
    expect(cycleCell(symbols, 'T.F', 0, 1)).toBe('TTF');
    expect(cycleCell(symbols, 'TTF', 0, 1)).toBe('TFF');
    expect(cycleCell(symbols, 'TFF', 0, 1)).toBe('T.F');
  });

  it('turns an unknown character into the first symbol, and leaves cells off the grid alone', () => {
    const { symbols } = grid('domineering');
    expect(cycleCell(symbols, '.x', 0, 1)).toBe('..');
    expect(cycleCell(symbols, '..', 3, 0)).toBe('..');
    expect(cycleCell(symbols, '..|.', 1, 1)).toBe('..|.');
    expect(positionRows('..|..')).toEqual(['..', '..']);
  });

  it('adds empty rows and columns and removes the last, never the last cell', () => {
    expect(resize('x.|.o', 'add-row', '.')).toBe('x.|.o|..');
    expect(resize('x.|.o', 'add-column', '.')).toBe('x..|.o.');
    expect(resize('x.|.o', 'remove-row', '.')).toBe('x.');
    expect(resize('x.|.o', 'remove-column', '.')).toBe('x|.');
    expect(resize('x', 'remove-row', '.')).toBe('x');
    expect(resize('x', 'remove-column', '.')).toBe('x');
    expect(gridSize('...|.')).toEqual({ rows: 2, columns: 3 });
  });

  it("keeps to the package's limits", () => {
    const domineering = grid('domineering').size;
    expect(canResize('.'.repeat(29), 'add-column', domineering)).toBe(true);
    expect(canResize('.'.repeat(30), 'add-column', domineering)).toBe(false);
    const amazons = grid('amazons').size;
    expect(canResize(Array(8).fill('.'.repeat(7)).join('|'), 'add-column', amazons)).toBe(true);
    expect(canResize(Array(8).fill('.'.repeat(8)).join('|'), 'add-row', amazons)).toBe(false);
    const strip = grid('toads-frogs').size;
    expect(canResize('T.F', 'add-row', strip)).toBe(false);
    expect(canResize('T', 'remove-column', strip)).toBe(false);
  });
});
