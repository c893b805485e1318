import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  access,
  constants,
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
  const input = openInput(path);
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

/** A file, or standard input for `-`: its stream, its name for errors, and how to let it go. */
function openInput(path: string): { source: NodeJS.ReadableStream; name: string; close(): void } {
  if (path === '-') return { source: process.stdin, name: '<stdin>', close: () => undefined };
  const file = createReadStream(path);
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

/** The temporary files of `writeFileAtomic` for a target: `.NAME.<12 hex>.tmp` beside it. */
const tempPattern = (name: string): RegExp =>
  new RegExp(`^\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.[0-9a-f]{12}\\.tmp$`);

/**
 * Writes a file atomically: the text goes to a temporary file in the same directory, which then
 * replaces the target by rename, so a crash or kill never leaves a half-written file. A target
 * that is a symbolic link stays one: the file it points to is replaced. Temporary files that an
 * earlier, killed write left beside the target are removed first.
 */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const target = await resolveLink(path);
  const dir = dirname(target);
  const name = basename(target);
  await removeStaleTemps(dir, name);
  const temp = join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, text, { encoding: 'utf8', flush: true });
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/**
 * Checks, before any long work, that a file can be written at `path`: its directory exists and is
 * writable, and the path is not a directory. Throws the file system's error (ENOENT, ENOTDIR,
 * EISDIR, EACCES…) naming the path.
 */
export async function checkWritable(path: string): Promise<void> {
  const target = await resolveLink(path);
  const info = await stat(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (info?.isDirectory() === true) throw fsError('EISDIR', 'is a directory', path);
  await access(dirname(target), constants.W_OK);
  if (info !== undefined) await access(target, constants.W_OK);
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

async function removeStaleTemps(dir: string, name: string): Promise<void> {
  const pattern = tempPattern(name);
  const entries = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    entries.filter((e) => pattern.test(e)).map((e) => unlink(join(dir, e)).catch(() => undefined)),
  );
}

function fsError(code: string, message: string, path: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`${code}: ${message}, '${path}'`);
  error.code = code;
  error.path = path;
  return error;
}
