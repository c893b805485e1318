import { describe, expect, it } from 'vitest';
import { encode } from './encode.js';
import { loopFromRows, puzzleFromRows } from '../testing/rows.js';
import { loadSamples } from '../testing/samples.js';

const samples = loadSamples().filter((_, i) => i % 20 === 0);

describe('encode', () => {
  it('is satisfied by the known solutions of the data set', () => {
    for (const sample of samples) {
      const { edgeOfVar, clauses, rules } = encode(puzzleFromRows(sample.puzzle));
      const loop = loopFromRows(sample.solution);
      const holds = (lit: number): boolean =>
        (loop.edges[edgeOfVar[lit >> 1]!] === 1) === ((lit & 1) === 0);
      expect(clauses.every((clause) => clause.some(holds))).toBe(true);
      expect(rules.reduce((n, r) => n + r.count, 0)).toBe(clauses.length);
    }
  });

  it('gives each grid edge one variable and each rule its clauses', () => {
    const { varOfEdge, edgeOfVar, rules } = encode(puzzleFromRows(['B.W', '...']));
    expect(edgeOfVar.length).toBe(7); // 2 rows × 2 horizontal + 3 vertical
    for (let v = 0; v < edgeOfVar.length; v++) expect(varOfEdge[edgeOfVar[v]!]).toBe(v);
    expect(rules.map((r) => r.rule)).toEqual([
      'degree',
      'pearl-visited',
      'black',
      'white',
      'no-square',
    ]);
    expect(encode(puzzleFromRows(['..', '..'])).rules.at(-1)?.rule).toBe('some-loop');
  });

  it('has an empty clause when a pearl has no room at all', () => {
    expect(encode(puzzleFromRows(['B'])).clauses).toContainEqual([]);
  });
});
