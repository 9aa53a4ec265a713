/**
 * /odds-view: one match's markets. The header names the event with its In-Play badge and goes
 * back where the player came from; below it the live score frame, Match Odds, Bookmaker and the
 * Fancy Bet block. Prices follow the event's live stream while it is open and are polled every
 * 300 ms otherwise (visitors always poll). Tapping a price opens the bet slip, or the login for a
 * visitor; a placed bet shows the 'Bet Matched' box and the header's balance is asked again.
 * A member's position on Match Odds, and on each Bookmaker market, shows its cash-out under it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { Button } from '../../../shared/ui/button';
import { eventMarketsQueryOptions } from '../api/get-event-markets';
import { matchOddsQueryOptions } from '../api/get-match-odds';
import { sportsEventsQueryOptions } from '../api/get-sports-events';
import { EXCHANGE_POLL_MS } from '../api/query-keys';
import type { BetPick } from '../bet-pick';
import { BetMatchedBox } from '../components/bet-matched-box';
import { BetSlip } from '../components/bet-slip';
import { BookmakerBlock } from '../components/bookmaker-block';
import { FancyBlock } from '../components/fancy-block';
import { LiveScoreFrame } from '../components/live-score-frame';
import { MarketCashOut } from '../components/market-cash-out';
import { MatchOddsBlock } from '../components/match-odds-block';
import { currentQuote } from '../current-quote';
import { readOddsViewTarget } from '../odds-view-target';
import { refreshExchangeFigures } from '../shell/exchange-figures';
import type { PlacedBet } from '../place-bet';
import { useExchangeLive } from '../use-exchange-live';
import '../exchange.css';
import { paths } from '../../../shared/routing/paths';
import { allCashOutsQueryKey } from '../../../shared/exchange/cash-out-queries';
import { useStableCallback } from '../../../shared/use-stable-callback';
import { createValueStore, useValueStore, type ValueStore } from '../../../shared/value-store';

/** How often a member's cash-out is read again while the prices arrive live. */
const CASH_OUT_POLL_MS = 2000;

/**
 * The price the player tapped, kept outside the screen's state: opening the slip draws the slip
 * alone, not the screen and every price of the book again.
 */
type PickStore = ValueStore<BetPick | undefined>;

function PickedSlip({
  store,
  isInPlay,
  markets,
  onPlaced,
}: {
  store: PickStore;
  isInPlay: boolean;
  markets: Parameters<typeof currentQuote>[1];
  onPlaced: (bet: PlacedBet) => void;
}) {
  const pick = useValueStore(store);
  if (!pick) return null;
  return (
    <BetSlip
      key={`${pick.marketId}:${pick.selection}:${pick.side}:${pick.price}`}
      pick={pick}
      isInPlay={isInPlay}
      quote={currentQuote(pick, markets)}
      onClose={() => store.set(undefined)}
      onPlaced={onPlaced}
    />
  );
}

export function OddsViewScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isMember } = useSession();
  const target = readOddsViewTarget(location.state, location.search);
  const { marketId, eventId } = target;

  const isLive = useExchangeLive(eventId, marketId);
  const pollMs = isLive ? false : EXCHANGE_POLL_MS;
  const odds = useQuery({ ...matchOddsQueryOptions(marketId, pollMs), enabled: marketId !== '' });
  // The member's positions and their cash-outs follow the prices (a visitor has none).
  const cashOutPollMs = isLive ? CASH_OUT_POLL_MS : pollMs;
  const markets = useQuery({
    ...eventMarketsQueryOptions(eventId, pollMs),
    enabled: eventId !== '',
  });
  const events = useQuery({ ...sportsEventsQueryOptions(target.sport), enabled: eventId !== '' });
  const eventName =
    events.data?.find((event) => event.EventId === eventId)?.Event ?? t('exchange.eventFallback');

  const [pickStore] = useState(() => createValueStore<BetPick | undefined>(undefined));
  const [placed, setPlaced] = useState<PlacedBet | undefined>();

  // One handler for the whole book: the memoised rows draw again only when their prices move.
  const onPick = useStableCallback((next: BetPick) => {
    if (!isMember) {
      void navigate(paths.login.getHref());
      return;
    }
    pickStore.set(next);
  });
  const onPlaced = (bet: PlacedBet) => {
    // The slip closes and the placed bet's box opens in one picture: after a call's answer React
    // draws the pick store's change at once, ahead of a state update.
    flushSync(() => setPlaced(bet));
    pickStore.set(undefined);
    void refreshExchangeFigures(queryClient);
    void queryClient.invalidateQueries({ queryKey: allCashOutsQueryKey });
  };

  const isInPlay = odds.data?.inplay === true;
  const hasTarget = marketId !== '' && eventId !== '';
  const isLoading = hasTarget && (odds.isPending || markets.isPending);
  const hasFailed = hasTarget && !isLoading && (odds.isError || markets.isError);

  return (
    <div className="odds-view stack-3">
      <header className="odds-view__header row-2">
        <button
          type="button"
          className="odds-view__back tap-square box inline-center"
          aria-label={t('exchange.back')}
          onClick={() => void navigate(target.previousPath)}
        >
          <ArrowLeft size={22} aria-hidden="true" />
        </button>
        <h1 className="odds-view__title text-clip">{eventName}</h1>
        {isInPlay ? <span className="odds-view__badge">{t('exchange.inPlay')}</span> : null}
      </header>

      {!hasTarget ? <p className="odds-view__note stack-2">{t('exchange.missingMarket')}</p> : null}
      {hasTarget ? <LiveScoreFrame eventId={eventId} /> : null}
      {isLoading ? (
        <p className="odds-view__note stack-2" role="status">
          {t('exchange.loading')}
        </p>
      ) : null}
      {hasFailed ? (
        <div className="odds-view__note stack-2" role="alert">
          <p>{t('exchange.loadFailed')}</p>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              void odds.refetch();
              void markets.refetch();
            }}
          >
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {odds.data ? <MatchOddsBlock market={odds.data} onPick={onPick} /> : null}
      {odds.data ? <MarketCashOut marketId={marketId} pollMs={cashOutPollMs} /> : null}
      {markets.data ? (
        <>
          <BookmakerBlock bookmaker={markets.data.bookmaker} onPick={onPick} />
          {Object.keys(markets.data.bookmaker).map((bookmakerId) => (
            <MarketCashOut key={bookmakerId} marketId={bookmakerId} pollMs={cashOutPollMs} />
          ))}
          <FancyBlock fancy={markets.data.fancy2} onPick={onPick} />
        </>
      ) : null}

      <PickedSlip
        store={pickStore}
        isInPlay={isInPlay}
        markets={markets.data}
        onPlaced={onPlaced}
      />
      {placed ? <BetMatchedBox bet={placed} onClose={() => setPlaced(undefined)} /> : null}
    </div>
  );
}
