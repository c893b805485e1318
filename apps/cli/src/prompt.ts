import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { AbortSignalLike } from '@cgkit/core-search';

/** A person's side of an interactive game: what is shown, and the answers typed. */
export interface Prompt {
  readonly write: (text: string) => void;
  /** The next answer (trimmed, lower case), or undefined when the person quits (`q`, the end). */
  readonly ask: (question: string) => Promise<string | undefined>;
  readonly close: () => Promise<void>;
}

/** Asks on `output` and reads answers line by line from `input`; the signal ends a wait. */
export function openPrompt(
  input: Readable,
  output: Writable,
  signal: AbortSignal & AbortSignalLike,
): Prompt {
  // The signal (Ctrl-C) closes the reader, so a game waiting for an answer stops as a solve does.
  const reader = createInterface({ input, terminal: false, signal });
  const lines: AsyncIterator<string, unknown> = reader[Symbol.asyncIterator]();
  const write = (text: string): void => void output.write(text);
  return {
    write,
    ask: async (question) => {
      write(question);
      const next = await lines.next();
      signal.throwIfAborted();
      const answer = next.done === true ? 'q' : next.value.trim().toLowerCase();
      if (answer !== 'q' && answer !== 'quit') return answer;
      write('\nGame abandoned.\n');
      return undefined;
    },
    close: async () => {
      await lines.return?.();
      // Ending the iteration leaves the reader open, and its listener on the signal with it.
      reader.close();
    },
  };
}
