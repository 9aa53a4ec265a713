/**
 * Jacks or Better (/house/jacks-or-better): deal five cards, tap the ones to keep, draw, and the
 * final hand pays by the 9/6 table shown beside it (the hand the cards make now is lit).
 */
import { houseCalls, pokerHands, type HouseBet, type VideoPokerRound } from '@khela/contract';
import { JACKS_OR_BETTER_RULES } from '@khela/house-games';
import { useState } from 'react';
import { formatNumber } from '../../shared/format/format';
import { Button } from '../../shared/ui/button';
import { CardTable } from '../instant/card-table';
import { PlayingCard } from '../instant/playing-card';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { useHouseSession } from '../shell/house-session';
import { SteppedScreen } from '../stepped/stepped-screen';
import { useSteppedRound } from '../stepped/use-stepped-round';
import { jacksOrBetterTexts } from './jacks-or-better-texts';

const NONE_HELD = [false, false, false, false, false];
const PAYING_HANDS = pokerHands.filter((hand) => hand !== 'nothing');

function pokerOf(bet: HouseBet | null): VideoPokerRound | null {
  return bet?.stepped?.game === 'jacks-or-better' ? bet.stepped : null;
}

export function JacksOrBetterScreen() {
  const text = useTexts(jacksOrBetterTexts);
  const language = useHouseLanguage();
  const { api } = useHouseSession();
  const round = useSteppedRound<'draw'>(houseCalls.jacksOrBetter);
  // The holds belong to the round they were chosen on: a new deal starts with nothing held.
  const [holds, setHolds] = useState<{ roundId: number | null; held: boolean[] }>({
    roundId: null,
    held: NONE_HELD,
  });
  const roundId = round.bet?.status === 'open' ? round.bet.id : null;
  const held = holds.roundId === roundId ? holds.held : NONE_HELD;
  const toggle = (place: number) =>
    setHolds({ roundId, held: held.map((hold, index) => (index === place ? !hold : hold)) });

  const picture = (bet: HouseBet | null) => {
    const poker = pokerOf(bet);
    const isOpen = bet?.status === 'open';
    const cards = poker ? (poker.final ?? poker.dealt) : null;
    const shownHeld = isOpen ? held : (poker?.held ?? NONE_HELD);
    const lit = poker && poker.hand !== 'nothing' ? poker.hand : null;
    return (
      <CardTable note={text.dealt}>
        <div className="poker-hand">
          {NONE_HELD.map((_, place) => {
            const card = cards?.[place] ?? null;
            const label = card === null ? text.cardBack(place + 1) : text.card(place + 1);
            const face = <PlayingCard card={card} label={label} />;
            const mark = (
              <span className="poker-card__held">{shownHeld[place] ? text.held : ''}</span>
            );
            return isOpen ? (
              <button
                key={place}
                type="button"
                className="poker-card"
                aria-pressed={held[place] ?? false}
                disabled={round.busy !== null}
                onClick={() => toggle(place)}
              >
                {face}
                {mark}
              </button>
            ) : (
              <span key={place} className="poker-card">
                {face}
                {mark}
              </span>
            );
          })}
        </div>
        <table className="poker-paytable" aria-label={text.paytable}>
          <tbody>
            {PAYING_HANDS.map((hand) => (
              <tr key={hand} className={hand === lit ? 'poker-paytable__now' : undefined}>
                <td>{text.hands[hand]}</td>
                <td>{formatNumber(JACKS_OR_BETTER_RULES.paytable[hand], language)}×</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardTable>
    );
  };

  return (
    <SteppedScreen
      game="jacks-or-better"
      round={round}
      rtp={JACKS_OR_BETTER_RULES.rtp}
      picture={picture}
      inPlay={(bet) => {
        const poker = pokerOf(bet);
        return (
          <>
            <p aria-live="polite" data-testid="poker-status">
              {poker && poker.hand !== 'nothing'
                ? text.dealtHand(text.hands[poker.hand])
                : text.holdHint}
            </p>
            <Button
              block
              data-testid="poker-draw"
              isBusy={round.busy === 'draw'}
              busyLabel={text.drawing}
              onClick={() =>
                void round.step('draw', () =>
                  api.call(houseCalls.jacksOrBetterDraw, { body: { held } }),
                )
              }
            >
              {text.draw}
            </Button>
          </>
        );
      }}
      onStart={(stake) =>
        void round.start({ stake }, (key) =>
          api.call(houseCalls.jacksOrBetterDeal, { body: { stake }, idempotencyKey: key }),
        )
      }
      startLabel={text.deal}
      startingLabel={text.dealing}
      rules={<p>{text.rules}</p>}
    />
  );
}
