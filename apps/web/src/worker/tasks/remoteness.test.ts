import { describe, expect, it } from 'vitest';
import type { Progress } from '../protocol.js';
import { remotenessProgress } from './remoteness.js';

describe('remotenessProgress', () => {
  it('shows the positions searched out of the budget, as a fraction too', () => {
    const seen: Progress[] = [];
    remotenessProgress((p) => seen.push(p))({ done: 1_024, total: 5_000, phase: 'positions' });
    expect(seen).toEqual([
      { message: 'Remoteness: 1,024 of at most 5,000 positions searched', fraction: 0.2048 },
    ]);
  });
});
