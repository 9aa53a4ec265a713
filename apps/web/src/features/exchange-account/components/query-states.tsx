/**
 * The Account pages' waiting, failed and empty states around a read: words for each, a retry on
 * failure, and the rows once they are there (kept while another period or page loads).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DotLoader } from '../../../shared/ui/loaders';
import { useAccountFailure } from '../account-messages';
import { RetryButton } from '../../../shared/ui/retry-button';

export function QueryStates<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation();
  const failure = useAccountFailure();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div className="exchange-account__state stack-2" role="alert">
        <CircleAlert size={36} aria-hidden="true" />
        <p>{failure(query.error, t('exchangeAccount.loadFailed'))}</p>
        <RetryButton query={query} variant="secondary" />
      </div>
    );
  }
  return (
    <div className="exchange-account__state stack-2">
      <DotLoader label={t('exchangeAccount.loading')} />
    </div>
  );
}

export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="exchange-account__state stack-2">
      <Inbox size={36} aria-hidden="true" />
      <p className="exchange-account__state-title">{title}</p>
      {hint ? <p className="exchange-account__state-hint">{hint}</p> : null}
    </div>
  );
}
