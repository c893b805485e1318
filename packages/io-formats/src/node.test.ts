import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import {
  chmod,
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkWritable,
  FileChangedError,
  InputTooLargeError,
  readInputLines,
  readTextInput,
  writeFileAtomic,
} from './node.js';

const isRoot = process.getuid?.() === 0;

/**
 * A device that is always full: as root, one made in a temporary folder (the real `/dev/full`
 * must not be put at risk by a write that would replace it), else `/dev/full`.
 */
async function fullDevice(): Promise<string> {
  if (!isRoot) return '/dev/full';
  const path = join(await mkdtemp(join(tmpdir(), 'cgkit-')), 'full');
  execFileSync('mknod', [path, 'c', '1', '7']);
  return path;
}

/** A process id no process has (above Linux's largest, 2^22). */
const DEAD_PID = 99_999_999;

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

  it('removes the old temporary files of writers that are gone, and only those', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    const hourAgo = new Date(Date.now() - 3600_000);
    const temp = async (name: string, old = true): Promise<void> => {
      await writeFile(join(dir, name), 'half');
      if (old) await utimes(join(dir, name), hourAgo, hourAgo);
    };
    await temp(`.GT.txt.${DEAD_PID}.0123456789ab.tmp`); // killed: removed
    await temp('.GT.txt.0123456789ab.tmp'); // an earlier version's, killed: removed
    await temp(`.GT.txt.${process.pid}.0123456789ab.tmp`); // a writer still running
    await temp(`.GT.txt.${DEAD_PID}.abcdef012345.tmp`, false); // too recent to tell
    await temp('.other.txt.0123456789ab.tmp'); // another file's
    await writeFileAtomic(join(dir, 'GT.txt'), 'whole');
    expect((await readdir(dir)).sort()).toEqual(
      [
        `.GT.txt.${DEAD_PID}.abcdef012345.tmp`,
        `.GT.txt.${process.pid}.0123456789ab.tmp`,
        '.other.txt.0123456789ab.tmp',
        'GT.txt',
      ].sort(),
    );
  });

  it('lets writers of the same file run at once: each write is whole', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    const path = join(dir, 'same.out');
    const texts = Array.from({ length: 16 }, (_, i) => `${i}\n`.repeat(10_000));
    await Promise.all(texts.map((text) => writeFileAtomic(path, text)));
    expect(texts).toContain(await readFile(path, 'utf8'));
    expect(await readdir(dir)).toEqual(['same.out']);
  });
});

describe('writeFileAtomic on files that are not regular', () => {
  it('writes through a named pipe, and a link to one, to the reader', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    const fifo = join(dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    await symlink('pipe', join(dir, 'link'));
    for (const path of [fifo, join(dir, 'link')]) {
      const reader = readFile(fifo, 'utf8');
      await writeFileAtomic(path, '*1\n');
      expect(await reader).toBe('*1\n');
    }
    expect((await lstat(fifo)).isFIFO()).toBe(true);
    expect((await lstat(join(dir, 'link'))).isSymbolicLink()).toBe(true);
    expect((await readdir(dir)).sort()).toEqual(['link', 'pipe']);
  });

  it.skipIf(!isRoot)('writes into a character device, leaving it a device (as root)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    const device = join(dir, 'null');
    execFileSync('mknod', [device, 'c', '1', '3']); // what /dev/null is
    await writeFileAtomic(device, '0\n');
    expect((await lstat(device)).isCharacterDevice()).toBe(true);
    expect(await readdir(dir)).toEqual(['null']);
  });

  it.skipIf(!existsSync('/dev/full'))('reports a full device as ENOSPC naming it', async () => {
    const full = await fullDevice();
    await expect(writeFileAtomic(full, '0\n')).rejects.toMatchObject({
      code: 'ENOSPC',
      path: full,
    });
    expect(statSync(full).isCharacterDevice()).toBe(true);
  });

  it('refuses a directory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    await expect(writeFileAtomic(dir, 'x')).rejects.toMatchObject({ code: 'EISDIR' });
  });
});

describe('writeFileAtomic replacing a known text', () => {
  it('replaces the file when it still holds the text', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    const path = join(dir, 'GT.txt');
    await writeFile(path, 'before');
    await writeFileAtomic(path, 'after', { replacing: 'before' });
    expect(await readFile(path, 'utf8')).toBe('after');
  });

  it('leaves a file another program changed, and says so', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    const path = join(dir, 'GT.txt');
    await writeFile(path, 'theirs');
    await expect(writeFileAtomic(path, 'mine', { replacing: 'before' })).rejects.toThrow(
      FileChangedError,
    );
    await writeFile(path, 'before!');
    await expect(writeFileAtomic(path, 'mine', { replacing: 'before' })).rejects.toThrow(
      `${path}: changed by another program meanwhile`,
    );
    expect(await readFile(path, 'utf8')).toBe('before!');
    expect(await readdir(dir)).toEqual(['GT.txt']);
  });
});

describe('checkWritable', () => {
  it('accepts a new file in a writable folder and an existing file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    await expect(checkWritable(join(dir, 'new.out'))).resolves.toBeUndefined();
    await writeFile(join(dir, 'old.out'), '');
    await expect(checkWritable(join(dir, 'old.out'))).resolves.toBeUndefined();
  });

  it('accepts a named pipe, which needs no temporary file beside it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    execFileSync('mkfifo', [join(dir, 'pipe')]);
    await expect(checkWritable(join(dir, 'pipe'))).resolves.toBeUndefined();
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

  it('reads a file of many chunks whole, a multi-byte character across their seams', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgkit-'));
    // 3 MiB and a bit, in 3-byte characters: seams fall inside them.
    const text = `${'€'.repeat(2 ** 20 + 5)}end`;
    await writeFile(join(dir, 'big.txt'), text);
    expect(await readTextInput(join(dir, 'big.txt'))).toBe(text);
    const size = Buffer.byteLength(text);
    expect(await readTextInput(join(dir, 'big.txt'), size)).toBe(text);
    await expect(readTextInput(join(dir, 'big.txt'), size - 1)).rejects.toThrow(InputTooLargeError);
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
