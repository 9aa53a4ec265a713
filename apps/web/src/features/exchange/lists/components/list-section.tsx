/**
 * A titled group of a list (a sport, In-Play, Upcoming) with its waiting, failed and empty states
 * in words, so a group never sits blank.
 */
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useFormat } from '../../../../shared/format/use-format';
import { Skeleton } from '../../../../shared/ui/loaders';
import { RetryNote } from '../../../../shared/ui/retry-note';

export function ListSection({
  title,
  count,
  isPending,
  failedText,
  onRetry,
  emptyText,
  children,
}: {
  title: string;
  count: number | undefined;
  isPending: boolean;
  /** Set when the list could not be read. */
  failedText?: string | undefined;
  onRetry?: () => void;
  /** Shown when the list was read and has nothing to show. */
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  return (
    <section className="list-section stack-2" aria-labelledby={titleId}>
      <h2 className="list-section__title row-2" id={titleId}>
        <span>{title}</span>
        {count !== undefined && count > 0 ? (
          <span className="list-section__count text-muted-xs">{format.number(count)}</span>
        ) : null}
      </h2>
      {isPending ? (
        <div className="list-section__waiting stack-2" role="status">
          <span className="visually-hidden">{t('exchangeLists.loading')}</span>
          <Skeleton height={56} radius="var(--radius-md)" />
          <Skeleton height={56} radius="var(--radius-md)" />
        </div>
      ) : failedText ? (
        <RetryNote message={failedText} onRetry={() => onRetry?.()} />
      ) : count === 0 ? (
        <p className="notice">{emptyText}</p>
      ) : (
        <ul className="list-section__list">{children}</ul>
      )}
    </section>
  );
}
