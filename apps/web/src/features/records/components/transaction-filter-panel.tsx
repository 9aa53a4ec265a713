/**
 * The transaction record's filter panel ([contract: Screens]): Status, Payment Type and Date, each a
 * single choice. Choices are a draft until Confirm applies them; Back closes without applying.
 */
import {
  recordDateRanges,
  transactionStatusFilters,
  transactionTypeFilters,
} from '@khela/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TransactionFilters } from '../transaction-list';
import { useRecordsText } from '../records-text';
import { RecordChoiceGroup as ChoiceGroup } from './record-choice-group';
import { RecordFilterDialog, type FilterPanelProps } from './record-filter-dialog';

export function TransactionFilterPanel(props: FilterPanelProps<TransactionFilters>) {
  const { t } = useTranslation();
  const text = useRecordsText();
  return (
    <RecordFilterDialog
      {...props}
      title={t('records.transactions.filterTitle')}
      choices={(draft, setDraft, groupId) => (
        <>
          <ChoiceGroup
            legend={t('records.transactions.status')}
            name={`${groupId}-status`}
            choices={transactionStatusFilters.map((filter) => ({
              value: filter.key,
              label: text.statusFilter(filter.key),
            }))}
            selected={draft.statusKey}
            onSelect={(statusKey) => setDraft({ ...draft, statusKey })}
          />
          <ChoiceGroup
            legend={t('records.transactions.paymentType')}
            name={`${groupId}-type`}
            choices={transactionTypeFilters.map((filter) => ({
              value: filter.action,
              label: text.typeFilter(filter.action),
            }))}
            selected={draft.action}
            onSelect={(action) => setDraft({ ...draft, action })}
          />
          <ChoiceGroup
            legend={t('records.transactions.date')}
            name={`${groupId}-date`}
            choices={recordDateRanges.map((range) => ({
              value: range,
              label: text.dateRange(range),
            }))}
            selected={draft.range}
            onSelect={(range) => setDraft({ ...draft, range })}
          />
        </>
      )}
    />
  );
}
