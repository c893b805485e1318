import { describe, expect, it, vi } from 'vitest';
import { run } from './program.js';

describe('in-process runs (tests)', () => {
  it('each leave at most one SIGINT listener, the last run’s', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const before = process.listenerCount('SIGINT');
    // Past EventEmitter's default limit of 10, a leak would also print MaxListenersExceededWarning.
    for (let i = 0; i < 12; i++) expect(await run(['nim', '3', '4'])).toBe(0);
    expect(process.listenerCount('SIGINT')).toBeLessThanOrEqual(before + 1);
  });
});
