/**
 * A short "could not load" line with a Retry button, announced to screen readers. It wears the
 * shared error notice (notice.css, loaded with the global styles) unless the caller gives it a look
 * of its own.
 */
import { CircleAlert } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';

export function RetryNote({
  message,
  onRetry,
  className = 'notice notice--error',
  retryClassName = 'notice__retry',
}: {
  message: string;
  onRetry: () => void;
  className?: string;
  retryClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className} role="alert">
      <CircleAlert size={18} aria-hidden="true" />
      <span>{message}</span>
      <button type="button" className={retryClassName} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
