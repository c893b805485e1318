import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash } from './route.js';

describe('routes in the URL hash', () => {
  it('reads the page and its parameters', () => {
    const route = parseRoute('#/galette?size=5x6&show=values');
    expect(route.page).toBe('galette');
    expect(route.params.get('size')).toBe('5x6');
    expect(route.params.get('show')).toBe('values');
  });

  it('reads the home page from an empty or bare hash', () => {
    expect(parseRoute('').page).toBe('');
    expect(parseRoute('#/').page).toBe('');
    expect(parseRoute('#').page).toBe('');
  });

  it('writes parameters, leaving out empty ones, and reads them back', () => {
    const hash = routeHash('board-escape', { board: '#E.|T..', k: '13', moves: '', x: undefined });
    expect(hash).toBe('#/board-escape?board=%23E.%7CT..&k=13');
    const route = parseRoute(hash);
    expect(route.page).toBe('board-escape');
    expect(route.params.get('board')).toBe('#E.|T..');
    expect([...route.params.keys()]).toEqual(['board', 'k']);
  });
});
