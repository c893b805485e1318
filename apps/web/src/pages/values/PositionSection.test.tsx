// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParamUpdate } from '../../shell/use-route.js';
import { InlineWorker } from '../../testing/fake-workers.js';
import { SolverClient } from '../../worker/solver-client.js';
import type * as UseTask from '../../worker/use-task.js';
import { PositionSection } from './PositionSection.js';

// The real tasks, run in the test's thread instead of a worker.
vi.mock('../../worker/use-task.js', async (original) => ({
  ...(await original<typeof UseTask>()),
  useSolverClient: () => new SolverClient(() => new InlineWorker()),
}));

afterEach(cleanup);
// The values are computed for real: wait for them as long as the test may last (a bound, not a
// target; the default second is not enough on a busy machine).
configure({ asyncUtilTimeout: 300_000 });

/** The section with its link parameters kept as the page keeps them; `links` records each update. */
function open(params: Record<string, string> = {}) {
  const links: Record<string, string | undefined>[] = [];
  function Page() {
    const [state, setState] = useState<Record<string, string | undefined>>(params);
    const onChange = (update: ParamUpdate): void => {
      const next = { ...state, ...update };
      links.push(next);
      setState(next);
    };
    return (
      <PositionSection game={state.game ?? null} position={state.pos ?? null} onChange={onChange} />
    );
  }
  render(<Page />);
  return links;
}

const canonical = async (text: string) =>
  screen.findByText(text, { selector: '[data-testid="canonical"]' });
const positionBox = () => screen.getByLabelText<HTMLInputElement>('Position');
const cell = (label: RegExp) => screen.getByRole('button', { name: label });
const evaluate = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Evaluate' });

