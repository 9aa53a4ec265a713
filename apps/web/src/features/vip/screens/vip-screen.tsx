/**
 * VIP (/vip, [contract: Screens], [contract: States], [contract: Validation], [contract: Error texts]): the level card, total VP, the Convert VP panel and links
 * to the VIP details and history pages. The user data refreshes every second here; when its VP
 * change (a settlement, a conversion in another tab) the level card is read again.
 */
import { History, ListOrdered } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { LinkRowContent } from '../../../shared/ui/link-row-content';
import { RetryNote } from '../../../shared/ui/retry-note';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useVipSummary } from '../api/get-vip-summary';
import { ConvertPanel } from '../components/convert-panel';
import { VipLevelCard } from '../components/vip-level-card';
import { usePolledUser } from '../use-polled-user';
import './vip.css';
import { paths } from '../../../shared/routing/paths';

export interface VipScreenProps {
  detailsHref: string | undefined;
  historyHref: string | undefined;
}

export function VipScreen({ detailsHref, historyHref }: VipScreenProps) {
  const { t } = useTranslation();
  const user = usePolledUser();
  const summary = useVipSummary();
  const polledPoints = user.data?.vip_coin;
  const summaryPoints = summary.data?.vip_coin;
  const { refetch: refetchSummary, isFetching: isSummaryFetching } = summary;

  useEffect(() => {
    if (polledPoints === undefined || summaryPoints === undefined) return;
    if (polledPoints !== summaryPoints && !isSummaryFetching) void refetchSummary();
  }, [polledPoints, summaryPoints, isSummaryFetching, refetchSummary]);

  const totalPoints = polledPoints ?? summaryPoints;
  const failed = summary.isError && summary.data === undefined;

  return (
    <div className="screen-body">
      <ScreenHeading
        title={t('vip.title')}
        backHref={paths.account.getHref()}
        backLabel={t('vip.backToAccount')}
      />
      {failed ? (
        <RetryNote message={t('vip.loadFailed')} onRetry={() => void summary.refetch()} />
      ) : null}
      <VipLevelCard summary={summary.data} totalPoints={totalPoints} />
      <ConvertPanel availablePoints={totalPoints ?? 0} pointValueTaka={summary.data?.point_value} />
      {detailsHref || historyHref ? (
        <nav className="list-card" aria-label={t('vip.title')}>
          {detailsHref ? (
            <Link className="link-row" to={detailsHref}>
              <LinkRowContent icon={ListOrdered} label={t('vip.detailsLink')} />
            </Link>
          ) : null}
          {historyHref ? (
            <Link className="link-row" to={historyHref}>
              <LinkRowContent icon={History} label={t('vip.historyLink')} />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
