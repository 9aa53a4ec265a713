/**
 * 7 Up 7 Down (/house/seven-up-down): two dice rolled by the fair stream (labelled so, no live
 * table); bets on their sum below 7, exactly 7 or above 7.
 */
import { houseCalls, type SevenUpDownChoice } from '@khela/contract';
import { SEVEN_UP_DOWN_PAYS, SEVEN_UP_DOWN_RTP } from '@khela/house-games';
import { useState } from 'react';
import { toLocalDigits } from '../../shared/format/format';
import { ChoiceChips } from '../instant/choice-chips';
import { InstantScreen } from '../instant/instant-screen';
import { multiplierText } from '../instant/multiplier-text';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { sevenUpDownTexts } from './seven-up-down-texts';

const ROLL_MS = 500;
const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 25],
    [72, 25],
    [28, 50],
    [72, 50],
    [28, 75],
    [72, 75],
  ],
};

function Die({ value }: { value: number | null }) {
  return (
    <svg className="die" viewBox="0 0 100 100" aria-hidden="true">
      <rect x="4" y="4" width="92" height="92" rx="18" fill="#fff" />
      {value === null ? (
        <text x="50" y="64" textAnchor="middle" fontSize="44" fill="#888">
          ?
        </text>
      ) : (
        (PIPS[value] ?? []).map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="9" fill="#111" />
        ))
      )}
    </svg>
  );
}

export function SevenUpDownScreen() {
  const text = useTexts(sevenUpDownTexts);
  const language = useHouseLanguage();
  const [choice, setChoice] = useState<SevenUpDownChoice>({ side: 'up' });
  const local = (value: number) => toLocalDigits(String(value), language);
  return (
    <InstantScreen
      game="seven-up-down"
      choice={choice}
      choiceProblem={null}
      call={houseCalls.sevenUpDownPlay}
      animationMs={ROLL_MS}
      rtp={{ min: SEVEN_UP_DOWN_RTP, max: SEVEN_UP_DOWN_RTP }}
      picture={(bet, isPlaying) => {
        const round = bet?.instant?.game === 'seven-up-down' && !isPlaying ? bet.instant : null;
        const [first = null, second = null] = round?.result.dice ?? [];
        return (
          <div className="card-table stack-2">
            <div
              className="card-table__hands"
              role="img"
              aria-label={
                first === null || second === null
                  ? text.diceReady
                  : text.dice(local(first), local(second), local(first + second))
              }
            >
              <Die value={first} />
              <Die value={second} />
            </div>
            <p className="text-faint-xs">{text.rolled}</p>
          </div>
        );
      }}
      controls={(disabled) => (
        <ChoiceChips
          label={text.betOn}
          value={choice.side}
          disabled={disabled}
          options={(['down', 'seven', 'up'] as const).map((side) => ({
            value: side,
            label: text.pays(
              text.sides[side],
              multiplierText(SEVEN_UP_DOWN_PAYS[side] / 100, language),
            ),
          }))}
          onChange={(side) => setChoice({ side })}
        />
      )}
      rules={<p>{text.rules}</p>}
    />
  );
}
