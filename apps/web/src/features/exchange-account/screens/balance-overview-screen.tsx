/**
 * /exchange-account/balance-overview: Main balance and Exposure, then the exchange's money
 * movements through Main (exposure held and released, settlements, commission), newest first,
 * each with the balance right after it.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { readRemoteId } from '../../../shared/session/session-store';
import { balanceOverviewQueryOptions } from '../api/account-queries';
import { AccountPage } from '../components/account-page';
import { Pager } from '../components/pager';
import { EmptyState, QueryStates } from '../components/query-states';
import { SignedAmount } from '../components/signed-amount';

export function BalanceOverviewScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const movementsTitleId = useId();
  const [page, setPage] = useState(1);
  const overview = useQuery(balanceOverviewQueryOptions(readRemoteId() ?? 0, page));
  return (
    <AccountPage title={t('exchangeAccount.menu.balanceOverview')}>
      <QueryStates query={overview}>
        {(answer) => (
          <>
            <dl className="exchange-account__figures">
              <div>
                <dt>{t('exchangeAccount.balance.main')}</dt>
                <dd>{format.taka(answer.balance)}</dd>
              </div>
              <div>
                <dt>{t('exchangeAccount.balance.exposure')}</dt>
                <dd>{format.taka(answer.exposure)}</dd>
              </div>
            </dl>
            <h2 id={movementsTitleId} className="exchange-account__section-title">
              {t('exchangeAccount.balance.movements')}
            </h2>
            {answer.data.length === 0 ? (
              <EmptyState title={t('exchangeAccount.balance.empty')} />
            ) : (
              <ul
                className="exchange-account__movements"
                aria-labelledby={movementsTitleId}
                aria-busy={overview.isPlaceholderData}
              >
                {answer.data.map((movement) => (
                  <li key={movement.id} className="exchange-account__movement stack-1">
                    <div className="exchange-account__movement-main">
                      <span className="exchange-account__movement-kind">
                        {t(`exchangeAccount.balance.kinds.${movement.kind}`)}
                      </span>
                      <SignedAmount amount={movement.amount} />
                    </div>
                    {movement.event_name ? (
                      <p className="exchange-account__market text-muted-xs">
                        {movement.event_name} · {movement.market_name}
                      </p>
                    ) : null}
                    <div className="exchange-account__movement-meta text-faint-xs">
                      <span>{format.dateTime(movement.created_at)}</span>
                      <span>
                        {t('exchangeAccount.balance.balanceAfter')}{' '}
                        {format.taka(movement.balance_after)}
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <Pager page={page} answer={answer} isLoading={overview.isFetching} onPage={setPage} />
          </>
        )}
      </QueryStates>
    </AccountPage>
  );
}
