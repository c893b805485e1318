import { describe, expect, it } from 'vitest';
import { FormatError } from '../errors.js';
import { fuzzFormat } from '../testing/fuzz.js';
import { parseMasyuGrid } from './grid.js';
import { formatJsonObject } from '../json-scanner.js';
import { parseMasyuJsonl, parseMasyuJsonlLine } from './jsonl.js';

const GRID = parseMasyuGrid('..W...\n.B..W.\n......\n...B..\n.W....\n......');
const BATCH = [
  '{"id": "a", "puzzle": ["..W...", ".B..W.", "......", "...B..", ".W....", "......"]}',
  '',
  '{"url": "https://puzz.link/p?mashu/6/6/1063000i3000", "level": 3}',
  '{"pearl_id": "6x6:bWdBbWjBcWj", "note": "Pearl"}',
].join('\n');

describe('parseMasyuJsonl', () => {
  it('reads a puzzle from puzzle, url or pearl_id and passes the other fields through', () => {
    const cases = parseMasyuJsonl(BATCH);
    expect(cases.map((c) => c.puzzle)).toEqual([GRID, GRID, GRID]);
    expect(cases.map((c) => c.fields.map((f) => [f.key, f.valueText]))).toEqual([
      [['id', '"a"']],
      [['level', '3']],
      [['note', '"Pearl"']],
    ]);
    expect(cases.map((c) => c.line)).toEqual([1, 3, 4]);
  });

  it('says which line and field is wrong', () => {
    const wrong = (text: string): FormatError => {
      try {
        parseMasyuJsonl(text, 'b.jsonl');
      } catch (error) {
        if (error instanceof FormatError) return error;
      }
      throw new Error('expected a FormatError');
    };
    expect(wrong('{"puzzle": ["..", ".."]}\n{"puzzle": [".", "Q"]}').render()).toMatch(
      /^b\.jsonl:2:12: expected a valid "puzzle" \(at its row 2, column 1: expected a cell/,
    );
    expect(wrong('{"url": 5}').message).toMatch(/"url" as a string/);
    expect(wrong('{"id": 1}').message).toMatch(/"puzzle", "url" or "pearl_id"/);
    expect(wrong('[1]').message).toMatch(/a JSON object/);
    expect(wrong('{"puzzle": [').line).toBe(1);
  });

  it('rejects a line with two puzzles, or one twice, at the second', () => {
    const url = '"url": "https://puzz.link/p?mashu/6/6/1063000i3000"';
    for (const [text, first, second] of [
      [`{"puzzle": ["B..", "...", "..B"], ${url}}`, 'puzzle', '"url"'],
      [`{"id": 1, ${url}, "pearl_id": "2x2:Wc"}`, 'url', '"pearl_id"'],
      ['{"pearl_id": "2x2:Wc", "pearl_id": "3x3:dBd"}', 'pearl_id', '"pearl_id"'],
      ['{"puzzle": ["."], "x": 2, "puzzle": ["B"]}', 'puzzle', '"puzzle"'],
    ] as const) {
      const column = text.lastIndexOf(second) + 1;
      expect(() => parseMasyuJsonl(`{"pearl_id": "2x2:Wc"}\n${text}`, 'b.jsonl')).toThrow(
        expect.objectContaining({
          name: 'FormatError',
          line: 2,
          column,
          message: expect.stringContaining(
            `expected one puzzle per line (this line already has "${first}")`,
          ) as unknown,
        }),
      );
    }
  });

  it('keeps the other fields exactly as written, however deep', () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const odd = `{"__proto__": {"x": 1}, "big": 12345678901234567890123, "inf": 1e309, "d": ${deep}, "u": "\\u00e9", "d": 2, "pearl_id": "2x2:Wc"}`;
    const [only] = parseMasyuJsonl(odd);
    expect(only!.fields.map((f) => f.key)).toEqual(['__proto__', 'big', 'inf', 'd', 'u', 'd']);
    expect(formatJsonObject(only!.fields)).toBe(
      `{"__proto__":{"x": 1},"big":12345678901234567890123,"inf":1e309,"d":${deep},"u":"\\u00e9","d":2}`,
    );
  });

  it('reads one line of a stream, numbered as in the stream', () => {
    expect(parseMasyuJsonlLine('   ', 'big.jsonl', 7)).toBeUndefined();
    expect(parseMasyuJsonlLine('{"pearl_id": "2x2:Wc"}', 'big.jsonl', 7)?.line).toBe(7);
    expect(() => parseMasyuJsonlLine('{"pearl_id": 2}', 'big.jsonl', 7)).toThrow(
      /^expected "pearl_id" as a string, found "2}"/,
    );
  });

  it('parses anything or throws a FormatError', () => {
    fuzzFormat({
      name: 'masyu jsonl',
      parse: (text) => parseMasyuJsonl(text),
      samples: [BATCH],
      alphabet: '{}[]":,. WB\nurlpzeid',
    });
  });
});
