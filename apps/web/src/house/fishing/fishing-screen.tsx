/**
 * Fishing (/house/fishing): fish with published multipliers swim across the pond; each tap fires a
 * shot worth the stake at that fish, one round each. The page says what the maths proves: every
 * fish returns the same 97 %, so the aim changes the variance, never the return.
 */
import { houseCalls, type FishingChoice, type HouseBet } from '@khela/contract';
import { FISHING_FISH } from '@khela/house-games';
import { useState, type CSSProperties } from 'react';
import { InstantScreen } from '../instant/instant-screen';
import { multiplierText } from '../instant/multiplier-text';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { fishingTexts } from './fishing-texts';

const SHOT_MS = 350;
const FISH_COLOURS = [
  '#90a4ae',
  '#8d6e63',
  '#ff8a65',
  '#4fc3f7',
  '#81c784',
  '#b0bec5',
  '#7e57c2',
  '#f5a524',
];

function FishShape({ colour }: { colour: string }) {
  return (
    <svg viewBox="0 0 64 32" aria-hidden="true" className="pond__fish-shape">
      <path d="M4 16 L16 6 L16 26 Z" fill={colour} />
      <ellipse cx="38" cy="16" rx="24" ry="12" fill={colour} />
      <circle cx="52" cy="13" r="2.5" fill="#0b1020" />
    </svg>
  );
}

export function FishingScreen() {
  const text = useTexts(fishingTexts);
  const language = useHouseLanguage();
  const [choice, setChoice] = useState<FishingChoice>({ fish: 5 });
  const nameOf = (fish: number) => text.fish[fish] ?? '';

  // A tap on a fish aims at it and fires; Play fires again at the fish last aimed at.
  const picture = (
    bet: HouseBet | null,
    isPlaying: boolean,
    fire: (next: FishingChoice) => void,
  ) => {
    const last = bet?.instant?.game === 'fishing' && !isPlaying ? bet.instant : null;
    return (
      <div className="pond stack-1">
        <div className="pond__water" role="group" aria-label={text.pond}>
          {FISHING_FISH.map((multiple, fish) => {
            const hit =
              last?.choice.fish === fish ? (last.result.caught ? 'caught' : 'missed') : null;
            const style = {
              '--swim-seconds': `${6 + ((fish * 7) % 9)}s`,
              '--swim-delay': `${-fish * 1.3}s`,
            } as CSSProperties;
            return (
              <button
                key={fish}
                type="button"
                className={`pond__fish${hit ? ` pond__fish--${hit}` : ''}${choice.fish === fish ? ' pond__fish--aimed' : ''}`}
                style={style}
                aria-pressed={choice.fish === fish}
                aria-label={text.shootAt(nameOf(fish), multiplierText(multiple, language))}
                disabled={isPlaying}
                onClick={() => {
                  setChoice({ fish });
                  fire({ fish });
                }}
              >
                <FishShape colour={FISH_COLOURS[fish] ?? '#fff'} />
                <span className="pond__pays">{multiplierText(multiple, language)}</span>
              </button>
            );
          })}
        </div>
        <p className="text-faint-xs">
          {text.aim} {text.shotValue}
        </p>
      </div>
    );
  };

  return (
    <InstantScreen
      game="fishing"
      choice={choice}
      call={houseCalls.fishingPlay}
      animationMs={SHOT_MS}
      picture={picture}
      controls={() => null}
      rules={<p>{text.rules}</p>}
    />
  );
}
