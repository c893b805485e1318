import { solvedMatchGame, subtractionGame, type TwoPlayerDescriptor } from '@cgkit/core-search';

/** The start of a game of take-away: one heap and the amounts a move may take from it. */
export interface TakeAwayStart {
  readonly heap: number;
  readonly amounts: readonly number[];
}

/**
 * A toy sixth game, for tests only: take-away (one heap, each move takes one of the amounts,
 * whoever takes the last counter wins), described as a game package describes its game, its
 * match valued by core-search's generic solver. It proves that a game plugs in through its
 * descriptor alone.
 */
export const takeAwayDescriptor: TwoPlayerDescriptor<'take-away', TakeAwayStart, number, number> = {
  id: 'take-away',
  title: 'Take-away',
  command: 'take-away',
  formats: 'take-away',
  page: 'take-away',
  match: ({ heap, amounts }) => ({
    game: solvedMatchGame(subtractionGame(amounts), {
      sameMove: (a, b) => a === b,
      describeMove: (_, amount) => `take ${amount}`,
    }),
    position: heap,
  }),
};
