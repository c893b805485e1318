import { createElement, lazy, type ComponentType } from 'react';
import type { GameAdapter, MatchSetup } from './game-adapter.js';

export interface PageEntry {
  /** The route: `#/<page>`. */
  readonly page: string;
  readonly title: string;
  readonly summary: string;
  /** The page, loaded when it is first opened (each page is a chunk of its own). */
  readonly Component: ComponentType;
}

/** A page loaded on first use. */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  return lazy(async () => ({ default: await load() }));
}

/**
 * A two-player game's page: the one `GamePage` with the game's adapter. Registering a game's
 * adapter here is all a new game needs for its page.
 */
function gamePage<Setup extends MatchSetup<M>, P, M, X>(
  load: () => Promise<GameAdapter<Setup, P, M, X>>,
): ComponentType {
  return lazyPage(async () => {
    const [adapter, { GamePage }] = await Promise.all([
      load(),
      import('../components/GamePage.js'),
    ]);
    return () => createElement(GamePage<Setup, P, M, X>, { adapter });
  });
}

/** Every page of the app, in the order of the home page and the menu. */
export const PAGES: readonly PageEntry[] = [
  {
    page: 'thirty-one',
    title: '31',
    summary:
      'Add digits from a scrambled calculator keypad; the total must not pass 30: whoever reaches 31 loses. Play the perfect computer.',
    Component: gamePage(
      async () => (await import('../pages/thirty-one/thirty-one-game.js')).thirtyOneAdapter,
    ),
  },
  {
    page: 'galette',
    title: 'Galette toxique',
    summary: 'Take 2×2 bites of a cake without touching the poison. See the value of every bite.',
    Component: gamePage(
      async () => (await import('../pages/galette/galette-game.js')).galetteAdapter,
    ),
  },
  {
    page: 'board-escape',
    title: 'BoardEscape',
    summary: 'Tokens with counters race for the exits. Edit a board and see who wins, for any k.',
    Component: gamePage(
      async () => (await import('../pages/board-escape/board-escape-game.js')).boardEscapeAdapter,
    ),
  },
  {
    page: 'masyu',
    title: 'Masyu',
    summary:
      'Draw one loop through every pearl. Paste a puzz.link URL, solve it, or play it yourself.',
    Component: lazyPage(async () => (await import('../pages/masyu/MasyuPage.js')).MasyuPage),
  },
  {
    page: 'values',
    title: 'Values (CGT)',
    summary:
      'Canonical forms, temperatures and thermographs; take-and-break games; positions of fifteen rulesets.',
    Component: lazyPage(async () => (await import('../pages/values/ValuesPage.js')).ValuesPage),
  },
];
