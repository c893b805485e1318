import { getEventListeners } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { openPrompt } from './prompt.js';

describe('openPrompt', () => {
  it('reads answers, and leaves no listener on the signal once closed', async () => {
    const { signal } = new AbortController();
    for (let game = 0; game < 12; game++) {
      // An input still open, as a terminal is when the game ends.
      const input = new PassThrough();
      input.write('3\nQ\n');
      const prompt = openPrompt(input, new PassThrough(), signal);
      expect(await prompt.ask('Your move? ')).toBe('3');
      expect(await prompt.ask('Your move? ')).toBeUndefined();
      await prompt.close();
      expect(getEventListeners(signal, 'abort')).toEqual([]);
    }
  });
});
