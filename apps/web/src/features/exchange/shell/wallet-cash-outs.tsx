/**
 * The wallet overlay's cash-outs: each market where the member holds matched bets, with what
 * cashing out would leave now (or why it cannot), and a link to the odds view where the panel
 * takes it. Read each time the overlay opens.
 */
import { useQuery } from '@tanstack/react-query';
import type { CashOutMarket } from '@khela/contract';
import { useLocation } from 'react-router';
import { cashOutListQueryOptions } from '../../../shared/exchange/cash-out-queries';
import { useFormat } from '../../../shared/format/use-format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Skeleton } from '../../../shared/ui/loaders';
import { RetryButton } from '../../../shared/ui/retry-button';
import { oddsViewLink } from '../lists/odds-view-link';

/** Within this many taka a position counts as level (the rounding of its hedge). */
const LEVEL_WITHIN_TAKA = 1;

function isLevel(market: CashOutMarket): boolean {
  const pnls = market.quote.runners.map((runner) => runner.pnl);
  return pnls.length > 0 && Math.max(...pnls) - Math.min(...pnls) <= LEVEL_WITHIN_TAKA;
}

export function WalletCashOuts({
  remoteId,
  isOpen,
  onOpenMarket,
}: {
  remoteId: number;
  isOpen: boolean;
  /** The overlay closes as the odds view opens. */
  onOpenMarket: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const location = useLocation();
  const list = useQuery({ ...cashOutListQueryOptions(remoteId, false), enabled: isOpen });
  const money = (taka: number) => (taka < 0 ? `−${format.taka(-taka)}` : format.taka(taka));
  // The market's kind in the page's language (the stored name is the feed's, in English).
  const kindOf = (market: CashOutMarket) => t(`exchangeAccount.kinds.${market.quote.kind}`);
  const valueOf = (market: CashOutMarket) => {
    const cashOut = market.quote.cash_out;
    if (isLevel(market)) return t('exchange.shell.cashOutLevel');
    return cashOut
      ? t('exchange.shell.cashOutValue', { value: money(cashOut.value) })
      : t('exchange.shell.cashOutUnavailable');
  };

  return (
    <section className="exchange-wallet__cash-outs" data-testid="wallet-cash-outs">
      <h3 className="exchange-wallet__heading">{t('exchange.shell.cashOutTitle')}</h3>
      {list.isPending ? (
        <p role="status" aria-label={t('exchange.shell.cashOutLoading')}>
          <Skeleton width={160} height={16} />
        </p>
      ) : null}
      {list.isError ? (
        <div className="exchange-wallet__failed" role="alert">
          <p>{t('exchange.shell.cashOutFailed')}</p>
          <RetryButton query={list} />
        </div>
      ) : null}
      {list.data?.markets.length === 0 ? (
        <p className="exchange-wallet__empty text-muted-sm">{t('exchange.shell.cashOutNone')}</p>
      ) : null}
      {list.data && list.data.markets.length > 0 ? (
        <ul className="exchange-wallet__markets stack-2">
          {list.data.markets.map((market) => {
            const link = oddsViewLink(
              {
                marketId: market.odds_view_market_id,
                eventId: market.event_id,
                sport: market.sport,
              },
              `${location.pathname}${location.search}`,
            );
            return (
              <li key={market.quote.market_id} className="exchange-wallet__market row-2">
                <div className="exchange-wallet__market-text">
                  <span className="exchange-wallet__event text-clip">{market.event_name}</span>
                  <span className="exchange-wallet__detail text-muted-xs">
                    {kindOf(market)} ·{' '}
                    <span data-testid="wallet-cash-out-value">{valueOf(market)}</span>
                  </span>
                </div>
                <ButtonLink
                  size="sm"
                  variant="secondary"
                  to={link.to}
                  state={link.state}
                  aria-label={t('exchange.shell.cashOutOpenMarket', {
                    event: market.event_name,
                    market: kindOf(market),
                  })}
                  onClick={onOpenMarket}
                >
                  {t('exchange.shell.cashOutOpen')}
                </ButtonLink>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
