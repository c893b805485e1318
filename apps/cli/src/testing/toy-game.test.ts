import { Readable, Writable } from 'node:stream';
import { Match } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playMatch } from '../match-play.js';
import { takeAwayDescriptor } from './toy-game.js';

// A sixth game added through its descriptor alone: its match, from the descriptor, is valued
// by the generic solver and played in the terminal by the CLI's generic `playMatch`.

describe('a toy sixth game through its descriptor', () => {
  it('values every move as the closed form says (take 1 or 2: multiples of 3 are lost)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (heap) => {
        const { game, position } = takeAwayDescriptor.match({ heap, amounts: [1, 2] });
        const match = Match.start(game, position);
        const wins = match
          .legalMoves()
          .filter((value) => value.outcome === 'win')
          .map((value) => value.move);
        // Independently: a move wins when it leaves a multiple of 3.
        expect(wins).toEqual([1, 2].filter((take) => take <= heap && (heap - take) % 3 === 0));
      }),
    );
  });

  it('plays in the terminal against the perfect computer, and the person wins from 4', async () => {
    let text = '';
    const output = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    const { game, position } = takeAwayDescriptor.match({ heap: 4, amounts: [1, 2] });
    // Take 1 (leaving 3), then the rest: 2 when the computer left 2, else 1 (2 is refused then).
    const winner = await playMatch({
      input: Readable.from(['1\n', '2\n', '1\n']),
      output,
      game,
      start: position,
      first: 'you',
      policy: 'perfect',
      seed: 0,
      view: {
        welcome: 'Take-away.\n',
        whoFirst: 'Who takes first?',
        before: (heap) => `heap ${heap}\n`,
        question: () => 'take: ',
        read: (answer) => (/^\d+$/.test(answer) ? Number(answer) : 'a number'),
        played: (take, _before, after, you) =>
          `${you ? 'you take' : 'the computer takes'} ${take}, ${after} left\n`,
        ended: (_, youWon) => (youWon ? 'you win\n' : 'the computer wins\n'),
      },
    });
    expect(winner).toBe('you');
    expect(text).toMatch(/^Take-away\.\nheap 4\n/);
    expect(text).toContain('you take 1, 3 left\n');
    expect(text).toMatch(/the computer takes [12], [12] left\n/);
    expect(text).toMatch(/, 0 left\nheap 0\nyou win\n$/);
  });
});
