/**
 * Baccarat (/house/baccarat): Punto Banco dealt by the fair stream from an endless shoe (labelled
 * so); bets on the Player, the Banker (5 % commission) or a Tie.
 */
import { houseCalls, type BaccaratChoice } from '@khela/contract';
import { baccaratValue, INSTANT_GAME_MATHS } from '@khela/house-games';
import { useState } from 'react';
import { toLocalDigits } from '../../shared/format/format';
import { ChoiceChips } from '../instant/choice-chips';
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
      choiceProblem={null}
      call={houseCalls.baccaratPlay}
      animationMs={DEAL_MS}
      rtp={{ min: INSTANT_GAME_MATHS.baccarat.rtpMin, max: INSTANT_GAME_MATHS.baccarat.rtpMax }}
      picture={(bet, isPlaying) => {
        const round = bet?.instant?.game === 'baccarat' && !isPlaying ? bet.instant : null;
        return (
          <div className="card-table stack-2">
            <div className="card-table__hands card-table__hands--rows">
              {hand(text.player, round?.result.player ?? null)}
              {hand(text.banker, round?.result.banker ?? null)}
            </div>
            <p className="text-faint-xs">{text.dealt}</p>
          </div>
        );
      }}
      controls={(disabled) => (
        <ChoiceChips
          label={text.betOn}
          value={choice.side}
          disabled={disabled}
          options={(['player', 'banker', 'tie'] as const).map((side) => ({
            value: side,
            label: text.sides[side],
          }))}
          onChange={(side) => setChoice({ side })}
        />
      )}
      rules={<p>{text.rules}</p>}
    />
  );
}
