import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryProgram, undocumentedExports } from './doc-comments.js';
import { publicEntries, ROOT } from './workspace.js';

describe('undocumentedExports', () => {
  it('follows re-exports to their declarations and names those without a doc comment', () => {
    const dir = mkdtempSync(join(tmpdir(), 'doc-comments-'));
    try {
      writeFileSync(
        join(dir, 'a.ts'),
        [
          '/** Documented. */',
          'export function f(): void {}',
          'export function g(): void {}',
          '/** Documented. */',
          'export const h = 1;',
          '// A line comment is no doc comment.',
          'export interface J {}',
          '/** Documented. */',
          'export type K = number;',
        ].join('\n'),
      );
      writeFileSync(
        join(dir, 'index.ts'),
        "export { f, g, h, type J, type K as L } from './a.js';\nexport const m = 3;\n",
      );
      const entry = join(dir, 'index.ts');
      const program = entryProgram([entry], { types: [] });
      expect(undocumentedExports(program, entry).sort()).toEqual(['J', 'g', 'm']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the doc comments of the public API', () => {
  it('document every name each package exports', () => {
    const entries = publicEntries().map((path) => ROOT + path);
    expect(entries.length).toBeGreaterThanOrEqual(7);
    const program = entryProgram(entries);
    const undocumented = entries.flatMap((entry) =>
      undocumentedExports(program, entry).map((name) => `${entry.slice(ROOT.length)}: ${name}`),
    );
    expect(undocumented).toEqual([]);
  });
});
