/**
 * Teen Patti (/house/teen-patti): Player against Dealer, three cards each dealt by the fair stream
 * (labelled so); a bet on the Player's hand beating the Dealer's, or Pair Plus on the Player's
 * hand. Each hand's name is written beside it.
 */
import { houseCalls, teenPattiBets, type TeenPattiChoice } from '@khela/contract';
import { teenPattiHandOf } from '@khela/house-games';
import { useState } from 'react';
import { SideChips } from '../instant/choice-chips';
import { CardTable } from '../instant/card-table';
import { InstantScreen } from '../instant/instant-screen';
import { PlayingCard } from '../instant/playing-card';
import { useTexts } from '../shell/house-language';
import { teenPattiTexts } from './teen-patti-texts';

const DEAL_MS = 600;

export function TeenPattiScreen() {
  const text = useTexts(teenPattiTexts);
  const [choice, setChoice] = useState<TeenPattiChoice>({ bet: 'player' });
  const hand = (name: string, cards: readonly number[] | null) => (
    <div className="card-table__hand stack-1">
      <span className="card-table__name">
        {name}
        {cards ? ` · ${text.hands[teenPattiHandOf(cards).hand]}` : ''}
      </span>
      <div className="card-table__cards">
        {(cards ?? [null, null, null]).map((card, index) => (
          <PlayingCard key={index} card={card} label={text.card(name, index + 1)} />
        ))}
      </div>
    </div>
  );
  return (
    <InstantScreen
      game="teen-patti"
      choice={choice}
      call={houseCalls.teenPattiPlay}
      animationMs={DEAL_MS}
      picture={(bet, isPlaying) => {
        const round = bet?.instant?.game === 'teen-patti' && !isPlaying ? bet.instant : null;
        return (
          <CardTable note={text.dealt}>
            <div className="card-table__hands card-table__hands--rows">
              {hand(text.player, round?.result.player ?? null)}
              {hand(text.dealer, round?.result.dealer ?? null)}
            </div>
          </CardTable>
        );
      }}
      controls={(disabled) => (
        <SideChips
          label={text.betOn}
          sides={teenPattiBets}
          labels={text.bets}
          value={choice.bet}
          disabled={disabled}
          onChange={(bet) => setChoice({ bet })}
        />
      )}
      rules={<p>{text.rules}</p>}
    />
  );
}
