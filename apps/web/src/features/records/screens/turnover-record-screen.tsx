/**
 * Turnover record (/turnover-record, [contract: Screens]): the Active and Completed tabs of the
 * player's turnover tickets; 'No Data' when a tab is empty.
 */
import type { TurnoverStatus } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Skeleton } from '../../../shared/ui/loaders';
import { useTurnovers } from '../../../shared/wallet/get-turnovers';
import { RecordHeading, RecordTabs } from '../components/record-layout';
import { RecordLoadFailed, RecordNoData } from '../components/record-states';
import { TurnoverTicket } from '../components/turnover-ticket';
import { ticketsOfTab, turnoverTabs } from '../turnover-tickets';
import './records.css';

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
    content = <RecordLoadFailed message={t('records.turnover.loadFailed')} query={turnovers} />;
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
      <RecordHeading title={t('records.turnover.title')} />
      <RecordTabs
        idPrefix="turnover"
        tabs={turnoverTabs}
        selected={tab}
        onSelect={setTab}
        label={t('records.turnover.tabsLabel')}
        labelOf={(status) => t(`records.turnover.tabs.${status}`)}
        isBusy={turnovers.isPending}
      >
        {content}
      </RecordTabs>
    </div>
  );
}
