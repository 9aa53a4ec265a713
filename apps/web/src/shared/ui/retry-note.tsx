/** A short "could not load" line with a Retry button, announced to screen readers. */
import { CircleAlert } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';

export function RetryNote({
  message,
  onRetry,
  className,
  retryClassName,
  iconSize = 18,
}: {
  message: string;
  onRetry: () => void;
  className: string;
  retryClassName: string;
  iconSize?: number;
}) {
  const { t } = useTranslation();
  return (
    <div className={className} role="alert">
      <CircleAlert size={iconSize} aria-hidden="true" />
      <span>{message}</span>
      <button type="button" className={retryClassName} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
