import type { ComponentType } from 'react';
import { BoardEscapePage } from '../pages/board-escape/BoardEscapePage.js';
import { GalettePage } from '../pages/galette/GalettePage.js';
import { MasyuPage } from '../pages/masyu/MasyuPage.js';
import { ThirtyOnePage } from '../pages/thirty-one/ThirtyOnePage.js';
import { ValuesPage } from '../pages/values/ValuesPage.js';

export interface PageEntry {
  /** The route: `#/<page>`. */
  readonly page: string;
  readonly title: string;
  readonly summary: string;
  readonly Component: ComponentType;
}

/** Every page of the app, in the order of the home page and the menu. */
export const PAGES: readonly PageEntry[] = [
  {
    page: 'thirty-one',
    title: '31',
    summary:
      'Add digits from a scrambled calculator keypad; the total must not pass 30: whoever reaches 31 loses. Play the perfect computer.',
    Component: ThirtyOnePage,
  },
  {
    page: 'galette',
    title: 'Galette toxique',
    summary: 'Take 2×2 bites of a cake without touching the poison. See the value of every bite.',
    Component: GalettePage,
  },
  {
    page: 'board-escape',
    title: 'BoardEscape',
    summary: 'Tokens with counters race for the exits. Edit a board and see who wins, for any k.',
    Component: BoardEscapePage,
  },
  {
    page: 'masyu',
    title: 'Masyu',
    summary:
      'Draw one loop through every pearl. Paste a puzz.link URL, solve it, or play it yourself.',
    Component: MasyuPage,
  },
  {
    page: 'values',
    title: 'Values (CGT)',
    summary:
      'Canonical forms, temperatures and thermographs; octal games; Domineering and Toads-and-Frogs.',
    Component: ValuesPage,
  },
];
