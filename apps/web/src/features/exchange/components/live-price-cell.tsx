/**
 * A price cell of the odds view whose figures follow the block's quote board (quote-board.ts):
 * React draws the cell (a button while something is offered, the dashed empty cell otherwise) and
 * draws it again only when it turns empty or offered; the figures, the screen reader's name and
 * the flash of a move are written into it as each picture arrives. Its spans have no children in
 * React's tree, so React never writes over a figure written here.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { BetPick } from '../bet-pick';
import type { CellQuote, QuoteBoard } from '../quote-board';
import { EmptyPriceCell } from './price-cell';
import { flashCell } from './price-flash';

/**
 * Changes the text node in place, as React does: setting `textContent` instead replaces the node,
 * which cost the page twice the time per picture in a profile of the odds view.
 */
function writeText(element: HTMLElement, text: string): void {
  const node = element.firstChild;
  if (node !== null && node === element.lastChild && node.nodeType === Node.TEXT_NODE) {
    node.nodeValue = text;
  } else element.textContent = text;
}

interface LivePriceCellProps {
  board: QuoteBoard;
  cellKey: string;
  tone: 'back' | 'lay';
  onPick: (pick: BetPick) => void;
}

export function LivePriceCell({ board, cellKey, tone, onPick }: LivePriceCellProps) {
  const [isOffered, setIsOffered] = useState(() => board.get(cellKey) !== undefined);
  const button = useRef<HTMLButtonElement>(null);
  const figure = useRef<HTMLSpanElement>(null);
  const detail = useRef<HTMLSpanElement>(null);

  // Subscribed before the frame even while empty: a cell drawn in the same commit as its block's
  // new quotes hears them when the block writes them, and turns offered before the paint.
  useLayoutEffect(() => {
    let drawn: CellQuote | undefined;
    const draw = () => {
      const quote = board.get(cellKey);
      if ((quote !== undefined) !== isOffered) {
        setIsOffered(quote !== undefined);
        return;
      }
      if (!quote || !button.current || !figure.current || !detail.current) return;
      if (drawn?.shown !== quote.shown) writeText(figure.current, quote.shown);
      if (drawn?.detail !== quote.detail) writeText(detail.current, quote.detail);
      if (drawn?.label !== quote.label) button.current.setAttribute('aria-label', quote.label);
      if (drawn !== undefined && quote.price !== drawn.price) {
        flashCell(button.current, quote.price > drawn.price ? 'up' : 'down');
      }
      drawn = quote;
    };
    draw();
    return board.subscribe(cellKey, draw);
  }, [board, cellKey, isOffered]);

  if (!isOffered) {
    return <EmptyPriceCell tone={tone} />;
  }
  return (
    <button
      ref={button}
      type="button"
      className={`price-cell price-cell--${tone}`}
      onClick={() => {
        const pick = board.get(cellKey)?.pick;
        if (pick) onPick(pick);
      }}
    >
      <span ref={figure} className="price-cell__price" />
      <span ref={detail} className="price-cell__detail" />
    </button>
  );
}