describe('PositionSection', () => {
  it('values the first ruleset’s example, with its summary and thermograph', async () => {
    open();
    expect(screen.getByLabelText<HTMLSelectElement>('Game').value).toBe('domineering');
    expect(positionBox().value).toBe('...|...|..#');
    await canonical('+-3/2');
    expect(screen.getByText('N: the first player wins')).toBeTruthy();
    const svg = screen.getByRole('img', { name: 'Thermograph: mean 0, temperature 3/2' });
    expect(within(svg).getByText('temperature 3/2')).toBeTruthy();
    expect(screen.getByText(/At most 30 columns and 64 rows\./)).toBeTruthy();
  });

  it('plays the valued position in misère play, as cgkit cgt misere --ruleset does', async () => {
    open({ game: 'domineering', pos: '..' });
    await canonical('-1');
    // `cgkit cgt misere .. --ruleset domineering`: misère outcome L; dead-ending, blocking, not a
    // dicot, P-free; a dead Left end. No reduced forms: the CLI gives none for a position.
    const misere = within(screen.getByRole('region', { name: 'Misère outcome and classes' }));
    const outcome = await misere.findByTestId('partizan-misere-outcome');
    expect(outcome.textContent).toBe('L: Left wins whoever starts');
    const text = (id: string) => misere.getByTestId(`partizan-misere-${id}`).textContent;
    expect(['dead-ending', 'blocking', 'dicot', 'p-free', 'dead-left-end'].map(text)).toEqual([
      'yes',
      'yes',
      'no',
      'yes',
      'yes',
    ]);
    expect(misere.queryByTestId('partizan-misere-dead-ending-reduced')).toBeNull();
  });

  it('edits a board by clicks, rows and columns, keeping the text and the link in step', async () => {
    const links = open({ game: 'domineering', pos: '#.|..' });
    await canonical('*');
    fireEvent.click(cell(/^row 1, column 1: filled$/));
    expect(links.at(-1)).toEqual({ game: 'domineering', pos: '..|..' });
    expect(positionBox().value).toBe('..|..');
    await canonical('+-1');
    fireEvent.click(screen.getByRole('button', { name: 'Add a column' }));
    expect(links.at(-1)!.pos).toBe('...|...');
    await canonical('{2|-1/2}');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the last row' }));
    expect(positionBox().value).toBe('...');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Remove the last row' }).disabled,
    ).toBe(true);
    await canonical('-1');
  });

  it('edits Hackenbush stalks by clicks, edges and stalks added and removed', async () => {
    const links = open({ game: 'hackenbush', pos: 'BR' });
    await canonical('1/2');
    fireEvent.click(cell(/^stalk 1, edge 2: red \(Right\)$/));
    expect(links.at(-1)).toEqual({ game: 'hackenbush', pos: 'BG' });
    fireEvent.click(cell(/^stalk 1, edge 2: green \(either\)$/));
    expect(positionBox().value).toBe('BB');
    await canonical('2');
    fireEvent.click(screen.getByRole('button', { name: 'Add a stalk' }));
    expect(links.at(-1)!.pos).toBe('BB B');
    await canonical('3');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the last edge of stalk 1' }));
    expect(links.at(-1)!.pos).toBe('B B');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the last stalk' }));
    expect(positionBox().value).toBe('B');
    await canonical('1');
    const lastEdge = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Remove the last edge of stalk 1',
    });
    expect(lastEdge.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add an edge to stalk 1' }));
    expect(links.at(-1)!.pos).toBe('BB');
  });

  it('edits rows of Toppling Dominoes by clicks, and draws no rows for a bad text', async () => {
    const links = open({ game: 'toppling-dominoes', pos: 'B' });
    await canonical('1');
    fireEvent.click(screen.getByRole('button', { name: 'Add a domino to row 1' }));
    expect(links.at(-1)!.pos).toBe('BB');
    expect(cell(/^row 1, domino 2: blue \(Left\)$/)).toBeTruthy();
    await canonical('2');
    fireEvent.change(positionBox(), { target: { value: 'BX' } });
    expect(screen.queryByRole('group', { name: 'Toppling Dominoes rows' })).toBeNull();
  });

  it('draws what is typed at once, and values it on Evaluate', async () => {
    const links = open({ game: 'clobber', pos: 'xo' });
    await canonical('*');
    fireEvent.change(positionBox(), { target: { value: 'xxo' } });
    expect(cell(/^row 1, column 3: Right's stone$/)).toBeTruthy();
    expect(links).toEqual([]);
    fireEvent.submit(positionBox().form!);
    expect(links.at(-1)).toEqual({ game: 'clobber', pos: 'xxo' });
    await canonical('^');
    expect(screen.getByText('1', { selector: 'dd' })).toBeTruthy(); // atomic weight of ^
  });

  it('shows the parser’s message with its column, and a caret under it', async () => {
    open({ game: 'clobber', pos: 'xxy' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      `Bad position: column 3: expected 'x' (Left), 'o' (Right), '.' (empty) or '#' (no cell), found "y".`,
    );
    expect(document.querySelector('pre')!.textContent).toBe('  xxy\n    ^');
    expect(cell(/^row 1, column 3: unknown "y"$/)).toBeTruthy();
  });

  it('checks the text as it is typed: the mistake and its column under it, Evaluate waiting', async () => {
    const links = open({ game: 'hackenbush', pos: 'BRR GG' });
    await canonical('1/4*2');
    expect(positionBox().getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(positionBox(), { target: { value: 'BRX' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      `Bad position: column 3: expected 'B', 'R', 'G', a space or a comma, found "X".`,
    );
    expect(document.querySelector('pre')!.textContent).toBe('  BRX\n    ^');
    expect(positionBox().getAttribute('aria-invalid')).toBe('true');
    expect(positionBox().getAttribute('aria-describedby')!.split(' ')).toContain(alert.id);
    expect(evaluate().disabled).toBe(true);
    fireEvent.submit(positionBox().form!);
    expect(links).toEqual([]);
    // The link's position keeps its value meanwhile.
    await canonical('1/4*2');
    // Fixed: the message goes at once, and Evaluate values the text.
    fireEvent.change(positionBox(), { target: { value: 'BRR' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('pre')).toBeNull();
    expect(positionBox().getAttribute('aria-invalid')).toBe('false');
    expect(evaluate().disabled).toBe(false);
    fireEvent.click(evaluate());
    expect(links.at(-1)).toEqual({ game: 'hackenbush', pos: 'BRR' });
    await canonical('1/4');
  });

  it('checks a graph typed for Col, and cake sizes, as they are typed', async () => {
    open({ game: 'col', pos: '...|.x.' });
    fireEvent.change(positionBox(), { target: { value: '{"vertices": "..", "edges": [[0, 5]]}' } });
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Bad position: column \d+: expected .+, found .+\.$/,
    );
    expect(evaluate().disabled).toBe(true);
    fireEvent.change(positionBox(), { target: { value: '{"vertices": "..", "edges": [[0, 1]]}' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'cutcake' } });
    fireEvent.change(positionBox(), { target: { value: '4x3 2y2' } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Bad position: column 5: /);
    expect(document.querySelector('pre')!.textContent).toBe('  4x3 2y2\n      ^');
  });

  it('switches rulesets from the list, to the example of each', async () => {
    const links = open({ game: 'domineering', pos: '..|..' });
    fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'hackenbush' } });
    expect(links.at(-1)).toEqual({ game: 'hackenbush', pos: undefined });
    expect(positionBox().value).toBe('BRR GG');
    expect(screen.getByRole('group', { name: 'Hackenbush stalks' })).toBeTruthy();
    await canonical('1/4*2');
  });

  it('edits a strip by cells, and gives a loopy strip’s outcome with draws', async () => {
    const links = open({ game: 'backsliding-toads-frogs', pos: 'FF.TT' });
    expect(screen.queryByRole('button', { name: 'Add a row' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a cell' }));
    expect(links.at(-1)!.pos).toBe('FF.TT.');
    expect((await screen.findByTestId('loopy-outcome')).textContent).toBe('L/D');
    expect(screen.getByText('a draw')).toBeTruthy();
    fireEvent.click(cell(/^cell 6: empty$/));
    expect(links.at(-1)!.pos).toBe('FF.TTT');
  });

  it('takes a Col graph as text, as the CLI does, with no board to draw', async () => {
    open({ game: 'col', pos: '{"vertices": "..", "edges": [[0, 1]]}' });
    expect(screen.getByText(/^A graph written in JSON/)).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
    await canonical('0');
  });

  it('says so when the link names a ruleset it does not know', () => {
    open({ game: 'chess', pos: 'e4' });
    expect(screen.getByRole('alert').textContent).toMatch(
      /^The link's game "chess" is not a ruleset of this page: here is Domineering instead\.$/,
    );
  });
});
