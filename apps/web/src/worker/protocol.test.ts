import { describe, expect, it } from 'vitest';
import { isReply, throttled } from './protocol.js';

describe('worker protocol', () => {
  it('throttles progress reports, always letting the first through', () => {
    let time = 0;
    const seen: string[] = [];
    const report = throttled<never>(
      (p) => seen.push(p.message),
      100,
      () => time,
    );
    for (const [t, message] of [
      [0, 'a'],
      [50, 'b'],
      [120, 'c'],
      [150, 'd'],
      [220, 'e'],
    ] as const) {
      time = t;
      report({ message });
    }
    expect(seen).toEqual(['a', 'c', 'e']);
  });

  it('recognises replies and nothing else', () => {
    expect(isReply({ id: 1, kind: 'done', output: 3 })).toBe(true);
    expect(isReply({ id: 1, kind: 'progress', progress: { message: '' } })).toBe(true);
    expect(isReply({ id: '1', kind: 'done' })).toBe(false);
    expect(isReply(null)).toBe(false);
  });
});
