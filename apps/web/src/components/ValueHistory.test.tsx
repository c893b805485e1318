// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ValueHistory, axisTicks } from './ValueHistory.js';

afterEach(cleanup);

const PLAYERS = ['You', 'Computer'] as const;

function chart(values: Parameters<typeof ValueHistory>[0]['values']) {
  render(<ValueHistory values={values} players={PLAYERS} />);
  const svg = screen.getByRole('img');
  const dots = [...svg.querySelectorAll('circle')];
  return {
    label: svg.getAttribute('aria-label'),
    remoteness: [...svg.querySelectorAll('.remoteness')].map((t) => t.textContent),
    // Left of the middle (214): the first player is winning.
    sides: dots.map((d) => (Number(d.getAttribute('cx')) < 214 ? 'left' : 'right')),
    turned: dots.map((d) => d.classList.contains('turned')),
    titles: dots.map((d) => d.querySelector('title')?.textContent),
  };
}

describe('ValueHistory', () => {
  it('draws each position on the winner’s side and rings the move that gave the win away', () => {
    const { sides, turned, titles, label } = chart([
      { result: 'win', remoteness: 5 },
      { result: 'lose', remoteness: 4 },
      { result: 'lose', remoteness: 3 }, // the first player, to move, now loses
    ]);
    expect(sides).toEqual(['left', 'left', 'right']);
    expect(turned).toEqual([false, false, true]);
    expect(titles[2]).toBe('after 2 moves: Computer wins in 3 moves (the last move gave it away)');
    expect(label).toBe(
      'The win changed hands at move 2. Now Computer is winning, the game ending in 3 moves.',
    );
  });

  it('writes each remoteness at the right of its row, and — where it is not known', () => {
    const { remoteness, label, titles } = chart([
      { result: 'win' },
      { result: 'lose', remoteness: 2 },
      { result: 'win', remoteness: 1 },
    ]);
    expect(remoteness).toEqual(['—', '2', '1']);
    expect(titles[0]).toBe('after 0 moves: You win');
    expect(label).toBe(
      'No move so far changed who wins. Now You are winning, the game ending in 1 move.',
    );
  });

  it('puts the sooner end nearer the edge', () => {
    render(
      <ValueHistory
        values={[
          { result: 'win', remoteness: 9 },
          { result: 'lose', remoteness: 8 },
          { result: 'lose', remoteness: 0 },
        ]}
        players={PLAYERS}
      />,
    );
    const xs = [...screen.getByRole('img').querySelectorAll('circle')].map((d) =>
      Number(d.getAttribute('cx')),
    );
    expect(xs[0]).toBeGreaterThan(xs[1]!); // both left; remoteness 8 is nearer the left edge
    expect(xs[2]).toBe(352); // the right side, at its very edge (12 from the chart's end)
  });

  it('labels each row with its move, and goes back to a position when its row is clicked', () => {
    const onSelect = vi.fn();
    render(
      <ValueHistory
        values={[
          { result: 'win', remoteness: 3 },
          { result: 'lose', remoteness: 2 },
          { result: 'win', remoteness: 1 },
        ]}
        players={PLAYERS}
        labels={['9', '3']}
        onSelect={onSelect}
      />,
    );
    const svg = screen.getByRole('group');
    expect([...svg.querySelectorAll('.ply')].map((t) => t.textContent)).toEqual([
      'start ',
      '1. 9 ',
      '2. 3 ',
    ]);
    // The current position (the last row) is where the game is: no button for it.
    const rows = screen.getAllByRole('button');
    expect(rows).toHaveLength(2);
    fireEvent.click(rows[0]!);
    fireEvent.keyDown(rows[1]!, { key: 'Enter' });
    expect(onSelect.mock.calls).toEqual([[0], [1]]);
    expect(rows[1]!.getAttribute('aria-label')).toMatch(
      /^1\. 9 \S+: go back to after move 1, after 1 move: /,
    );
  });

  it('draws the remoteness axis mirrored, 0 at both edges', () => {
    render(
      <ValueHistory
        values={[
          { result: 'win', remoteness: 8 },
          { result: 'lose', remoteness: 7 },
        ]}
        players={PLAYERS}
      />,
    );
    const labels = [...screen.getByRole('img').querySelectorAll('.axis-label')];
    const at = (text: string) =>
      labels.filter((l) => l.textContent === text).map((l) => Number(l.getAttribute('x')));
    expect(at('0')).toEqual([76, 352]);
    expect(at('8')).toEqual([202, 226]);
    expect(axisTicks(8)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(1)).toEqual([0, 1]);
    expect(axisTicks(37)).toEqual([0, 10, 20, 30]);
  });

  it('is an empty chart of the first position’s size until that position is valued', () => {
    const { container } = render(<ValueHistory values={[]} players={PLAYERS} />);
    const empty = screen.getByRole('img');
    expect(empty.getAttribute('aria-label')).toBe('The first position is being valued.');
    expect(empty.querySelectorAll('circle')).toHaveLength(0);
    // Not the chart yet: what waits for `.value-history` waits for the values.
    expect(container.querySelector('.value-history')).toBeNull();
    cleanup();
    render(<ValueHistory values={[{ result: 'win', remoteness: 3 }]} players={PLAYERS} />);
    expect(screen.getByRole('img').getAttribute('viewBox')).toBe(empty.getAttribute('viewBox'));
  });

  it('keeps a row for each position of the line still being valued', () => {
    const two = [
      { result: 'win', remoteness: 2 },
      { result: 'lose', remoteness: 1 },
    ] as const;
    // After a third move: two positions valued, the third being valued.
    render(<ValueHistory values={two} players={PLAYERS} positions={3} busy />);
    const waiting = screen.getByRole('img').getAttribute('viewBox');
    expect(screen.getByRole('img').querySelectorAll('circle')).toHaveLength(2);
    cleanup();
    render(
      <ValueHistory
        values={[...two, { result: 'win', remoteness: 0 }]}
        players={PLAYERS}
        positions={3}
      />,
    );
    expect(screen.getByRole('img').getAttribute('viewBox')).toBe(waiting);
    cleanup();
    render(<ValueHistory values={two} players={PLAYERS} />);
    expect(screen.getByRole('img').getAttribute('viewBox')).not.toBe(waiting);
  });
});
