// The `cgkit` binary the tests run: a command family's own bundle (src/testing/family-bundle.ts),
// or the built one. A module of its own, so run-cli.ts and spawn-cli.ts share it without a cycle.
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export const cliBin = inject('cliBin') ?? fileURLToPath(new URL('../../bin.cjs', import.meta.url));
