/**
 * One price button: blue for back (and Yes), pink for lay (and No). An empty cell stays in place
 * with a dash so the grid never jumps when a price comes or goes; a changed price flashes briefly
 * (green up, red down) in place.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';

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

export function PriceCell({ tone, price, shown, detail, label, onPick }: PriceCellProps) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const flash = usePriceFlash(price);
  if (price === undefined) {
    return (
      <span className={`price-cell price-cell--${tone} price-cell--empty`}>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('exchange.noPrice')}</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`price-cell price-cell--${tone}${flash ? ` price-cell--${flash}` : ''}`}
      aria-label={label}
      onClick={onPick}
    >
      <span className="price-cell__price">{shown ?? toLocalDigits(String(price), language)}</span>
      {detail ? <span className="price-cell__detail">{detail}</span> : null}
    </button>
  );
}

const FLASH_MS = 600;

function usePriceFlash(price: number | undefined): 'up' | 'down' | undefined {
  const previous = useRef(price);
  const [flash, setFlash] = useState<'up' | 'down' | undefined>();
  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    if (before === undefined || price === undefined || before === price) return undefined;
    setFlash(price > before ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(undefined), FLASH_MS);
    return () => clearTimeout(timer);
  }, [price]);
  return flash;
}

export type PriceSide = 'back' | 'lay' | 'yes' | 'no';

interface SidePriceCellProps extends Omit<PriceCellProps, 'tone' | 'label'> {
  side: PriceSide;
  selection: string;
  /** The price as the screen reader names it, when not the price alone (a Fancy line adds its rate). */
  labelPrice?: string;
}

/** A price cell for one side of a selection: Yes shows as back and No as lay. */
export function SidePriceCell({ side, selection, labelPrice, ...cell }: SidePriceCellProps) {
  const { t } = useTranslation();
  const label = t('exchange.priceLabel', {
    side: t(`exchange.sides.${side}`),
    selection,
    price: labelPrice ?? cell.price,
  });
  return (
    <PriceCell {...cell} tone={side === 'back' || side === 'yes' ? 'back' : 'lay'} label={label} />
  );
}
