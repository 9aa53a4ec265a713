/** A stepped round in words on the verify page: the hand dealt and drawn, or the ladder's cards. */
import type { SteppedRound } from '@khela/contract';
import { cardText } from '../instant/playing-card';
import { blackjackTexts } from '../blackjack/blackjack-texts';
import { jacksOrBetterTexts } from '../jacks-or-better/jacks-or-better-texts';
import { useTexts } from '../shell/house-language';
import { verifyTexts } from './verify-texts';

export function SteppedWords({ round }: { round: SteppedRound }) {
  const text = useTexts(verifyTexts);
  const poker = useTexts(jacksOrBetterTexts);
  const blackjack = useTexts(blackjackTexts);
  const cards = (list: readonly number[]) => list.map(cardText).join(' ');
  if (round.game === 'jacks-or-better') {
    return (
      <>
        {text.pokerRound(
          cards(round.dealt),
          cards(round.final ?? round.dealt),
          poker.hands[round.hand],
        )}
      </>
    );
  }
  if (round.game === 'blackjack') {
    const hands = round.hands
      .map(
        (hand, index) =>
          `${blackjack.hand(index + 1, round.hands.length)} ${cards(hand.cards)} (${blackjack.total(hand.total, hand.soft)})${hand.result ? ` ${blackjack.results[hand.result]}` : ''}`,
      )
      .join('; ');
    return (
      <>
        {text.blackjackRound(
          `${cards(round.dealer.cards)} (${blackjack.total(round.dealer.total, false)})`,
          hands,
        )}
      </>
    );
  }
  const ladder = round.cards
    .map((card, place) => {
      const step = place === 0 ? null : round.guesses[place - 1];
      return step ? `${text.hiloStep[step]} → ${cardText(card)}` : cardText(card);
    })
    .join(', ');
  return <>{text.hiloRound(ladder)}</>;
}
