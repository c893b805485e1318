import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canChangePieces,
  changePieces,
  cyclePieceCell,
  pieceList,
  piecesText,
  type PieceChange,
} from './pieces.js';
import { rulesetNamed, type PiecesRuleset } from './rulesets.js';

const hackenbush = rulesetNamed('hackenbush') as PiecesRuleset;
const { symbols } = hackenbush;
const pieces = fc.array(fc.stringMatching(/^[BRG]{1,6}$/), { minLength: 1, maxLength: 5 });

describe('pieces of coloured cells', () => {
  it('reads stalks separated by spaces or commas, and nothing else', () => {
    expect(pieceList('BRR GG', symbols)).toEqual(['BRR', 'GG']);
    expect(pieceList(' BR,  G ', symbols)).toEqual(['BR', 'G']);
    for (const text of ['', '  ', 'BX', '{"ground": [0]}', 'B|R']) {
      expect([text, pieceList(text, symbols)]).toEqual([text, undefined]);
    }
    fc.assert(
      fc.property(pieces, (p) => {
        expect(pieceList(piecesText(p), symbols)).toEqual(p);
      }),
    );
  });

  it('cycles a cell through every colour and back, leaving the others', () => {
    let p = ['BR', 'G'];
    const seen: string[] = [];
    for (let i = 0; i < symbols.length; i++) {
      p = cyclePieceCell(symbols, p, 0, 1);
      seen.push(p[0]![1]!);
    }
    expect(seen).toEqual(['G', 'B', 'R']);
    expect(p).toEqual(['BR', 'G']);
  });

  it('adds and removes cells and pieces within the limit, never leaving nothing', () => {
    const change = fc.oneof(
      fc.nat(4).map((piece): PieceChange => ({ kind: 'add-cell', piece })),
      fc.nat(4).map((piece): PieceChange => ({ kind: 'remove-cell', piece })),
      fc.constant<PieceChange>({ kind: 'add-piece' }),
      fc.constant<PieceChange>({ kind: 'remove-piece' }),
    );
    fc.assert(
      fc.property(
        pieces,
        fc.array(change, { maxLength: 30 }),
        fc.integer({ min: 1, max: 12 }),
        (start, changes, most) => {
          let p = start;
          for (const c of changes) {
            if (!canChangePieces(p, c, most)) continue;
            const before = p.join('').length;
            p = changePieces(p, c, 'B');
            const after = p.join('').length;
            expect(after).toBeGreaterThan(0);
            expect(p.every((piece) => piece !== '')).toBe(true);
            if (c.kind.startsWith('add')) {
              expect(after).toBe(before + 1);
              expect(after).toBeLessThanOrEqual(Math.max(most, before + 1));
            }
          }
        },
      ),
    );
    expect(changePieces(['B'], { kind: 'remove-cell', piece: 0 }, 'B')).toEqual([]);
    expect(canChangePieces(['B'], { kind: 'remove-cell', piece: 0 }, 5)).toBe(false);
    expect(canChangePieces(['BR', 'G'], { kind: 'remove-cell', piece: 1 }, 5)).toBe(true);
    expect(changePieces(['BR', 'G'], { kind: 'remove-cell', piece: 1 }, 'B')).toEqual(['BR']);
    expect(canChangePieces(['BRG'], { kind: 'add-piece' }, 3)).toBe(false);
    expect(canChangePieces(['BR', 'G'], { kind: 'remove-piece' }, 3)).toBe(true);
  });
});
