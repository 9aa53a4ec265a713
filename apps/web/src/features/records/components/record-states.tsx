/** The records' shared states: the 'No Data' view and a failed load with its retry. */
import { CircleAlert, Inbox } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RetryButton, type Refetchable } from '../../../shared/ui/retry-button';

export function RecordNoData() {
  const { t } = useTranslation();
  return (
    <div className="empty-state">
      <Inbox size={40} aria-hidden="true" />
      <p>{t('records.noData')}</p>
    </div>
  );
}

export function RecordLoadFailed({
  message,
  query,
}: {
  message: string;
  /** The read that failed, fetched again by Retry. */
  query: Refetchable;
}) {
  return (
    <div className="empty-state" role="alert">
      <CircleAlert size={40} aria-hidden="true" />
      <p>{message}</p>
      <RetryButton query={query} />
    </div>
  );
}
