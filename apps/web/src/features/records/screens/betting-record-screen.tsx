/**
 * Betting record (/betting-record, [contract: Screens]): tabs Settled and Exchange over one answer,
 * filtered by Platform, Game Type and Date (Today by default) through the filter panel. Settled
 * rows group by day, platform and game type and drill into their bets; an exchange bet opens its
 * details popup.
 */
import type { ExchangeRecord } from '@khela/contract';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/loaders';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
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
import { RecordLoadFailed, RecordNoData } from '../components/record-states';
import './records.css';
import './betting-record.css';
import { paths } from '../../../shared/routing/paths';
import { SegmentedTabs } from '../../../shared/ui/segmented-tabs';

const bettingTabs = ['settled', 'exchange'] as const;
type BettingTab = (typeof bettingTabs)[number];
const PANEL_ID = 'betting-record-panel';
const tabId = (tab: BettingTab) => `betting-record-tab-${tab}`;

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
    content = (
      <RecordLoadFailed
        message={t('records.betting.loadFailed')}
        isRetrying={record.isFetching}
        onRetry={() => void record.refetch()}
      />
    );
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
      <ScreenHeading
        title={t('records.betting.title')}
        backHref={paths.account.getHref()}
        backLabel={t('records.backToAccount')}
      />
      <SegmentedTabs
        tabs={bettingTabs}
        selected={tab}
        onSelect={(next) => {
          setTab(next);
          setOpenGroupKey(undefined);
        }}
        label={t('records.betting.tabsLabel')}
        labelOf={(tab) => t(`records.betting.tabs.${tab}`)}
        tabId={tabId}
        panelId={PANEL_ID}
      />
      <div className="record-toolbar row-2">
        <p className="record-toolbar__summary">
          <span className="visually-hidden">{t('records.transactions.activeFilters')}: </span>
          <span className="record-chip text-muted-xs">
            {t('records.betting.platform')}: {filters.platform ?? t('records.betting.all')}
          </span>
          <span className="record-chip text-muted-xs">
            {t('records.betting.gameType')}: {filters.gameType ?? t('records.betting.all')}
          </span>
          <span className="record-chip text-muted-xs">
            {t('records.betting.date')}: {t(`records.transactions.dateRanges.${filters.range}`)}
          </span>
        </p>
        <Button
          variant="ghost"
          size="sm"
          icon={<SlidersHorizontal size={18} aria-hidden="true" />}
          onClick={() => setIsFilterOpen(true)}
        >
          {t('records.betting.filter')}
        </Button>
      </div>
      <section
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(tab)}
        aria-busy={record.isPending || undefined}
      >
        {content}
      </section>
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
