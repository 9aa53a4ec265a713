// Proves the odds view's live cells: a picture's figures are written into the same button without
// React drawing the cell or its row again, a move flashes its way, a cell turns empty and offered
// again, a tap picks the newest quote, and the board tells only the cells whose figures changed.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { memo, startTransition, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import '../../../shared/i18n/i18n';
import type { BetPick } from '../bet-pick';
import { createQuoteBoard, useQuoteBoard, type CellQuote, type QuoteBoard } from '../quote-board';
import { LivePriceCell } from './live-price-cell';

function quote(price: number, extra: Partial<CellQuote> = {}): CellQuote {
  return {
    price,
    shown: String(price),
    detail: `৳${price * 100}`,
    label: `Back Sylhet at ${price}`,
    pick: {
      kind: 'match_odds',
      marketId: '1.1',
      selectionId: 7,
      selection: 'Sylhet',
      side: 'back',
      price,
      limits: { min: 10, max: 1000 },
    },
    ...extra,
  };
}

const rowDraws = vi.fn();
const Row = memo(function Row({
  board,
  onPick,
}: {
  board: QuoteBoard;
  onPick: (pick: BetPick) => void;
}) {
  rowDraws();
  return <LivePriceCell board={board} cellKey="7:back" tone="back" onPick={onPick} />;
});

function write(board: QuoteBoard, entries: [string, CellQuote][]) {
  act(() => board.write(new Map(entries)));
}

describe('LivePriceCell', () => {
  it('writes each picture into the same button, with no new render of its row', () => {
    rowDraws.mockClear();
    const board = createQuoteBoard(new Map([['7:back', quote(2.5)]]));
    render(<Row board={board} onPick={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Back Sylhet at 2.5' });
    expect(button.textContent).toBe('2.5৳250');
    expect(button.className).toBe('price-cell price-cell--back');

    write(board, [['7:back', quote(2.6)]]);
    expect(screen.getByRole('button', { name: 'Back Sylhet at 2.6' })).toBe(button);
    expect(button.textContent).toBe('2.6৳260');
    expect(button.classList.contains('price-cell--up')).toBe(true);

    write(board, [['7:back', quote(2.4)]]);
    expect(button.classList.contains('price-cell--down')).toBe(true);
    expect(button.classList.contains('price-cell--up')).toBe(false);
    expect(rowDraws).toHaveBeenCalledTimes(1);
  });

  it('turns into the empty cell when nothing is offered and back into a button', () => {
    const board = createQuoteBoard(new Map([['7:back', quote(2.5)]]));
    render(<Row board={board} onPick={() => undefined} />);
    write(board, []);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('No price')).toBeTruthy();
    write(board, [['7:back', quote(3)]]);
    const button = screen.getByRole('button', { name: 'Back Sylhet at 3' });
    expect(button.textContent).toBe('3৳300');
    // Offered again is not a move from the price before it went.
    expect(button.classList.contains('price-cell--up')).toBe(false);
  });

  it('picks the newest quote, even one whose figures did not move', () => {
    const board = createQuoteBoard(new Map([['7:back', quote(2.5)]]));
    const onPick = vi.fn();
    render(<Row board={board} onPick={onPick} />);
    const newer = quote(2.5);
    write(board, [['7:back', newer]]);
    fireEvent.click(screen.getByRole('button'));
    expect(onPick).toHaveBeenCalledWith(newer.pick);
  });

  it('picks nothing where the quote names no bet', () => {
    const board = createQuoteBoard(new Map([['7:back', quote(2.5, { pick: undefined })]]));
    const onPick = vi.fn();
    render(<Row board={board} onPick={onPick} />);
    fireEvent.click(screen.getByRole('button'));
    expect(onPick).not.toHaveBeenCalled();
  });
});

/** A block as the odds view's are: its quotes on its board, a cell for each key it lists. */
function Block({ keys, quotes }: { keys: string[]; quotes: [string, CellQuote][] }) {
  const board = useQuoteBoard(new Map(quotes));
  return keys.map((key) => (
    <LivePriceCell key={key} board={board} cellKey={key} tone="back" onPick={() => undefined} />
  ));
}

/**
 * The page as a paint after this commit would show it: read in a microtask queued by the last
 * layout effect, after the updates layout effects cause and before the passive effects, which
 * React runs in a later task for an update that is not a tap's.
 */
function PaintedAfter({ onPaint }: { onPaint: () => void }) {
  useLayoutEffect(() => queueMicrotask(onPaint));
  return null;
}

/** React's flag for tests that wrap updates in act; this test lets React schedule as a page does. */
const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe("a cell drawn with its block's new quotes", () => {
  it('shows its price in the first paint, not a dash first, and goes empty alike', async () => {
    const actEnvironment = reactTest.IS_REACT_ACT_ENVIRONMENT;
    reactTest.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    const root = createRoot(container);
    const paint = (keys: string[], quotes: [string, CellQuote][]) =>
      new Promise<string[]>((resolve) => {
        const read = () =>
          resolve(Array.from(container.children, (cell) => cell.textContent ?? ''));
        startTransition(() =>
          root.render(
            <>
              <Block keys={keys} quotes={quotes} />
              <PaintedAfter onPaint={read} />
            </>,
          ),
        );
      });
    try {
      expect(await paint(['a'], [['a', quote(2)]])).toEqual(['2৳200']);
      expect(
        await paint(
          ['a', 'b'],
          [
            ['a', quote(2)],
            ['b', quote(3)],
          ],
        ),
      ).toEqual(['2৳200', '3৳300']);
      expect(await paint(['a', 'b'], [['a', quote(2)]])).toEqual(['2৳200', '–No price']);
    } finally {
      flushSync(() => root.unmount());
      reactTest.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});

describe('createQuoteBoard', () => {
  it('tells only the cells whose figures changed, came or went', () => {
    const board = createQuoteBoard(
      new Map([
        ['a', quote(1.5)],
        ['b', quote(2)],
      ]),
    );
    const heard: string[] = [];
    const offA = board.subscribe('a', () => heard.push('a'));
    board.subscribe('b', () => heard.push('b'));
    board.subscribe('c', () => heard.push('c'));
    board.write(
      new Map([
        ['a', quote(1.5)],
        ['b', quote(2, { detail: '৳1' })],
        ['c', quote(4)],
      ]),
    );
    expect(heard).toEqual(['b', 'c']);
    heard.length = 0;
    offA();
    board.write(new Map([['b', quote(2, { detail: '৳1' })]]));
    expect(heard).toEqual(['c']);
    expect(board.get('a')).toBeUndefined();
  });
});
