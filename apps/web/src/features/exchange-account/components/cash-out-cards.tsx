/**
 * My Bets' "Cash out" section: a card per market where the member holds matched bets (Match Odds
 * and Bookmaker, newest first), each the odds view's cash-out panel under the event's and the
 * market's names. Read every 5 s with the open bets; nothing shows when no market has a position,
 * so the open bets' own empty state speaks for the page.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CashOutPanel } from '../../../shared/exchange/cash-out-panel';
import { cashOutListQueryOptions } from '../../../shared/exchange/cash-out-queries';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { DotLoader } from '../../../shared/ui/loaders';
import { RetryButton } from '../../../shared/ui/retry-button';

const CASH_OUT_POLL_MS = 5_000;

export function CashOutCards({ remoteId }: { remoteId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(cashOutListQueryOptions(remoteId, CASH_OUT_POLL_MS));
  if (list.isPending) {
    return (
      <div className="exchange-account__cash-outs-loading">
        <DotLoader label={t('exchangeAccount.myBets.cashOutLoading')} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className="exchange-account__notice exchange-account__notice--error row-2" role="alert">
        <span>{t('exchangeAccount.myBets.cashOutFailed')}</span>
        <RetryButton query={list} />
      </div>
    );
  }
  const markets = list.data.markets;
  if (markets.length === 0) return null;
  return (
    <section
      className="stack-2"
      aria-label={t('exchangeAccount.myBets.cashOutTitle')}
      data-testid="my-bets-cash-outs"
    >
      <h2 className="exchange-account__section-title">
        {t('exchangeAccount.myBets.cashOutTitle')}
      </h2>
      {markets.map((market) => (
        <CashOutPanel
          key={market.quote.market_id}
          quote={market.quote}
          title={market.event_name}
          subtitle={t(`exchangeAccount.kinds.${market.quote.kind}`)}
          onCashedOut={async () => {
            // Main, Exposure and the open bets moved with the hedge.
            void queryClient.invalidateQueries({ queryKey: memberQueryKey });
            const after = await list.refetch();
            return after.data?.markets.find(
              (entry) => entry.quote.market_id === market.quote.market_id,
            )?.quote;
          }}
        />
      ))}
    </section>
  );
}
