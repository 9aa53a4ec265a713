/**
 * Wheel (/house/wheel): thirty segments with published multipliers at three risks; the pointer
 * stops on the segment the fair stream picks. The wheel turns to bring it under the pointer.
 */
import { houseCalls, type GameRisk, type WheelChoice } from '@khela/contract';
import { WHEEL_LAYOUTS, WHEEL_SEGMENTS } from '@khela/house-games';
import { useCallback, useState } from 'react';
import { toLocalDigits } from '../../shared/format/format';
import { RiskChips } from '../instant/choice-chips';
import { InstantScreen } from '../instant/instant-screen';
import { multiplierText } from '../instant/multiplier-text';
import { instantTexts } from '../instant/instant-texts';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { prefersReducedMotion } from '../shell/use-play-round';
import { wheelTexts } from './wheel-texts';

const SPIN_MS = 1200;
const DEGREES = 360 / WHEEL_SEGMENTS;
const RADIUS = 100;

function segmentColour(hundredths: number): string {
  if (hundredths === 0) return 'var(--color-surface-sunken)';
  if (hundredths < 150) return '#1e88e5';
  if (hundredths < 200) return '#1f8a5b';
  if (hundredths < 300) return '#8e44ad';
  if (hundredths < 1000) return '#d84315';
  return '#f5a524';
}

function point(angle: number, radius: number): string {
  const radians = ((angle - 90) * Math.PI) / 180;
  return `${(radius * Math.cos(radians)).toFixed(2)} ${(radius * Math.sin(radians)).toFixed(2)}`;
}

function WheelPicture({
  risk,
  segment,
  turns,
}: {
  risk: GameRisk;
  segment: number | null;
  turns: number;
}) {
  const text = useTexts(wheelTexts);
  const common = useTexts(instantTexts);
  const layout = WHEEL_LAYOUTS[risk];
  const rotation = segment === null ? 0 : -(segment + 0.5) * DEGREES - turns * 360;
  return (
    <div className="wheel">
      <span className="wheel__pointer" aria-hidden="true" />
      <svg
        className="wheel__disc"
        viewBox="-105 -105 210 210"
        role="img"
        aria-label={text.wheel(common[risk])}
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: prefersReducedMotion()
            ? 'none'
            : `transform ${SPIN_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1)`,
        }}
      >
        {layout.map((hundredths, index) => (
          <path
            key={index}
            d={`M 0 0 L ${point(index * DEGREES, RADIUS)} A ${RADIUS} ${RADIUS} 0 0 1 ${point((index + 1) * DEGREES, RADIUS)} Z`}
            fill={segmentColour(hundredths)}
            stroke="var(--color-surface)"
            strokeWidth="0.8"
            className={index === segment ? 'wheel__segment--hit' : undefined}
          />
        ))}
        <circle r="28" fill="var(--color-surface-raised)" />
      </svg>
    </div>
  );
}

export function WheelScreen() {
  const text = useTexts(wheelTexts);
  const language = useHouseLanguage();
  const [choice, setChoice] = useState<WheelChoice>({ risk: 'medium' });
  const [turns, setTurns] = useState(0);
  const spinMore = useCallback(() => setTurns((count) => count + 3), []);
  const number = (value: number) => toLocalDigits(String(value), language);
  const counts = new Map<number, number>();
  for (const hundredths of WHEEL_LAYOUTS[choice.risk])
    counts.set(hundredths, (counts.get(hundredths) ?? 0) + 1);

  return (
    <InstantScreen
      game="wheel"
      choice={choice}
      call={houseCalls.wheelPlay}
      onPlay={spinMore}
      animationMs={SPIN_MS}
      picture={(bet, isPlaying) => {
        const round = bet?.instant?.game === 'wheel' ? bet.instant : null;
        const risk = isPlaying || !round ? choice.risk : round.choice.risk;
        return (
          <WheelPicture
            risk={risk}
            segment={round && !isPlaying ? round.result.segment : null}
            turns={turns}
          />
        );
      }}
      controls={(disabled) => (
        <>
          <RiskChips
            value={choice.risk}
            disabled={disabled}
            onChange={(risk) => setChoice({ risk })}
          />
          <ul className="wheel-legend plain-list" aria-label={text.legend}>
            {[...counts.entries()]
              .sort(([a], [b]) => a - b)
              .map(([hundredths, count]) => (
                <li key={hundredths}>
                  <span
                    className="wheel-legend__swatch"
                    style={{ background: segmentColour(hundredths) }}
                  />
                  {text.legendItem(multiplierText(hundredths / 100, language), number(count))}
                </li>
              ))}
          </ul>
        </>
      )}
      rules={<p>{text.rules}</p>}
    />
  );
}
