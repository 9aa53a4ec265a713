/**
 * The betting record's Settled tab: groups by day, platform and game type with their turnover and
 * profit or loss; the arrow opens one group's bets with a summary, and a back arrow leaves it.
 */
import { truncateGameName, gameBetProfitLossTaka } from '@khela/contract';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import type { GameBetGroup } from '../betting-record-list';

/** A loss reads red and in brackets; a profit or nothing reads plain. */
export function ProfitLoss({ taka }: { taka: number }) {
  const format = useFormat();
  return taka < 0 ? (
    <span className="betting-amount betting-amount--loss">({format.taka(Math.abs(taka))})</span>
  ) : (
    <span className="betting-amount">{format.taka(taka)}</span>
  );
}

export function SettledGroups({
  groups,
  onOpen,
}: {
  groups: readonly GameBetGroup[];
  onOpen: (group: GameBetGroup) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const days = [...new Set(groups.map((group) => group.day))];
  return (
    <div className="record-days stack-4">
      {days.map((day) => (
        <section key={day} aria-labelledby={`betting-day-${day}`}>
          <h2 id={`betting-day-${day}`} className="record-day__title text-muted-sm">
            {format.date(`${day}T00:00:00+06:00`)}
          </h2>
          <table className="betting-table box">
            <thead>
              <tr>
                <th scope="col">{t('records.betting.platform')}</th>
                <th scope="col">{t('records.betting.gameType')}</th>
                <th scope="col">{t('records.betting.turnover')}</th>
                <th scope="col">{t('records.betting.profitLoss')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('records.betting.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {groups
                .filter((group) => group.day === day)
                .map((group) => (
                  <tr key={group.key}>
                    <td>{group.platform}</td>
                    <td>{group.gameType}</td>
                    <td className="betting-table__number">{format.taka(group.turnover)}</td>
                    <td className="betting-table__number">
                      <ProfitLoss taka={group.profitLoss} />
                    </td>
                    <td>
                      <button
                        type="button"
                        className="betting-table__open inline-center"
                        aria-label={t('records.betting.openGroup', {
                          platform: group.platform,
                          gameType: group.gameType,
                        })}
                        onClick={() => onOpen(group)}
                      >
                        <ChevronRight size={18} aria-hidden="true" />
                      </button>
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

export function SettledGroupDetail({ group, onBack }: { group: GameBetGroup; onBack: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="betting-detail stack-3" aria-labelledby="betting-detail-title">
      <div className="betting-detail__head row-2">
        <button
          type="button"
          className="betting-detail__back inline-center"
          aria-label={t('records.betting.backToGroups')}
          onClick={onBack}
        >
          <ArrowLeft size={20} aria-hidden="true" />
        </button>
        <h2 id="betting-detail-title" className="record-day__title text-muted-sm">
          {format.date(`${group.day}T00:00:00+06:00`)}
        </h2>
      </div>
      <dl className="betting-summary">
        <div>
          <dt>{t('records.betting.platform')}</dt>
          <dd>{group.platform}</dd>
        </div>
        <div>
          <dt>{t('records.betting.gameType')}</dt>
          <dd>{group.gameType}</dd>
        </div>
        <div>
          <dt>{t('records.betting.turnover')}</dt>
          <dd>{format.taka(group.turnover)}</dd>
        </div>
        <div>
          <dt>{t('records.betting.profitLoss')}</dt>
          <dd>
            <ProfitLoss taka={group.profitLoss} />
          </dd>
        </div>
      </dl>
      <ul className="list-card">
        {group.records.map((record) => {
          const result = gameBetProfitLossTaka(record);
          return (
            <li key={record.id} className="record-row betting-bet">
              <span className="record-row__main">
                <span className="record-row__action">{truncateGameName(record.game_name)}</span>
                <span className="record-row__time text-faint-xs">
                  {record.platform} · {format.time(record.created_at)}
                </span>
              </span>
              <span className="record-row__side">
                <span className="betting-bet__line">
                  {t('records.betting.bet')}: {format.taka(record.bet_amount)}
                </span>
                <span
                  className={result < 0 ? 'betting-amount betting-amount--loss' : 'betting-amount'}
                >
                  {result < 0 ? t('records.betting.loss') : t('records.betting.profit')}:{' '}
                  {format.taka(Math.abs(result))}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
