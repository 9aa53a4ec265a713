/**
 * The records' labels in the chosen language. The contract holds the English words (filter
 * labels, status tags, 'No Data'); the English texts equal them, which records-text.test.ts proves.
 */
import {
  transactionStatusByKey,
  type RecordDateRange,
  type TransactionAction,
  type TransactionStatusKey,
} from '@khela/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { TypeFilterAction } from './transaction-list';

const statusFilterKeys = { pending: 'pending', success: 'success', fail: 'fail' } as const;
const tagKeys = { pending: 'processing', success: 'success', fail: 'fail' } as const;
const typeFilterKeys = { deposit: 'deposit', withdraw: 'withdrawal' } as const;

export function useRecordsText() {
  const { t } = useTranslation();
  return {
    statusFilter: (key: TransactionStatusKey | null) =>
      key === null
        ? t('records.transactions.statusFilters.all')
        : t(`records.transactions.statusFilters.${statusFilterKeys[transactionStatusByKey[key]]}`),
    typeFilter: (action: TypeFilterAction) =>
      action === null
        ? t('records.transactions.typeFilters.all')
        : t(`records.transactions.typeFilters.${typeFilterKeys[action]}`),
    dateRange: (range: RecordDateRange) => t(`records.transactions.dateRanges.${range}`),
    tag: (key: TransactionStatusKey) =>
      t(`records.transactions.tags.${tagKeys[transactionStatusByKey[key]]}`),
    action: (action: TransactionAction) => t(`records.transactions.actions.${action}`),
  };
}
