import type { AbortSignalLike } from '@cgkit/core-search';

/** A signal that aborts after it has been looked at `checks` times, and counts the looks. */
export function abortAfter(checks: number): AbortSignalLike & { looks: number } {
  const reason = new Error('stopped');
  return {
    looks: 0,
    get aborted(): boolean {
      this.looks++;
      return this.looks > checks;
    },
    throwIfAborted(): void {
      if (this.aborted) throw reason;
    },
  };
}
