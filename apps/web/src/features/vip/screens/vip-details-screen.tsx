/**
 * VIP details (/vip-details, our route for the spec's "VIP details" page): how points are earned
 * and converted at the operator's current rates, and the operator's level ladder with the
 * player's level.
 */
import { VIP_CONVERT_POINTS_MIN } from '@khela/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { Skeleton } from '../../../shared/ui/loaders';
import { RetryNote } from '../../../shared/ui/retry-note';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useVipLevels } from '../api/get-vip-levels';
import { useVipSummary } from '../api/get-vip-summary';
import { useVipLevelName } from '../vip-text';
import './vip.css';
import { paths } from '../../../shared/routing/paths';
import { TitledSection } from '../../../shared/ui/titled-section';

const STAKE_PER_RATE_TAKA = 100;

export function VipDetailsScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const levelName = useVipLevelName();
  const summary = useVipSummary();
  const levels = useVipLevels();
  const data = summary.data;
  const currentLevel = data?.level.level;

  return (
    <div className="screen-body">
      <ScreenHeading
        title={t('vip.detailsTitle')}
        backHref={paths.vip.getHref()}
        backLabel={t('vip.backToVip')}
      />
      {summary.isError && !data ? (
        <RetryNote message={t('vip.loadFailed')} onRetry={() => void summary.refetch()} />
      ) : null}
      <TitledSection className="panel" titleClassName="panel__title" title={t('vip.howToEarn')}>
        {data ? (
          <ul className="vip-rules text-muted-sm stack-2">
            <li>
              {data.points_per_100_taka > 0
                ? t('vip.earnRule', {
                    stake: format.taka(STAKE_PER_RATE_TAKA),
                    points: format.number(data.points_per_100_taka),
                  })
                : t('vip.earnPaused')}
            </li>
            <li>{t('vip.countRule')}</li>
            <li>
              {data.point_value > 0
                ? t('vip.convertRule', {
                    value: format.taka(data.point_value),
                    minimum: format.number(VIP_CONVERT_POINTS_MIN),
                  })
                : t('vip.convertPaused')}
            </li>
            <li>{t('vip.levelRule')}</li>
          </ul>
        ) : (
          <Skeleton height={72} />
        )}
      </TitledSection>
      <TitledSection className="panel" titleClassName="panel__title" title={t('vip.levelsTitle')}>
        {levels.isError && !levels.data ? (
          <RetryNote message={t('vip.loadFailed')} onRetry={() => void levels.refetch()} />
        ) : !levels.data ? (
          <Skeleton height={240} />
        ) : (
          <table className="vip-levels">
            <thead>
              <tr>
                <th scope="col">{t('vip.levelColumn')}</th>
                <th scope="col" className="vip-levels__number">
                  {t('vip.requirementColumn')}
                </th>
              </tr>
            </thead>
            <tbody>
              {levels.data.map((level) => {
                const isCurrent = level.level === currentLevel;
                return (
                  <tr
                    key={level.level}
                    className={
                      isCurrent ? 'vip-levels__row vip-levels__row--current' : 'vip-levels__row'
                    }
                    aria-current={isCurrent ? 'true' : undefined}
                  >
                    <th scope="row">
                      <span className="vip-levels__level">
                        {t('vip.level', { level: format.number(level.level) })}
                      </span>{' '}
                      {levelName(level)}
                      {isCurrent ? (
                        <span className="vip-levels__tag">{t('vip.current')}</span>
                      ) : null}
                    </th>
                    <td className="vip-levels__number">{format.number(level.min_points)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </TitledSection>
    </div>
  );
}
