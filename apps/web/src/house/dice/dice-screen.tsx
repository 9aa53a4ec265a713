/**
 * Dice (/house/dice): a roll of 0.00–99.99 against a target the player sets with a slider, under
 * or over. The track shows the winning and losing ranges and where the roll landed; the multiplier
 * and the chance follow the target, worked out by the package the server plays with.
 */
import { houseCalls, type DiceChoice, type DiceSide, type HouseBet } from '@khela/contract';
import { diceMultiplier, diceWinChance, isDiceChoice } from '@khela/house-games';
import { useId, useState } from 'react';
import { toLocalDigits } from '../../shared/format/format';
import { ChoiceChips, Figures } from '../instant/choice-chips';
import { InstantScreen } from '../instant/instant-screen';
import { multiplierText } from '../instant/multiplier-text';
import { instantTexts } from '../instant/instant-texts';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { diceTexts } from './dice-texts';

const ROLL_MS = 500;
/** The slider's ends for each side: a 1 % to 98 % chance. */
const TARGET_RANGE: Record<DiceSide, { min: number; max: number }> = {
  under: { min: 1, max: 98 },
  over: { min: 1.99, max: 98.99 },
};

const clampTarget = (side: DiceSide, target: number) =>
  Math.min(TARGET_RANGE[side].max, Math.max(TARGET_RANGE[side].min, target));

function DiceTrack({ choice, bet }: { choice: DiceChoice; bet: HouseBet | null }) {
  const text = useTexts(diceTexts);
  const language = useHouseLanguage();
  const round = bet?.instant?.game === 'dice' ? bet.instant : null;
  const shown = round?.choice ?? choice;
  const roll = round?.result.roll ?? null;
  const underWins = shown.side === 'under';
  const rollText = roll === null ? '' : toLocalDigits(roll.toFixed(2), language);
  return (
    <div
      className="dice-track"
      role="img"
      aria-label={roll === null ? text.trackReady : text.track(rollText)}
    >
      <p className={`dice-track__roll${bet && bet.payout > 0 ? ' dice-track__roll--win' : ''}`}>
        {roll === null ? '—' : rollText}
      </p>
      <div className="dice-track__bar">
        <span
          className={underWins ? 'dice-track__zone--win' : 'dice-track__zone--lose'}
          style={{ width: `${shown.target}%` }}
        />
        <span className={underWins ? 'dice-track__zone--lose' : 'dice-track__zone--win'} />
        {roll === null ? null : (
          <span className="dice-track__marker" style={{ left: `${roll}%` }} aria-hidden="true" />
        )}
      </div>
      <div className="dice-track__scale text-faint-xs" aria-hidden="true">
        {[0, 25, 50, 75, 100].map((mark) => (
          <span key={mark}>{toLocalDigits(String(mark), language)}</span>
        ))}
      </div>
    </div>
  );
}

export function DiceScreen() {
  const text = useTexts(diceTexts);
  const common = useTexts(instantTexts);
  const language = useHouseLanguage();
  const [choice, setChoice] = useState<DiceChoice>({ side: 'under', target: 49.5 });
  const sliderId = useId();
  const valid = isDiceChoice(choice);
  return (
    <InstantScreen
      game="dice"
      choice={choice}
      call={houseCalls.dicePlay}
      animationMs={ROLL_MS}
      picture={(bet) => <DiceTrack choice={choice} bet={bet} />}
      controls={(disabled) => (
        <>
          <ChoiceChips
            label={text.side}
            value={choice.side}
            disabled={disabled}
            options={[
              { value: 'under', label: text.under },
              { value: 'over', label: text.over },
            ]}
            onChange={(side) => setChoice({ side, target: clampTarget(side, choice.target) })}
          />
          <div className="stack-1">
            <label htmlFor={sliderId} className="text-muted-sm">
              {text.target}: <strong>{toLocalDigits(choice.target.toFixed(2), language)}</strong>
            </label>
            <input
              id={sliderId}
              className="dice-slider"
              type="range"
              min={TARGET_RANGE[choice.side].min}
              max={TARGET_RANGE[choice.side].max}
              step={0.01}
              value={choice.target}
              disabled={disabled}
              onChange={(event) =>
                setChoice({
                  side: choice.side,
                  target: clampTarget(
                    choice.side,
                    Math.round(Number(event.target.value) * 100) / 100,
                  ),
                })
              }
            />
          </div>
          {valid ? (
            <Figures
              items={[
                {
                  label: common.multiplier,
                  value: multiplierText(diceMultiplier(choice), language),
                  testId: 'dice-multiplier',
                },
                {
                  label: common.winChance,
                  value: `${toLocalDigits(diceWinChance(choice).toFixed(2), language)}%`,
                },
              ]}
            />
          ) : null}
        </>
      )}
      rules={<p>{text.rules}</p>}
    />
  );
}
