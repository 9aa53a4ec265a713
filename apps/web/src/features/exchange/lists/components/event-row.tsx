/**
 * One match in a list: its name and In-Play badge or start time with the Fancy and BookMaker
 * badges, opening /odds-view; optionally the Match Odds prices under it and a pin on the right.
 */
import type { SportsEventListItem } from '@khela/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { oddsViewLink } from '../odds-view-link';
import { EventStart, MarketBadges } from './event-badges';
import { PinButton } from './pin-button';

export interface EventRowPin {
  isPinned: boolean;
  onToggle: () => void;
}

export function EventRow({
  event,
  previousPath,
  nowMs,
  pin,
  prices,
}: {
  event: SportsEventListItem;
  previousPath: string;
  nowMs: number;
  pin?: EventRowPin | undefined;
  prices?: ReactNode;
}) {
  const link = oddsViewLink(
    { marketId: event.MarketId, eventId: event.EventId, sport: event.sport },
    previousPath,
  );
  return (
    <li className="event-row box" data-testid="event-row">
      <div className="event-row__top row-2">
        <Link className="event-row__main" to={link.to} state={link.state}>
          <span className="event-row__name">{event.Event}</span>
          <span className="event-row__meta">
            <EventStart event={event} nowMs={nowMs} />
            <MarketBadges event={event} />
          </span>
        </Link>
        {pin ? (
          <PinButton event={event.Event} isPinned={pin.isPinned} onToggle={pin.onToggle} />
        ) : null}
      </div>
      {prices}
    </li>
  );
}
