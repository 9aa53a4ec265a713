/** "Your bets": the launched game's latest bets, newest first, each with its Verify button. */
import type { HouseBet } from '@khela/contract';
import { useState } from 'react';
import { formatDate, formatTaka, formatTime } from '../../shared/format/format';
import { Button } from '../../shared/ui/button';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import type { Loaded } from './use-verify-data';
import { shellTexts } from '../shell/shell-texts';
import { verifyTexts } from './verify-texts';
import { TitledSection } from '../../shared/ui/titled-section';

/** Bets shown before "Show all": enough for the last session without a long scroll. */
const FIRST_BETS = 8;

export function BetsPanel({
  bets,
  reloading,
  selectedId,
  onRetry,
  onVerify,
}: {
  bets: Loaded<HouseBet[]>;
  /** The list is being read again (after a seed change): its seeds are about to change. */
  reloading: boolean;
  selectedId: number | null;
  onRetry: () => void;
  onVerify: (bet: HouseBet) => void;
}) {
  const text = useTexts(verifyTexts);
  const games = useTexts(shellTexts).games;
  const language = useHouseLanguage();
  const [showAll, setShowAll] = useState(false);
  return (
    <TitledSection
      className="panel verify-section"
      titleClassName="verify-section__title"
      title={text.betsTitle}
    >
      {bets.state === 'loading' ? <p role="status">{text.betsLoading}</p> : null}
      {bets.state === 'failed' ? (
        <div className="verify-problem stack-2" role="alert">
          <p>{bets.offline ? text.offlineProblem : text.betsFailed}</p>
          <Button variant="ghost" size="sm" onClick={onRetry}>
            {text.retry}
          </Button>
        </div>
      ) : null}
      {bets.state === 'ready' && bets.data.length === 0 ? (
        <p className="verify-note">{text.noBets}</p>
      ) : null}
      {bets.state === 'ready' && bets.data.length > 0 ? (
        <>
          <ul className="verify-bets plain-list stack-2" aria-busy={reloading || undefined}>
            {(showAll ? bets.data : bets.data.slice(0, FIRST_BETS)).map((bet) => (
              <li
                key={bet.id}
                className="verify-bet box-sunken row-3"
                aria-current={bet.id === selectedId || undefined}
                data-testid={`bet-${bet.id}`}
              >
                <div className="verify-bet__text">
                  <span className="verify-bet__title">
                    {text.betLine(bet.id, games[bet.game])}
                    <span className={`verify-bet__status verify-bet__status--${bet.status}`}>
                      {text.status[bet.status]}
                    </span>
                  </span>
                  <span className="verify-bet__meta text-muted-xs">
                    {formatDate(bet.created_at, language)} {formatTime(bet.created_at, language)}
                  </span>
                  <span className="verify-bet__meta text-muted-xs">
                    {text.stakePayout(
                      formatTaka(bet.stake, language),
                      formatTaka(bet.payout, language),
                    )}
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={text.verifyBet(bet.id)}
                  // A bet read before the seed change still hides the seed it revealed.
                  disabled={reloading}
                  onClick={() => onVerify(bet)}
                >
                  {text.verify}
                </Button>
              </li>
            ))}
          </ul>
          {!showAll && bets.data.length > FIRST_BETS ? (
            <Button variant="ghost" size="sm" onClick={() => setShowAll(true)}>
              {text.showAllBets(bets.data.length)}
            </Button>
          ) : null}
        </>
      ) : null}
    </TitledSection>
  );
}
