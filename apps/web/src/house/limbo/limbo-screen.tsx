/**
 * Limbo (/house/limbo): the player names a target multiplier; the round draws a result and pays
 * the target when the result reaches it. The chance of winning is 99 % ÷ target, shown as typed.
 */
import { houseCalls, type LimboChoice } from '@khela/contract';
import { isLimboChoice } from '@khela/house-games';
import { useId, useState } from 'react';
import { toLocalDigits } from '../../shared/format/format';
import { Figures } from '../instant/choice-chips';
import { InstantScreen } from '../instant/instant-screen';
import { multiplierText } from '../instant/multiplier-text';
import { instantTexts } from '../instant/instant-texts';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { limboTexts } from './limbo-texts';

const DRAW_MS = 450;
const QUICK_TARGETS = [1.5, 2, 5, 10, 100] as const;

function parseTarget(text: string): LimboChoice | null {
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(text.trim())) return null;
  const choice = { target: Number(text.trim()) };
  return isLimboChoice(choice) ? choice : null;
}

export function LimboScreen() {
  const text = useTexts(limboTexts);
  const common = useTexts(instantTexts);
  const language = useHouseLanguage();
  const [targetText, setTargetText] = useState('2');
  const inputId = useId();
  const choice = parseTarget(targetText);
  const times = (value: number) => multiplierText(value, language);
  return (
    <InstantScreen
      game="limbo"
      choice={choice ?? { target: 2 }}
      choiceProblem={choice ? null : text.targetInvalid}
      call={houseCalls.limboPlay}
      animationMs={DRAW_MS}
      picture={(bet) => {
        const round = bet?.instant?.game === 'limbo' ? bet.instant : null;
        return (
          <div className="limbo-face">
            <p
              className={`limbo-face__result${bet && bet.payout > 0 ? ' limbo-face__result--win' : ''}${round && bet?.payout === 0 ? ' limbo-face__result--lose' : ''}`}
              aria-label={round ? text.result(times(round.result.result)) : text.resultReady}
            >
              {round ? times(round.result.result) : '—'}
            </p>
            <p className="house-muted">
              {text.aimFor(times(round?.choice.target ?? choice?.target ?? 2))}
            </p>
          </div>
        );
      }}
      controls={(disabled) => (
        <>
          <div className="stack-1">
            <label htmlFor={inputId} className="text-muted-sm">
              {text.target}
            </label>
            <input
              id={inputId}
              className="instant-input"
              inputMode="decimal"
              autoComplete="off"
              value={targetText}
              disabled={disabled}
              aria-invalid={choice ? undefined : true}
              onChange={(event) => setTargetText(event.target.value)}
            />
            <span className="text-faint-xs">{text.targetHint}</span>
          </div>
          <div className="instant-choice__chips">
            {QUICK_TARGETS.map((target) => (
              <button
                key={target}
                type="button"
                className="house-chip"
                disabled={disabled}
                aria-pressed={choice?.target === target}
                onClick={() => setTargetText(String(target))}
              >
                {times(target)}
              </button>
            ))}
          </div>
          {choice ? (
            <Figures
              items={[
                {
                  label: common.winChance,
                  value: `${toLocalDigits((99 / choice.target).toFixed(2), language)}%`,
                },
                { label: common.multiplier, value: times(choice.target) },
              ]}
            />
          ) : null}
        </>
      )}
      rules={<p>{text.rules}</p>}
    />
  );
}
