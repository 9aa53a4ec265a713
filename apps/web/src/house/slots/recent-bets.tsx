/**
 * The player's last spins (GET /api/house/bets, newest first) under the machine, each with a way
 * to the verify page. Loaded again whenever a new spin has been played.
 */
import { type HouseBet, houseCalls } from '@khela/contract';
import { useEffect, useState } from 'react';
import { formatTaka, formatTime, toLocalDigits } from '../../shared/format/format';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { useHouseSession } from '../shell/house-session';
import { slotsTexts } from './slots-texts';
import { TitledSection } from '../../shared/ui/titled-section';

/** How many spins the list shows; the verify page reaches older ones. */
const SHOWN_BETS = 5;

type BetsLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; bets: HouseBet[] };

export function RecentBets({ verifyHref, refreshKey }: { verifyHref: string; refreshKey: number }) {
  const text = useTexts(slotsTexts);
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
          bets: answer.data.filter((bet) => bet.game === 'slots').slice(0, SHOWN_BETS),
        }),
      )
      .catch(() => {
        // Keep the list already shown when only a refresh failed.
        if (!controller.signal.aborted) {
          setLoad((previous) => (previous.state === 'ready' ? previous : { state: 'failed' }));
        }
      });
    return () => controller.abort();
  }, [api, refreshKey]);

  const number = (value: number) => toLocalDigits(String(value), language);
  return (
    <TitledSection
      className="panel slots-recent"
      titleClassName="slots-heading"
      title={text.recentHeading}
    >
      {load.state === 'loading' ? (
        <p className="slots-muted" role="status">
          {text.recentLoading}
        </p>
      ) : load.state === 'failed' ? (
        <p className="slots-muted">{text.recentFailed}</p>
      ) : load.bets.length === 0 ? (
        <p className="slots-muted">{text.recentEmpty}</p>
      ) : (
        <ul className="slots-recent__list plain-list" aria-label={text.recentHeading}>
          {load.bets.map((bet) => (
            <li key={bet.id} className="slots-recent__item">
              <div className="slots-recent__what">
                <span className="slots-recent__id">{text.recentItem(number(bet.id))}</span>
                <span className="slots-muted">
                  {text.recentStake(formatTaka(bet.stake, language))} ·{' '}
                  {formatTime(bet.created_at, language)}
                </span>
              </div>
              <span className={bet.payout > 0 ? 'slots-recent__won' : 'slots-muted'}>
                {bet.payout > 0
                  ? text.recentWin(formatTaka(bet.payout, language))
                  : text.recentLoss}
              </span>
              <a
                className="slots-recent__verify"
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
