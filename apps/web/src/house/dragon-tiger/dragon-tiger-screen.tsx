/**
 * Dragon Tiger (/house/dragon-tiger): one card each to the Dragon and the Tiger from a fresh deck
 * dealt by the fair stream, labelled as such (no live dealer); bets on Dragon, Tiger or a Tie.
 */
import { dragonTigerSides, houseCalls, type DragonTigerChoice } from '@khela/contract';
import { useState } from 'react';
import { SideChips } from '../instant/choice-chips';
import { CardTable } from '../instant/card-table';
import { InstantScreen } from '../instant/instant-screen';
import { PlayingCard } from '../instant/playing-card';
import { useTexts } from '../shell/house-language';
import { dragonTigerTexts } from './dragon-tiger-texts';

const DEAL_MS = 500;

export function DragonTigerScreen() {
  const text = useTexts(dragonTigerTexts);
  const [choice, setChoice] = useState<DragonTigerChoice>({ side: 'dragon' });
  const dragonTigerLabels = {
    dragon: text.pays(text.dragon, text.evenMoney),
    tiger: text.pays(text.tiger, text.evenMoney),
    tie: text.pays(text.tie, text.tiePays),
  };
  return (
    <InstantScreen
      game="dragon-tiger"
      choice={choice}
      call={houseCalls.dragonTigerPlay}
      animationMs={DEAL_MS}
      picture={(bet, isPlaying) => {
        const round = bet?.instant?.game === 'dragon-tiger' && !isPlaying ? bet.instant : null;
        return (
          <CardTable note={text.dealt}>
            <div className="card-table__hands">
              <div className="card-table__hand stack-1">
                <span className="card-table__name">{text.dragon}</span>
                <PlayingCard card={round?.result.dragon ?? null} label={text.dragon} />
              </div>
              <div className="card-table__hand stack-1">
                <span className="card-table__name">{text.tiger}</span>
                <PlayingCard card={round?.result.tiger ?? null} label={text.tiger} />
              </div>
            </div>
          </CardTable>
        );
      }}
      controls={(disabled) => (
        <SideChips
          label={text.betOn}
          sides={dragonTigerSides}
          labels={dragonTigerLabels}
          value={choice.side}
          disabled={disabled}
          onChange={(side) => setChoice({ side })}
        />
      )}
      rules={<p>{text.rules}</p>}
    />
  );
}
