/**
 * One event for the trader: its markets (type, state, matched volume, the house's worst case,
 * bets), the chosen market's actions and liability (?market= in the address), and a form to open
 * a Fancy line. Refreshes every 10 seconds while bets come in.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { TradingMarket } from '@khela/contract';
import { formatDateTime, formatTaka } from '../format';
import { FancyLineForm } from './fancy-line-form';
import { LiabilityPanel } from './liability-panel';
import { MarketActions } from './market-actions';
import { getEvent, getLiability } from './trading-api';
import {
  eventStatusLabels,
  fancyTabLabel,
  isLive,
  kindLabels,
  marketStatusLabels,
  resultLabel,
  sportLabels,
} from './trading-labels';
import { LoadState } from '../shell/load-state';
import { actionsColumn, DataTable, nowrapColumn } from '../ui/data-table';
import './trading.css';

const REFRESH_MS = 10_000;

export function EventScreen() {
  const eventId = useParams()['eventId'] ?? '';
  const [params, setParams] = useSearchParams();
  const chosenId = params.get('market');
  const detail = useQuery({
    queryKey: ['trading-event', eventId],
    queryFn: () => getEvent(eventId),
    refetchInterval: REFRESH_MS,
  });
  const back = (
    <Link className="back-link" to="/trading">
      ← Events
    </Link>
  );
  if (detail.isPending || detail.isError) {
    return (
      <section className="screen">
        {back}
        <LoadState query={detail} what="the event" />
      </section>
    );
  }
  const { event, markets } = detail.data;
  const chosen = markets.find((market) => market.market_id === chosenId);
  const choose = (marketId: string) => setParams({ market: marketId });

  return (
    <section className="screen trading-screen" aria-labelledby="event-title">
      {back}
      <div className="screen-head">
        <h1 id="event-title">{event.name}</h1>
        <span className={`pill pill-${event.status}`}>{eventStatusLabels[event.status]}</span>
      </div>
      <p className="faint">
        {sportLabels[event.sport]} · starts {formatDateTime(event.open_date)} (GMT+6) · {event.id}
      </p>

      <h2>Markets</h2>
      <DataTable<TradingMarket>
        label="Markets"
        isBusy={detail.isFetching}
        rows={markets}
        rowKey={(market) => market.market_id}
        isRowSelected={(market) => market.market_id === chosenId}
        empty="This event has no markets yet. Open a Fancy line below."
        columns={[
          {
            header: 'Market',
            cell: (market) => (
              <>
                {market.name}
                {market.line !== null && (
                  <span className="faint trading-id">
                    NO {market.line.no_line} ({market.line.no_rate}) · YES {market.line.yes_line} (
                    {market.line.yes_rate})
                  </span>
                )}
              </>
            ),
          },
          nowrapColumn(
            'Type',
            (market) =>
              kindLabels[market.kind] +
              (market.kind === 'fancy' && market.fancy_type !== 2
                ? ` · ${fancyTabLabel(market.fancy_type)}`
                : ''),
          ),
          nowrapColumn('State', (market) => <MarketState market={market} />),
          nowrapColumn('Matched', (market) => formatTaka(market.matched_volume)),
          {
            header: 'Liability',
            className: (market) => `nowrap ${market.liability > 0 ? 'tone-loss' : ''}`,
            cell: (market) => formatTaka(market.liability),
          },
          nowrapColumn(
            'Bets',
            (market) =>
              `${market.matched_bets}` +
              (market.unmatched_bets > 0 ? ` + ${market.unmatched_bets} unmatched` : ''),
          ),
          actionsColumn(
            (market) => (
              <button
                className="button button-quiet"
                type="button"
                aria-label={`Manage ${market.name}`}
                onClick={() => choose(market.market_id)}
              >
                Manage
              </button>
            ),
            { header: 'Manage', className: 'nowrap' },
          ),
        ]}
      />

      {chosen !== undefined && (
        <MarketPanel key={chosen.market_id} eventId={eventId} market={chosen} />
      )}

      {event.status !== 'closed' && (
        <section className="trading-card" aria-labelledby="open-fancy-title">
          <h2 id="open-fancy-title">Open a Fancy line</h2>
          <FancyLineForm mode="open" eventId={eventId} />
        </section>
      )}
    </section>
  );
}

function MarketState({ market }: { market: TradingMarket }) {
  return (
    <span className="market-state">
      <span className={`pill pill-${market.status}`}>{marketStatusLabels[market.status]}</span>
      {market.held && isLive(market) && <span className="faint"> · held by a trader</span>}
      {market.ball_running && <span className="faint"> · ball running</span>}
      {market.result !== null && <span className="faint"> · {resultLabel(market)}</span>}
    </span>
  );
}

function MarketPanel({ eventId, market }: { eventId: string; market: TradingMarket }) {
  const liability = useQuery({
    queryKey: ['liability', market.market_id],
    queryFn: () => getLiability(market.market_id),
    refetchInterval: REFRESH_MS,
  });
  return (
    <section className="trading-card" aria-labelledby="market-title">
      <div className="screen-head">
        <h2 id="market-title">
          {market.name}
          {market.name !== kindLabels[market.kind] && (
            <span className="faint"> {kindLabels[market.kind]}</span>
          )}
        </h2>
        <MarketState market={market} />
      </div>
      <MarketActions eventId={eventId} market={market} liability={liability.data} />
      {market.kind === 'fancy' && isLive(market) && (
        <FancyLineForm
          mode="move"
          eventId={eventId}
          marketId={market.market_id}
          line={market.line}
        />
      )}
      {liability.isPending || liability.isError ? (
        <LoadState query={liability} what="the liability" />
      ) : (
        <LiabilityPanel liability={liability.data} />
      )}
    </section>
  );
}
