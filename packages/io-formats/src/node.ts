import { createReadStream } from 'node:fs';
import { constants, type Stats } from 'node:fs';
import {
  access,
  lstat,
  open,
  readFile,
  readdir,
  realpath,
  rename,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The largest input read whole: 256 MiB. Larger files are refused with an {@link InputTooLargeError}. */
export const MAX_INPUT_BYTES = 256 * 2 ** 20;

/** Thrown when an input is larger than {@link MAX_INPUT_BYTES} (or the limit given). */
export class InputTooLargeError extends Error {
  override readonly name = 'InputTooLargeError';

  constructor(
    readonly source: string,
    readonly limitBytes: number,
    what = 'the input',
  ) {
    super(`${source}: ${what} is larger than ${limitBytes / 2 ** 20} MiB, the most read at once`);
  }
}

/**
 * Reads a text file, or all of standard input when the path is `-`, refusing more than
 * `maxBytes` (it stops reading there, so `/dev/zero` or an endless pipe ends with an error).
 */
export async function readTextInput(path: string, maxBytes = MAX_INPUT_BYTES): Promise<string> {
  const input = openInput(path, WHOLE_READ_CHUNK_BYTES);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of input.source) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new InputTooLargeError(input.name, maxBytes);
      chunks.push(chunk as Buffer);
    }
  } finally {
    input.close();
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The chunk in which a file read whole is read: 1 MiB rather than the stream's 64 KiB, so that
 * refusing an endless input at 256 MiB takes 256 reads, not 4,096 (each with its own buffer and
 * its turn of the event loop): about 40% less CPU time (`pnpm bench cli`, `refuse-256mib-input`).
 */
const WHOLE_READ_CHUNK_BYTES = 2 ** 20;

/**
 * A file, or standard input for `-`: its stream (read `chunkBytes` at a time, for a file), its
 * name for errors, and how to let it go.
 */
function openInput(
  path: string,
  chunkBytes?: number,
): { source: NodeJS.ReadableStream; name: string; close(): void } {
  if (path === '-') return { source: process.stdin, name: '<stdin>', close: () => undefined };
  const file = createReadStream(path, { highWaterMark: chunkBytes });
  return { source: file, name: path, close: () => file.destroy() };
}

/**
 * The lines of a text file, or of standard input when the path is `-`, one at a time as they
 * arrive, so an input of any length is read in bounded memory. Lines end with LF, CRLF or CR; a
 * line longer than `maxLineBytes` ends the reading with an {@link InputTooLargeError}.
 */
export async function* readInputLines(
  path: string,
  maxLineBytes = MAX_INPUT_BYTES,
): AsyncGenerator<{ readonly text: string; readonly line: number }> {
  const input = openInput(path);
  const decoder = new TextDecoder('utf-8');
  // The unfinished line, as the pieces that arrived: each chunk is scanned once, and a long line
  // is joined once, when it ends.
  let pieces: string[] = [];
  let pendingLength = 0;
  let line = 0;
  let skipLf = false;
  try {
    for await (const chunk of input.source) {
      const text = decoder.decode(chunk as Buffer, { stream: true });
      let start = skipLf && text.startsWith('\n') ? 1 : 0;
      skipLf = false;
      for (let i = start; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c !== 10 && c !== 13) continue;
        pieces.push(text.slice(start, i));
        yield { text: pieces.join(''), line: ++line };
        pieces = [];
        pendingLength = 0;
        if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
        else if (c === 13 && i + 1 === text.length) skipLf = true;
        start = i + 1;
      }
      if (start < text.length) {
        pieces.push(text.slice(start));
        pendingLength += text.length - start;
      }
      if (pendingLength > maxLineBytes) {
        throw new InputTooLargeError(input.name, maxLineBytes, 'a line');
      }
    }
    const rest = pieces.join('') + decoder.decode();
    if (rest !== '') yield { text: rest, line: ++line };
  } finally {
    input.close();
  }
}

/**
 * Thrown by {@link writeFileAtomic} when the file no longer holds the text it was expected to
 * replace (another program rewrote it meanwhile): the file is left as that program wrote it.
 */
export class FileChangedError extends Error {
  override readonly name = 'FileChangedError';

  constructor(readonly path: string) {
    super(`${path}: changed by another program meanwhile; it was left as that program wrote it`);
  }
}

/** Options of {@link writeFileAtomic}. */
export interface WriteOptions {
  /**
   * The text the file is expected to hold: when it holds something else just before it would be
   * replaced, nothing is written and a {@link FileChangedError} is thrown.
   */
  readonly replacing?: string;
}

/** A temporary file of `writeFileAtomic` left this long by a writer that is gone is removed. */
const STALE_TEMP_MS = 60_000;

/**
 * Writes a file atomically: the text goes to a temporary file in the same directory, which then
 * replaces the target by rename, so a crash or kill never leaves a half-written file. A target
 * that is a symbolic link stays one: the file it points to is replaced. Only a regular file (or
 * none) is replaced so: a device (`/dev/null`, `/dev/stdout`) or a named pipe is written through
 * directly, and a directory or a socket is refused. Temporary files that an earlier, killed
 * write left beside the target are removed (those of writers still running are theirs).
 */
