/**
 * One pinned market on Multi Markets: the match (a link to its odds view) with its In-Play badge
 * and an unpin button, then its Match Odds as the odds view shows them (best back and lay, price
 * and taka), with the block's own 'Suspend' or 'Ball Running' band while bets are refused. A tap on a price opens
 * the odds view, where the bet is made. A market that ended or vanished says so.
 */
import type { MatchOddsBatchItem } from '@khela/contract';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { Skeleton } from '../../../../shared/ui/loaders';
import { useStableCallback } from '../../../../shared/use-stable-callback';
import { MatchOddsBlock } from '../../components/match-odds-block';
import type { MultiMarketPin } from '../multi-market-pins';
import { oddsViewLink } from '../odds-view-link';
import { EventStart } from './event-badges';

export function MultiMarketCard({
  pin,
  market,
  previousPath,
  nowMs,
  isWaiting,
  onUnpin,
}: {
  pin: MultiMarketPin;
  /** Undefined when the server no longer knows the market. */
  market: MatchOddsBatchItem | undefined;
  previousPath: string;
  nowMs: number;
  /** The pin is newer than the prices on screen: its first read is on its way. */
  isWaiting: boolean;
  onUnpin: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const name = market?.event ?? pin.event;
  const link = oddsViewLink(pin, previousPath);
  // One handler for the card's lifetime: the block's memoised rows skip the pictures that move
  // only their prices.
  const openOddsView = useStableCallback(() => void navigate(link.to, { state: link.state }));
  const hasEnded = market !== undefined && !['open', 'suspended'].includes(market.status);
  return (
    <li
      className="multi-card box-sunken stack-2"
      aria-labelledby={titleId}
      data-testid="multi-card"
    >
      <div className="multi-card__head row-2">
        <Link className="multi-card__event" to={link.to} state={link.state}>
          <span className="multi-card__name" id={titleId}>
            {name}
          </span>
          <span className="event-row__meta">
            <span className="multi-card__sport text-muted-xs">
              {t(`exchangeLists.sports.${pin.sport}`)}
            </span>
            {market && !hasEnded ? (
              <EventStart
                event={{
                  InPlay: market.inplay,
                  OpenDate: market.openDate,
                  MarketId: market.marketId,
                  EventId: market.eventId,
                  Event: market.event,
                  Fancy: false,
                  Bookmaker: false,
                }}
                nowMs={nowMs}
              />
            ) : null}
          </span>
        </Link>
        <button
          type="button"
          className="pin-button tap-square inline-center pin-button--on"
          aria-label={t('exchangeLists.unpin', { event: name })}
          onClick={onUnpin}
        >
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      {market === undefined && isWaiting ? (
        <Skeleton height={120} radius="var(--radius-md)" />
      ) : market === undefined ? (
        <p className="notice">{t('exchangeLists.multi.missing')}</p>
      ) : hasEnded ? (
        <p className="notice">{t('exchangeLists.multi.closed')}</p>
      ) : (
        <MatchOddsBlock market={market} onPick={openOddsView} />
      )}
    </li>
  );
}
