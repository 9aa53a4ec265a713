/**
 * Turnover record (/turnover-record, [contract: Screens]): the Active and Completed tabs of the
 * player's turnover tickets; 'No Data' when a tab is empty.
 */
import type { TurnoverStatus } from '@khela/contract';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Skeleton } from '../../../shared/ui/loaders';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useTurnovers } from '../api/get-turnovers';
import { RecordLoadFailed, RecordNoData } from '../components/record-states';
import { TurnoverTicket } from '../components/turnover-ticket';
import { ticketsOfTab, turnoverTabs } from '../turnover-tickets';
import './records.css';
import { paths } from '../../../shared/routing/paths';

const tabId = (tab: TurnoverStatus) => `turnover-tab-${tab}`;
const PANEL_ID = 'turnover-panel';

function TurnoverTabs({
  selected,
  onSelect,
}: {
  selected: TurnoverStatus;
  onSelect: (tab: TurnoverStatus) => void;
}) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<TurnoverStatus, HTMLButtonElement | null>>>({});
  // Two tabs: every arrow key (and Home/End) moves to the other one, as the ARIA tabs pattern asks.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: TurnoverStatus =
      event.key === 'Home'
        ? 'active'
        : event.key === 'End'
          ? 'complete'
          : selected === 'active'
            ? 'complete'
            : 'active';
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div
      className="segmented-tabs"
      role="tablist"
      aria-label={t('records.turnover.tabsLabel')}
      onKeyDown={onKeyDown}
    >
      {turnoverTabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === selected}
          aria-controls={PANEL_ID}
          tabIndex={tab === selected ? 0 : -1}
          className={
            tab === selected
              ? 'segmented-tabs__tab segmented-tabs__tab--selected'
              : 'segmented-tabs__tab'
          }
          onClick={() => onSelect(tab)}
        >
          {t(`records.turnover.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}

function TicketSkeleton() {
  return (
    <div className="panel turnover-ticket" aria-hidden="true">
      <Skeleton width="60%" height={20} />
      <Skeleton width="40%" height={14} />
      <Skeleton height={10} radius="var(--radius-pill)" />
      <Skeleton width="50%" height={14} />
    </div>
  );
}

export function TurnoverRecordScreen() {
  const { t } = useTranslation();
  const turnovers = useTurnovers();
  const [tab, setTab] = useState<TurnoverStatus>('active');

  let content;
  if (turnovers.isPending) {
    content = (
      <div
        className="turnover-list stack-3"
        role="status"
        aria-label={t('records.turnover.loading')}
      >
        <TicketSkeleton />
        <TicketSkeleton />
      </div>
    );
  } else if (turnovers.isError) {
    content = (
      <RecordLoadFailed
        message={t('records.turnover.loadFailed')}
        isRetrying={turnovers.isFetching}
        onRetry={() => void turnovers.refetch()}
      />
    );
  } else {
    const tickets = ticketsOfTab(turnovers.data, tab);
    content =
      tickets.length === 0 ? (
        <RecordNoData />
      ) : (
        <div className="turnover-list stack-3">
          {tickets.map((turnover) => (
            <TurnoverTicket key={turnover.id} turnover={turnover} />
          ))}
        </div>
      );
  }

  return (
    <div className="screen-body">
      <ScreenHeading
        title={t('records.turnover.title')}
        backHref={paths.account.getHref()}
        backLabel={t('records.backToAccount')}
      />
      <TurnoverTabs selected={tab} onSelect={setTab} />
      <section
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(tab)}
        aria-busy={turnovers.isPending || undefined}
      >
        {content}
      </section>
    </div>
  );
}
