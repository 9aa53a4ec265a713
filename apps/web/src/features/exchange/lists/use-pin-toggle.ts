/** Pinning from a list: the pins, a toggle, and the sentence that says what happened. */
import type { SportsEventListItem } from '@khela/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import {
  MULTI_MARKETS_MAX,
  togglePin,
  useMultiMarketPins,
  type MultiMarketPin,
} from './multi-market-pins';
import type { EventRowPin } from './components/event-row';

export interface PinNotice {
  text: string;
  isWarning: boolean;
}

/** Long enough to read a sentence; the state of the pin itself stays on its button. */
const NOTICE_MS = 4_000;

export function usePinToggle() {
  const { t } = useTranslation();
  const format = useFormat();
  const pins = useMultiMarketPins();
  const [notice, setNotice] = useState<PinNotice | undefined>();
  useEffect(() => {
    if (notice === undefined) return undefined;
    const timer = setTimeout(() => setNotice(undefined), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const toggle = (pin: MultiMarketPin) => {
    const change = togglePin(pin);
    if (change === 'full') {
      setNotice({
        text: t('exchangeLists.pinsFull', { max: format.number(MULTI_MARKETS_MAX) }),
        isWarning: true,
      });
      return;
    }
    setNotice({
      text:
        change === 'added'
          ? t('exchangeLists.pinned', { event: pin.event })
          : t('exchangeLists.unpinned', { event: pin.event }),
      isWarning: false,
    });
  };
  const isPinned = (marketId: string) => pins.some((pin) => pin.marketId === marketId);
  /** A list row's pin: whether its match is pinned, and the toggle. */
  const pinOf = (event: SportsEventListItem): EventRowPin => ({
    isPinned: isPinned(event.MarketId),
    onToggle: () =>
      toggle({
        marketId: event.MarketId,
        eventId: event.EventId,
        sport: event.sport,
        event: event.Event,
      }),
  });
  return { pins, toggle, isPinned, pinOf, notice };
}
