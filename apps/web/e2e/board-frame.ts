import type { Locator, Page } from 'playwright-core';

// What the browser tests of large boards measure, on Galette's and BoardEscape's pages.

/** A phone's screen, where a large board must stay usable. */
export const PHONE = { width: 390, height: 844 };

/** The width of a board's first cell, in CSS pixels. */
export const cellWidth = async (cell: Locator): Promise<number> =>
  (await cell.boundingBox())!.width;

/** Whether the frame shows its whole board, with nothing to scroll to. */
export const showsAll = (frame: Locator): Promise<boolean> =>
  frame.evaluate((f) => f.scrollWidth <= f.clientWidth && f.scrollHeight <= f.clientHeight);

export const pageOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
