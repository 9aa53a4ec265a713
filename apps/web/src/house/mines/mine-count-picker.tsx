/**
 * How many mines (1–24): chips for the usual choices and a − / + stepper for any other count.
 */
import { MINES_COUNT_MAX, MINES_COUNT_MIN } from '@khela/house-games';
import { useId } from 'react';
import { formatNumber } from '../../shared/format/format';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { minesTexts } from './mines-texts';

const QUICK_COUNTS = [1, 3, 5, 10, 24] as const;

export function MineCountPicker({
  value,
  onChange,
  disabled = false,
}: {
  value: number;
  onChange: (count: number) => void;
  disabled?: boolean;
}) {
  const text = useTexts(minesTexts);
  const language = useHouseLanguage();
  const labelId = useId();
  const set = (count: number) =>
    onChange(Math.min(MINES_COUNT_MAX, Math.max(MINES_COUNT_MIN, count)));
  return (
    <div className="mine-count stack-2" role="group" aria-labelledby={labelId}>
      <div className="mine-count__head row-3">
        <div className="mine-count__titles">
          <span id={labelId} className="stake__label text-muted-sm">
            {text.mineCount}
          </span>
          <span className="mine-count__hint text-faint-xs">{text.mineCountHint}</span>
        </div>
        <div className="mine-count__stepper">
          <button
            type="button"
            className="stake__step"
            aria-label={text.fewerMines}
            disabled={disabled || value <= MINES_COUNT_MIN}
            onClick={() => set(value - 1)}
          >
            −
          </button>
          <output className="mine-count__value" aria-live="polite">
            {text.mineChoice(value)}
          </output>
          <button
            type="button"
            className="stake__step"
            aria-label={text.moreMines}
            disabled={disabled || value >= MINES_COUNT_MAX}
            onClick={() => set(value + 1)}
          >
            +
          </button>
        </div>
      </div>
      <div className="mine-count__chips">
        {QUICK_COUNTS.map((count) => (
          <button
            key={count}
            type="button"
            className="house-chip mine-count__chip"
            aria-pressed={value === count}
            aria-label={text.mineChoice(count)}
            disabled={disabled}
            onClick={() => set(count)}
          >
            {formatNumber(count, language)}
          </button>
        ))}
      </div>
    </div>
  );
}
