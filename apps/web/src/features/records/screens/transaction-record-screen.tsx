/**
 * Transaction record (/transaction-record, [contract: Screens]): deposits, withdrawals and bonuses by
 * day (GMT+6), filtered by Status, Payment Type and Date (Today by default) through the filter
 * panel; a row opens its detail popup.
 */
import type { Transaction } from '@khela/contract';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { Skeleton } from '../../../shared/ui/loaders';
import { useTransactions } from '../../../shared/wallet/get-transactions';
import { RecordHeading, RecordToolbar } from '../components/record-layout';
import { RecordLoadFailed, RecordNoData } from '../components/record-states';
import { TransactionDetailDialog } from '../components/transaction-detail-dialog';
import { TransactionFilterPanel } from '../components/transaction-filter-panel';
import { TransactionStatusTag } from '../components/transaction-status-tag';
import { useRecordsText } from '../records-text';
import {
  defaultTransactionFilters,
  filterTransactions,
  groupByDhakaDay,
  type TransactionFilters,
} from '../transaction-list';
import './records.css';

const SKELETON_ROWS = 4;

function TransactionRow({
  transaction,
  onOpen,
}: {
  transaction: Transaction;
  onOpen: (transaction: Transaction) => void;
}) {
  const format = useFormat();
  const text = useRecordsText();
  return (
    <li>
      <button type="button" className="record-row" onClick={() => onOpen(transaction)}>
        <span className="record-row__main">
          <span className="record-row__action">{text.action(transaction.action)}</span>
          <span className="record-row__time text-faint-xs">
            {format.time(transaction.created_at)}
          </span>
        </span>
        <span className="record-row__side">
          <span className="record-row__amount">{format.taka(transaction.amount)}</span>
          <TransactionStatusTag statusKey={transaction.key} />
        </span>
        <ChevronRight className="record-row__chevron" size={18} aria-hidden="true" />
      </button>
    </li>
  );
}

function TransactionSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="record-days stack-4"
      role="status"
      aria-label={t('records.transactions.loading')}
    >
      <Skeleton width={96} height={16} />
      <div className="list-card">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} className="record-row record-row--skeleton" aria-hidden="true">
            <span className="record-row__main">
              <Skeleton width={90} height={18} />
              <Skeleton width={70} height={14} />
            </span>
            <span className="record-row__side">
              <Skeleton width={80} height={18} />
              <Skeleton width={64} height={20} radius="var(--radius-pill)" />
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}

export function TransactionRecordScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useRecordsText();
  const transactions = useTransactions();
  const [filters, setFilters] = useState<TransactionFilters>(defaultTransactionFilters);
  const [isFilterOpen, setIsFilterOpen] = useState(false);
  const [opened, setOpened] = useState<Transaction>();

  let content;
  if (transactions.isPending) {
    content = <TransactionSkeleton />;
  } else if (transactions.isError) {
    content = (
      <RecordLoadFailed message={t('records.transactions.loadFailed')} query={transactions} />
    );
  } else {
    // The date filter is measured from the moment the answer arrived, so it matches the list.
    const days = groupByDhakaDay(
      filterTransactions(transactions.data, filters, transactions.dataUpdatedAt),
    );
    content =
      days.length === 0 ? (
        <RecordNoData />
      ) : (
        <div className="record-days stack-4">
          {days.map((day) => (
            <section key={day.day} aria-labelledby={`record-day-${day.day}`}>
              <h2 id={`record-day-${day.day}`} className="record-day__title text-muted-sm">
                {format.date(`${day.day}T00:00:00+06:00`)}
              </h2>
              <ul className="list-card">
                {day.transactions.map((transaction) => (
                  <TransactionRow
                    key={transaction.transaction_id}
                    transaction={transaction}
                    onOpen={setOpened}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      );
  }

  return (
    <div className="screen-body">
      <RecordHeading title={t('records.transactions.title')} />
      <RecordToolbar
        filters={[
          [t('records.transactions.status'), text.statusFilter(filters.statusKey)],
          [t('records.transactions.paymentType'), text.typeFilter(filters.action)],
          [t('records.transactions.date'), text.dateRange(filters.range)],
        ]}
        filterLabel={t('records.transactions.filter')}
        onFilter={() => setIsFilterOpen(true)}
      />
      <div aria-busy={transactions.isPending || undefined}>{content}</div>
      <TransactionFilterPanel
        isOpen={isFilterOpen}
        filters={filters}
        onClose={() => setIsFilterOpen(false)}
        onConfirm={setFilters}
      />
      <TransactionDetailDialog transaction={opened} onClose={() => setOpened(undefined)} />
    </div>
  );
}
