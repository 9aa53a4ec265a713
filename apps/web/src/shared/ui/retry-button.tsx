/** Retry under a read that failed: busy while the read runs again. */
import { useTranslation } from '../i18n/use-translation';
import { Button, type ButtonVariant } from './button';

export interface Refetchable {
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export function RetryButton({
  query,
  variant = 'ghost',
}: {
  query: Refetchable;
  variant?: ButtonVariant;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant={variant}
      size="sm"
      isBusy={query.isFetching}
      onClick={() => void query.refetch()}
    >
      {t('common.retry')}
    </Button>
  );
}
