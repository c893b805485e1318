// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRoute, useSetParams } from './use-route.js';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '#/');
});

/** A page reading the route and writing its parameters, with its number of renders. */
function page() {
  let renders = 0;
  const hook = renderHook(() => {
    renders++;
    return { route: useRoute(), setParams: useSetParams('masyu') };
  });
  return { hook, renders: () => renders };
}

describe('useSetParams', () => {
  it('writes the parameters into the link, and the pages reading the route are drawn again', () => {
    window.history.replaceState(null, '', '#/masyu?p=abc');
    const { hook, renders } = page();
    const before = renders();
    act(() => hook.result.current.setParams({ loop: 'B' }));
    expect(window.location.hash).toBe('#/masyu?p=abc&loop=B');
    expect(hook.result.current.route.params.get('loop')).toBe('B');
    expect(renders()).toBe(before + 1);
  });

  it('writes quietly what the page shows already: the link changes, nothing is drawn again', () => {
    window.history.replaceState(null, '', '#/masyu?p=abc');
    const { hook, renders } = page();
    const before = renders();
    act(() => hook.result.current.setParams({ loop: 'B' }, { quiet: true }));
    expect(window.location.hash).toBe('#/masyu?p=abc&loop=B');
    expect(renders()).toBe(before);
    // The next render, for any reason, reads the link as it is now.
    hook.rerender();
    expect(hook.result.current.route.params.get('loop')).toBe('B');
  });
});
