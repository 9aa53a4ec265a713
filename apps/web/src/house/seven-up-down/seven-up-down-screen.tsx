/**
 * 7 Up 7 Down (/house/seven-up-down): two dice rolled by the fair stream (labelled so, no live
 * table); bets on their sum below 7, exactly 7 or above 7.
 */
import { houseCalls, sevenUpDownSides, type SevenUpDownChoice } from '@khela/contract';
import { SEVEN_UP_DOWN_PAYS } from '@khela/house-games';
import { useState } from 'react';
import { toLocalDigits } from '../../shared/format/format';
import { SideChips } from '../instant/choice-chips';
import { CardTable } from '../instant/card-table';
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
  const sevenUpDownLabels = {
    down: text.pays(text.sides.down, multiplierText(SEVEN_UP_DOWN_PAYS.down / 100, language)),
    seven: text.pays(text.sides.seven, multiplierText(SEVEN_UP_DOWN_PAYS.seven / 100, language)),
    up: text.pays(text.sides.up, multiplierText(SEVEN_UP_DOWN_PAYS.up / 100, language)),
  };
  return (
    <InstantScreen
      game="seven-up-down"
      choice={choice}
      call={houseCalls.sevenUpDownPlay}
      animationMs={ROLL_MS}
      picture={(bet, isPlaying) => {
        const round = bet?.instant?.game === 'seven-up-down' && !isPlaying ? bet.instant : null;
        const [first = null, second = null] = round?.result.dice ?? [];
        return (
          <CardTable note={text.rolled}>
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
          </CardTable>
        );
      }}
      controls={(disabled) => (
        <SideChips
          label={text.betOn}
          sides={sevenUpDownSides}
          labels={sevenUpDownLabels}
          value={choice.side}
          disabled={disabled}
          onChange={(side) => setChoice({ side })}
        />
      )}
      rules={<p>{text.rules}</p>}
    />
  );
}
