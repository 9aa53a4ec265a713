/**
 * The transaction record's filter panel ([contract: Screens]): Status, Payment Type and Date, each a
 * single choice. Choices are a draft until Confirm applies them; Back closes without applying.
 */
import {
  recordDateRanges,
  transactionStatusFilters,
  transactionTypeFilters,
} from '@khela/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import type { TransactionFilters } from '../transaction-list';
import { useRecordsText } from '../records-text';
import { RecordChoiceGroup as ChoiceGroup } from './record-choice-group';

function FilterChoices({
  initial,
  onBack,
  onConfirm,
}: {
  initial: TransactionFilters;
  onBack: () => void;
  onConfirm: (filters: TransactionFilters) => void;
}) {
  const { t } = useTranslation();
  const text = useRecordsText();
  const groupId = useId();
  const [draft, setDraft] = useState(initial);
  return (
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
        choices={recordDateRanges.map((range) => ({ value: range, label: text.dateRange(range) }))}
        selected={draft.range}
        onSelect={(range) => setDraft({ ...draft, range })}
      />
      <div className="record-filter__actions">
        <Button variant="ghost" onClick={onBack}>
          {t('records.transactions.back')}
        </Button>
        <Button onClick={() => onConfirm(draft)}>{t('records.transactions.confirm')}</Button>
      </div>
    </>
  );
}

export function TransactionFilterPanel({
  isOpen,
  filters,
  onClose,
  onConfirm,
}: {
  isOpen: boolean;
  filters: TransactionFilters;
  onClose: () => void;
  onConfirm: (filters: TransactionFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('records.transactions.filterTitle')}>
      {/* Mounted only while open, so each opening starts from the applied filters. */}
      {isOpen ? (
        <div className="record-filter stack-4">
          <FilterChoices
            initial={filters}
            onBack={onClose}
            onConfirm={(next) => {
              onConfirm(next);
              onClose();
            }}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
