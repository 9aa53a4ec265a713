/**
 * /exchange-multi (the spec shows no content; docs/decisions.md, Exchange lists): the Match Odds
 * markets pinned on In-Play or Sports, live. All pins are read in one call every 300 ms, the odds
 * view's pace. With nothing pinned, it explains how to pin and links to In-Play.
 */
import { useQuery } from '@tanstack/react-query';
import { Pin } from 'lucide-react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { useFormat } from '../../../../shared/format/use-format';
import { Skeleton } from '../../../../shared/ui/loaders';
import { RetryNote } from '../../../../shared/ui/retry-note';
import { EXCHANGE_POLL_MS } from '../../api/query-keys';
import '../../exchange.css';
import { matchOddsBatchQueryOptions } from '../api/get-match-odds-batch';
import { MultiMarketCard } from '../components/multi-market-card';
import '../exchange-lists.css';
import { MULTI_MARKETS_MAX, removePin, useMultiMarketPins } from '../multi-market-pins';
import { useNow } from '../use-now';
import { paths } from '../../../../shared/routing/paths';

export function ExchangeMultiScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const location = useLocation();
  const nowMs = useNow();
  const pins = useMultiMarketPins();
  const markets = useQuery(
    matchOddsBatchQueryOptions(
      pins.map((pin) => pin.marketId),
      EXCHANGE_POLL_MS,
    ),
  );
  const marketById = new Map(markets.data?.map((market) => [market.marketId, market]));
  const previousPath = `${location.pathname}${location.search}`;
  const max = format.number(MULTI_MARKETS_MAX);

  return (
    <div className="exchange-lists stack-3">
      <h1 className="exchange-lists__title">{t('exchangeLists.multiTitle')}</h1>
      {pins.length === 0 ? (
        <div className="multi-empty stack-2">
          <Pin size={32} aria-hidden="true" />
          <h2 className="multi-empty__title">{t('exchangeLists.multi.emptyTitle')}</h2>
          <p>{t('exchangeLists.multi.emptyBody', { max })}</p>
          <Link className="multi-empty__link" to={paths.exchangeInplay.getHref()}>
            {t('exchangeLists.multi.emptyLink')}
          </Link>
        </div>
      ) : (
        <>
          <p className="exchange-lists__intro text-muted-sm">
            {t('exchangeLists.multi.intro', { count: format.number(pins.length), max })}
          </p>
          {markets.isPending ? (
            <div className="list-section__waiting stack-2" role="status">
              <span className="visually-hidden">{t('exchangeLists.multi.loading')}</span>
              {pins.map((pin) => (
                <Skeleton key={pin.marketId} height={160} radius="var(--radius-md)" />
              ))}
            </div>
          ) : markets.isError && markets.data === undefined ? (
            <RetryNote
              message={t('exchangeLists.multi.failed')}
              onRetry={() => void markets.refetch()}
            />
          ) : (
            <>
              {markets.isError ? (
                <p className="notice notice--error" role="alert">
                  {t('exchangeLists.multi.refreshFailed')}
                </p>
              ) : null}
              <ul className="multi-list plain-list stack-2">
                {pins.map((pin) => (
                  <MultiMarketCard
                    key={pin.marketId}
                    pin={pin}
                    market={marketById.get(pin.marketId)}
                    previousPath={previousPath}
                    nowMs={nowMs}
                    isWaiting={markets.isPlaceholderData}
                    onUnpin={() => removePin(pin.marketId)}
                  />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
}
