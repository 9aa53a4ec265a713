/**
 * Andar Bahar (/house/andar-bahar): the joker, then the cards dealt to Andar and Bahar until one
 * matches its rank, dealt by the fair stream (labelled so, no live table). The page shows the
 * joker, each side's count and its last cards, the matching one last.
 */
import { andarBaharSides, houseCalls, type AndarBaharChoice } from '@khela/contract';
import { useState } from 'react';
import { toLocalDigits } from '../../shared/format/format';
import { SideChips } from '../instant/choice-chips';
import { CardTable } from '../instant/card-table';
import { InstantScreen } from '../instant/instant-screen';
import { PlayingCard } from '../instant/playing-card';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { andarBaharTexts } from './andar-bahar-texts';

const DEAL_MS = 600;
/** Cards shown of each side: the last few, the match among them. */
const SHOWN_CARDS = 4;

export function AndarBaharScreen() {
  const text = useTexts(andarBaharTexts);
  const language = useHouseLanguage();
  const [choice, setChoice] = useState<AndarBaharChoice>({ side: 'andar' });
  const side = (name: string, cards: readonly number[] | null) => (
    <div className="card-table__hand stack-1">
      <span className="card-table__name">
        {name}
        {cards ? ` · ${text.cards(toLocalDigits(String(cards.length), language))}` : ''}
      </span>
      <div className="card-table__cards" role="group" aria-label={text.lastCards(name)}>
        {(cards ? cards.slice(-SHOWN_CARDS) : [null]).map((card, index) => (
          <PlayingCard key={index} card={card} label={name} />
        ))}
      </div>
    </div>
  );
  return (
    <InstantScreen
      game="andar-bahar"
      choice={choice}
      call={houseCalls.andarBaharPlay}
      animationMs={DEAL_MS}
      picture={(bet, isPlaying) => {
        const round = bet?.instant?.game === 'andar-bahar' && !isPlaying ? bet.instant : null;
        return (
          <CardTable note={text.dealt}>
            <div className="card-table__hand stack-1">
              <span className="card-table__name">{text.joker}</span>
              <PlayingCard card={round?.result.joker ?? null} label={text.joker} />
            </div>
            <div className="card-table__hands card-table__hands--rows">
              {side(text.andar, round?.result.andar ?? null)}
              {side(text.bahar, round?.result.bahar ?? null)}
            </div>
          </CardTable>
        );
      }}
      controls={(disabled) => (
        <SideChips
          label={text.betOn}
          sides={andarBaharSides}
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
