/**
 * /exchange-account/bets-history: settled and voided bets of a period (GMT+6 days), newest first,
 * 20 to a page, with each one's result and profit or loss.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { readRemoteId } from '../../../shared/session/session-store';
import { betsHistoryQueryOptions } from '../api/account-queries';
import { AccountPage } from '../components/account-page';
import { Pager } from '../components/pager';
import { EmptyState, QueryStates } from '../components/query-states';
import { RangePicker } from '../components/range-picker';
import { SettledBetCard } from '../components/settled-bet-card';
import { useRangePage } from './use-range-page';

export function BetsHistoryScreen() {
  const { t } = useTranslation();
  const period = useRangePage();
  const history = useQuery(betsHistoryQueryOptions(readRemoteId() ?? 0, period.range, period.page));
  return (
    <AccountPage title={t('exchangeAccount.menu.betsHistory')}>
      <RangePicker preset={period.preset} range={period.range} onChange={period.choose} />
      <QueryStates query={history}>
        {(answer) =>
          answer.data.length === 0 ? (
            <EmptyState title={t('exchangeAccount.history.empty')} />
          ) : (
            <>
              <div className="exchange-account__list stack-3" aria-busy={history.isPlaceholderData}>
                {answer.data.map((bet) => (
                  <SettledBetCard key={bet.id} bet={bet} />
                ))}
              </div>
              <Pager
                page={period.page}
                answer={answer}
                isLoading={history.isFetching}
                onPage={period.setPage}
              />
            </>
          )
        }
      </QueryStates>
    </AccountPage>
  );
}
