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

  it('leave at most one across fresh copies of the module, as a test runner loads it per file', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const before = process.listenerCount('SIGINT');
    for (let i = 0; i < 12; i++) {
      vi.resetModules();
      const fresh = await import('./program.js');
      expect(await fresh.run(['nim', '3', '4'])).toBe(0);
    }
    expect(process.listenerCount('SIGINT')).toBeLessThanOrEqual(before + 1);
  });
});
