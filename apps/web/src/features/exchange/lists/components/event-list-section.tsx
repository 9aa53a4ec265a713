/**
 * A titled group of one sport's matches (a sport on In-Play or on /exchange, In-Play or Upcoming
 * on a sport's page), each row with its pin or its prices, and the group's waiting, failed and
 * empty states from the list.
 */
import type { SportsEventListItem } from '@khela/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import type { SportEventList } from '../api/use-sports-event-lists';
import { EventRow, type EventRowPin } from './event-row';
import { ListSection } from './list-section';

export function EventListSection({
  title,
  list,
  events,
  emptyText,
  previousPath,
  nowMs,
  pinOf,
  pricesOf,
}: {
  title: string;
  /** The list the matches come from; undefined until it is asked for. */
  list: SportEventList | undefined;
  /** The matches of this group, undefined while the list is not read. */
  events: SportsEventListItem[] | undefined;
  emptyText: string;
  previousPath: string;
  nowMs: number;
  pinOf?: (event: SportsEventListItem) => EventRowPin;
  /** The row's Match Odds prices, where the list shows them. */
  pricesOf?: (event: SportsEventListItem) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ListSection
      title={title}
      count={events?.length}
      isPending={list?.isPending ?? true}
      failedText={list?.isError ? t('exchangeLists.loadFailed') : undefined}
      onRetry={list?.refetch}
      emptyText={emptyText}
    >
      {events?.map((event) => (
        <EventRow
          key={event.MarketId}
          event={event}
          previousPath={previousPath}
          nowMs={nowMs}
          pin={pinOf?.(event)}
          prices={pricesOf?.(event)}
        />
      ))}
    </ListSection>
  );
}
