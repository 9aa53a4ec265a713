/**
 * The figures of a market block's price cells, kept outside React's state. A picture that moves
 * every quote then redraws the cells' texts alone (live-price-cell.tsx writes them into the page)
 * instead of every row and cell as components: on a Fancy book at ten pictures a second that
 * render was most of each update's script (docs/performance.md, "Odds updates, third round").
 * A block works out its cells' quotes as it draws and writes them here once drawn; its rows draw
 * again only when a line's name or state changes.
 */
import { useLayoutEffect, useState } from 'react';
import type { BetPick } from './bet-pick';

/** What one offered cell shows, and what a tap on it picks. */
export interface CellQuote {
  /** The figure a move is judged by (odds, rate or runs line): up flashes green, down red. */
  readonly price: number;
  /** The big figure as it reads. */
  readonly shown: string;
  /** The small figure under it ('' for none). */
  readonly detail: string;
  /** The cell's name for a screen reader. */
  readonly label: string;
  /** Undefined for a runner the feed sent without an id, which no bet can name. */
  readonly pick: BetPick | undefined;
}

/** Every offered cell of a block by its key; a cell missing here offers nothing. */
export type CellQuotes = ReadonlyMap<string, CellQuote>;

export interface QuoteBoard {
  get: (key: string) => CellQuote | undefined;
  /** Replaces every quote, telling the cells whose figures changed (or came or went). */
  write: (quotes: CellQuotes) => void;
  subscribe: (key: string, listener: () => void) => () => void;
}

function sameFigures(a: CellQuote | undefined, b: CellQuote | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.price === b.price && a.shown === b.shown && a.detail === b.detail && a.label === b.label;
}

export function createQuoteBoard(initial: CellQuotes): QuoteBoard {
  let quotes = initial;
  const listeners = new Map<string, Set<() => void>>();
  return {
    get: (key) => quotes.get(key),
    write: (next) => {
      const before = quotes;
      // A tap reads the newest pick even when its figures did not move (limits may have).
      quotes = next;
      for (const [key, cellListeners] of listeners) {
        if (sameFigures(before.get(key), next.get(key))) continue;
        for (const listener of cellListeners) listener();
      }
    },
    subscribe: (key, listener) => {
      let cellListeners = listeners.get(key);
      if (!cellListeners) {
        cellListeners = new Set();
        listeners.set(key, cellListeners);
      }
      cellListeners.add(listener);
      return () => {
        cellListeners.delete(listener);
        if (cellListeners.size === 0) listeners.delete(key);
      };
    },
  };
}

/**
 * A block's board: it holds the first render's quotes at once, and each later render's once that
 * render is committed (before the frame is drawn), so a cell never shows figures of a picture the
 * page has not drawn.
 */
export function useQuoteBoard(quotes: CellQuotes): QuoteBoard {
  const [board] = useState(() => createQuoteBoard(quotes));
  useLayoutEffect(() => board.write(quotes), [board, quotes]);
  return board;
}
