/** The records' shared states: the 'No Data' view and a failed load with its retry. */
import { CircleAlert, Inbox } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';

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
  isRetrying,
  onRetry,
}: {
  message: string;
  isRetrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="empty-state" role="alert">
      <CircleAlert size={40} aria-hidden="true" />
      <p>{message}</p>
      <Button variant="ghost" size="sm" isBusy={isRetrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