export async function writeFileAtomic(
  path: string,
  text: string,
  options: WriteOptions = {},
): Promise<void> {
  const info = await statIfAny(path);
  if (info !== undefined && !info.isFile()) return writeThrough(path, text, info);
  const target = await resolveLink(path);
  const dir = dirname(target);
  const name = basename(target);
  await removeStaleTemps(dir, name);
  // Loaded here, not with this module: node:crypto costs every program that reads an input a
  // few milliseconds of start-up (a `cgkit` run among them), and few of them write.
  const { randomBytes } = await import('node:crypto');
  const temp = join(dir, `.${name}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, text, { encoding: 'utf8', flush: true });
    if (options.replacing !== undefined) await checkUnchanged(target, options.replacing);
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    // The user named the target, not the temporary file beside it.
    throw error instanceof FileChangedError ? error : withPath(error, path);
  }
}

/** Writes into a file that is not a regular one (a device, a named pipe), as it stands. */
async function writeThrough(path: string, text: string, info: Stats): Promise<void> {
  if (info.isDirectory()) throw fsError('EISDIR', 'is a directory', path);
  if (info.isSocket()) throw fsError('ENXIO', 'is a socket', path);
  // No O_CREAT, no O_TRUNC: the file exists, and a device or a pipe is not truncated.
  const file = await open(path, constants.O_WRONLY).catch((error: unknown) => {
    throw withPath(error, path);
  });
  try {
    await file.writeFile(text, 'utf8');
  } catch (error) {
    throw withPath(error, path);
  } finally {
    await file.close();
  }
}

/** Throws a {@link FileChangedError} unless the file holds exactly `expected`. */
async function checkUnchanged(path: string, expected: string): Promise<void> {
  const wanted = Buffer.from(expected, 'utf8');
  const info = await statIfAny(path);
  // Read only what could match: a file of another size has changed.
  const now =
    info?.size === wanted.length ? await readFile(path).catch(() => undefined) : undefined;
  if (now === undefined || !now.equals(wanted)) throw new FileChangedError(path);
}

/**
 * Checks, before any long work, that a file can be written at `path`: its directory exists and is
 * writable (a regular file is replaced through a temporary file beside it), and the path is not a
 * directory or a socket; a device or a named pipe needs only to be writable itself. Throws the
 * file system's error (ENOENT, ENOTDIR, EISDIR, EACCES…) naming the path.
 */
export async function checkWritable(path: string): Promise<void> {
  const info = await statIfAny(path);
  if (info?.isDirectory() === true) throw fsError('EISDIR', 'is a directory', path);
  if (info?.isSocket() === true) throw fsError('ENXIO', 'is a socket', path);
  try {
    if (info === undefined || info.isFile()) {
      await access(dirname(await resolveLink(path)), constants.W_OK);
    }
    if (info !== undefined) await access(path, constants.W_OK);
  } catch (error) {
    throw withPath(error, path);
  }
}

/** What `stat` says of a path (links followed), or undefined when there is nothing there. */
async function statIfAny(path: string): Promise<Stats | undefined> {
  return stat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}

/** A file system error naming the path the user gave (not a file it led to). */
function withPath(error: unknown, path: string): unknown {
  if (error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string') {
    (error as NodeJS.ErrnoException).path = path;
  }
  return error;
}

/** The file a path names after following symbolic links; the path itself when it does not exist. */
async function resolveLink(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return path;
    throw error;
  }
}

/**
 * Removes the temporary files of `writeFileAtomic` for a target (`.NAME.<pid>.<12 hex>.tmp`, or
 * `.NAME.<12 hex>.tmp` from earlier versions) whose writer is gone: older than a minute, and
 * with no process of that id running. Those of writers still at work are theirs to rename.
 */
async function removeStaleTemps(dir: string, name: string): Promise<void> {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^\\.${escaped}\\.(?:(\\d+)\\.)?[0-9a-f]{12}\\.tmp$`);
  const entries = await readdir(dir).catch(() => [] as string[]);
  const now = Date.now();
  await Promise.all(
    entries.map(async (entry) => {
      const match = pattern.exec(entry);
      if (match === null) return;
      const pid = match[1] === undefined ? undefined : Number(match[1]);
      if (pid !== undefined && isProcessRunning(pid)) return;
      const path = join(dir, entry);
      const info = await lstat(path).catch(() => undefined);
      if (info?.isFile() !== true || now - info.mtimeMs < STALE_TEMP_MS) return;
      await unlink(path).catch(() => undefined);
    }),
  );
}

/** Whether a process with this id runs (one of another user's answers EPERM). */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function fsError(code: string, message: string, path: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`${code}: ${message}, '${path}'`);
  error.code = code;
  error.path = path;
  return error;
}
