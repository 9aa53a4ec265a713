/** The status tag of a transaction: Success (green), Fail (red) or Processing (amber). */
import { transactionStatusByKey, type TransactionStatusKey } from '@khela/contract';
import { useRecordsText } from '../records-text';

export function TransactionStatusTag({ statusKey }: { statusKey: TransactionStatusKey }) {
  const text = useRecordsText();
  return (
    <span className={`record-tag record-tag--${transactionStatusByKey[statusKey]}`}>
      {text.tag(statusKey)}
    </span>
  );
}
