// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InlineWorker } from '../../testing/fake-workers.js';
import { SolverClient } from '../../worker/solver-client.js';
import type * as UseTask from '../../worker/use-task.js';
import { ValuesPage } from './ValuesPage.js';

// The real tasks, run in the test's thread instead of a worker.
vi.mock('../../worker/use-task.js', async (original) => ({
  ...(await original<typeof UseTask>()),
  useSolverClient: () => new SolverClient(() => new InlineWorker()),
}));

afterEach(cleanup);
// Wait for computed values as long as the test may last (a bound, not a target).
configure({ asyncUtilTimeout: 300_000 });

/** The page at a link, and its section of take-and-break games. */
function open(hash: string) {
  window.history.replaceState(null, '', hash);
  render(<ValuesPage />);
  return within(screen.getByRole('region', { name: 'Take-and-break games' }));
}

describe('ValuesPage', () => {
  it('checks a take-and-break code as it is typed, and Compute waits until it is fixed', async () => {
    const octal = open('#/values?octal=0.77&heaps=12');
    await octal.findByText('0 1 2 3 1 4 3 2 1 4 2 6');
    const code = octal.getByLabelText<HTMLInputElement>('Code');
    const compute = octal.getByRole<HTMLButtonElement>('button', { name: 'Compute' });
    fireEvent.change(code, { target: { value: '0.7x' } });
    const alert = await octal.findByRole('alert');
    expect(alert.textContent).toBe(
      `Bad code: column 4: expected a digit 0 to 9 or a to f, '!', '?' or '[' (e.g. 0.77, 4!.0, 0.3F, 0.[3] or S(1,3,4)), found "x".`,
    );
    expect(
      octal.getByText((_, e) => e?.tagName === 'PRE' && e.textContent === '  0.7x\n     ^'),
    ).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toBe(alert.id);
    expect(compute.disabled).toBe(true);
    fireEvent.submit(code.form!);
    expect(window.location.hash).toBe('#/values?octal=0.77&heaps=12');
    fireEvent.change(code, { target: { value: '0.07' } });
    expect(octal.queryByRole('alert')).toBeNull();
    expect(code.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(compute);
    expect(window.location.hash).toBe('#/values?octal=0.07&heaps=12');
    await octal.findByText('0 0 1 1 2 0 3 1 1 0 3 3');
  });

  it("shows a link's bad code once, under the field", async () => {
    const octal = open('#/values?octal=0.xyz');
    expect((await octal.findByRole('alert')).textContent).toMatch(/^Bad code: column 3: /);
    expect(octal.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(octal.getByRole<HTMLButtonElement>('button', { name: 'Compute' }).disabled).toBe(true);
  });

  it("answers a loopy game's degree and variety and a misère game's phylum, from the link and the form", async () => {
    window.history.replaceState(null, '', '#/values?loopy=%5E.Pow(on)&misere=%7B%7B*2%7D%2C*%7D');
    render(<ValuesPage />);
    const loopy = within(screen.getByRole('region', { name: 'Loopy games' }));
    expect((await loopy.findByTestId('loopy-degree')).textContent).toBe('^<on>');
    expect(loopy.getByTestId('canonical').textContent).toBe('^<on>');
    const misere = within(screen.getByRole('region', { name: 'Misère play' }));
    expect((await misere.findByTestId('misere-phylum')).textContent).toBe('restless');
    expect(misere.getByTestId('misere-tameable').textContent).toBe('no');
    fireEvent.change(misere.getByLabelText('Impartial game'), { target: { value: '*2 + {*3}' } });
    fireEvent.click(misere.getByRole('button', { name: 'Evaluate' }));
    expect(new URLSearchParams(window.location.hash.split('?')[1]).get('misere')).toBe('*2 + {*3}');
    await misere.findByText('2^20');
    expect(misere.getByTestId('misere-tame').textContent).toBe('yes');
  });

  it("answers a link's Left dead end, and a bad one at its column", async () => {
    window.history.replaceState(null, '', '#/values?leftdeadend=%7B0%2C%201%7D%20%2B%201');
    render(<ValuesPage />);
    const section = within(screen.getByRole('region', { name: 'Left dead ends' }));
    expect((await section.findByTestId('left-dead-end-canonical')).textContent).toBe('{{0, 1}}');
    fireEvent.change(section.getByLabelText('Left dead end'), { target: { value: '{1 2}' } });
    fireEvent.click(section.getByRole('button', { name: 'Evaluate' }));
    expect(new URLSearchParams(window.location.hash.split('?')[1]).get('leftdeadend')).toBe(
      '{1 2}',
    );
    expect((await section.findByRole('alert')).textContent).toMatch(/^Column 4: expected , or }/);
  });

  it("compares a link's Left dead end with another, and gives its factors and race", async () => {
    window.history.replaceState(null, '', '#/values?leftdeadend=%7B0%2C%201%7D%20%2B%201');
    render(<ValuesPage />);
    const section = within(screen.getByRole('region', { name: 'Left dead ends' }));
    await section.findByTestId('left-dead-end-canonical');
    expect(section.queryByTestId('left-dead-end-order')).toBeNull();
    expect(section.getByTestId('left-dead-end-atom').textContent).toBe('no');
    expect(section.getByTestId('left-dead-end-factors').textContent).toContain('1 + {0, 1}');
    fireEvent.change(section.getByLabelText('Compare with'), { target: { value: '2' } });
    fireEvent.click(section.getByRole('button', { name: 'Evaluate' }));
    const params = new URLSearchParams(window.location.hash.split('?')[1]);
    expect(params.get('leftdeadendcompare')).toBe('2');
    expect((await section.findByTestId('left-dead-end-order')).textContent).toBe('{{0, 1}} < 2');
  });

  it("gives a link's partizan game in misère play, compares it with another, and a bad one at its column", async () => {
    window.history.replaceState(null, '', '#/values?partizan=%7B0%7C*%7D');
    render(<ValuesPage />);
    const section = within(screen.getByRole('region', { name: 'Misère play (partizan)' }));
    // `cgkit cgt misere '{0|*}' --partizan`: outcome R, a dicot, not P-free.
    const outcome = await section.findByTestId('partizan-misere-outcome');
    expect(outcome.textContent).toBe('R: Right wins whoever starts');
    expect(section.getByTestId('partizan-misere-dicot').textContent).toBe('yes');
    expect(section.getByTestId('partizan-misere-p-free').textContent).toBe('no');
    expect(section.getByTestId('partizan-misere-dead-ending-reduced').textContent).toBe(
      '{0|{0|0}}',
    );
    expect(section.queryByTestId('partizan-misere-p-free-reduced')).toBeNull();
    fireEvent.change(section.getByLabelText('Partizan game'), { target: { value: '1/2' } });
    fireEvent.change(section.getByLabelText('Compare with'), { target: { value: '1' } });
    fireEvent.click(section.getByRole('button', { name: 'Evaluate' }));
    const params = new URLSearchParams(window.location.hash.split('?')[1]);
    expect([params.get('partizan'), params.get('partizancompare')]).toEqual(['1/2', '1']);
    // `cgkit cgt misere 1/2 --partizan --compare 1`.
    expect((await section.findByTestId('partizan-misere-p-free-order')).textContent).toBe(
      '1/2 = 1',
    );
    expect(section.getByTestId('partizan-misere-dead-ending-order').textContent).toBe('1/2 < 1');
    expect(section.getByTestId('partizan-misere-p-free-reduced').textContent).toBe('{0|}');
    expect(section.getByTestId('partizan-misere-p-free-blocking-order').textContent).toBe(
      '1/2 = 1',
    );
    fireEvent.change(section.getByLabelText('Compare with'), { target: { value: '{0|' } });
    fireEvent.click(section.getByRole('button', { name: 'Evaluate' }));
    expect((await section.findByRole('alert')).textContent).toMatch(
      /^Column 4: in the game compared with: expected '}'/,
    );
  });
});
