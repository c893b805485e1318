import {
  chmod,
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkWritable,
  InputTooLargeError,
  readInputLines,
  readTextInput,
  writeFileAtomic,
} from './node.js';

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

describe('writeFileAtomic and links', () => {
  it('keeps a symbolic link a link, replacing the file it points to', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    await mkdir(join(dir, 'real'));
    await writeFile(join(dir, 'real', 'GT.txt'), 'old');
    await symlink(join('real', 'GT.txt'), join(dir, 'GT.txt'));
    await writeFileAtomic(join(dir, 'GT.txt'), 'new');
    expect((await lstat(join(dir, 'GT.txt'))).isSymbolicLink()).toBe(true);
    expect(await readFile(join(dir, 'real', 'GT.txt'), 'utf8')).toBe('new');
    expect(await readdir(join(dir, 'real'))).toEqual(['GT.txt']);
  });

  it('removes the temporary files a killed write left behind', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    await writeFile(join(dir, '.GT.txt.0123456789ab.tmp'), 'half');
    await writeFile(join(dir, '.other.txt.0123456789ab.tmp'), 'not ours');
    await writeFileAtomic(join(dir, 'GT.txt'), 'whole');
    expect((await readdir(dir)).sort()).toEqual(['.other.txt.0123456789ab.tmp', 'GT.txt']);
  });
});

describe('checkWritable', () => {
  it('accepts a new file in a writable folder and an existing file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    await expect(checkWritable(join(dir, 'new.out'))).resolves.toBeUndefined();
    await writeFile(join(dir, 'old.out'), '');
    await expect(checkWritable(join(dir, 'old.out'))).resolves.toBeUndefined();
  });

  it('refuses a folder, a missing folder and a path through a file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    await writeFile(join(dir, 'file'), '');
    await expect(checkWritable(dir)).rejects.toMatchObject({ code: 'EISDIR' });
    await expect(checkWritable(join(dir, 'missing', 'x'))).rejects.toMatchObject({
      code: 'ENOENT',
    });
    await expect(checkWritable(join(dir, 'file', 'x'))).rejects.toMatchObject({ code: 'ENOTDIR' });
  });
});

describe('readTextInput', () => {
  it('refuses an input larger than the limit, even an endless one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    await writeFile(join(dir, 'big.txt'), 'x'.repeat(2000));
    await expect(readTextInput(join(dir, 'big.txt'), 1000)).rejects.toThrow(InputTooLargeError);
    await expect(readTextInput('/dev/zero', 1 << 20)).rejects.toThrow(
      '/dev/zero: the input is larger than 1 MiB, the most read at once',
    );
  });

  it('reads a file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    await writeFile(join(dir, 'a.txt'), 'hello');
    expect(await readTextInput(join(dir, 'a.txt'))).toBe('hello');
  });
});

describe('readInputLines', () => {
  const linesOf = async (path: string, max?: number): Promise<[string, number][]> => {
    const lines: [string, number][] = [];
    for await (const { text, line } of readInputLines(path, max)) lines.push([text, line]);
    return lines;
  };

  it('yields numbered lines, whatever the line endings and chunk boundaries', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    await writeFile(join(dir, 'a.txt'), 'one\r\ntwo\rthree\n\nfour é');
    expect(await linesOf(join(dir, 'a.txt'))).toEqual([
      ['one', 1],
      ['two', 2],
      ['three', 3],
      ['', 4],
      ['four é', 5],
    ]);
    // A CR LF split between two 64 KiB chunks, then a line spanning several chunks.
    const long = 'b'.repeat(300_000);
    await writeFile(join(dir, 'b.txt'), `${'a'.repeat(65_535)}\r\n${long}\nc`);
    expect(await linesOf(join(dir, 'b.txt'))).toEqual([
      ['a'.repeat(65_535), 1],
      [long, 2],
      ['c', 3],
    ]);
  });

  it('reads a long stream line by line and refuses an endless line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    await writeFile(join(dir, 'many.txt'), 'x\n'.repeat(200_000));
    let count = 0;
    for await (const { text } of readInputLines(join(dir, 'many.txt'))) if (text === 'x') count++;
    expect(count).toBe(200_000);
    await expect(linesOf('/dev/zero', 1 << 20)).rejects.toThrow(
      '/dev/zero: a line is larger than 1 MiB, the most read at once',
    );
  });
});
