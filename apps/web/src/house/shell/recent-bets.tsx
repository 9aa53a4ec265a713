/**
 * The player's last rounds of one game (GET /api/house/bets, newest first) under the game, each
 * with a way to the verify page. Loaded again whenever a new round has been played. Each game
 * words it its own way (spins, rolls, draws) through `text`.
 */
import { type HouseBet, type HouseBetGame, houseCalls } from '@khela/contract';
import { useEffect, useState } from 'react';
import { formatTaka, formatTime, toLocalDigits } from '../../shared/format/format';
import { TitledSection } from '../../shared/ui/titled-section';
import { useHouseLanguage } from './house-language';
import { useHouseSession } from './house-session';

/** How many rounds the list shows; the verify page reaches older ones. */
const SHOWN_BETS = 5;

export interface RecentBetsTexts {
  recentHeading: string;
  recentLoading: string;
  recentEmpty: string;
  recentFailed: string;
  recentItem: (id: string) => string;
  recentStake: (amount: string) => string;
  recentWin: (amount: string) => string;
  recentLoss: string;
  verifyBet: (id: string) => string;
  verify: string;
}

type BetsLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; bets: HouseBet[] };

export function RecentBets({
  game,
  text,
  verifyHref,
  refreshKey,
}: {
  game: HouseBetGame;
  text: RecentBetsTexts;
  verifyHref: string;
  refreshKey: number;
}) {
  const language = useHouseLanguage();
  const { api } = useHouseSession();
  const [load, setLoad] = useState<BetsLoad>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api
      .call(houseCalls.bets, { signal: controller.signal })
      .then((answer) =>
        setLoad({
          state: 'ready',
          bets: answer.data.filter((bet) => bet.game === game).slice(0, SHOWN_BETS),
        }),
      )
      .catch(() => {
        // Keep the list already shown when only a refresh failed.
        if (!controller.signal.aborted) {
          setLoad((previous) => (previous.state === 'ready' ? previous : { state: 'failed' }));
        }
      });
    return () => controller.abort();
  }, [api, game, refreshKey]);

  const number = (value: number) => toLocalDigits(String(value), language);
  return (
    <TitledSection
      className="panel house-recent"
      titleClassName="house-recent__heading"
      title={text.recentHeading}
    >
      {load.state === 'loading' ? (
        <p className="house-muted" role="status">
          {text.recentLoading}
        </p>
      ) : load.state === 'failed' ? (
        <p className="house-muted">{text.recentFailed}</p>
      ) : load.bets.length === 0 ? (
        <p className="house-muted">{text.recentEmpty}</p>
      ) : (
        <ul className="house-recent__list plain-list" aria-label={text.recentHeading}>
          {load.bets.map((bet) => (
            <li key={bet.id} className="house-recent__item">
              <div className="house-recent__what">
                <span className="house-recent__id">{text.recentItem(number(bet.id))}</span>
                <span className="house-muted">
                  {text.recentStake(formatTaka(bet.stake, language))} ·{' '}
                  {formatTime(bet.created_at, language)}
                </span>
              </div>
              <span className={bet.payout > 0 ? 'house-recent__won' : 'house-muted'}>
                {bet.payout > 0
                  ? text.recentWin(formatTaka(bet.payout, language))
                  : text.recentLoss}
              </span>
              <a
                className="house-recent__verify"
                href={`${verifyHref}?bet=${bet.id}`}
                aria-label={text.verifyBet(number(bet.id))}
              >
                {text.verify}
              </a>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
