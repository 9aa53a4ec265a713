/**
 * Betting record (/betting-record, [contract: Screens]): tabs Settled and Exchange over one answer,
 * filtered by Platform, Game Type and Date (Today by default) through the filter panel. Settled
 * rows group by day, platform and game type and drill into their bets; an exchange bet opens its
 * details popup.
 */
import type { ExchangeRecord } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Skeleton } from '../../../shared/ui/loaders';
import { useBettingRecord } from '../api/get-betting-record';
import {
  defaultBettingFilters,
  distinctValues,
  filterExchangeBets,
  filterGameBets,
  groupGameBets,
  type BettingFilters,
} from '../betting-record-list';
import { BettingFilterPanel } from '../components/betting-filter-panel';
import { ExchangeBets, ExchangeDetailDialog } from '../components/betting-exchange';
import { SettledGroupDetail, SettledGroups } from '../components/betting-settled';
import { RecordHeading, RecordTabs, RecordToolbar } from '../components/record-layout';
import { RecordLoadFailed, RecordNoData } from '../components/record-states';
import './records.css';
import './betting-record.css';

const bettingTabs = ['settled', 'exchange'] as const;
type BettingTab = (typeof bettingTabs)[number];

function BettingSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="record-days stack-4" role="status" aria-label={t('records.betting.loading')}>
      <Skeleton width={96} height={16} />
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} height={40} />
      ))}
    </div>
  );
}

export function BettingRecordScreen() {
  const { t } = useTranslation();
  const record = useBettingRecord();
  const [tab, setTab] = useState<BettingTab>('settled');
  const [filters, setFilters] = useState<BettingFilters>(defaultBettingFilters);
  const [isFilterOpen, setIsFilterOpen] = useState(false);
  const [openGroupKey, setOpenGroupKey] = useState<string>();
  const [openExchange, setOpenExchange] = useState<ExchangeRecord>();

  const data = record.data;
  const platforms = distinctValues(data?.settled.map((bet) => bet.platform) ?? []);
  const gameTypes = distinctValues([
    ...(data?.settled.map((bet) => bet.game_type) ?? []),
    ...(data?.exchange.map((bet) => bet.game_type) ?? []),
  ]);

  let content;
  if (record.isPending) {
    content = <BettingSkeleton />;
  } else if (record.isError) {
    content = <RecordLoadFailed message={t('records.betting.loadFailed')} query={record} />;
  } else if (tab === 'settled') {
    // The date filter is measured from the moment the answer arrived, so it matches the list.
    const groups = groupGameBets(
      filterGameBets(record.data.settled, filters, record.dataUpdatedAt),
    );
    const openGroup = groups.find((group) => group.key === openGroupKey);
    if (openGroup) {
      content = <SettledGroupDetail group={openGroup} onBack={() => setOpenGroupKey(undefined)} />;
    } else {
      content =
        groups.length === 0 ? (
          <RecordNoData />
        ) : (
          <SettledGroups groups={groups} onOpen={(group) => setOpenGroupKey(group.key)} />
        );
    }
  } else {
    const bets = filterExchangeBets(record.data.exchange, filters, record.dataUpdatedAt);
    content =
      bets.length === 0 ? (
        <RecordNoData />
      ) : (
        <ExchangeBets records={bets} onOpen={setOpenExchange} />
      );
  }

  return (
    <div className="screen-body">
      <RecordHeading title={t('records.betting.title')} />
      <RecordTabs
        idPrefix="betting-record"
        tabs={bettingTabs}
        selected={tab}
        onSelect={(next) => {
          setTab(next);
          setOpenGroupKey(undefined);
        }}
        label={t('records.betting.tabsLabel')}
        labelOf={(tab) => t(`records.betting.tabs.${tab}`)}
        toolbar={
          <RecordToolbar
            filters={[
              [t('records.betting.platform'), filters.platform ?? t('records.betting.all')],
              [t('records.betting.gameType'), filters.gameType ?? t('records.betting.all')],
              [t('records.betting.date'), t(`records.transactions.dateRanges.${filters.range}`)],
            ]}
            filterLabel={t('records.betting.filter')}
            onFilter={() => setIsFilterOpen(true)}
          />
        }
        isBusy={record.isPending}
      >
        {content}
      </RecordTabs>
      <BettingFilterPanel
        isOpen={isFilterOpen}
        filters={filters}
        platforms={platforms}
        gameTypes={gameTypes}
        onClose={() => setIsFilterOpen(false)}
        onConfirm={(next) => {
          setFilters(next);
          setOpenGroupKey(undefined);
        }}
      />
      <ExchangeDetailDialog record={openExchange} onClose={() => setOpenExchange(undefined)} />
    </div>
  );
}
