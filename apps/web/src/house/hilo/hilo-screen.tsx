/**
 * Hi-Lo (/house/hilo): start, then guess whether the next card is higher, lower or the same rank,
 * or skip it; each guess button shows what it would pay, and the cash-out button what a cash-out
 * pays now, worked out as the server floors it.
 */
import {
  houseCalls,
  paisa,
  paisaToTaka,
  takaToPaisa,
  type HiloGuess,
  type HiloRound,
  type HouseBet,
} from '@khela/contract';
import { HILO_RULES, hiloPayoutPaisa } from '@khela/house-games';
import { formatTaka } from '../../shared/format/format';
import { Button } from '../../shared/ui/button';
import { CardTable } from '../instant/card-table';
import { multiplierText } from '../instant/multiplier-text';
import { PlayingCard } from '../instant/playing-card';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { useHouseSession } from '../shell/house-session';
import { SteppedScreen } from '../stepped/stepped-screen';
import { useSteppedRound } from '../stepped/use-stepped-round';
import { hiloTexts } from './hilo-texts';

/** The last cards of the ladder shown under the card in play. */
const LADDER_SHOWN = 8;
const GUESSES = ['higher', 'lower', 'same'] as const;

function ladderOf(bet: HouseBet | null): HiloRound | null {
  return bet?.stepped?.game === 'hilo' ? bet.stepped : null;
}

export function HiloScreen() {
  const text = useTexts(hiloTexts);
  const language = useHouseLanguage();
  const { api } = useHouseSession();
  const round = useSteppedRound<'guess' | 'cashout'>(houseCalls.hilo);
  const guess = (step: HiloGuess) =>
    void round.step('guess', () => api.call(houseCalls.hiloGuess, { body: { guess: step } }));

  const picture = (bet: HouseBet | null) => {
    const ladder = ladderOf(bet);
    const card = ladder ? (ladder.cards[ladder.cards.length - 1] ?? null) : null;
    const firstShown = ladder ? Math.max(0, ladder.cards.length - 1 - LADDER_SHOWN) : 0;
    return (
      <CardTable note={text.dealt}>
        <div className="hilo-card" data-testid="hilo-card">
          <PlayingCard card={card} label={card === null ? text.cardBack : text.currentCard} />
        </div>
        {ladder && ladder.cards.length > 1 ? (
          <ol className="hilo-ladder" aria-label={text.ladder}>
            {ladder.cards.slice(firstShown, -1).map((shown, index) => {
              const place = firstShown + index;
              const step = place === 0 ? null : ladder.guesses[place - 1];
              const label = step ? text.stepCard(text.step[step]) : text.firstCard;
              return (
                <li key={place} className="hilo-ladder__step">
                  <PlayingCard card={shown} label={label} />
                </li>
              );
            })}
          </ol>
        ) : null}
      </CardTable>
    );
  };

  return (
    <SteppedScreen
      game="hilo"
      round={round}
      rtp={HILO_RULES.rtp}
      picture={picture}
      inPlay={(bet) => {
        const ladder = ladderOf(bet);
        if (!ladder?.next) return null;
        const next = ladder.next;
        const cashOutTaka =
          ladder.multiplier === null
            ? 0
            : paisaToTaka(paisa(hiloPayoutPaisa(takaToPaisa(bet.stake), ladder)));
        const busy = round.busy !== null;
        return (
          <>
            <p aria-live="polite" data-testid="hilo-status">
              {ladder.multiplier === null
                ? text.guessHint
                : text.multiplierNow(multiplierText(ladder.multiplier, language))}
            </p>
            <div className="stepped-actions">
              {GUESSES.map((option) => {
                const pays = next[option];
                return (
                  <Button
                    key={option}
                    variant="secondary"
                    disabled={busy || pays === null}
                    onClick={() => guess(option)}
                  >
                    {text.guessPays(
                      text[option],
                      pays === null ? text.cannotWin : multiplierText(pays, language),
                    )}
                  </Button>
                );
              })}
              <Button
                variant="ghost"
                disabled={busy || ladder.skips_left === 0}
                onClick={() => guess('skip')}
              >
                {text.skipsLeft(ladder.skips_left)}
              </Button>
            </div>
            <Button
              block
              data-testid="hilo-cashout"
              disabled={busy || ladder.multiplier === null}
              isBusy={round.busy === 'cashout'}
              busyLabel={text.cashingOut}
              onClick={() => void round.step('cashout', () => api.call(houseCalls.hiloCashout))}
            >
              {ladder.multiplier === null
                ? text.cashOutNeedsGuess
                : text.cashOut(formatTaka(cashOutTaka, language))}
            </Button>
          </>
        );
      }}
      onStart={(stake) =>
        void round.start({ stake }, (key) =>
          api.call(houseCalls.hiloStart, { body: { stake }, idempotencyKey: key }),
        )
      }
      startLabel={text.start}
      startingLabel={text.starting}
      rules={<p>{text.rules}</p>}
    />
  );
}
