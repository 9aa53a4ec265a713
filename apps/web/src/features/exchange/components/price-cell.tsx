/**
 * One price button of the event lists (the odds view's cells follow their block's quote board
 * instead: live-price-cell.tsx): blue for back (and Yes), pink for lay (and No). An empty cell
 * stays in place with a dash so the grid never jumps when a price comes or goes; a changed price
 * flashes briefly (green up, red down) in place.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import { endFlashLater } from './price-flash';

interface PriceCellProps {
  tone: 'back' | 'lay';
  /** The big figure: odds, rate or runs line; undefined when nothing is offered. */
  price: number | undefined;
  /** The big figure as it reads, when not the number itself (a Lottery or Odd/Even line). */
  shown?: string | undefined;
  /** The small figure under it: taka available, or the rate under a Fancy line. */
  detail?: string | undefined;
  label: string;
  onPick: () => void;
}

/** The cell where nothing is offered: a dash in place, named for a screen reader. */
export function EmptyPriceCell({ tone }: { tone: 'back' | 'lay' }) {
  const { t } = useTranslation();
  return (
    <span className={`price-cell price-cell--${tone} price-cell--empty`}>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{t('exchange.noPrice')}</span>
    </span>
  );
}

export function PriceCell({ tone, price, shown, detail, label, onPick }: PriceCellProps) {
  const { language } = useFormat();
  const button = useRef<HTMLButtonElement>(null);
  const flash = usePriceFlash(price);
  useEffect(() => {
    if (flash.direction && button.current) endFlashLater(button.current);
  }, [flash]);
  // The count's parity changes the class list at every change, so React writes it again and a
  // flash ended outside React (endFlashLater) starts anew.
  const flashClass = flash.direction
    ? ` price-cell--${flash.direction} price-cell--flash-${flash.count % 2 === 0 ? 'a' : 'b'}`
    : '';
  if (price === undefined) {
    return <EmptyPriceCell tone={tone} />;
  }
  return (
    <button
      ref={button}
      type="button"
      className={`price-cell price-cell--${tone}${flashClass}`}
      aria-label={label}
      onClick={onPick}
    >
      <span className="price-cell__price">{shown ?? toLocalDigits(String(price), language)}</span>
      {detail ? <span className="price-cell__detail">{detail}</span> : null}
    </button>
  );
}

interface Flash {
  price: number | undefined;
  direction: 'up' | 'down' | undefined;
  /** Changes so far. */
  count: number;
}

/**
 * Which way the price last moved, worked out while rendering the new price. An effect setting it
 * and a timer per cell clearing it cost every changed cell two more renders, each timer its own
 * task: at ten odds updates a second on a Fancy book that was most of the script time
 * (docs/performance.md). The flash is ended by endFlashLater instead, outside React.
 */
function usePriceFlash(price: number | undefined): Flash {
  const [flash, setFlash] = useState<Flash>({ price, direction: undefined, count: 0 });
  if (flash.price !== price) {
    const before = flash.price;
    const next: Flash = {
      price,
      direction:
        before === undefined || price === undefined ? undefined : price > before ? 'up' : 'down',
      count: flash.count + 1,
    };
    setFlash(next);
    return next;
  }
  return flash;
}
