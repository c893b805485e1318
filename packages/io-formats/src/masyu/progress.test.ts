import { FormatError } from '../errors.js';
import { describe, expect, it } from 'vitest';
import { fuzzFormat } from '../testing/fuzz.js';
import { parseMasyuProgress } from './progress.js';

describe('parseMasyuProgress', () => {
  it('reads drawn and crossed-out sides from either cell', () => {
    const progress = parseMasyuProgress('Rd L\n. .\n', 'p.txt', 2, 2);
    // Edge 2·cell goes right, 2·cell + 1 goes down.
    expect([...progress.marks]).toEqual([1, 2, 0, 0, 0, 0, 0, 0]);
  });

  it('reads a solution grid as complete progress', () => {
    const progress = parseMasyuProgress('DR DL\nUR UL\n', 'p.txt', 2, 2);
    expect([...progress.marks]).toEqual([1, 1, 0, 1, 1, 0, 0, 0]);
  });

  it('points at a repeated letter, a disagreement and a wrong size', () => {
    const cases: [string, string][] = [
      ['RR .\n. .\n', 'p.txt:1:1'],
      ['R l\n. .\n', 'p.txt:1:3'],
      ['. . .\n. .\n', 'p.txt:1:5'],
      ['. .\n', 'p.txt:2:1'],
    ];
    for (const [text, where] of cases) {
      let error: unknown;
      try {
        parseMasyuProgress(text, 'p.txt', 2, 2);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(FormatError);
      expect((error as FormatError).render()).toContain(where);
    }
  });

  it('parses any text or throws a FormatError', () => {
    fuzzFormat({
      name: 'masyu progress',
      parse: (text) => parseMasyuProgress(text, 'p.txt', 3, 3),
      samples: ['DR LR DL\nUD . UD\nUR LR UL\n', 'Rd . .\n. lu .\n. . .\n'],
      alphabet: ' \n.UDLRudlrx',
    });
  });
});
