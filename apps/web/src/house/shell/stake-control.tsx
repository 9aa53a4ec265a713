/**
 * The stake every house game asks for: a number field with − and + (by the game's step), halve and
 * double, and the game's limits written under it. The value is kept as the text typed, so a player
 * can clear the field and type; the game reads it with `parseStake`.
 */
import { paisaToTaka, takaToNearestPaisa } from '@khela/contract';
import { useId } from 'react';
import type { Language } from '@khela/contract';
import { formatTaka } from '../../shared/format/format';
import { useHouseLanguage, useTexts } from './house-language';
import { stakeTexts } from './stake-texts';

export interface StakeLimits {
  minTaka: number;
  maxTaka: number;
  /** Stakes go in steps of this many taka (Slots: 0.20, one paisa-exact coin per line). */
  stepTaka: number;
}

/** The typed stake in taka, or null when it is not a number of whole paisa. */
export function parseStake(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  return Number(text.trim());
}

function clampToStep(value: number, limits: StakeLimits): number {
  const steps = Math.round(value / limits.stepTaka);
  const stepped = paisaToTaka(takaToNearestPaisa(steps * limits.stepTaka));
  return Math.min(limits.maxTaka, Math.max(limits.minTaka, stepped));
}

function stakeText(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

export function StakeControl({
  value,
  onChange,
  limits,
  disabled = false,
}: {
  value: string;
  onChange: (next: string) => void;
  limits: StakeLimits;
  disabled?: boolean;
}) {
  const text = useTexts(stakeTexts);
  const language: Language = useHouseLanguage();
  const inputId = useId();
  const current = parseStake(value) ?? limits.minTaka;
  const set = (next: number) => onChange(stakeText(clampToStep(next, limits)));
  return (
    <div className="stake stack-1">
      <label className="stake__label text-muted-sm" htmlFor={inputId}>
        {text.stake}
      </label>
      <div className="stake__row">
        <button
          type="button"
          className="stake__step"
          aria-label={text.less}
          disabled={disabled || current <= limits.minTaka}
          onClick={() => set(current - limits.stepTaka)}
        >
          −
        </button>
        <input
          id={inputId}
          className="stake__input"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            const typed = parseStake(value);
            if (typed !== null) set(typed);
          }}
        />
        <button
          type="button"
          className="stake__step"
          aria-label={text.more}
          disabled={disabled || current >= limits.maxTaka}
          onClick={() => set(current + limits.stepTaka)}
        >
          +
        </button>
      </div>
      <div className="stake__quick">
        <button type="button" disabled={disabled} onClick={() => set(limits.minTaka)}>
          {text.min}
        </button>
        <button type="button" disabled={disabled} onClick={() => set(current / 2)}>
          ½
        </button>
        <button type="button" disabled={disabled} onClick={() => set(current * 2)}>
          2×
        </button>
        <button type="button" disabled={disabled} onClick={() => set(limits.maxTaka)}>
          {text.max}
        </button>
      </div>
      <span className="stake__limits text-faint-xs">
        {text.limits(formatTaka(limits.minTaka, language), formatTaka(limits.maxTaka, language))}
      </span>
    </div>
  );
}
