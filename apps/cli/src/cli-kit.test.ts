import { EventEmitter } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ChunkedOutput,
  UserError,
  answerLines,
  readInputLines,
  type InputLine,
} from './cli-kit.js';

const dir = mkdtempSync(join(tmpdir(), 'cgkit-cli-kit-'));

async function batchesOf(text: string | Buffer, maxLineChars?: number): Promise<InputLine[][]> {
  const path = join(dir, 'input.txt');
  writeFileSync(path, text);
  const batches: InputLine[][] = [];
  for await (const batch of readInputLines(path, maxLineChars)) batches.push([...batch]);
  return batches;
}

const textsOf = (batches: InputLine[][]): string[] => batches.flat().map((l) => l.text);

// A file is read 64 KiB at a time; one of at most 64 KiB is read at once, not as a stream.
const CHUNK = 64 * 1024;

describe('readInputLines', () => {
  it('splits at LF, CRLF and CR, numbers the lines and keeps a last line without a break', async () => {
    const batches = await batchesOf('a\r\nb\rc\n\nd');
    expect(batches.flat()).toEqual(
      ['a', 'b', 'c', '', 'd'].map((text, i) => ({
        text,
        line: i + 1,
        name: join(dir, 'input.txt'),
      })),
    );
  });

  it('gives a long input in several batches, a line cut by a read joined again', async () => {
    const line = 'x'.repeat(999);
    const texts = textsOf(await batchesOf(`${line}\n`.repeat(300)));
    expect(texts).toEqual(Array.from({ length: 300 }, () => line));
    expect((await batchesOf(`${line}\n`.repeat(300))).length).toBeGreaterThan(1);
  });

  it('takes a CRLF cut between two reads as one break', async () => {
    const first = 'y'.repeat(CHUNK - 1);
    expect(textsOf(await batchesOf(`${first}\r\nz\n`))).toEqual([first, 'z']);
  });

  it('decodes a character cut between two reads', async () => {
    const first = 'y'.repeat(CHUNK - 1);
    const bytes = Buffer.from(`${first}é\n`, 'utf8');
    expect(textsOf(await batchesOf(bytes))).toEqual([`${first}é`]);
  });

  it('refuses a line longer than the most it takes, in one line', async () => {
    const read = batchesOf(`ok\n${'w'.repeat(3 * CHUNK)}\n`, CHUNK);
    await expect(read).rejects.toBeInstanceOf(UserError);
    await expect(batchesOf(`${'w'.repeat(3 * CHUNK)}\n`, CHUNK)).rejects.toThrow(
      /input\.txt: a line is larger than/,
    );
  });

  it('reads a small file at once into the lines a large one gives as a stream', async () => {
    const text = fc.stringMatching(/^[ab\r\n]{0,40}$/);
    await fc.assert(
      fc.asyncProperty(text, async (small) => {
        // The same lines after a first line that makes the file larger than a read.
        const long = 'p'.repeat(CHUNK);
        const streamed = textsOf(await batchesOf(`${long}\n${small}`));
        expect(streamed[0]).toBe(long);
        expect(textsOf(await batchesOf(small))).toEqual(streamed.slice(1));
      }),
      { numRuns: 30 },
    );
  });

  it('names a missing file in a user error', async () => {
    const lines = readInputLines(join(dir, 'missing.txt'));
    await expect(lines.next()).rejects.toThrow(/missing\.txt: no such file or directory/);
  });
});

class FullStream extends EventEmitter {
  readonly chunks: string[] = [];
  write(chunk: string): boolean {
    this.chunks.push(chunk);
    return false;
  }
}

describe('ChunkedOutput', () => {
  it('writes large chunks, and makes the writer wait for the stream to drain', async () => {
    const stream = new FullStream();
    const output = new ChunkedOutput(stream as unknown as NodeJS.WritableStream, {
      signal: new AbortController().signal,
    });
    const line = `${'x'.repeat(99)}\n`;
    let waiting: Promise<void> | undefined;
    for (let i = 0; waiting === undefined; i++) waiting = output.write(line);
    expect(stream.chunks).toHaveLength(1);
    expect(stream.chunks[0]!.length).toBeGreaterThanOrEqual(64 * 1024);
    let drained = false;
    void waiting.then(() => (drained = true));
    // However long it waits, only 'drain' lets the writer go on.
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false);
    stream.emit('drain');
    await waiting;
    expect(output.write('last\n')).toBeUndefined();
    const ended = output.end();
    expect(stream.chunks.at(-1)).toBe('last\n');
    stream.emit('drain');
    await ended;
  });

  it('writes what is queued once the event loop is idle, and stops waiting when signalled', async () => {
    const stream = new FullStream();
    const controller = new AbortController();
    const output = new ChunkedOutput(stream as unknown as NodeJS.WritableStream, {
      signal: controller.signal,
    });
    expect(output.write('GANA\n')).toBeUndefined();
    expect(stream.chunks).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(stream.chunks).toEqual(['GANA\n']);
    // The stream never drains: the signal (polled) ends the wait.
    const ended = output.end();
    controller.abort();
    await ended;
  });
});

describe('answerLines', () => {
  it('reads no further while the output waits for its reader', async () => {
    const stream = new FullStream();
    const path = join(dir, 'many.txt');
    writeFileSync(path, 'line\n'.repeat(10_000));
    let answered = 0;
    let firstWrite: () => void;
    const written = new Promise<void>((resolve) => (firstWrite = resolve));
    stream.write = (chunk: string) => {
      stream.chunks.push(chunk);
      firstWrite();
      return false;
    };
    const done = answerLines(
      path,
      () => {
        answered++;
        return `${'x'.repeat(99)}\n`;
      },
      { signal: new AbortController().signal },
      stream as unknown as NodeJS.WritableStream,
    );
    await written;
    // The stream is full: the batch stops at the next answer until 'drain', however long.
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
    const atFirstWrite = answered;
    expect(atFirstWrite).toBeLessThan(10_000);
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(atFirstWrite);
    let finished = false;
    void done.then(() => (finished = true));
    while (!finished) {
      stream.emit('drain');
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(answered).toBe(10_000);
    expect(stream.chunks.join('')).toBe(`${'x'.repeat(99)}\n`.repeat(10_000));
  });
});
