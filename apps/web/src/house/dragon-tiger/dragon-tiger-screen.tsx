/**
 * Dragon Tiger (/house/dragon-tiger): one card each to the Dragon and the Tiger from a fresh deck
 * dealt by the fair stream, labelled as such (no live dealer); bets on Dragon, Tiger or a Tie.
 */
import { houseCalls, type DragonTigerChoice } from '@khela/contract';
import { INSTANT_GAME_MATHS } from '@khela/house-games';
import { useState } from 'react';
import { ChoiceChips } from '../instant/choice-chips';
import { InstantScreen } from '../instant/instant-screen';
import { PlayingCard } from '../instant/playing-card';
import { useTexts } from '../shell/house-language';
import { dragonTigerTexts } from './dragon-tiger-texts';

const DEAL_MS = 500;

export function DragonTigerScreen() {
  const text = useTexts(dragonTigerTexts);
  const [choice, setChoice] = useState<DragonTigerChoice>({ side: 'dragon' });
  return (
    <InstantScreen
      game="dragon-tiger"
      choice={choice}
      choiceProblem={null}
      call={houseCalls.dragonTigerPlay}
      animationMs={DEAL_MS}
      rtp={{
        min: INSTANT_GAME_MATHS['dragon-tiger'].rtpMin,
        max: INSTANT_GAME_MATHS['dragon-tiger'].rtpMax,
      }}
      picture={(bet, isPlaying) => {
        const round = bet?.instant?.game === 'dragon-tiger' && !isPlaying ? bet.instant : null;
        return (
          <div className="card-table stack-2">
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
            <p className="text-faint-xs">{text.dealt}</p>
          </div>
        );
      }}
      controls={(disabled) => (
        <ChoiceChips
          label={text.betOn}
          value={choice.side}
          disabled={disabled}
          options={[
            { value: 'dragon', label: text.pays(text.dragon, text.evenMoney) },
            { value: 'tie', label: text.pays(text.tie, text.tiePays) },
            { value: 'tiger', label: text.pays(text.tiger, text.evenMoney) },
          ]}
          onChange={(side) => setChoice({ side })}
        />
      )}
      rules={<p>{text.rules}</p>}
    />
  );
}
