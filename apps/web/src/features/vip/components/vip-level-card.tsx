/**
 * The VIP level card: the player's real level (not the spec's fixed "level 12, Expert III"), the
 * total VP (from the user data polled every second) and the way to the next level.
 */
import type { VipSummary } from '@khela/contract';
import { Crown } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { Skeleton } from '../../../shared/ui/loaders';
import { useVipLevelName } from '../vip-text';

/** Share of the way from this level's threshold to the next one, 0–100. */
export function levelProgressPercent(summary: VipSummary): number {
  if (!summary.next_level) return 100;
  const span = summary.next_level.min_points - summary.level.min_points;
  const done = summary.lifetime_points - summary.level.min_points;
  return span <= 0 ? 100 : Math.max(0, Math.min(100, Math.floor((done / span) * 100)));
}

export function VipLevelCard({
  summary,
  totalPoints,
}: {
  summary: VipSummary | undefined;
  totalPoints: number | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const levelName = useVipLevelName();
  const progress = summary ? levelProgressPercent(summary) : 0;
  return (
    <section className="panel panel--hero vip-card" aria-labelledby="vip-card-level">
      <div className="vip-card__top row-3">
        <span className="icon-badge vip-card__badge" aria-hidden="true">
          <Crown size={28} />
        </span>
        <div className="vip-card__level stack-1">
          <h2 id="vip-card-level" className="vip-card__level-number text-muted-sm">
            {summary ? (
              t('vip.level', { level: format.number(summary.level.level) })
            ) : (
              <Skeleton width={96} height={22} />
            )}
          </h2>
          <p className="vip-card__level-name" data-testid="vip-level-name">
            {summary ? levelName(summary.level) : <Skeleton width={80} height={18} />}
          </p>
        </div>
      </div>
      <div className="vip-card__points">
        <span className="vip-card__points-label text-muted-sm">{t('vip.totalVp')}</span>
        <strong className="vip-card__points-value" data-testid="vip-total" aria-live="polite">
          {totalPoints === undefined ? (
            <Skeleton width={72} height={28} />
          ) : (
            format.number(totalPoints)
          )}
        </strong>
      </div>
      {summary ? (
        <div className="vip-card__progress stack-2">
          <div
            className="vip-card__bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-label={
              summary.next_level
                ? t('vip.toNextLevel', {
                    points: format.number(summary.points_to_next_level),
                    name: levelName(summary.next_level),
                  })
                : t('vip.topLevel')
            }
          >
            <span className="vip-card__bar-fill" style={{ width: `${progress}%` }} />
          </div>
          <p className="vip-card__next">
            {summary.next_level
              ? t('vip.toNextLevel', {
                  points: format.number(summary.points_to_next_level),
                  name: levelName(summary.next_level),
                })
              : t('vip.topLevel')}
          </p>
          <p className="vip-card__lifetime text-muted-xs">
            {t('vip.lifetimePoints', { points: format.number(summary.lifetime_points) })}
          </p>
        </div>
      ) : null}
    </section>
  );
}
