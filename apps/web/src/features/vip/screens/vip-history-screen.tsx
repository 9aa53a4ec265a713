/**
 * VIP history (/vip-history, our route for the spec's "VIP history" page): points earned from
 * play and converted to cash, newest first, twenty at a time.
 */
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/loaders';
import { RetryNote } from '../../../shared/ui/retry-note';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useVipHistory } from '../api/get-vip-history';
import './vip.css';
import { paths } from '../../../shared/routing/paths';

export function VipHistoryScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const history = useVipHistory();
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];

  let body;
  if (history.isPending) {
    body = (
      <div className="vip-history plain-list stack-2" aria-busy="true">
        <Skeleton height={64} />
        <Skeleton height={64} />
        <Skeleton height={64} />
      </div>
    );
  } else if (history.isError && entries.length === 0) {
    body = <RetryNote message={t('vip.historyFailed')} onRetry={() => void history.refetch()} />;
  } else if (entries.length === 0) {
    body = <p className="empty-state">{t('vip.noData')}</p>;
  } else {
    body = (
      <ul className="vip-history plain-list stack-2">
        {entries.map((entry) => {
          const earned = entry.kind === 'earned';
          return (
            <li key={entry.id} className="vip-history__row box row-3">
              <span
                className={
                  earned ? 'icon-badge vip-history__icon' : 'icon-badge vip-history__icon--out'
                }
                aria-hidden="true"
              >
                {earned ? <ArrowDownLeft size={18} /> : <ArrowUpRight size={18} />}
              </span>
              <span className="vip-history__what">
                <span className="vip-history__kind">
                  {earned ? t('vip.earned') : t('vip.converted')}
                </span>
                <span className="vip-history__time text-faint-xs">
                  {format.dateTime(entry.created_at)}
                </span>
              </span>
              <span className="vip-history__amounts">
                <strong className={earned ? 'vip-history__points' : 'vip-history__points--out'}>
                  {earned
                    ? t('vip.earnedPoints', { points: format.number(entry.points) })
                    : t('vip.convertedPoints', { points: format.number(entry.points) })}
                </strong>
                {earned ? null : (
                  <span className="vip-history__cash text-muted-xs">
                    {t('vip.convertedAmount', { amount: format.taka(entry.amount) })}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="screen-body">
      <ScreenHeading
        title={t('vip.historyTitle')}
        backHref={paths.vip.getHref()}
        backLabel={t('vip.backToVip')}
      />
      {body}
      {history.hasNextPage ? (
        <Button
          variant="secondary"
          block
          isBusy={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('vip.loadMore')}
        </Button>
      ) : null}
      {history.isError && entries.length > 0 ? (
        <RetryNote message={t('vip.historyFailed')} onRetry={() => void history.fetchNextPage()} />
      ) : null}
    </div>
  );
}
