/**
 * Baccarat (/house/baccarat): Punto Banco dealt by the fair stream from an endless shoe (labelled
 * so); bets on the Player, the Banker (5 % commission) or a Tie.
 */
import { baccaratSides, houseCalls, type BaccaratChoice } from '@khela/contract';
import { baccaratValue } from '@khela/house-games';
import { useState } from 'react';
import { toLocalDigits } from '../../shared/format/format';
import { SideChips } from '../instant/choice-chips';
import { CardTable } from '../instant/card-table';
import { InstantScreen } from '../instant/instant-screen';
import { PlayingCard } from '../instant/playing-card';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { baccaratTexts } from './baccarat-texts';

const DEAL_MS = 600;

function pointsOf(cards: readonly number[]): number {
  return cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;
}

export function BaccaratScreen() {
  const text = useTexts(baccaratTexts);
  const language = useHouseLanguage();
  const [choice, setChoice] = useState<BaccaratChoice>({ side: 'banker' });
  const hand = (name: string, cards: readonly number[] | null) => (
    <div className="card-table__hand stack-1">
      <span className="card-table__name">
        {name}
        {cards ? ` · ${text.points(toLocalDigits(String(pointsOf(cards)), language))}` : ''}
      </span>
      <div className="card-table__cards">
        {(cards ?? [null, null]).map((card, index) => (
          <PlayingCard key={index} card={card} label={text.card(name, index + 1)} />
        ))}
      </div>
    </div>
  );
  return (
    <InstantScreen
      game="baccarat"
      choice={choice}
      call={houseCalls.baccaratPlay}
      animationMs={DEAL_MS}
      picture={(bet, isPlaying) => {
        const round = bet?.instant?.game === 'baccarat' && !isPlaying ? bet.instant : null;
        return (
          <CardTable note={text.dealt}>
            <div className="card-table__hands card-table__hands--rows">
              {hand(text.player, round?.result.player ?? null)}
              {hand(text.banker, round?.result.banker ?? null)}
            </div>
          </CardTable>
        );
      }}
      controls={(disabled) => (
        <SideChips
          label={text.betOn}
          sides={baccaratSides}
          labels={text.sides}
          value={choice.side}
          disabled={disabled}
          onChange={(side) => setChoice({ side })}
        />
      )}
      rules={<p>{text.rules}</p>}
    />
  );
}
