/**
 * The published Slots machine: symbols, reel strips, paylines and paytable. Changing any of these
 * changes the RTP; slots-rtp.test.ts recomputes it exactly and fails until SLOTS_RTP_* match.
 */

/** Symbols from the most to the least valuable. The wild stands in for every other symbol. */
export const SLOTS_SYMBOLS = [
  'wild',
  'seven',
  'bar',
  'bell',
  'melon',
  'grapes',
  'lemon',
  'cherry',
] as const;
export type SlotsSymbol = (typeof SLOTS_SYMBOLS)[number];
export const SLOTS_WILD: SlotsSymbol = 'wild';

export const SLOTS_REEL_COUNT = 5;
export const SLOTS_ROW_COUNT = 3;

/**
 * Each reel's strip, read top to bottom and wrapping around. A reel stopping at stop s shows
 * strip[s], strip[s + 1] and strip[s + 2] in the top, middle and bottom rows. Symbol counts per
 * reel (wild, seven, bar, bell, melon, grapes, lemon, cherry): 3 2 2 3 3 4 5 6 (28 stops), except
 * reel 3 with a fourth melon (29 stops).
 */
export const SLOTS_REEL_STRIPS: readonly (readonly SlotsSymbol[])[] = [
  [
    'cherry', 'lemon', 'grapes', 'cherry', 'lemon', 'wild', 'cherry', 'bell', 'melon', 'grapes',
    'lemon', 'cherry', 'wild', 'seven', 'bar', 'bell', 'melon', 'grapes', 'lemon', 'cherry',
    'wild', 'seven', 'bar', 'bell', 'melon', 'grapes', 'lemon', 'cherry',
  ],
  [
    'melon', 'grapes', 'lemon', 'cherry', 'wild', 'bell', 'melon', 'grapes', 'lemon', 'cherry',
    'wild', 'seven', 'bar', 'bell', 'melon', 'grapes', 'lemon', 'cherry', 'wild', 'seven',
    'bar', 'cherry', 'lemon', 'grapes', 'cherry', 'lemon', 'bell', 'cherry',
  ],
  [
    'cherry', 'wild', 'seven', 'bar', 'bell', 'melon', 'grapes', 'lemon', 'cherry', 'wild',
    'seven', 'bar', 'bell', 'melon', 'grapes', 'cherry', 'lemon', 'melon', 'cherry', 'lemon',
    'grapes', 'cherry', 'lemon', 'wild', 'cherry', 'bell', 'melon', 'grapes', 'lemon',
  ],
  [
    'bar', 'bell', 'melon', 'grapes', 'lemon', 'cherry', 'wild', 'cherry', 'lemon', 'grapes',
    'cherry', 'lemon', 'bell', 'cherry', 'melon', 'grapes', 'lemon', 'cherry', 'wild', 'seven',
    'bar', 'bell', 'melon', 'grapes', 'lemon', 'cherry', 'wild', 'seven',
  ],
  [
    'cherry', 'lemon', 'grapes', 'cherry', 'lemon', 'melon', 'cherry', 'grapes', 'lemon', 'cherry',
    'wild', 'bell', 'melon', 'grapes', 'lemon', 'cherry', 'wild', 'seven', 'bar', 'bell',
    'melon', 'grapes', 'lemon', 'cherry', 'wild', 'seven', 'bar', 'bell',
  ],
]; // prettier-ignore

/**
 * Twenty paylines, each the row (0 top, 1 middle, 2 bottom) it crosses on reels 1 to 5. Lines are
 * numbered from 1 on the pages in this order.
 */
export const SLOTS_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 2, 2, 0],
]; // prettier-ignore

/** The fewest of a symbol in a row from reel 1 that pays (the paytable lists 3, 4 and 5). */
export const SLOTS_MATCH_MIN = 3;

/**
 * Line pays in multiples of the line bet (stake ÷ 20) for 3, 4 and 5 of a kind from the leftmost
 * reel. Wilds complete any symbol's run; a line of wilds alone pays the wild row, and a line pays
 * only its best combination.
 */
export const SLOTS_PAYTABLE: Readonly<Record<SlotsSymbol, readonly [number, number, number]>> = {
  wild: [20, 100, 500],
  seven: [20, 80, 400],
  bar: [15, 50, 200],
  bell: [10, 30, 100],
  melon: [6, 20, 60],
  grapes: [4, 12, 40],
  lemon: [3, 8, 25],
  cherry: [2, 5, 15],
};
