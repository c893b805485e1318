import { mkdtemp, readFile, readdir, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTextInput, writeFileAtomic } from './node.js';

describe('writeFileAtomic', () => {
  it('replaces the file and leaves no temporary file behind', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    const path = join(dir, 'GT.txt');
    await writeFile(path, 'old');
    await writeFileAtomic(path, 'new contents\n');
    expect(await readFile(path, 'utf8')).toBe('new contents\n');
    expect(await readdir(dir)).toEqual(['GT.txt']);
  });

  it('leaves the original untouched when the write fails', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    const path = join(dir, 'GT.txt');
    await writeFile(path, 'original');
    await chmod(dir, 0o500);
    try {
      // As root the directory stays writable, so fail through a missing directory instead.
      await expect(writeFileAtomic(join(dir, 'missing', 'GT.txt'), 'x')).rejects.toThrow();
    } finally {
      await chmod(dir, 0o700);
    }
    expect(await readFile(path, 'utf8')).toBe('original');
    expect(await readdir(dir)).toEqual(['GT.txt']);
  });
});

describe('readTextInput', () => {
  it('reads a file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    await writeFile(join(dir, 'a.txt'), 'hello');
    expect(await readTextInput(join(dir, 'a.txt'))).toBe('hello');
  });
});
