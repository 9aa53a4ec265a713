// Proves the records' English labels are the contract's words (filters, tags, 'No Data', the
// default method name) and that the Bangla side translates them.
import {
  DEFAULT_TRANSACTION_METHOD_NAME,
  recordDateRangeLabels,
  recordDateRanges,
  recordMessages,
  transactionStatusFilters,
  transactionStatusKeys,
  transactionStatusTags,
  transactionTypeFilters,
} from '@khela/contract';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn } from '../../shared/i18n/bn';
import { en } from '../../shared/i18n/en';
import { i18n } from '../../shared/i18n/i18n';
import { useRecordsText } from './records-text';

describe('records texts', () => {
  it('uses the contract labels in English', async () => {
    await i18n.changeLanguage('en');
    const { result } = renderHook(() => useRecordsText());
    const text = result.current;
    for (const filter of transactionStatusFilters) {
      expect(text.statusFilter(filter.key)).toBe(filter.label);
    }
    for (const filter of transactionTypeFilters) {
      expect(text.typeFilter(filter.action)).toBe(filter.label);
    }
    for (const range of recordDateRanges) {
      expect(text.dateRange(range)).toBe(recordDateRangeLabels[range]);
    }
    for (const key of transactionStatusKeys) {
      expect(text.tag(key)).toBe(transactionStatusTags[key]);
    }
    expect(en.records.noData).toBe(recordMessages.noData);
    expect(en.records.detail.defaultMethod).toBe(DEFAULT_TRANSACTION_METHOD_NAME);
  });

  it('translates them in Bangla', async () => {
    await i18n.changeLanguage('bn');
    const { result } = renderHook(() => useRecordsText());
    expect(result.current.tag('0')).toBe(bn.records.transactions.tags.processing);
    expect(result.current.statusFilter('0')).toBe(bn.records.transactions.statusFilters.pending);
    expect(bn.records.noData).not.toBe(recordMessages.noData);
    await i18n.changeLanguage('en');
  });
});
