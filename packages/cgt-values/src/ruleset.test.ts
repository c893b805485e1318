import { describe, expect, it } from 'vitest';
import { domineering, parseDomineering } from './domineering.js';
import { PartizanSolver } from './ruleset.js';

describe('PartizanSolver', () => {
  it('reports progress and stops when aborted', () => {
    const seen: number[] = [];
    const board = parseDomineering('....|....|....|....');
    new PartizanSolver(domineering, { progress: (n) => seen.push(n) }).canonicalForm(board);
    expect(seen.length).toBeGreaterThan(0);
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    const solver = new PartizanSolver(domineering, { signal: controller.signal });
    expect(() => solver.canonicalForm(board)).toThrow('stop');
  });
});
