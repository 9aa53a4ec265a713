/**
 * The event's live stream (GET /api/exchange/stream/{eventId}), a second connection beside the
 * app's own stream: each `exchange.update` carries the whole picture, which replaces the odds and
 * the event markets in the query cache. Returns whether the stream is open; while it is not, the
 * screen polls as the spec says. Visitors have no token and always poll.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { exchangeEventImageSchema, exchangeStreamEvents } from '@khela/contract';
import { createLiveConnection } from '@khela/client-kit';
import { logError } from '../../shared/log';
import { useSession } from '../../shared/session/session-store';
import { pickEvent } from './api/get-event-markets';
import { eventMarketsQueryKey, matchOddsQueryKey } from './api/query-keys';
import { refreshExchangeFigures } from './shell/exchange-figures';
import { frameCoalescer } from '../../shared/frame-coalescer';
import { tradingSignature } from './trading-signature';

function randomFraction(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

export function useExchangeLive(eventId: string, marketId: string): boolean {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (!token || !eventId) return undefined;
    const connection = createLiveConnection({
      url: `/api/exchange/stream/${encodeURIComponent(eventId)}`,
      fetch: (input, init) => fetch(input, init),
      random: randomFraction,
      log: logError,
    });
    // The picture carries a clock that never goes back; an older one arriving late is dropped.
    let lastClock = -1;
    let lastSignature: string | undefined;
    const apply = (data: unknown) => {
      const parsed = exchangeEventImageSchema.safeParse(data);
      if (!parsed.success) {
        logError('An exchange update did not match the contract', parsed.error);
        return;
      }
      const image = parsed.data;
      if (image.clock < lastClock) return;
      lastClock = image.clock;
      const market =
        image.match_odds.find((item) => item.marketId === marketId) ?? image.match_odds[0];
      if (market) queryClient.setQueryData(matchOddsQueryKey(marketId), market);
      queryClient.setQueryData(eventMarketsQueryKey(eventId), pickEvent(image.event, eventId));
      const signature = tradingSignature(image);
      if (lastSignature !== undefined && signature !== lastSignature) {
        void refreshExchangeFigures(queryClient);
      }
      lastSignature = signature;
    };
    // Each picture is whole, so only the newest one before a frame is drawn matters: the book is
    // read and drawn at most once a frame, however fast the pictures come.
    const frames = frameCoalescer(apply);
    const offUpdate = connection.on(exchangeStreamEvents.update, frames.push);
    const offStatus = connection.onStatus(() => {
      const isNowOpen = connection.status() === 'open';
      setIsOpen(isNowOpen);
      // The stream sends a picture only on the next change: one read now closes the gap since
      // the last poll.
      if (isNowOpen) {
        void queryClient.invalidateQueries({ queryKey: matchOddsQueryKey(marketId) });
        void queryClient.invalidateQueries({ queryKey: eventMarketsQueryKey(eventId) });
      }
    });
    const nudge = () => connection.nudge();
    window.addEventListener('online', nudge);
    connection.start(token);
    return () => {
      offUpdate();
      frames.cancel();
      offStatus();
      window.removeEventListener('online', nudge);
      connection.stop();
      setIsOpen(false);
    };
  }, [token, eventId, marketId, queryClient]);

  return isOpen;
}
