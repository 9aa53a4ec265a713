/**
 * A running countdown in m:ss with a clock icon. As a `timer` it is not announced every second
 * (its live region is off); a screen reader reads it when the player reaches it.
 */
import { Clock } from 'lucide-react';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import { formatCountdown } from '../countdown';

export function CountdownBadge({
  label,
  secondsLeft,
  isOver = secondsLeft === 0,
}: {
  label: string;
  secondsLeft: number;
  isOver?: boolean;
}) {
  const { language } = useFormat();
  return (
    <p className={isOver ? 'countdown countdown--over' : 'countdown'}>
      <Clock size={18} aria-hidden="true" />
      <span className="countdown__label">{label}</span>
      <time
        className="countdown__time"
        role="timer"
        dateTime={`PT${Math.floor(secondsLeft / 60)}M${secondsLeft % 60}S`}
      >
        {toLocalDigits(formatCountdown(secondsLeft), language)}
      </time>
    </p>
  );
}
