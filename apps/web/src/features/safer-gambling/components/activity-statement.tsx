/** Deposits, withdrawals and net result by month, the last twelve months, newest first (months with nothing left out). */
import { useQuery } from '@tanstack/react-query';
import { useFormat } from '../../../shared/format/use-format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Skeleton } from '../../../shared/ui/loaders';
import { RetryNote } from '../../../shared/ui/retry-note';
import { TitledSection } from '../../../shared/ui/titled-section';
import { activityStatementQuery } from '../api/safer-gambling-calls';

/** A month with no payments and no play: left out, so the table holds only what happened. */
function isQuiet(month: { deposits: number; withdrawals: number; net_result: number }) {
  return month.deposits === 0 && month.withdrawals === 0 && month.net_result === 0;
}

export function ActivityStatement() {
  const { t } = useTranslation();
  const format = useFormat();
  const statement = useQuery(activityStatementQuery());
  const signed = (taka: number) =>
    taka < 0 ? `−${format.taka(-taka)}` : `${taka > 0 ? '+' : ''}${format.taka(taka)}`;
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(format.language === 'bn' ? 'bn-BD' : 'en-GB', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));
  return (
    <TitledSection
      title={t('saferGambling.statement')}
      className="safer-section stack-2"
      titleClassName="safer-section__title"
    >
      <p className="text-muted-sm">{t('saferGambling.statementHint')}</p>
      {statement.isPending ? (
        <Skeleton height={160} />
      ) : statement.isError ? (
        <RetryNote
          message={t('saferGambling.statementFailed')}
          onRetry={() => void statement.refetch()}
        />
      ) : statement.data.months.every(isQuiet) ? (
        <p className="empty-state" data-testid="activity-statement">
          {t('saferGambling.statementEmpty')}
        </p>
      ) : (
        <table className="statement-table" data-testid="activity-statement">
          <thead>
            <tr>
              <th scope="col">{t('saferGambling.month')}</th>
              <th scope="col">{t('saferGambling.deposits')}</th>
              <th scope="col">{t('saferGambling.withdrawals')}</th>
              <th scope="col">{t('saferGambling.netResult')}</th>
            </tr>
          </thead>
          <tbody>
            {statement.data.months
              .filter((month) => !isQuiet(month))
              .map((month) => (
                <tr key={month.month}>
                  <th scope="row">{monthName(month.month)}</th>
                  <td>{format.taka(month.deposits)}</td>
                  <td>{format.taka(month.withdrawals)}</td>
                  <td className={month.net_result < 0 ? 'statement-table__loss' : undefined}>
                    {signed(month.net_result)}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </TitledSection>
  );
}
