import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The shipped bundle, copied with its bin into a folder of its own, so that the caches its runs
// write are this test's alone.
const built = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'cgkit-code-cache-'));
cpSync(join(built, 'dist'), join(dir, 'dist'), {
  recursive: true,
  filter: (source) => !source.includes('code-cache/'),
});
cpSync(join(built, 'bin.cjs'), join(dir, 'bin.cjs'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const nim = (): string =>
  execFileSync(process.execPath, [join(dir, 'bin.cjs'), 'nim', '3', '4', '5'], {
    encoding: 'utf8',
  });

/** The cache files written so far, by name, with their bytes. */
function caches(): Map<string, Buffer> {
  const root = join(dir, 'dist', 'code-cache');
  const builds = readdirSync(root);
  expect(builds).toHaveLength(1);
  const folder = join(root, builds[0]!);
  return new Map(readdirSync(folder).map((name) => [name, readFileSync(join(folder, name))]));
}

describe("the bundle's code cache", () => {
  it('is written by the first run, for the files it loaded, under its build and Node', () => {
    const answer = nim();
    expect(answer).toContain('value *2');
    expect(readdirSync(join(dir, 'dist', 'code-cache'))[0]).toMatch(
      new RegExp(`^[0-9a-f]{16}-${process.version.replaceAll('.', '\\.')}-${process.arch}$`),
    );
    const written = caches();
    expect([...written.keys()]).toContain('main.js.bin');
    expect([...written.keys()].some((name) => name.startsWith('engine-'))).toBe(true);
    // A second run reads them, answers the same, and writes nothing.
    expect(nim()).toBe(answer);
    expect(caches()).toEqual(written);
  });

  it('is compiled anew, and written again, when V8 refuses it', () => {
    const answer = nim();
    const root = join(dir, 'dist', 'code-cache');
    const folder = join(root, readdirSync(root)[0]!);
    for (const [name, bytes] of caches()) writeFileSync(join(folder, name), bytes.fill(7));
    expect(nim()).toBe(answer);
    for (const bytes of caches().values()) expect(bytes.every((byte) => byte === 7)).toBe(false);
  });

  it('is left aside where it cannot be written: the run compiles, as without it', () => {
    const answer = nim();
    const root = join(dir, 'dist', 'code-cache');
    rmSync(root, { recursive: true });
    // A file where the folder would be: no cache can be read or written under it.
    writeFileSync(root, '');
    expect(nim()).toBe(answer);
    expect(readFileSync(root, 'utf8')).toBe('');
  });
});
