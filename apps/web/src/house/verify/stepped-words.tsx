/** A stepped round in words on the verify page: the hand dealt and drawn, or the ladder's cards. */
import type { SteppedRound } from '@khela/contract';
import { cardText } from '../instant/playing-card';
import { jacksOrBetterTexts } from '../jacks-or-better/jacks-or-better-texts';
import { useTexts } from '../shell/house-language';
import { verifyTexts } from './verify-texts';

export function SteppedWords({ round }: { round: SteppedRound }) {
  const text = useTexts(verifyTexts);
  const poker = useTexts(jacksOrBetterTexts);
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
  const ladder = round.cards
    .map((card, place) => {
      const step = place === 0 ? null : round.guesses[place - 1];
      return step ? `${text.hiloStep[step]} → ${cardText(card)}` : cardText(card);
    })
    .join(', ');
  return <>{text.hiloRound(ladder)}</>;
}
