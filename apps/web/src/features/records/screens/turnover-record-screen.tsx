/**
 * Turnover record (/turnover-record, [contract: Screens]): the Active and Completed tabs of the
 * player's turnover tickets; 'No Data' when a tab is empty.
 */
import type { TurnoverStatus } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Skeleton } from '../../../shared/ui/loaders';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useTurnovers } from '../api/get-turnovers';
import { RecordLoadFailed, RecordNoData } from '../components/record-states';
import { TurnoverTicket } from '../components/turnover-ticket';
import { ticketsOfTab, turnoverTabs } from '../turnover-tickets';
import './records.css';
import { paths } from '../../../shared/routing/paths';
import { SegmentedTabs } from '../../../shared/ui/segmented-tabs';

const tabId = (tab: TurnoverStatus) => `turnover-tab-${tab}`;
const PANEL_ID = 'turnover-panel';

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
      <SegmentedTabs
        tabs={turnoverTabs}
        selected={tab}
        onSelect={setTab}
        label={t('records.turnover.tabsLabel')}
        labelOf={(status) => t(`records.turnover.tabs.${status}`)}
        tabId={tabId}
        panelId={PANEL_ID}
      />
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
